import { renderToString } from 'react-dom/server';
import { act, fireEvent, render, screen } from '@testing-library/react';
import Popup, { Popover, Tooltip } from '@site/src/components/Popup';
import { HOVER_DELAY_MS } from '@site/src/components/Popup/triggers';
import type { LazyModule } from '@site/src/lib/lazyModule';

// Each test starts without the Floating UI part; it arrives when the test calls `arrive()`.
const mockLoading = { test: 0, requests: 0, release: () => {}, gate: Promise.resolve() };
jest.mock('@site/src/lib/lazyModule', () => {
  const actual = jest.requireActual<typeof import('@site/src/lib/lazyModule')>('@site/src/lib/lazyModule');
  return {
    ...actual,
    lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
      let test = -1;
      let module: LazyModule<M>;
      const forThisTest = () => {
        if (test !== mockLoading.test) {
          test = mockLoading.test;
          module = actual.lazyModule(() => {
            mockLoading.requests += 1;
            return mockLoading.gate.then(importer);
          });
        }
        return module;
      };
      return {
        load: () => forThisTest().load(),
        get current() {
          return forThisTest().current;
        },
        subscribe: (listener) => forThisTest().subscribe(listener),
      };
    },
  };
});

beforeEach(() => {
  mockLoading.test += 1;
  mockLoading.requests = 0;
  mockLoading.gate = new Promise((resolve) => (mockLoading.release = resolve));
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  jest.useRealTimers();
  // A failed test must not leave its console spy to the next one.
  jest.restoreAllMocks();
});

/** Lets the promise callbacks queued so far run (an import behind the gate, what it resolves). */
async function settle() {
  for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
}

/** Lets the Floating UI part arrive and React handle it. */
async function arrive() {
  mockLoading.release();
  await act(async () => {
    await mockLoading.gate;
    // The import behind the gate, then the re-render it causes.
    await settle();
  });
}

/** A popover with the text "Panel" on a button named "open"; returns the button. */
function renderPanelPopover(): HTMLElement {
  render(
    <Popover content="Panel">
      <button type="button">open</button>
    </Popover>,
  );
  return screen.getByRole('button', { name: 'open' });
}

const attributesOf = (element: Element) =>
  [...element.attributes].map(({ name, value }) => `${name}=${value}`).sort();

