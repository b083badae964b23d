interface HeroAction {
  text: string;
  link: string;
  theme?: 'brand' | 'alt';
}

interface HeroImage {
  src: string;
  alt?: string;
  srcset?: string | string[];
  sizes?: string | string[];
}

export interface Hero {
  name: string;
  text?: string;
  tagline?: string;
  actions?: HeroAction[];
  image?: HeroImage;
}

export interface Feature {
  icon?: string;
  title: string;
  details: string;
  link?: string;
  /** Columns out of 12 the card takes on wide screens. */
  span?: number;
}

export interface HomeFrontMatter {
  pageType?: string;
  hero?: Hero;
  features?: Feature[];
  'link-rss'?: string[];
}
