/**
 * The per-page cap on hits, shared by the local engine (localEngine.ts) and remote answers (remote.ts): a
 * page that matches everywhere would otherwise fill the whole list and push out every other page.
 */
export const MAX_HITS_PER_PAGE = 3;
