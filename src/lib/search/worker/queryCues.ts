/**
 * What a query's wording says about the page a reader wants, whatever its subject: a problem (the FAQ pages
 * answer it), a call from the reader's own code (the JavaScript API pages), a change between versions (the
 * release notes), switching something on or off (an option page). The ranking rules weigh the first; the
 * learned reordering (rerank.ts) all of them.
 */

/** Words of a reader with a problem: the FAQ pages answer those. */
const TROUBLE =
  /\b(not|no longer|stopped|broken|fails?|failed|errors?|doesn'?t|won'?t|can'?t|cannot|slow|missing|undefined|wrong)\b|不生效|报错|失败|无效|不工作|错误|出错|失效|没有|不能|找不到/i;

/**
 * Words of a reader who calls Rsbuild from their own code (`from a node script`, `programmatically`,
 * `node api`, 脚本里): the JavaScript API pages answer those.
 */
const SCRIPTED =
  /\b((from|in|with) (a |my |my own |own |the )?(node(\.?js)?|js|javascript|script|code|api)( api| script)?$|programmatic(ally)?|manually|(node|js|javascript) api|(my )?own script|from (a )?script)\b|(node|脚本|代码)\s*(里|中)|node\s*脚本|用\s*api|api\s*(构建|调用)/i;

/** Words of a reader asking what changed between versions: the release notes answer those. */
const CHANGED =
  /\b(renamed|removed|deprecated|no longer|changed|breaking|release|changelog|upgrad(e|ed|ing) to|v?0\.\d)\b|改名|重命名|不再内置|废弃|默认值变|更新了什么|版本发布|0\.\d/i;

/** Words of a reader switching something on or off: an option (or a plugin's) is the answer. */
const TOGGLE = /\b(disable|disabling|turn off|switch off|enable|turn on|switch on|toggle|opt out)\b/i;

export interface QueryCues {
  trouble: boolean;
  scripted: boolean;
  changed: boolean;
  toggles: boolean;
}

export function queryCues(query: string): QueryCues {
  return {
    trouble: TROUBLE.test(query),
    scripted: SCRIPTED.test(query),
    changed: CHANGED.test(query),
    toggles: TOGGLE.test(query),
  };
}
