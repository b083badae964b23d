/**
 * The per-page cap on hits, shared by the local engine (worker/ranking.ts) and remote answers (hosted/remote.ts): a
 * page that matches everywhere would otherwise fill the whole list and push out every other page.
 */
export const MAX_HITS_PER_PAGE = 3;
