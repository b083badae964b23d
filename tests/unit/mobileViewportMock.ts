// A window.matchMedia for jsdom that evaluates min-width / max-width queries against a width the test sets, and
// fires `change` on each list whose result a resize flips, as browsers do.

type Listener = (event: MediaQueryListEvent) => void;

interface FakeList {
  query: string;
  last: boolean;
  listeners: Set<Listener>;
}

function evaluate(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)/g)];
  if (!conditions.length) return false;
  return conditions.every(([, kind, px]) => (kind === 'min' ? width >= Number(px) : width <= Number(px)));
}

export interface FakeViewport {
  resize(width: number): void;
  restore(): void;
}

export function installViewport(initialWidth: number): FakeViewport {
  let width = initialWidth;
  const lists = new Set<FakeList>();
  const original = window.matchMedia;
  const setInnerWidth = (value: number) =>
    Object.defineProperty(window, 'innerWidth', { value, configurable: true, writable: true });
  setInnerWidth(width);

  window.matchMedia = (query: string) => {
    const list: FakeList = { query, last: evaluate(query, width), listeners: new Set() };
    lists.add(list);
    return {
      media: query,
      get matches() {
        return evaluate(query, width);
      },
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => list.listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => list.listeners.delete(listener),
      addListener: (listener: Listener) => list.listeners.add(listener),
      removeListener: (listener: Listener) => list.listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  };

  return {
    resize(next: number) {
      width = next;
      setInnerWidth(next);
      for (const list of lists) {
        const matches = evaluate(list.query, width);
        if (matches === list.last) continue;
        list.last = matches;
        for (const listener of [...list.listeners])
          listener({ matches, media: list.query } as MediaQueryListEvent);
      }
    },
    restore() {
      window.matchMedia = original;
    },
  };
}
