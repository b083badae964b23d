// One page of each page type of the site, and the widths, languages and colour modes a reader sees them in:
// the layout sweep (tests/e2e/layout.test.mjs) asserts on every combination and `npm run screenshots`
// (scripts/screenshots.mjs) draws the same combinations for a person to look at, so the two never drift apart.

/**
 * @typedef {object} SweepPage
 * @property {string} type what the page stands for, in test reports and screenshot file names
 * @property {string} path the route without its locale prefix
 * @property {('en' | 'zh')[]} [locales] the languages it is visited in (default: both)
 * @property {'docs' | 'releases'} [sidebar] the doc sidebar (Menu drawer on mobile) or the releases sidebar
 *   (in the hamburger's nav screen on mobile); none on the home and 404 pages
 * @property {boolean} [unlisted] shown with a sidebar that does not list it, so no item of it is current
 * @property {boolean} [outline] whether it has an outline ("On this page"), folded under the title on mobile
 * @property {boolean} [docTitle] whether its H1 is a page title under the doc chrome (menu bar, breadcrumbs),
 *   which the phone title budget applies to; the home hero and the 404 are designs of their own
 */

/** A page of the docs: the doc sidebar, an outline, a title under the breadcrumbs. */
const DOC = /** @type {const} */ ({ sidebar: 'docs', outline: true, docTitle: true });

/** @type {SweepPage[]} */
export const SWEEP_PAGES = [
  { type: 'home', path: '' },
  { type: 'quick start', path: 'guide/start/quick-start', ...DOC },
  { type: 'guide page', path: 'guide/basic/css-usage', ...DOC },
  { type: 'config option', path: 'config/output/dist-path', ...DOC },
  { type: 'long config page', path: 'config/tools/css-loader', ...DOC },
  { type: 'plugin page', path: 'plugins/list/plugin-react', ...DOC },
  { type: 'JavaScript API instance', path: 'api/javascript-api/instance', ...DOC },
  // The sidebar's groups and their pages, with no outline of its own.
  { type: 'overview', path: 'config/', ...DOC, outline: false },
  { type: 'release post', path: 'community/releases/v0-6', ...DOC, sidebar: 'releases' },
  { type: 'release list', path: 'community/releases/', ...DOC, sidebar: 'releases', outline: false },
  // A language prefix on an unknown path redirects to the English 404 (the spec), so there is one 404 page.
  { type: '404', path: 'this-page-does-not-exist', locales: ['en'] },
  // In English it is one more guide page; under /zh/ it is the English text with a notice. It is not listed in
  // the guide's sidebar, which it is shown with (its front matter).
  { type: 'untranslated page', path: 'guide/advanced/rem', locales: ['zh'], ...DOC, unlisted: true },
];

export const SWEEP_LOCALES = /** @type {const} */ ([
  { locale: 'en', prefix: '/' },
  { locale: 'zh', prefix: '/zh/' },
]);

/** @type {('light' | 'dark')[]} */
export const SWEEP_MODES = ['light', 'dark'];

/**
 * The windows, narrowest first: a small phone, a common phone, a tablet upright, a tablet on its side (still the
 * site's mobile layout, config/constants.ts BREAKPOINTS.mobileMaxWidth), a laptop and a desktop monitor. Heights
 * are those of the same devices, since the sidebars scroll within the window's height.
 */
export const SWEEP_VIEWPORTS = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 900 },
  { width: 1920, height: 1080 },
];

/** The visits of a sweep: each page type in each of its languages and each mode, with its URL path. */
export function sweepVisits() {
  return SWEEP_PAGES.flatMap((page) =>
    SWEEP_LOCALES.filter(({ locale }) => (page.locales ?? ['en', 'zh']).includes(locale)).flatMap(
      ({ locale, prefix }) =>
        SWEEP_MODES.map((mode) => ({ page, locale, mode, url: `${prefix}${page.path}` })),
    ),
  );
}
