import { LOCAL_IMAGES, NPM_BADGE, npmPackageUrl } from '../../config/images';
import type { Locale } from '../../config/locales';

/**
 * Remark plugin: no Markdown image loads from another host. An external picture listed in LOCAL_IMAGES becomes
 * the site's own file (then Docusaurus hashes it and adds its width and height); an npm version badge becomes
 * a link to the package's npm page; any other external picture becomes a link to it, named by its alt text,
 * so the reader can still open it on purpose. Runs before Docusaurus's own image handling.
 */
export interface LocalImagesOptions {
  locale: Locale;
}

interface Node {
  type: string;
  url?: string;
  alt?: string | null;
  title?: string | null;
  children?: Node[];
}

const isExternal = (url: string) => /^(https?:)?\/\//i.test(url);

function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

/** The node an external image becomes; null leaves a site-local image as it is. */
export function localImage(url: string, alt: string, locale: Locale): Node | null {
  if (!isExternal(url)) return null;
  const local = LOCAL_IMAGES[url];
  if (typeof local === 'string') return { type: 'image', url: local, alt, title: null };
  if (local && 'src' in local)
    return { type: 'image', url: local.src[locale], alt: local.alt?.[locale] ?? alt, title: null };
  if (local) return { type: 'image', url: local[locale], alt, title: null };
  const badge = url.match(NPM_BADGE);
  const href = badge ? npmPackageUrl(decodeURIComponent(badge[1])) : url;
  return {
    type: 'link',
    url: href,
    title: null,
    children: [{ type: 'text', value: alt || href } as Node & { value: string }],
  };
}

export default function remarkLocalImages(options: LocalImagesOptions) {
  return (tree: Node): void => {
    walk(tree, (node) => {
      if (node.type !== 'image' || !node.url) return;
      const replacement = localImage(node.url, node.alt ?? '', options.locale);
      if (!replacement) return;
      for (const key of Object.keys(node) as (keyof Node)[]) delete node[key];
      Object.assign(node, replacement);
    });
  };
}
