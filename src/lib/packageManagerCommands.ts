const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

export type CommandSpec = string | Partial<Record<PackageManager, string>>;

/**
 * One command line per package manager. A string is a sub-command shared by all of them
 * (`add @rsbuild/plugin-react -D` → `npm add …`, `yarn add …`); an object gives each line in full and may
 * leave managers out.
 */
export function commandsFor(spec: CommandSpec): { manager: PackageManager; command: string }[] {
  if (typeof spec === 'string')
    return PACKAGE_MANAGERS.map((manager) => ({ manager, command: `${manager} ${spec.trim()}` }));
  return PACKAGE_MANAGERS.filter((manager) => spec[manager]).map((manager) => ({
    manager,
    command: spec[manager] as string,
  }));
}

/** `add` command for a list of packages, as a dev dependency when `dev` is set. */
export function installCommand(packages: string | string[], dev = false): string {
  const list = Array.isArray(packages) ? packages.join(' ') : packages;
  return `add ${list}${dev ? ' -D' : ''}`;
}
