// The layout a reader sees, asserted rather than screenshotted: every page type of the site in both languages
// and both colour modes, at every width from a small phone to a desktop monitor (the sweep's pages, languages,
// modes and windows are scripts/lib/pageTypeSweep.mjs, which `npm run screenshots` draws too). Each page is
// loaded once per language and mode, then the window is resized across the widths in the same tab; each width
// runs only the checks it needs. Every kind of assertion is its own test below, listing all it found, so a
// failure names the defect: a page wider than the window, a word broken across lines, the current page out of
// view in the sidebar (or marked twice), a header that moves after the first paint, a title pushed down on a
// phone, and text or icons under their contrast minimum.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { SWEEP_VIEWPORTS, sweepVisits } from '../../scripts/lib/pageTypeSweep.mjs';
import {
  animationsEnded,
  axeViolations,
  loadConstants,
  newContext,
  open,
  tabPool,
  useBuiltSite,
  waitInPage,
} from './support.mjs';
import {
  brokenWords,
  currentSidebarItem,
  documentOverflow,
  firstScreenPlaceholders,
  iconContrast,
  recordFirstHeaderBoxes,
  titleTop,
} from './layout-probes.mjs';

const { BREAKPOINTS } = await loadConstants();

/** The phone the title budget is measured on. */
const PHONE_WIDTH = 390;
/**
 * How far down a 390 px phone a doc page's H1 may start, from the top of the document (less a translation
 * notice above it). The original Rspress site's starts at 165 px, under the navbar, the Menu bar and the
 * breadcrumbs; the budget leaves 15 px for this site's own spacing, not room for another row of controls.
 */
const PHONE_TITLE_TOP_BUDGET_PX = 180;
/** How long after the first frame the header items must still be where they were; hydration ends within it. */
const HEADER_STILL_MS = 2000;
/**
 * The width each mode's visits load at, where the header is watched from the first frame: light loads on a
 * desktop (the search box and the links), dark on a phone (the hamburger row). Both then sweep every width.
 */
const LOAD_WIDTH = { light: 1280, dark: PHONE_WIDTH };
/**
 * Where icon colours are measured: one width of the mobile layout and one of the desktop layout. Text colours
 * are measured at the load width only (axe's contrast rule is the sweep's costliest check, as costly as a
 * page load): a phone in dark mode and a desktop in light mode. The colours come from each mode's variables,
 * the same at every width; the widths differ in which controls they show.
 */
const CONTRAST_WIDTHS = [PHONE_WIDTH, 1280];
/** WCAG 1.4.11: icons that carry meaning need 3:1 against what is behind them. */
const ICON_CONTRAST_MINIMUM = 3;
/** How far (0-255 per channel) a home feature icon's colour may be from the theme's accent. */
const ACCENT_TOLERANCE = 16;
/** Tabs loading and measuring at once: each visit waits for the header's 2 s, so three keep 2 cores busy. */
const TABS = 3;

/** Where a word must not break across lines. */
const WORD_AREAS = [
  { area: 'heading', selector: 'main :is(h1, h2, h3, h4, h5, h6)' },
  { area: 'outline', selector: '.table-of-contents' },
  { area: 'sidebar', selector: '.theme-doc-sidebar-menu, aside nav, .navbar-sidebar__items' },
  { area: 'breadcrumbs', selector: '.breadcrumbs' },
  { area: 'prev/next', selector: '.pagination-nav' },
];
/** The button that unfolds the outline on mobile widths. */
const MOBILE_OUTLINE_TOGGLE = 'button.page-outline';
/** Where icons must stand out from their background. */
const ICON_AREAS = [
  { area: 'header', selector: 'nav.navbar :is(svg, .navbar-social-link)' },
  { area: 'menu bar', selector: '.doc-mobile-menu-bar svg' },
  {
    area: 'sidebar',
    selector: ':is(.theme-doc-sidebar-container, aside) :is(svg, .menu__caret, .menu__link--sublist-caret)',
  },
  { area: 'home feature', selector: '[class*="featureIcon"] :is(img, svg, [class*="featureIconShape"])' },
  { area: 'code block button', selector: '.theme-code-block button svg' },
];
/**
 * The sidebar with the current page, per kind: on a desktop, and on mobile with the control that opens it, up
 * to the width where the desktop one takes over: the site's for the docs, Docusaurus's own (996 px) for the
 * releases, whose sidebar is the blog's.
 */
