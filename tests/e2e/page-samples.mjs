// One page of every page type, in both languages where it has both: the samples that the crawl's path
// variants (crawl.test.mjs) and the typed path variants (path-variants.test.mjs) start from.
export const PAGE_TYPE_SAMPLES = [
  // Home
  '/',
  '/zh/',
  // Index doc (a folder's page)
  '/guide/start/',
  '/zh/guide/start/',
  // Doc
  '/guide/start/quick-start',
  '/zh/guide/start/quick-start',
  // Overview
  '/config/',
  '/zh/config/',
  // Release list
  '/community/releases/',
  '/zh/community/releases/',
  // Release post
  '/community/releases/v0-6',
  '/zh/community/releases/v0-6',
  // English-only page
  '/guide/advanced/rem',
];
