import type { Locale } from './locales';

/**
 * Pictures that the Markdown sources reference on other hosts, and the site's own file that replaces each
 * (static/img/, drawn by scripts/generate-images.mjs). plugins/local-images swaps them at build time, so no
 * page asks another host for an image. A path may differ per locale when the picture carries text.
 */
export interface LocalImage {
  src: Record<Locale, string>;
  /** Alt text when the replacement shows something other than the original picture described. */
  alt?: Record<Locale, string>;
}

export const LOCAL_IMAGES: Record<string, string | Record<Locale, string> | LocalImage> = {
  // Guide introduction: the build-time comparison (drawn from the claims, not timings) and the Rs family diagram.
  'https://github.com/web-infra-dev/rsbuild/assets/7237365/2909b68f-8928-49c6-8eb3-cd1486dbf876': {
    src: { en: '/img/releases/benchmark-v0-1-en.svg', zh: '/img/releases/benchmark-v0-1-zh.svg' },
    alt: {
      en: 'Relative build time: Rsbuild about as fast as Rspack, the webpack-based Create React App and Vue CLI 5 to 10 times slower',
      zh: '相对构建耗时：Rsbuild 与 Rspack 基本持平，基于 webpack 的 Create React App 和 Vue CLI 慢 5 到 10 倍',
    },
  },
  'https://github.com/web-infra-dev/rsbuild/assets/7237365/1ec93ad6-b8b1-475b-963f-cba1e7d79dec':
    '/img/guide/ecosystem.svg',
  // HMR FAQ: Chrome's certificate warning, before and after "Advanced" (the two locales had different shots).
  'https://lf3-static.bytednsdoc.com/obj/eden-cn/6221eh7uhbfvhn/modern/img_v2_2f90d027-a232-4bd8-8021-dac3c651682g.jpg':
    {
      en: '/img/guide/chrome-warning-advanced-en.svg',
      zh: '/img/guide/chrome-warning-advanced-zh.svg',
    },
  'https://lf3-static.bytednsdoc.com/obj/eden-cn/6221eh7uhbfvhn/modern/3d2d4a38-acfe-4fe2-bdff-48b3366db481.png':
    {
      en: '/img/guide/chrome-warning-proceed-en.svg',
      zh: '/img/guide/chrome-warning-proceed-zh.svg',
    },
  'https://lf3-static.bytednsdoc.com/obj/eden-cn/6221eh7uhbfvhn/modern/59b37606-52ad-4886-a423-af2edaa49245.png':
    {
      en: '/img/guide/chrome-warning-proceed-en.svg',
      zh: '/img/guide/chrome-warning-proceed-zh.svg',
    },
  // Bundle optimisation: Rsdoctor's list of duplicate packages.
  'https://lf3-static.bytednsdoc.com/obj/eden-cn/lognuvj/rsdoctor/docs/usage/bundle/bundle-alerts.png': {
    en: '/img/guide/rsdoctor-bundle-alerts-en.svg',
    zh: '/img/guide/rsdoctor-bundle-alerts-zh.svg',
  },
};

/** Version badges of npm packages (shields.io): shown as a link to the package's npm page instead. */
export const NPM_BADGE = /^https:\/\/img\.shields\.io\/npm\/v\/((?:@[^/]+\/)?[^/?]+)/;

export const npmPackageUrl = (name: string): string => `https://www.npmjs.com/package/${name}`;
