import { STORED_COLOR_MODES } from './storedColorMode';

/**
 * Docusaurus's no-flash inline script (`@docusaurus/theme-classic/lib/inlineScripts.js`) copies two kinds of
 * query parameters onto `<html>` before the page paints: `?docusaurus-theme=<x>` into `data-theme` (any value,
 * unchecked) and every `?docusaurus-data-<name>=<x>` into `data-<name>`. A crafted link could so lock the page
 * (`docusaurus-data-search-open` is the attribute the open search dialog uses to stop page scrolling) or set
 * a theme the stylesheet does not know. The site accepts only the values it defines:
 */
export const ALLOWED_QUERY_PARAMETERS: Readonly<Record<string, readonly string[]>> = {
  // A link may open a page in the light or the dark theme.
  'docusaurus-theme': STORED_COLOR_MODES,
  // No `docusaurus-data-*` attribute is meant to come from a link: the site sets its data attributes itself.
};

/**
 * Inline script for the document head, which runs before Docusaurus's script at the start of the body: it
 * drops every `docusaurus-theme` or `docusaurus-data-*` parameter whose values are not all allowed from the
 * address (`history.replaceState`, no reload), so Docusaurus's script never sees it; other parameters stay.
 * Plain ES5, one line.
 */
export function queryParameterGuardScript(
  allowed: Readonly<Record<string, readonly string[]>> = ALLOWED_QUERY_PARAMETERS,
): string {
  const table = JSON.stringify(allowed).replace(/</g, '\\u003c');
  return (
    `(function(){try{var allowed=${table};var l=window.location;var q=new URLSearchParams(l.search);var names=[];` +
    `q.forEach(function(v,k){if((k==='docusaurus-theme'||k.indexOf('docusaurus-data-')===0)&&names.indexOf(k)<0)names.push(k)});` +
    `var dropped=names.filter(function(k){var ok=Object.prototype.hasOwnProperty.call(allowed,k)?allowed[k]:[];` +
    `return q.getAll(k).some(function(v){return ok.indexOf(v)<0})});` +
    `if(!dropped.length)return;dropped.forEach(function(k){q.delete(k)});var s=q.toString();` +
    `history.replaceState(history.state,'',l.pathname+(s?'?'+s:'')+l.hash)}catch(e){}})();`
  );
}
