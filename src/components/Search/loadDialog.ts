/**
 * The dialog's chunk (the dialog, the query pipeline and the worker client): loaded on first use, not with
 * every page. Its own module so that the navbar knows, after a client navigation remounts it, that the
 * chunk is already in and renders the dialog directly instead of the shell.
 */
export type DialogModule = typeof import('./SearchDialog');

let loaded: DialogModule | undefined;

export function loadDialog(): Promise<DialogModule> {
  return import('./SearchDialog').then((module) => (loaded = module));
}

export function loadedDialog(): DialogModule | undefined {
  return loaded;
}
