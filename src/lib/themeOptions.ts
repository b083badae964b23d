import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { THEME_OPTIONS, type ThemeOptionOverrides, type ThemeOptions } from '@site/config/site';

/** THEME_OPTIONS (config/site.ts) with the build's overrides, which docusaurus.config.ts puts in `customFields`. */
export function useThemeOptions(): ThemeOptions {
  const overrides = useDocusaurusContext().siteConfig.customFields?.themeOptions as
    ThemeOptionOverrides | undefined;
  return { ...THEME_OPTIONS, ...overrides };
}
