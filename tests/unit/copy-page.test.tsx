import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TIMING } from '@site/config/constants';
import CopyPage from '@site/src/components/CopyPage';
import { copyPageMarkdown } from '@site/src/components/CopyPage/copyPageMarkdown';

let pathname = '/guide/start/quick-start';
jest.mock('@docusaurus/router', () => ({ useLocation: () => ({ pathname }) }), { virtual: true });
jest.mock(
  '@docusaurus/useDocusaurusContext',
  () => ({ __esModule: true, default: () => ({ siteConfig: { url: 'https://rsbuild.dev' } }) }),
  { virtual: true },
);
jest.mock('@theme/Icon/Copy', () => ({ __esModule: true, default: () => <svg /> }), { virtual: true });
jest.mock('@theme/Icon/Success', () => ({ __esModule: true, default: () => <svg /> }), { virtual: true });

const writeText = jest.fn<Promise<void>, [string]>();
const fetchMock = jest.fn();

beforeEach(() => {
  pathname = '/guide/start/quick-start';
  writeText.mockReset().mockResolvedValue(undefined);
  fetchMock.mockReset().mockImplementation(async (url: string) => ({
    ok: true,
    status: 200,
    text: async () => `# Markdown of ${url}\n`,
  }));
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  global.fetch = fetchMock;
});

describe('CopyPage', () => {
  it('copies the Markdown twin of the page and confirms, then returns to its label', async () => {
    jest.useFakeTimers();
    render(<CopyPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy page' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith('# Markdown of /guide/start/quick-start.md\n'),
    );
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    act(() => jest.advanceTimersByTime(TIMING.copiedConfirmationMs));
    expect(screen.getByRole('button', { name: 'Copy page' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
    jest.useRealTimers();
  });

  it('links a folder route to its index.md twin, under the locale prefix', () => {
    pathname = '/zh/config/';
    render(<CopyPage />);
    expect(screen.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute(
      'href',
      '/zh/config/index.md',
    );
  });

  it('opens the page in ChatGPT and Claude: plain links whose prompt carries the absolute twin URL', () => {
    pathname = '/zh/config/';
    render(<CopyPage />);
    const prompt = 'Read https://rsbuild.dev/zh/config/index.md so I can ask questions about it.';
    for (const [name, base] of [
      ['ChatGPT', 'https://chatgpt.com/'],
      ['Claude', 'https://claude.ai/new'],
    ]) {
      const link = screen.getByRole('link', { name: `Open in ${name}` });
      const url = new URL(link.getAttribute('href') ?? '');
      expect(`${url.origin}${url.pathname}`).toBe(base);
      expect(url.searchParams.get('q')).toBe(prompt);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('is a real button, so Enter and Space reach it from the keyboard', () => {
    render(<CopyPage />);
    const button = screen.getByRole('button', { name: 'Copy page' });
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('type', 'button');
    button.focus();
    expect(button).toHaveFocus();
  });

  it('opens its menu from the keyboard: the arrows, Home and End move, Escape closes it onto its button', () => {
    render(<CopyPage />);
    const toggle = screen.getByRole('button', { name: 'More page actions' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).toContainElement(screen.getByRole('link', { name: 'View as Markdown' }));
    const focused = () => document.activeElement?.textContent;
    // Enter and Space click a button with no pointer position (detail 0): the focus goes to the first link.
    toggle.focus();
    fireEvent.click(toggle, { detail: 0 });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(focused()).toBe('View as Markdown');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(focused()).toBe('Open in ChatGPT');
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(focused()).toBe('Open in Claude');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(focused()).toBe('View as Markdown');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(focused()).toBe('View as Markdown');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    // ArrowUp opens it on the last link; a mouse click (detail 1) opens it and leaves the focus on the button.
    fireEvent.keyDown(toggle, { key: 'ArrowUp' });
    expect(focused()).toBe('Open in Claude');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    fireEvent.click(toggle, { detail: 1 });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveFocus();
    // A click outside closes it.
    fireEvent.pointerDown(document.body);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not claim success when the Markdown cannot be fetched', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue({ ok: false, status: 404, text: async () => '' });
    render(<CopyPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy page' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Copying failed'));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Copy page' })).toBeInTheDocument();
    error.mockRestore();
  });
});

describe('copyPageMarkdown', () => {
  it('fetches the twin and writes it as plain text where ClipboardItem is missing', async () => {
    await copyPageMarkdown('/api/start/index.md');
    expect(fetchMock).toHaveBeenCalledWith('/api/start/index.md');
    expect(writeText).toHaveBeenCalledWith('# Markdown of /api/start/index.md\n');
  });

  it('starts a ClipboardItem write at once where the browser has one', async () => {
    const write = jest.fn<Promise<void>, [unknown[]]>().mockResolvedValue(undefined);
    const items: Record<string, Promise<Blob>>[] = [];
    Object.defineProperty(navigator, 'clipboard', { value: { write, writeText }, configurable: true });
    (global as unknown as { ClipboardItem: unknown }).ClipboardItem = class {
      constructor(data: Record<string, Promise<Blob>>) {
        items.push(data);
      }
    };
    await copyPageMarkdown('/index.md');
    expect(write).toHaveBeenCalledTimes(1);
    const blob = await items[0]['text/plain'];
    expect(blob.type).toBe('text/plain');
    // jsdom's Blob has no text(): read it the old way.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blob);
    });
    expect(text).toBe('# Markdown of /index.md\n');
    expect(writeText).not.toHaveBeenCalled();
    delete (global as unknown as { ClipboardItem?: unknown }).ClipboardItem;
  });
});
