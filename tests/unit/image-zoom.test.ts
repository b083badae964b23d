import type { Zoom, ZoomOptions } from 'medium-zoom';
import { createImageZoom } from '@site/src/lib/imageZoom';

function page(html: string) {
  document.body.innerHTML = html;
}

describe('image zoom', () => {
  const zoom = { detach: jest.fn() } as unknown as Zoom & { detach: jest.Mock };
  const mediumZoom = jest.fn((_selector: string, _options: ZoomOptions) => zoom);
  beforeEach(() => {
    zoom.detach.mockClear();
    mediumZoom.mockClear();
  });

  it('does not fetch medium-zoom for a page without zoomable images', async () => {
    const load = jest.fn(async () => mediumZoom);
    page('<div class="markdown"><p>text</p><a href="/x"><img src="a.png"></a></div><img src="logo.png">');
    await createImageZoom(load)();
    expect(load).not.toHaveBeenCalled();
  });

  it('fetches it for the doc images, not linked ones, and moves the zoom to the next page', async () => {
    const load = jest.fn(async () => mediumZoom);
    const zoomImages = createImageZoom(load);
    page('<div class="markdown"><img src="a.png"></div>');
    await zoomImages();
    expect(mediumZoom).toHaveBeenCalledWith('.markdown img:not(a img)', {
      background: 'var(--ifm-background-color)',
      margin: 24,
    });
    page('<div class="markdown"><p>no images</p></div>');
    await zoomImages();
    expect(zoom.detach).toHaveBeenCalledTimes(1);
    expect(mediumZoom).toHaveBeenCalledTimes(1);
  });

  it('leaves a page that is gone by the time medium-zoom arrives to the page after it', async () => {
    let arrive: (value: typeof mediumZoom) => void = () => {};
    const arrival = new Promise<typeof mediumZoom>((resolve) => (arrive = resolve));
    const load = jest.fn(() => arrival);
    const zoomImages = createImageZoom(load);
    page('<div class="markdown"><img src="a.png"></div>');
    const first = zoomImages();
    const second = zoomImages();
    arrive(mediumZoom);
    await Promise.all([first, second]);
    expect(mediumZoom).toHaveBeenCalledTimes(1);
  });

  it('reports a failed fetch and leaves the images as they are', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    page('<div class="markdown"><img src="a.png"></div>');
    await createImageZoom(() => Promise.reject(new Error('offline')))();
    expect(errors).toHaveBeenCalledWith('Loading the image zoom failed.', expect.any(Error));
    errors.mockRestore();
  });
});
