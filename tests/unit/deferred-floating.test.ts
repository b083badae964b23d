import type React from 'react';
import {
  intentOf,
  queueIntent,
  replayFocusAndPresses,
  replayHover,
  type FloatingTrigger,
  type Intent,
} from '@site/src/lib/floating/intents';
import {
  closedTriggerAttributes,
  sameTriggerProps,
  splitReferenceProps,
} from '@site/src/lib/floating/triggerAttributes';
import { lazyModule } from '@site/src/lib/lazyModule';

const event = (fields: Record<string, unknown> = {}) => fields as unknown as React.SyntheticEvent;
const triggers = (...names: FloatingTrigger[]) => new Set(names);
const press = (
  prop: 'onClick' | 'onKeyDown' | 'onKeyUp' | 'onContextMenu',
  fields?: Record<string, unknown>,
): Intent => ({ kind: 'press', prop, event: event(fields) });

describe('intentOf', () => {
  it('reads hover, focus and presses only for the triggers that listen to them', () => {
    expect(intentOf('onMouseEnter', event(), triggers('hover'))?.kind).toBe('hover');
    expect(intentOf('onMouseEnter', event(), triggers('click'))).toBeUndefined();
    expect(intentOf('onFocus', event(), triggers('focus'))?.kind).toBe('focus');
    expect(intentOf('onClick', event(), triggers('click'))).toMatchObject({ kind: 'press', prop: 'onClick' });
    expect(intentOf('onClick', event(), triggers('hover', 'focus'))).toBeUndefined();
    expect(intentOf('onContextMenu', event(), triggers('contextMenu'))).toMatchObject({
      kind: 'press',
      prop: 'onContextMenu',
    });
    expect(intentOf('onContextMenu', event(), triggers('click'))).toBeUndefined();
  });

  it('loads ahead of a press: pointer down, and focus on a click trigger (Enter follows)', () => {
    expect(intentOf('onPointerDown', event(), triggers('click'))).toEqual({ kind: 'prepare' });
    expect(intentOf('onPointerDown', event(), triggers('contextMenu'))).toEqual({ kind: 'prepare' });
    expect(intentOf('onPointerDown', event(), triggers('hover'))).toBeUndefined();
    expect(intentOf('onFocus', event(), triggers('click'))).toEqual({ kind: 'prepare' });
    expect(intentOf('onFocus', event(), triggers('hover'))).toBeUndefined();
  });

  it('takes Enter and Space as presses, other keys not, and leaves them to a button (its click is the press)', () => {
    const span = document.createElement('span');
    const button = document.createElement('button');
    expect(intentOf('onKeyDown', event({ key: 'Enter', target: span }), triggers('click'))).toMatchObject({
      kind: 'press',
      prop: 'onKeyDown',
    });
    expect(intentOf('onKeyUp', event({ key: ' ', target: span }), triggers('click'))).toMatchObject({
      kind: 'press',
      prop: 'onKeyUp',
    });
    expect(intentOf('onKeyDown', event({ key: 'Enter', target: button }), triggers('click'))).toBeUndefined();
    expect(intentOf('onKeyUp', event({ key: ' ', target: button }), triggers('click'))).toBeUndefined();
    expect(intentOf('onKeyDown', event({ key: 'Tab' }), triggers('click'))).toBeUndefined();
    expect(intentOf('onKeyDown', event({ key: 'Enter' }), triggers('hover'))).toBeUndefined();
    expect(intentOf('onMouseLeave', event(), triggers('hover'))).toBeUndefined();
  });
});

