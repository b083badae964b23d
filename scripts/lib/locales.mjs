/**
 * The site's locales for Node scripts, which cannot import config/locales.ts: both read config/localeData.json.
 */
import fs from 'node:fs';

/** @type {{ defaultLocale: string, locales: Record<string, { label: string, htmlLang: string }> }} */
const data = JSON.parse(fs.readFileSync(new URL('../../config/localeData.json', import.meta.url), 'utf8'));

/** Every locale code, the default first. */
export const LOCALE_CODES = Object.keys(data.locales);

export const DEFAULT_LOCALE = data.defaultLocale;

/** BCP 47 tag of a locale's pages. @param {string} locale */
export const htmlLang = (locale) => data.locales[locale].htmlLang;
