/** Global components a page can hide, by query string (`?navbar=0`) or by front matter (`navbar: false`). */
const SWITCHABLE = ['navbar', 'sidebar', 'outline', 'footer'] as const;
export type Switchable = (typeof SWITCHABLE)[number];

export function hiddenComponents(frontMatter: Record<string, unknown>, search: string): Switchable[] {
  const query = new URLSearchParams(search);
  return SWITCHABLE.filter((name) => frontMatter[name] === false || query.get(name) === '0');
}

export const hiddenClassNames = (hidden: readonly Switchable[]): string =>
  hidden.map((name) => `hide-${name}`).join(' ');
