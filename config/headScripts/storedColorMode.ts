/** Colour modes a reader can store; anything else in storage means "auto" (follow the system). */
export const STORED_COLOR_MODES = ['light', 'dark'] as const;

/**
 * Inline script for the document head. It runs before Docusaurus's own no-flash theme script and removes a
 * stored value that is not light or dark, so the page falls back to auto instead of using the bad value.
 */
export function storedColorModeGuardScript(storageKey: string): string {
  const key = JSON.stringify(storageKey);
  return `(function(){try{var v=localStorage.getItem(${key});if(v!==null&&v!=='light'&&v!=='dark')localStorage.removeItem(${key});}catch(e){}})();`;
}