const SIDEBARS = {
  docs: {
    mobileMaxWidth: BREAKPOINTS.mobileMaxWidth,
    desktop: '.theme-doc-sidebar-container',
    mobile: '.doc-mobile-sidebar',
    opener: '.doc-mobile-menu-bar button',
  },
  releases: {
    mobileMaxWidth: 996,
    desktop: 'aside nav',
    // The hamburger's nav screen shows the releases sidebar as its second panel; the first is inert.
    mobile: '.navbar-sidebar__item:not([inert])',
    opener: '.navbar__toggle',
  },
};

const KINDS = /** @type {const} */ ([
  'overflow',
  'firstScreen',
  'words',
  'outline',
  'sidebar',
  'header',
  'title',
  'contrast',
  'accent',
]);
/** @typedef {(typeof KINDS)[number]} Kind */
/** What each kind of check found, as "where: what" lines. */
const findings = /** @type {Record<Kind, string[]>} */ (
  Object.fromEntries(KINDS.map((kind) => [kind, /** @type {string[]} */ ([])]))
);
/** How many times each kind of check ran. */
const checks = /** @type {Record<Kind, number>} */ (Object.fromEntries(KINDS.map((kind) => [kind, 0])));
/** Time per kind of check by the tabs' clocks, in ms (tabs overlap: the sum exceeds the wall time). */
const spent = /** @type {Record<Kind, number>} */ (Object.fromEntries(KINDS.map((kind) => [kind, 0])));
const sweep = { visits: 0, seconds: 0 };
/** How many elements of each word area and icons of each icon area were measured over the whole sweep. */
const measured = {
  words: Object.fromEntries(WORD_AREAS.map(({ area }) => [area, 0])),
  icons: Object.fromEntries(ICON_AREAS.map(({ area }) => [area, 0])),
};

/** Adds the counts of one measure to the sweep's tally. */
const tally = (/** @type {Record<string, number>} */ into, /** @type {Record<string, number>} */ counts) => {
  for (const [area, count] of Object.entries(counts)) if (area in into) into[area] += count;
};

const site = useBuiltSite();

const isMobile = (/** @type {number} */ width) => width <= BREAKPOINTS.mobileMaxWidth;

/** Waits for the layout of the current window: two frames, then any transition or finite animation to end. */
async function settled(page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await animationsEnded(page);
}

/** Runs one check, counting it; an error of the check itself is a finding of its kind, not a crash. */
async function check(kind, where, run) {
  checks[kind] += 1;
  const started = Date.now();
  try {
    const found = await run();
    for (const finding of found ?? []) findings[kind].push(`${where}: ${finding}`);
  } catch (error) {
    findings[kind].push(`${where}: the check could not run: ${/** @type {Error} */ (error).message}`);
  } finally {
    spent[kind] += Date.now() - started;
  }
}

/** The header items that moved or changed size between the first frame and HEADER_STILL_MS later. */
async function headerMoves(page) {
  const first = await page.evaluate(() => /** @type {any} */ (window).__firstHeaderBoxes);
  if (!first) return ['no header recorded at the first frame'];
  const elapsed = await page.evaluate(() => performance.now());
  await page.waitForTimeout(Math.max(0, first.at + HEADER_STILL_MS - elapsed));
  const later = await page.evaluate(() => /** @type {any} */ (window).__headerBoxes());
  const laterByKey = new Map(later.map((item) => [item.key, item]));
  const moves = [];
  for (const item of first.items) {
    const now = laterByKey.get(item.key);
    if (!now) moves.push(`"${item.name}" disappeared`);
    else if (item.box.some((value, index) => Math.abs(value - now.box[index]) > 0.5))
      moves.push(`"${now.name}" went from [x y w h] ${item.box.join(' ')} to ${now.box.join(' ')}`);
  }
  for (const item of later)
    if (!first.items.some(({ key }) => key === item.key)) moves.push(`"${item.name}" appeared`);
  return moves;
}

