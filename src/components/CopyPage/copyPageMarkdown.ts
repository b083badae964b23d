import { copyToClipboard } from '@site/src/lib/clipboard/copyToClipboard';

async function fetchMarkdown(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/**
 * Copies the Markdown twin at `url`. Where the browser takes a ClipboardItem whose content is still being
 * fetched, the write starts at once, inside the click (Safari refuses clipboard writes that start after an
 * await); elsewhere the text is fetched first and written as plain text.
 */
export async function copyPageMarkdown(url: string): Promise<void> {
  const markdown = fetchMarkdown(url);
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    const blob = markdown.then((text) => new Blob([text], { type: 'text/plain' }));
    try {
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch (error) {
      // A failed fetch is not a clipboard problem: report it rather than retry.
      await markdown;
      console.warn('Writing a ClipboardItem failed, copying as text instead:', error);
    }
  }
  await copyToClipboard(await markdown);
}