describe('Popup before its Floating UI part has loaded', () => {
  it('loads nothing until the trigger is used', () => {
    render(
      <Popover content="Panel">
        <button type="button">open</button>
      </Popover>,
    );
    expect(mockLoading.requests).toBe(0);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'open' }));
    expect(mockLoading.requests).toBe(1);
  });

  it.each([
    [
      'menu',
      <Popup key="menu" role="menu" trigger={['hover', 'click']} content="Menu">
        <button type="button" aria-label="Products">
          grid
        </button>
      </Popup>,
    ],
    [
      'dialog',
      <Popover key="dialog" content="Panel">
        <button type="button">open</button>
      </Popover>,
    ],
    [
      'tooltip',
      <Tooltip key="tooltip" content="Copy">
        <button type="button">copy</button>
      </Tooltip>,
    ],
  ])(
    'renders the %s trigger as on the server, and keeps that element and markup once Floating UI takes over',
    async (_role, popup) => {
      const container = document.createElement('div');
      container.innerHTML = renderToString(popup);
      document.body.append(container);
      const serverButton = container.querySelector('button')!;
      const serverAttributes = attributesOf(serverButton);
      const errors = jest.spyOn(console, 'error');
      // The hover below starts Floating UI's enter delay: on real timers, a test slower than that delay (a
      // loaded machine, a cold first render) saw the menu open before its last check. Fake timers keep time
      // still until the test moves it.
      jest.useFakeTimers();

      const { rerender } = render(popup, { container, hydrate: true });
      expect(container.querySelector('button')).toBe(serverButton);
      expect(attributesOf(serverButton)).toEqual(serverAttributes);

      act(() => serverButton.focus());
      fireEvent.mouseEnter(serverButton);
      await arrive();
      rerender(popup);
      expect(container.querySelector('button')).toBe(serverButton);
      expect(serverButton).toHaveFocus();
      // The tooltip opened on focus: Floating UI listens now. Focus and pointer gone, nothing opens any more
      // and the trigger is as the server made it.
      act(() => serverButton.blur());
      fireEvent.mouseLeave(serverButton);
      act(() => void jest.advanceTimersByTime(1000));
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(attributesOf(serverButton)).toEqual(serverAttributes);
      expect(errors).not.toHaveBeenCalled();
    },
  );

  it('opens on a click made while it loads, once it has arrived', async () => {
    const button = renderPanelPopover();
    fireEvent.pointerDown(button);
    fireEvent.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await arrive();
    expect(screen.getByRole('dialog')).toHaveTextContent('Panel');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', screen.getByRole('dialog').id);
  });

  it('opens on a click that comes once it has arrived but before React has rendered for it', async () => {
    // React warns about the arrival's update outside act(): here it is what the browser does.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const button = renderPanelPopover();
    fireEvent.pointerDown(button);
    mockLoading.release();
    await mockLoading.gate;
    await settle();
    fireEvent.click(button);
    await act(settle);
    expect(screen.getByRole('dialog')).toHaveTextContent('Panel');
  });

  it('opens once for several clicks made while it loads: nothing showed after the first', async () => {
    const onOpenChange = jest.fn();
    render(
      <Popup trigger={['hover', 'click']} onOpenChange={onOpenChange} content="Menu">
        <button type="button">open</button>
      </Popup>,
    );
    const button = screen.getByRole('button', { name: 'open' });
    fireEvent.mouseEnter(button);
    fireEvent.click(button);
    fireEvent.click(button);
    await arrive();
    expect(onOpenChange.mock.calls).toEqual([[true]]);
    expect(screen.getByText('Menu')).toBeInTheDocument();
    // Opened by a click, it stays when the pointer leaves.
    jest.useFakeTimers();
    fireEvent.mouseLeave(button);
    act(() => void jest.advanceTimersByTime(1000));
    expect(screen.getByText('Menu')).toBeInTheDocument();
  });

  it('opens after the enter delay for a pointer still on the trigger, not for one that has left', async () => {
    jest.useFakeTimers();
    render(
      <>
        <Tooltip content="stays">
          <button type="button">first</button>
        </Tooltip>
        <Tooltip content="left">
          <button type="button">second</button>
        </Tooltip>
      </>,
    );
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'first' }));
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'second' }));
    fireEvent.mouseLeave(screen.getByRole('button', { name: 'second' }));
    await arrive();
    act(() => void jest.advanceTimersByTime(HOVER_DELAY_MS.open - 1));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent('stays');
    act(() => void jest.advanceTimersByTime(1000));
    expect(screen.getAllByRole('tooltip')).toHaveLength(1);
  });

  it('opens a tooltip for a trigger that still has the focus, not for one that lost it', async () => {
    render(
      <>
        <Tooltip content="kept">
          <button type="button">first</button>
        </Tooltip>
        <Tooltip content="lost">
          <button type="button">second</button>
        </Tooltip>
      </>,
    );
    act(() => screen.getByRole('button', { name: 'second' }).focus());
    act(() => screen.getByRole('button', { name: 'first' }).focus());
    await arrive();
    expect(screen.getByRole('tooltip')).toHaveTextContent('kept');
    expect(screen.getByRole('button', { name: 'first' })).toHaveAttribute(
      'aria-describedby',
      screen.getByRole('tooltip').id,
    );
  });

  it('keeps the browser menu closed on a right click and opens once it has arrived', async () => {
    render(
      <Popup trigger="contextMenu" content="Actions">
        <button type="button">item</button>
      </Popup>,
    );
    const notPrevented = fireEvent.contextMenu(screen.getByRole('button', { name: 'item' }));
    expect(notPrevented).toBe(false);
    await arrive();
    expect(screen.getByText('Actions')).toBeInTheDocument();
  });

  it('opens from Enter on a focused button while it loads (the button makes the Enter a click)', async () => {
    const button = renderPanelPopover();
    act(() => button.focus());
    fireEvent.keyDown(button, { key: 'Enter' });
    fireEvent.click(button);
    fireEvent.keyUp(button, { key: 'Enter' });
    await arrive();
    expect(screen.getByRole('dialog')).toHaveTextContent('Panel');
  });

  it('opens from Enter on a trigger that is not a button', async () => {
    render(
      <Popover content="Panel">
        <span tabIndex={0}>more</span>
      </Popover>,
    );
    fireEvent.keyDown(screen.getByText('more'), { key: 'Enter' });
    await arrive();
    expect(screen.getByRole('dialog')).toHaveTextContent('Panel');
  });

  it('ignores what its triggers do not listen to, and everything while disabled', async () => {
    render(
      <>
        <Tooltip content="tip">
          <button type="button">hover only</button>
        </Tooltip>
        <Popover disabled content="Panel">
          <button type="button">disabled</button>
        </Popover>
      </>,
    );
    fireEvent.contextMenu(screen.getByRole('button', { name: 'hover only' }));
    fireEvent.pointerDown(screen.getByRole('button', { name: 'disabled' }));
    fireEvent.click(screen.getByRole('button', { name: 'disabled' }));
    expect(mockLoading.requests).toBe(0);
  });

  it('still runs the handlers of its child, once', async () => {
    const onClick = jest.fn();
    render(
      <Popover content="Panel">
        <button type="button" onClick={onClick}>
          open
        </button>
      </Popover>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    await arrive();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('loads for a popup its owner opens', async () => {
    render(
      <Popover open content="Panel">
        <button type="button">open</button>
      </Popover>,
    );
    expect(mockLoading.requests).toBe(1);
    await arrive();
    expect(screen.getByRole('dialog')).toHaveTextContent('Panel');
  });

  it('tries again on the next use after a failed load, and opens for that use', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const offline = mockLoading.gate.then(() => {
      throw new Error('offline');
    });
    mockLoading.gate = offline;
    const button = renderPanelPopover();
    fireEvent.click(button);
    mockLoading.release();
    await act(async () => {
      await offline.catch(() => {});
      await settle();
    });
    expect(errors).toHaveBeenCalledWith('Loading a module failed.', expect.any(Error));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    mockLoading.gate = new Promise((resolve) => (mockLoading.release = resolve));
    fireEvent.click(button);
    await arrive();
    expect(mockLoading.requests).toBe(2);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    errors.mockRestore();
  });
});
