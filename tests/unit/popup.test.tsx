import React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import Popup, { Popover, Tooltip } from '@site/src/components/Popup';
import { floatingPopupModule } from '@site/src/components/Popup/floatingPopupModule';
import { HOVER_DELAY_MS, popupZIndex, resolveTriggers } from '@site/src/components/Popup/triggers';
import { BREAKPOINTS, POPUP } from '@site/config/constants';

/** Makes window.matchMedia report a window of the given width. */
function setWindowWidth(width: number) {
  window.matchMedia = ((query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    return {
      matches: max ? width <= Number(max[1]) : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    };
  }) as unknown as typeof window.matchMedia;
}

const advance = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

// The behaviour once the Floating UI half has arrived; before it arrives: popup-lazy.test.tsx.
beforeAll(() => floatingPopupModule.load());

beforeEach(() => {
  jest.useFakeTimers();
  setWindowWidth(1280);
});

afterEach(() => {
  jest.useRealTimers();
});

describe('popup triggers', () => {
  it('turns hover into click on mobile widths only', () => {
    expect([...resolveTriggers(['hover', 'focus'], true)].sort()).toEqual(['click', 'focus']);
    expect([...resolveTriggers(['hover', 'click'], true)]).toEqual(['click']);
    expect([...resolveTriggers('hover', false)]).toEqual(['hover']);
    expect([...resolveTriggers(['contextMenu'], true)]).toEqual(['contextMenu']);
  });

  it('stacks a nested popup above its parent, from z-index 1000', () => {
    expect(popupZIndex(0)).toBe(1000);
    expect(popupZIndex(2)).toBe(1002);
  });
});

describe('Popup on hover', () => {
  it('opens 0.1 s after the pointer enters and closes 0.1 s after it leaves', () => {
    render(
      <Tooltip content="Copy">
        <button type="button">trigger</button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'trigger' });
    fireEvent.mouseEnter(button);
    advance(POPUP.enterDelayS * 1000 - 1);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copy');

    fireEvent.mouseLeave(button);
    advance(POPUP.leaveDelayS * 1000 - 1);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('does not open when the pointer only passes over the trigger', () => {
    render(
      <Popup content="Menu">
        <button type="button">trigger</button>
      </Popup>,
    );
    const button = screen.getByRole('button', { name: 'trigger' });
    fireEvent.mouseEnter(button);
    advance(50);
    fireEvent.mouseLeave(button);
    advance(500);
    expect(screen.queryByText('Menu')).not.toBeInTheDocument();
  });

  it('ignores clicks when hover is its only trigger', () => {
    render(
      <Popup content="Menu">
        <button type="button">trigger</button>
      </Popup>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'trigger' }));
    advance(500);
    expect(screen.queryByText('Menu')).not.toBeInTheDocument();
  });

  it('opens on click instead of hover on mobile widths', () => {
    setWindowWidth(BREAKPOINTS.mobileMaxWidth);
    render(
      <Popup content="Menu">
        <button type="button">trigger</button>
      </Popup>,
    );
    const button = screen.getByRole('button', { name: 'trigger' });
    fireEvent.mouseEnter(button);
    advance(500);
    expect(screen.queryByText('Menu')).not.toBeInTheDocument();
    fireEvent.click(button);
    expect(screen.getByText('Menu')).toBeInTheDocument();
  });
});

describe('Popup on click', () => {
  function renderPopover() {
    render(
      <>
        <Popover content={<a href="/guide/">Guide</a>}>
          <button type="button">Products</button>
        </Popover>
        <p>elsewhere</p>
      </>,
    );
    return screen.getByRole('button', { name: 'Products' });
  }

  it('toggles with clicks and reports its state with aria-expanded and aria-controls', () => {
    const button = renderPopover();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    fireEvent.click(button);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Guide');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', dialog.id);
    fireEvent.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside', () => {
    const button = renderPopover();
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByRole('dialog'));
    fireEvent.mouseDown(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.pointerDown(screen.getByText('elsewhere'));
    fireEvent.mouseDown(screen.getByText('elsewhere'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape', () => {
    const button = renderPopover();
    fireEvent.click(button);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens from the keyboard on a non-button trigger', () => {
    render(
      <Popover content="Panel">
        <span tabIndex={0}>more</span>
      </Popover>,
    );
    fireEvent.keyDown(screen.getByText('more'), { key: 'Enter' });
    expect(screen.getByRole('dialog')).toHaveTextContent('Panel');
  });

  it('keeps a hover-opened popover open when it is then clicked', () => {
    render(
      <Popup trigger={['hover', 'click']} content="Menu">
        <button type="button">trigger</button>
      </Popup>,
    );
    const button = screen.getByRole('button', { name: 'trigger' });
    fireEvent.mouseEnter(button);
    advance(HOVER_DELAY_MS.open);
    expect(screen.getByText('Menu')).toBeInTheDocument();
    fireEvent.click(button);
    expect(screen.getByText('Menu')).toBeInTheDocument();
  });

  it('hands `close` to content given as a function', () => {
    render(
      <Popover
        content={({ close }) => (
          <button type="button" onClick={close}>
            Done
          </button>
        )}
      >
        <button type="button">open</button>
      </Popover>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('follows a controlled open state and reports changes', () => {
    const onOpenChange = jest.fn();
    const { rerender } = render(
      <Popover open={false} onOpenChange={onOpenChange} content="Panel">
        <button type="button">open</button>
      </Popover>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(
      <Popover open onOpenChange={onOpenChange} content="Panel">
        <button type="button">open</button>
      </Popover>,
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('Popup on focus and context menu', () => {
  it('opens a tooltip on keyboard focus, describes the trigger with it, and closes on blur', () => {
    render(
      <Tooltip content="Toggle word wrap">
        <button type="button">wrap</button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'wrap' });
    act(() => button.focus());
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Toggle word wrap');
    expect(button).toHaveAttribute('aria-describedby', tooltip.id);
    act(() => button.blur());
    advance(0);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(button).not.toHaveAttribute('aria-describedby');
  });

  it('opens on a right click instead of the browser menu', () => {
    render(
      <Popup trigger="contextMenu" content="Actions">
        <button type="button">item</button>
      </Popup>,
    );
    const notPrevented = fireEvent.contextMenu(screen.getByRole('button', { name: 'item' }));
    expect(notPrevented).toBe(false);
    expect(screen.getByText('Actions')).toBeInTheDocument();
  });
});

describe('Popup layout', () => {
  it('limits tooltips to 250 px and stacks from z-index 1000, nested popups above their parent', () => {
    render(
      <Popover
        content={
          <Tooltip content="inner">
            <button type="button">inside</button>
          </Tooltip>
        }
      >
        <button type="button">outer</button>
      </Popover>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'outer' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.style.zIndex).toBe(String(POPUP.zIndexBase));
    expect(dialog.style.maxWidth).toBe('');
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'inside' }));
    advance(HOVER_DELAY_MS.open);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.style.zIndex).toBe(String(POPUP.zIndexBase + 1));
    expect(tooltip.style.maxWidth).toBe(`${POPUP.tooltipMaxWidth}px`);
  });

  it('keeps the handlers and ref of its child', () => {
    const onClick = jest.fn();
    const ref = React.createRef<HTMLButtonElement>();
    render(
      <Popover content="Panel">
        <button type="button" ref={ref} onClick={onClick}>
          open
        </button>
      </Popover>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('stays closed while disabled', () => {
    render(
      <Popover disabled content="Panel">
        <button type="button">open</button>
      </Popover>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
