/**
 * `<html data-js>` says that scripts run. It is set by an inline head script before the first paint, so the
 * no-JavaScript layout (src/css/no-js.css: `html:not([data-js])`) never flashes for readers whose bundles are
 * still loading, and it is there in every browser, unlike the `scripting` media feature. React and Helmet never
 * touch this attribute.
 */
export const SCRIPTING_ATTRIBUTE = 'data-js';

/** Inline head script that sets the marker. */
export const scriptingMarkerScript = (): string => `document.documentElement.setAttribute(${JSON.stringify(SCRIPTING_ATTRIBUTE)},'');`;
