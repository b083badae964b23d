// `node --import ./scripts/lib/typescriptLoader.mjs script.mjs` lets a script import the site's TypeScript
// (the search scripts import the worker's code): Node 20 runs no TypeScript itself.
import { register } from 'node:module';

register('./typescriptHooks.mjs', import.meta.url);
