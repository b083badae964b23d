// Input that once locked the local search up (the plugin's query builder took half a minute to a minute on it
// and left every later search in the tab without results), with a query of the same language to warm the index
// and a normal query to search right after. search-limits.test.mjs checks that each still answers and that the
// next search works; the bench times them against a budget (scripts/bench/budgets.mjs).

/** @type {Array<{ name: string, prefix: string, query: string, warm: string, normal: string }>} */
export const LOCKUP_QUERIES = [
  { name: 'a 4,000-character token', prefix: '/', query: 'x'.repeat(4000), warm: 'port', normal: 'proxy' },
  {
    name: 'long Chinese text of common words',
    prefix: '/zh/',
    query: '如何配置开发服务器的端口和代理以及构建产物的目录'.repeat(12),
    warm: '端口',
    normal: '代理',
  },
  {
    name: 'a query of 60 words',
    prefix: '/',
    query: Array.from({ length: 60 }, (_, index) => `word${index} config`).join(' '),
    warm: 'port',
    normal: 'proxy',
  },
];
