/**
 * The site's locales and everything derived from them. The list itself is config/localeData.json, so Node
 * scripts (.mjs, which cannot import TypeScript) read the same data; nothing else names a locale. (Not
 * locales.json: Node's resolution, which loads docusaurus.config.ts, would pick it for './locales'.)
 */
import data from './localeData.json';

export type Locale = keyof typeof data.locales;

export interface LocaleData {
  label: string;
  /** BCP 47 tag of the pages (`<html lang>`, hreflang, dates). */
  htmlLang: string;
  /** Language of the locale's RSS/Atom feeds. */
  feedLanguage: string;
  description: string;
  /** Text of the edit link; the link shows only when this and `editLink.docRepoBaseUrl` are set. */
  editLinkText?: string;
}

export const LOCALES: Record<Locale, LocaleData> = data.locales;

/** Every locale code, the default first. */
export const LOCALE_CODES = Object.keys(LOCALES) as Locale[];

export const DEFAULT_LOCALE = data.defaultLocale as Locale;

export const isLocale = (value: string): value is Locale => Object.hasOwn(LOCALES, value);

/**
 * The locale a config evaluation is for, from DOCUSAURUS_CURRENT_LOCALE. `docusaurus start` without --locale
 * assigns undefined to it, which Node stores as the string "undefined": that, nothing or an unknown value
 * means the default locale (Docusaurus itself reports a --locale it does not know).
 */
export function configLocale(fromEnv: string | undefined): Locale {
  return fromEnv !== undefined && isLocale(fromEnv) ? fromEnv : DEFAULT_LOCALE;
}

/** Feed language per locale: English feeds say `en`, Chinese ones `zh-CN`. */
export const feedLanguage = (locale: Locale): string => LOCALES[locale].feedLanguage;

/** Path prefix of a locale's pages below the base URL: '' for the default locale, `/zh` for Chinese. */
export const localePrefix = (locale: Locale): string => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

const PREFIXED = LOCALE_CODES.filter((locale) => locale !== DEFAULT_LOCALE);

/** The locale prefix a path starts with (`/zh` of `/zh/config/`, not of `/zhuyin/`), if any. */
function prefixOf(pathname: string): Locale | undefined {
  return PREFIXED.find((locale) => pathname === `/${locale}` || pathname.startsWith(`/${locale}/`));
}

/** The locale a path belongs to: `zh` when it is under /zh, else the default locale. */
export const localeOfPath = (pathname: string): Locale => prefixOf(pathname) ?? DEFAULT_LOCALE;

/**
 * The same path in the default locale (the 404 page sends /zh/... readers there). Not a redirect target by
 * itself: `/zh//host` gives `//host`; callers pass the result through `safeSitePath` (src/lib/safePath.ts).
 */
export function withoutLocalePrefix(pathname: string): string {
  const locale = prefixOf(pathname);
  return (locale ? pathname.slice(locale.length + 1) : pathname) || '/';
}
