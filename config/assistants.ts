/**
 * AI assistants the doc header offers to open the page in ("Open in ChatGPT", "Open in Claude"): a plain link
 * to the assistant with a prompt that carries the absolute URL of the page's Markdown twin. The assistant
 * fetches the twin itself; the site sends nothing anywhere.
 */
export interface AssistantLink {
  /** Name shown in "Open in {name}". */
  name: string;
  /** The assistant's URL that starts a conversation with `prompt` filled in. */
  url: (prompt: string) => string;
}

export const ASSISTANT_LINKS: readonly AssistantLink[] = [
  { name: 'ChatGPT', url: (prompt) => `https://chatgpt.com/?q=${encodeURIComponent(prompt)}` },
  { name: 'Claude', url: (prompt) => `https://claude.ai/new?q=${encodeURIComponent(prompt)}` },
];