describe('queueIntent', () => {
  it('keeps the latest hover and focus, and only the first press', () => {
    const firstHover: Intent = { kind: 'hover', event: event({ clientX: 1 }) as React.MouseEvent };
    const lastHover: Intent = { kind: 'hover', event: event({ clientX: 2 }) as React.MouseEvent };
    const click = press('onClick');
    let queue = [firstHover, click].reduce(queueIntent, [] as Intent[]);
    queue = [press('onClick'), press('onContextMenu'), { kind: 'prepare' } as Intent, lastHover].reduce(
      queueIntent,
      queue,
    );
    expect(queue).toEqual([click, lastHover]);
  });

  it('keeps the key release that completes the first press (Space acts on release)', () => {
    const down = press('onKeyDown', { key: ' ' });
    const up = press('onKeyUp', { key: ' ' });
    expect(
      [down, up, press('onKeyDown', { key: ' ' }), press('onKeyUp', { key: ' ' })].reduce(
        queueIntent,
        [] as Intent[],
      ),
    ).toEqual([down, up]);
    expect(
      [press('onClick'), press('onKeyUp', { key: ' ' })].reduce(queueIntent, [] as Intent[]),
    ).toHaveLength(1);
    expect([down, press('onKeyUp', { key: 'Enter' })].reduce(queueIntent, [] as Intent[])).toEqual([down]);
  });
});

describe('replaying intents', () => {
  let element: HTMLButtonElement;
  beforeEach(() => {
    element = document.createElement('button');
    document.body.append(element);
  });
  afterEach(() => element.remove());

  it('hands on the press, and the focus only while the trigger still has it', () => {
    const onClick = jest.fn();
    const onFocus = jest.fn();
    const focus: Intent = { kind: 'focus', event: event() as React.FocusEvent };
    const click = press('onClick');
    replayFocusAndPresses([focus, click], element, { onClick, onFocus });
    expect(onFocus).not.toHaveBeenCalled();
    expect(onClick).toHaveBeenCalledWith(click.kind === 'press' && click.event);
    element.focus();
    replayFocusAndPresses([focus], element, { onClick, onFocus });
    expect(onFocus).toHaveBeenCalledTimes(1);
  });

  it('tells Floating UI the pointer is on the trigger only if it still is and no press decided', () => {
    const entered = jest.fn();
    element.addEventListener('mouseenter', entered);
    const hover: Intent = { kind: 'hover', event: event({ clientX: 10, clientY: 20 }) as React.MouseEvent };
    replayHover([hover], element, false);
    replayHover([hover, press('onClick')], element, true);
    expect(entered).not.toHaveBeenCalled();
    replayHover([hover], element, true);
    expect(entered).toHaveBeenCalledTimes(1);
    expect(entered.mock.calls[0][0]).toMatchObject({ clientX: 10, clientY: 20 });
  });
});

describe('trigger attributes', () => {
  it('renders what Floating UI gives a closed trigger, per role', () => {
    expect(closedTriggerAttributes('tooltip', 'x')).toEqual({});
    expect(closedTriggerAttributes('dialog', 'x')).toEqual({
      'aria-expanded': 'false',
      'aria-haspopup': 'dialog',
    });
    expect(closedTriggerAttributes('menu', 'x')).toEqual({
      'aria-expanded': 'false',
      'aria-haspopup': 'menu',
      id: 'x',
    });
  });

  it('splits Floating UI props into attributes and handlers, and compares them by what renders', () => {
    const onClick = () => {};
    expect(splitReferenceProps({ 'aria-expanded': 'true', 'aria-controls': undefined, onClick })).toEqual({
      attributes: { 'aria-expanded': 'true', 'aria-controls': undefined },
      handlers: { onClick },
    });
    expect(sameTriggerProps({ a: '1', onClick }, { a: '1', onClick: () => {} })).toBe(true);
    expect(sameTriggerProps({ a: '1' }, { a: '2' })).toBe(false);
    expect(sameTriggerProps({ a: '1' }, { a: '1', onKeyDown: onClick })).toBe(false);
  });
});

describe('lazyModule', () => {
  it('loads once, then has the module at hand; after a failure the next call tries again', async () => {
    const importer = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ answer: 42 });
    const module = lazyModule(importer);
    expect(module.current).toBeUndefined();
    await expect(module.load()).rejects.toThrow('offline');
    const [first, second] = [module.load(), module.load()];
    expect(await first).toEqual({ answer: 42 });
    expect(await second).toBe(await first);
    expect(module.current).toEqual({ answer: 42 });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
