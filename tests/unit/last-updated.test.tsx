import React from 'react';
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, createRoot } from 'react-dom/client';

// Where the component is rendered: the server (no DOM), hydration (DOM, before Docusaurus marks the browser),
// or a page mounted after hydration (client navigation).
const environment = { canUseDOM: true, isBrowser: true };
jest.mock(
  '@docusaurus/ExecutionEnvironment',
  () => ({
    __esModule: true,
    default: {
      get canUseDOM() {
        return environment.canUseDOM;
      },
    },
  }),
  { virtual: true },
);
jest.mock('@docusaurus/useIsBrowser', () => ({ __esModule: true, default: () => environment.isBrowser }), {
  virtual: true,
});
const formatters = { created: 0 };
jest.mock(
  '@docusaurus/theme-common/internal',
  () => ({
    useDateTimeFormat: (options: Intl.DateTimeFormatOptions) => {
      formatters.created += 1;
      return new Intl.DateTimeFormat('en-US', options);
    },
  }),
  { virtual: true },
);
jest.mock(
  '@docusaurus/theme-common',
  () => ({ ThemeClassNames: { common: { lastUpdated: 'theme-last-updated' } } }),
  { virtual: true },
);
// Docusaurus's <Translate> with the values put in their places.
jest.mock('@docusaurus/Translate', () => ({
  __esModule: true,
  default: ({ children, values }: { children: string; values: Record<string, React.ReactNode> }) => (
    <>
      {children
        .split(/(\{\w+\})/)
        .map((part, i) =>
          /^\{\w+\}$/.test(part) ? (
            <React.Fragment key={i}>{values[part.slice(1, -1)]}</React.Fragment>
          ) : (
            part
          ),
        )}
    </>
  ),
}));

import LastUpdated from '@site/src/theme/LastUpdated';

const AT = Date.UTC(2026, 10, 21, 6, 52);

beforeEach(() => {
  formatters.created = 0;
  document.body.innerHTML = '';
  // As Docusaurus defines it for a build's browser bundle.
  process.env.HYDRATE_CLIENT_ENTRY = 'true';
});

describe('LastUpdated', () => {
  it('writes the formatted date on the server', () => {
    Object.assign(environment, { canUseDOM: false, isBrowser: false });
    const html = renderToString(<LastUpdated lastUpdatedAt={AT} />);
    expect(html).toContain(
      '<time dateTime="2026-11-21T06:52:00.000Z" itemProp="dateModified">Nov 21, 2026</time>',
    );
    expect(html.replace(/<[^>]+>/g, '')).toBe('Last updated on Nov 21, 2026');
  });

  it('keeps the server text while hydrating, without creating an Intl formatter', async () => {
    Object.assign(environment, { canUseDOM: false, isBrowser: false });
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<LastUpdated lastUpdatedAt={AT} lastUpdatedBy="Ada" />);
    formatters.created = 0;
    Object.assign(environment, { canUseDOM: true, isBrowser: false });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, <LastUpdated lastUpdatedAt={AT} lastUpdatedBy="Ada" />, {
        onRecoverableError: (error) => console.error(error),
      });
    });
    expect(container.textContent).toBe('Last updated on Nov 21, 2026 by Ada');
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-21T06:52:00.000Z');
    expect(formatters.created).toBe(0);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('formats in the browser under the dev server, which renders without server HTML', async () => {
    delete process.env.HYDRATE_CLIENT_ENTRY;
    Object.assign(environment, { canUseDOM: true, isBrowser: false });
    const container = document.body.appendChild(document.createElement('div'));
    await act(async () => createRoot(container).render(<LastUpdated lastUpdatedAt={AT} />));
    expect(container.querySelector('time')?.textContent).toBe('Nov 21, 2026');
  });

  it('formats in the browser on a page opened by client navigation', async () => {
    Object.assign(environment, { canUseDOM: true, isBrowser: true });
    const container = document.body.appendChild(document.createElement('div'));
    await act(async () => createRoot(container).render(<LastUpdated lastUpdatedAt={AT} />));
    expect(container.querySelector('time')?.textContent).toBe('Nov 21, 2026');
    expect(formatters.created).toBeGreaterThan(0);
  });
});
