import type { LoadContext, Plugin } from '@docusaurus/types';
import { postBuildWritesDone } from '../lib/postBuildWrites';
import { corruptionReport, scanBuiltText } from './scan';

/**
 * Fails the build when a built html, json, md or txt file of this locale contains U+FFFD or NUL (scan.ts):
 * a garbled heading link or search entry is otherwise only found by a reader. Runs after the other
 * plugins' postBuild writes (search index, Markdown twins), so it sees the files as they are deployed.
 */
export default function builtTextCheckPlugin(context: LoadContext): Plugin {
  return {
    name: 'built-text-check',
    async postBuild({ outDir }) {
      await postBuildWritesDone(outDir);
      const found = await scanBuiltText(outDir);
      if (found.length) throw new Error(corruptionReport(found, context.siteDir));
    },
  };
}