/** Opens the sidebar's mobile control, checks its current item and words, and closes it again. */
async function mobileSidebar(page, sidebar) {
  await page.locator(sidebar.opener).click();
  await page.locator(sidebar.mobile).first().waitFor({ state: 'visible' });
  // The modal part loads on first use: until it has moved the focus into the sheet, Escape has no handler.
  await waitInPage(page, () => document.activeElement?.closest('[role="dialog"]'), null, {
    describe: () => 'the focus never moved into the opened sheet',
  });
  await settled(page);
  const state = await page.evaluate(currentSidebarItem, sidebar.mobile);
  const { broken: words } = await page.evaluate(brokenWords, [{ area: 'sidebar', selector: sidebar.mobile }]);
  await page.keyboard.press('Escape');
  await page.locator(sidebar.mobile).first().waitFor({ state: 'hidden' });
  return { state, words };
}

/**
 * The findings about a sidebar's current item: exactly one (none on a page the sidebar does not list), and
 * (when `inViewExpected`) in the visible part of the sidebar.
 */
function currentItemProblems(state, where, { unlisted = false, inViewExpected }) {
  if (!state) return [`no ${where} sidebar shown`];
  const problems = [];
  if (state.labels.length !== (unlisted ? 0 : 1))
    problems.push(
      `${state.labels.length} items marked current in the ${where} sidebar: ${state.labels.join(', ')}`,
    );
  if (inViewExpected && state.labels.length && !state.inView)
    problems.push(
      `the current item "${state.labels[0]}" is out of view in the ${where} sidebar (${state.where})`,
    );
  return problems;
}

/**
 * The colours at one width: axe's contrast rule for text, iconContrast for icons (the code-block buttons as a
 * mouse user sees them, with the pointer over the block).
 */
async function measureColours(page, { text: withText }) {
  const text = withText ? await axeViolations(page, { rules: ['color-contrast'] }) : [];
  const codeBlock = page.locator('.theme-code-block').first();
  if (await codeBlock.count()) {
    await codeBlock.hover();
    await settled(page);
  }
  const icons = await page.evaluate(iconContrast, { areas: ICON_AREAS, minimum: ICON_CONTRAST_MINIMUM });
  tally(measured.icons, icons.perArea);
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  return { text, icons };
}

