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

/**
 * The command a `<PackageManagerTabs>` shows, from its props: `command` (a sub-command or one line per
 * manager), else `add` of `packages` (`-D` with `dev`). Undefined when the props name no valid command.
 * One rule for the widget and the build plugins that read its props from the MDX source
 * (plugins/prerendered-highlight, plugins/llms-txt).
 */
export function commandSpecOf(props: {
  command?: unknown;
  packages?: unknown;
  dev?: unknown;
}): CommandSpec | undefined {
  const { command, packages, dev } = props;
  if (typeof command === 'string') return command;
  if (command !== undefined)
    return typeof command === 'object' && command !== null && !Array.isArray(command) ? command : undefined;
  if (
    typeof packages === 'string' ||
    (Array.isArray(packages) && packages.every((name) => typeof name === 'string'))
  )
    return installCommand(packages, dev === true);
  return undefined;
}
