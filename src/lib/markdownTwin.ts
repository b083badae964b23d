/**
 * Where the Markdown version ("twin") of a page lives: `/guide/start/quick-start` →
 * `/guide/start/quick-start.md`, a folder route `/config/` → `/config/index.md` (the folder's own index, as
 * the HTML page is `index.html`).
 * Shared by the build (plugins/llms-txt) and the doc header's copy-page control.
 */
export function markdownTwinPath(route: string): string {
  const path = route.split(/[?#]/)[0];
  return path.endsWith('/') ? `${path}index.md` : `${path}.md`;
}

/** The MIME type of the twins, also the `type` of the `<link rel="alternate">` that points at them. */
export const MARKDOWN_MIME = 'text/markdown';
