import type { ProductGroup } from '@site/config/site';
import type { Locale } from '@site/config/locales';

interface SwitcherLink {
  name: string;
  description: string;
  url: string;
  logo: string;
  logoScale: number;
}

export interface SwitcherGroup {
  title: string;
  links: SwitcherLink[];
}

/** The switcher in one language: English pages use descEn / urlEn / titleEn where they exist. */
export function switcherGroups(groups: readonly ProductGroup[], locale: Locale): SwitcherGroup[] {
  const english = locale === 'en';
  return groups.map((group) => ({
    title: (english && group.titleEn) || group.title,
    links: group.links.map((entry) => ({
      name: entry.name,
      description: (english && entry.descEn) || entry.desc,
      url: (english && entry.urlEn) || entry.url,
      logo: entry.logo,
      logoScale: entry.logoScale ?? 1,
    })),
  }));
}
