/**
 * The learned reordering's features (worker/rerank.ts computes them), in the order of a model's weights. Here,
 * in the format the build shares, so the build can refuse a model fitted on other features
 * (plugins/search-index/index.ts) instead of the worker dropping it at run time.
 */
export const RERANK_FEATURES: readonly string[] = `
  position logPosition everyWord rarityShare tier share logScore relativeScore reference guide migration
  faq release home pageTop titleTerms headingTerms descriptionTerms bodyTerms codeTerms keywordTerms
  pageTitleTerms typedTerms logPageSections firstOfPage logTitleWords termCount queryWordsInSlug
  slugWordsInQuery queryWordsInAnchor logHeadingLength logBodyWords logDescriptionLength tierByPosition
  everyWordTier rareTitle rareHeading rareDescription rareKeywords rareAnywhere rarestInTitleOrHeading
  rarestInDescriptionOrKeywords scriptedApi
`
  .trim()
  .split(/\s+/);
