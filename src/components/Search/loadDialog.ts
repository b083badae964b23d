/** The dialog's chunk, loaded on first use; remembered, so a remounted navbar renders it without the shell. */
export type DialogModule = typeof import('./SearchDialog');

let loaded: DialogModule | undefined;

export function loadDialog(): Promise<DialogModule> {
  return import('./SearchDialog').then((module) => (loaded = module));
}

export function loadedDialog(): DialogModule | undefined {
  return loaded;
}
