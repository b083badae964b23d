import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/** Docusaurus's window-size hook (resolved file), replaced in the client bundle by WINDOW_SIZE_HOOK. */
export const UPSTREAM_WINDOW_SIZE_HOOK =
  /@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize\.js$/;
export const WINDOW_SIZE_HOOK = 'src/lib/windowSize.ts';
/** Docusaurus's Tabs (resolved file), whose `@docusaurus/useIsBrowser` import becomes TABS_MOUNT_KEY_HOOK. */
export const UPSTREAM_TABS = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]Tabs[\\/]index\.js$/;
export const TABS_MOUNT_KEY_HOOK = 'src/lib/tabsMountKey.ts';

/**
 * A page's start-up on a phone in short tasks instead of a few long ones (long tasks are what Lighthouse counts
 * as blocking time, and what delays a tap during load):
 * - The production client bundle starts from ./client.ts instead of Docusaurus's client entry. The bundle is
 *   the same; only the moment its modules run changes: the heaviest groups run one per browser task (the
 *   longest task of a cold load was the whole bundle's evaluation). `docusaurus start` keeps the stock entry,
 *   whose hot-reload hooks the slicing does not need.
 * - Docusaurus's `useWindowSize` is replaced by src/lib/windowSize.ts, whose first measurement after hydration
 *   is a transition, which React renders in slices (upstream's is an ordinary update, rendered in one task).
 * - Docusaurus's Tabs read `useIsBrowser` from src/lib/tabsMountKey.ts, a constant: upstream keys the tabs by
 *   it and mounts them all again after hydration.
 */
export default function slicedBootPlugin({ siteDir }: LoadContext): Plugin {
  return {
    name: 'sliced-boot',
    configureWebpack(config, isServer, { currentBundler }) {
      if (isServer) return {};
      if (config.mode === 'production') config.entry = path.join(__dirname, 'client.ts');
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            UPSTREAM_WINDOW_SIZE_HOOK,
            path.join(siteDir, WINDOW_SIZE_HOOK),
          ),
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /^@docusaurus\/useIsBrowser$/,
            (resource: { request: string; contextInfo?: { issuer?: string } }) => {
              if (UPSTREAM_TABS.test(resource.contextInfo?.issuer ?? ''))
                resource.request = path.join(siteDir, TABS_MOUNT_KEY_HOOK);
            },
          ),
        ],
      };
    },
  };
}
