import type { LoadContext, Plugin, RouteConfig } from '@docusaurus/types';
import docsPlugin, { validateOptions } from '@docusaurus/plugin-content-docs';
import type { PluginOptions } from '@docusaurus/plugin-content-docs';

export { validateOptions };

interface VersionProp {
  docs?: Record<string, { description?: string }>;
}

/**
 * A route tree with the doc descriptions taken out of each version's props. Docusaurus hands every doc page
 * the `docs` map of its whole version (all 333 pages here) for doc cards, which this site does not use;
 * their descriptions made up two thirds of that chunk (about 7 kB gzip on each first load of a doc page).
 */
export function withoutDocDescriptions(route: RouteConfig): RouteConfig {
  const version = route.props?.version as VersionProp | undefined;
  const props = version?.docs
    ? {
        ...route.props,
        version: { ...version, docs: Object.fromEntries(Object.entries(version.docs).map(([id, { description: _description, ...doc }]) => [id, doc])) },
      }
    : route.props;
  return { ...route, ...(props && { props }), ...(route.routes && { routes: route.routes.map(withoutDocDescriptions) }) };
}

/** The stock docs plugin, whose routes carry no doc descriptions (see withoutDocDescriptions). */
export default async function leanDocsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<unknown>> {
  const docs = (await docsPlugin(context, options)) as Plugin<unknown>;
  return {
    ...docs,
    async contentLoaded(args) {
      const addRoute = (route: RouteConfig) => args.actions.addRoute(withoutDocDescriptions(route));
      await docs.contentLoaded?.({ ...args, actions: { ...args.actions, addRoute } });
    },
  };
}
