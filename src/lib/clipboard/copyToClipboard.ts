/**
 * Writes text to the clipboard. The Clipboard API exists in secure contexts only; plain HTTP (a preview on a
 * local network) falls back to the execCommand-based helper Docusaurus uses too, loaded on demand.
 */
export async function copyToClipboard(text: string): Promise<void> {
  if (navigator.clipboard) return navigator.clipboard.writeText(text);
  const { default: copy } = await import('copy-text-to-clipboard');
  if (!copy(text)) throw new Error('Copying to the clipboard failed');
}
