import type { LoadContext, Plugin, RouteConfig } from '@docusaurus/types';
import docsPlugin, { validateOptions } from '@docusaurus/plugin-content-docs';
import type { LoadedContent, PluginOptions } from '@docusaurus/plugin-content-docs';
import { withTranslationNotices } from './translationNotices';

export { validateOptions };

interface VersionProp {
  docs?: Record<string, unknown>;
}

/**
 * A route tree whose version props carry an empty `docs` map. Docusaurus hands every doc page the map of its
 * whole version (all 333 pages here: id, title, description, sidebar), which only doc cards read (DocCard,
 * for generated-index categories and DocCardList), and this site has none: about 10 kB gzip less on each
 * first load of a doc page. contentLoaded refuses a sidebar that would need the map.
 */
export function withoutDocsMap(route: RouteConfig): RouteConfig {
  const version = route.props?.version as VersionProp | undefined;
  const props = version?.docs ? { ...route.props, version: { ...version, docs: {} } } : route.props;
  return {
    ...route,
    ...(props && { props }),
    ...(route.routes && { routes: route.routes.map(withoutDocsMap) }),
  };
}

interface SidebarItemLike {
  type: string;
  label?: string;
  link?: { type: string };
  items?: SidebarItemLike[];
}

/** Labels of the categories, at any depth, whose link is a generated index (a page of doc cards). */
export function generatedIndexCategories(items: readonly SidebarItemLike[]): string[] {
  return items.flatMap((item) =>
    item.type === 'category'
      ? [
          ...(item.link?.type === 'generated-index' ? [item.label ?? '?'] : []),
          ...generatedIndexCategories(item.items ?? []),
        ]
      : [],
  );
}

/**
 * The stock docs plugin, whose routes carry no docs map (see withoutDocsMap), and whose pages in a translated
 * locale carry their translation notice (untranslated or outdated, see translationNotices.ts).
 */
export default async function leanDocsPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  const docs = await docsPlugin(context, options);
  return {
    ...docs,
    // In the loaded content (not only the routes' props), so other plugins' `allContentLoaded` see the notices:
    // plugins/llms-txt writes them into the Markdown twins.
    async loadContent() {
      return withTranslationNotices(await docs.loadContent!(), context);
    },
    async contentLoaded(args) {
      for (const version of args.content.loadedVersions) {
        for (const [sidebarId, sidebar] of Object.entries(version.sidebars)) {
          const categories = generatedIndexCategories(sidebar);
          if (categories.length > 0) {
            throw new Error(
              `Sidebar "${sidebarId}": the categories ${categories.map((label) => `"${label}"`).join(', ')} link to a generated index, ` +
                'whose doc cards need the docs map that plugins/lean-docs leaves out. Link each category to a doc page instead.',
            );
          }
        }
      }
      const addRoute = (route: RouteConfig) => args.actions.addRoute(withoutDocsMap(route));
      await docs.contentLoaded?.({
        ...args,
        actions: { ...args.actions, addRoute },
      });
    },
  };
}
