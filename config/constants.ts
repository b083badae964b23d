/**
 * Behaviour constants the theme must meet (delays, widths, limits, durations). One module so a
 * change of a figure is one edit, and unit tests import the same numbers the components use.
 */
export const SEARCH = {
  /** Hits shown per query. */
  resultLimit: 7,
  /** Delay between the last keystroke and the query. */
  debounceMs: 150,
  /** Queries whose results are kept in memory. */
  cacheSize: 100,
  /** Length of a hit's text excerpt, in characters. */
  snippetLength: 100,
  /** Base name of the static index file. */
  indexName: 'search_index',
  /** Shortest time the "loading" state of a first index build is shown. */
  minIndexBuildMs: 1000,
  /**
   * Our choice: how long a remote search request may take before it counts as failed (logged, empty
   * list), so a hung API never leaves the dialog waiting.
   */
  remoteTimeoutMs: 5000,
  /**
   * Our choice: the largest remote or Algolia answer read, in bytes. The biggest page of the site has
   * about 19 kB of Markdown, so 7 hits from 3 indexes stay well under it; a larger answer is read as a
   * failure (cut off while streaming, so it costs neither memory nor main-thread time).
   */
  remoteMaxAnswerBytes: 1024 * 1024,
  /**
   * Our choice: the deepest nesting of arrays and objects accepted in an answer (a remote group list is
   * 5 deep, an Algolia answer 9). Checked in one linear scan before parsing, since parsing a body of nested
   * brackets blocks the main thread for hundreds of milliseconds.
   */
  remoteMaxJsonDepth: 24,
  /** Our choice: turning an answer into hits yields to the browser after this many ms of work. */
  answerSliceMs: 8,
  /**
   * Our choice: the longest query searched, in characters and in words. Longer input is cut (the dialog
   * says so), which bounds the work of one search whatever is pasted into the box.
   */
  maxQueryChars: 100,
  maxQueryTerms: 10,
  /**
   * Our choice: how long one local search may take in the worker. A search over budget is abandoned
   * (no results for it) and the worker is restarted, so the next query answers normally. A safety net
   * against a lock-up (the input caps above already bound the work; the plugin's lock-ups lasted 30-60 s),
   * not a speed target (that is the benchmark's): a busy phone's ordinary query (tens of ms here) must never
   * reach it, as 1.5 s did on a loaded machine and answered a valid query with "no results".
   */
  localQueryBudgetMs: 5000,
  /** Recent searches (hits the reader chose) kept per locale and shown when the dialog opens empty. */
  recentLimit: 5,
  /** Our choice: the most words marked on the page a hit opens (marking is a convenience, not a search). */
  maxPageMarks: 200,
  /** How long the page a hit opens may take to render its target before the marking gives up. */
  pageMarkWaitMs: 10000,
} as const;

export const SCROLL = {
  /** Scroll and resize handlers run at most once per this many ms. */
  throttleMs: 200,
  /** Height of the fixed header that anchor scrolling leaves free. */
  headerOffsetPx: 72,
} as const;

export const BREAKPOINTS = {
  /** Widths up to this are "mobile": sidebar behind a Menu button, nav behind the hamburger. */
  mobileMaxWidth: 1024,
  /** The mobile nav screen closes once the window is at least this wide. */
  navScreenCloseWidth: 768,
} as const;

export const TIMING = {
  /** How long a code block's "copied" confirmation stays. */
  copiedConfirmationMs: 2000,
  /** Delay after a navigation before doc images become zoomable. */
  imageZoomDelayMs: 100,
  /** A route load slower than this shows the progress bar. */
  routeProgressDelayMs: 200,
} as const;

export const POPUP = {
  tooltipMaxWidth: 250,
  enterDelayS: 0.1,
  leaveDelayS: 0.1,
  zIndexBase: 1000,
} as const;

/** Social links shown as icons in the navbar; the rest go into a dropdown. */
export const MAX_INLINE_SOCIAL_LINKS = 3;

/**
 * localStorage key of the colour mode. Named after the site generator and identical for every locale, so a
 * reader's choice on /zh/ and / is one setting.
 */
export const THEME_STORAGE_KEY = 'theme-docusaurus';

/** localStorage flag set after the first visit; once set, the language redirect never runs again. */
export const LOCALE_REDIRECT_FLAG_KEY = 'docusaurus-locale-visited';

/** Name of the window event fired after every client-side navigation has rendered the new content. */
export const CONTENT_RELOAD_EVENT = 'content-reload';
