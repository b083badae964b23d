import type { Zoom, ZoomOptions } from 'medium-zoom/dist/pure';

/** Images in the doc area that should zoom on click (not linked images, not icons in widgets). */
const ZOOMABLE_IMAGES = '.markdown img:not(a img)';

const ZOOM_OPTIONS: ZoomOptions = { background: 'var(--ifm-background-color)', margin: 24 };

type MediumZoom = (selector: string, options: ZoomOptions) => Zoom;

/**
 * The build without injected styles (`dist/pure`), and its stylesheet as a CSS chunk of its own: the default
 * build writes a `<style>` element, which the Content-Security-Policy (no inline styles) refuses.
 */
const loadMediumZoom = (): Promise<MediumZoom> =>
  Promise.all([
    import(/* webpackChunkName: "medium-zoom" */ 'medium-zoom/dist/pure'),
    import(/* webpackChunkName: "medium-zoom" */ 'medium-zoom/dist/style.css'),
  ]).then(([module]) => module.default);

/**
 * Returns `zoomImages`, which gives the images of the page shown now click-to-zoom and takes it from those of
 * the page before. medium-zoom is fetched by the first page that has such images, not with every page; a
 * page change while it loads supersedes that page.
 */
export function createImageZoom(
  load: () => Promise<MediumZoom> = loadMediumZoom,
  root: () => ParentNode = () => document,
): () => Promise<void> {
  let zoom: Zoom | undefined;
  let latest = 0;
  return async function zoomImages() {
    const call = ++latest;
    zoom?.detach();
    zoom = undefined;
    if (!root().querySelector(ZOOMABLE_IMAGES)) return;
    let mediumZoom: MediumZoom;
    try {
      mediumZoom = await load();
    } catch (error) {
      console.error('Loading the image zoom failed.', error);
      return;
    }
    if (call === latest) zoom = mediumZoom(ZOOMABLE_IMAGES, ZOOM_OPTIONS);
  };
}