const hex = (/** @type {number[]} */ rgb) =>
  `#${rgb.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;

/**
 * The home feature icons not drawn in the mode's accent colour (the light theme's orange
 * kept on the dark cards would fall to about 3:1). A channel may differ by ACCENT_TOLERANCE, the picture sampling's rounding and anti-aliasing.
 */
function offAccentFeatureIcons(icons, mode) {
  const features = icons.painted.filter(({ area }) => area === 'home feature');
  if (!features.length) return ['no home feature icon found to measure'];
  return features
    .filter(({ colour }) =>
      colour.some((value, channel) => Math.abs(value - icons.accent[channel]) > ACCENT_TOLERANCE),
    )
    .map(
      ({ label, colour, contrast }) =>
        `home feature icon "${label}" is ${hex(colour)} (${contrast.toFixed(2)}:1), not the ${mode} accent ${hex(icons.accent)}`,
    );
}

/**
 * The order a visit sweeps the widths in: the load width, the rest of its layout, then the other layout. The
 * desktop sidebar keeps its scroll position only until a mobile width hides it, so the desktop widths of a
 * desktop load come first; the phone comes first of the mobile widths, so that its title is measured before
 * the mobile outline is opened.
 */
function sweepOrder(loadWidth) {
  const widths = SWEEP_VIEWPORTS.map(({ width }) => width);
  const ofLayout = (mobile) =>
    widths
      .filter((width) => isMobile(width) === mobile)
      .sort((a, b) => Number(b === PHONE_WIDTH) - Number(a === PHONE_WIDTH));
  const loadLayout = isMobile(loadWidth);
  return [
    loadWidth,
    ...[...ofLayout(loadLayout), ...ofLayout(!loadLayout)].filter((width) => width !== loadWidth),
  ];
}

const viewportOf = (width) =>
  /** @type {{ width: number, height: number }} */ (
    SWEEP_VIEWPORTS.find((viewport) => viewport.width === width)
  );

/** One visit: loads the page at its mode's width, watches the header, then sweeps every width. */
async function visit(page, { page: pageType, mode, url }) {
  const loadWidth = LOAD_WIDTH[mode];
  await page.emulateMedia({ colorScheme: mode, reducedMotion: 'reduce' });
  await page.setViewportSize(viewportOf(loadWidth));
  await open(page, site.origin, url);
  sweep.visits += 1;
  const sidebar = pageType.sidebar ? SIDEBARS[pageType.sidebar] : undefined;
  const theme = await page.evaluate(() => document.documentElement.dataset.theme);
  let outlineOpened = false;
  // Whether the desktop sidebar has stayed shown since the load, which is when it shows the current page.
  let sidebarShownSinceLoad = Boolean(sidebar && loadWidth > sidebar.mobileMaxWidth);

  for (const width of sweepOrder(loadWidth)) {
    const where = `${url} (${pageType.type}, ${mode}) at ${width} px`;
    if (width !== loadWidth) {
      await page.setViewportSize(viewportOf(width));
      await settled(page);
    }
    if (sidebar && width <= sidebar.mobileMaxWidth) sidebarShownSinceLoad = false;
    await check('overflow', where, async () => {
      const overflow = await page.evaluate(documentOverflow);
      if (!overflow) return [];
      const offenders = overflow.offenders.join('; ') || 'no single element found';
      return [
        `the document is ${overflow.scrollWidth} px wide in a ${overflow.width} px window: ${offenders}`,
      ];
    });
    await check('firstScreen', where, async () => (await page.evaluate(firstScreenPlaceholders)) ?? []);
    if (width === PHONE_WIDTH && pageType.docTitle)
      await check('title', where, async () => {
        const title = await page.evaluate(titleTop);
        if (!title) return ['no H1'];
        if (title.top <= PHONE_TITLE_TOP_BUDGET_PX) return [];
        const notice = title.notice
          ? ` once the translation notice's ${Math.round(title.notice)} px are taken off`
          : '';
        return [
          `the H1 starts at ${Math.round(title.top)} px${notice}, over the ${PHONE_TITLE_TOP_BUDGET_PX} px budget`,
        ];
      });
    if (isMobile(width) && pageType.outline && !outlineOpened) {
      // The mobile outline, folded under "On this page": once opened it stays open at the other mobile widths.
      outlineOpened = true;
      await check('outline', where, async () => {
        const toggle = page.locator(MOBILE_OUTLINE_TOGGLE).first();
        if (!(await toggle.isVisible())) return ['no "On this page" outline to open'];
        await toggle.click();
        await settled(page);
        return [];
      });
    }
    await check('words', where, async () => {
      const { broken, roots } = await page.evaluate(brokenWords, WORD_AREAS);
      tally(measured.words, roots);
      return broken;
    });
    if (sidebar && width > sidebar.mobileMaxWidth)
      await check('sidebar', where, async () =>
        currentItemProblems(await page.evaluate(currentSidebarItem, sidebar.desktop), 'desktop', {
          unlisted: pageType.unlisted,
          inViewExpected: sidebarShownSinceLoad,
        }),
      );
    if (width === loadWidth) await check('header', where, () => headerMoves(page));
    if (CONTRAST_WIDTHS.includes(width)) {
      /** @type {Awaited<ReturnType<typeof measureColours>> | undefined} */
      let colours;
      await check('contrast', where, async () => {
        colours = await measureColours(page, { text: width === loadWidth });
        return [
          ...(theme === mode ? [] : [`the page is in ${theme} mode, not ${mode}`]),
          ...colours.text,
          ...colours.icons.failures,
        ];
      });
      if (pageType.type === 'home')
        await check('accent', where, async () =>
          colours ? offAccentFeatureIcons(colours.icons, mode) : ['the colours could not be measured'],
        );
    }
    // The mobile menu shows the same in both modes: opened in the light visits only, it costs half as much.
    if (sidebar && width <= sidebar.mobileMaxWidth && mode === 'light') {
      /** @type {string[]} */
      let words = [];
      await check('sidebar', `${where}, menu open`, async () => {
        const opened = await mobileSidebar(page, sidebar);
        words = opened.words;
        return currentItemProblems(opened.state, 'mobile', {
          unlisted: pageType.unlisted,
          inViewExpected: true,
        });
      });
      await check('words', `${where}, menu open`, async () => words);
    }
  }
}

