/**
 * What a query's wording says about the page a reader wants, whatever its subject: a call from the reader's
 * own code asks for the JavaScript API pages. The learned reordering (rerank.ts) weighs it.
 */

/**
 * Words of a reader who calls Rsbuild from their own code (`from a node script`, `programmatically`,
 * `node api`, 脚本里): the JavaScript API pages answer those.
 */
const SCRIPTED =
  /\b((from|in|with) (a |my |my own |own |the )?(node(\.?js)?|js|javascript|script|code|api)( api| script)?$|programmatic(ally)?|manually|(node|js|javascript) api|(my )?own script|from (a )?script)\b|(node|脚本|代码)\s*(里|中)|node\s*脚本|用\s*api|api\s*(构建|调用)/i;

export interface QueryCues {
  scripted: boolean;
}

export function queryCues(query: string): QueryCues {
  return { scripted: SCRIPTED.test(query) };
}
