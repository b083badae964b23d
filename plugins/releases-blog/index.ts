import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import blogPlugin, { validateOptions } from '@docusaurus/plugin-content-blog';
import type { PluginOptions } from '@docusaurus/plugin-content-blog';

export { validateOptions };

/** Adds `xml:lang` to the root of an Atom feed (the feed library writes no language for Atom). */
export function withAtomLanguage(xml: string, language: string): string {
  return xml.replace(
    /<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom"(?![^>]*xml:lang)/,
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${language}"`,
  );
}

/**
 * The stock blog plugin for the release posts, wrapped so the Atom feed declares its language like the RSS
 * feed does (Chinese feeds: zh-CN).
 */
export default async function releasesBlogPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<unknown>> {
  const blog = (await blogPlugin(context, options)) as Plugin<unknown>;
  return {
    ...blog,
    async postBuild(props) {
      await blog.postBuild?.(props);
      const language = options.feedOptions.language;
      if (!language || !options.feedOptions.type?.includes('atom')) return;
      const file = path.join(props.outDir, options.routeBasePath, 'atom.xml');
      const xml = await fs.readFile(file, 'utf8').catch(() => null);
      if (xml) await fs.writeFile(file, withAtomLanguage(xml, language));
    },
  };
}