describe('layout of every page type at every width', () => {
  before(async () => {
    const started = Date.now();
    const context = await newContext(site.browser, site.origin);
    await context.addInitScript(recordFirstHeaderBoxes);
    try {
      const tabs = await tabPool(context, TABS);
      await Promise.all(sweepVisits().map((planned) => tabs.use((page) => visit(page, planned))));
    } finally {
      await context.close();
    }
    sweep.seconds = (Date.now() - started) / 1000;
    const total = Object.values(checks).reduce((sum, count) => sum + count, 0);
    const perKind = KINDS.map((kind) => `${kind} ${checks[kind]} (${(spent[kind] / 1000).toFixed(0)} s)`);
    console.log(
      `layout sweep: ${sweep.visits} page loads, ${total} checks in ${sweep.seconds.toFixed(1)} s: ${perKind.join(', ')}`,
    );
  });

  /** One test per kind of finding; its message lists every page and width where it was found. */
  const assertNone =
    (kind, what, /** @type {Record<string, number>} */ areas = {}) =>
    (t) => {
      t.diagnostic(`${checks[kind]} checks over ${sweep.visits} page loads`);
      assert.ok(checks[kind] > 0, `no ${kind} check ran`);
      // A selector that matches nothing any more would pass for want of anything to measure.
      const unseen = Object.keys(areas).filter((area) => !areas[area]);
      assert.deepEqual(unseen, [], `areas found on no page of the sweep`);
      const found = [...findings[kind]].sort();
      if (found.length) assert.fail(`${found.length} ${what}:\n${found.join('\n')}`);
    };

  it(
    'no element makes the document wider than the window',
    assertNone('overflow', 'pages wider than the window'),
  );
  it(
    'no word breaks across lines in headings, outline, sidebar, breadcrumbs and prev/next links',
    assertNone('words', 'words broken across lines, at the |', measured.words),
  );
  it(
    'on mobile widths the outline ("On this page") is there to open on every page that has one',
    assertNone('outline', 'pages without their outline on mobile'),
  );
  it(
    'the sidebar marks one current page and shows it, on a desktop after load and in the mobile menu',
    assertNone('sidebar', 'current sidebar items'),
  );
  it('the header items stay where the first paint put them', assertNone('header', 'header items that moved'));
  it(
    'the blocks on the first screen are laid out with it, not a frame later (content-visibility: auto)',
    assertNone('firstScreen', 'first-screen blocks that move what is below them'),
  );
  it(
    `on a ${PHONE_WIDTH} px phone the title starts within ${PHONE_TITLE_TOP_BUDGET_PX} px of the top`,
    assertNone('title', 'titles pushed down'),
  );
  it(
    `text meets 4.5:1 (3:1 when large) and icons ${ICON_CONTRAST_MINIMUM}:1 against their background, light and dark`,
    assertNone('contrast', 'colours under their contrast minimum', measured.icons),
  );
  it(
    'the home feature icons take the accent colour of the mode',
    assertNone('accent', 'feature icons off the accent'),
  );
});
