/**
 * @jest-environment node
 */
import remarkLocalImages, { localImage } from '../../plugins/local-images';

const CHART = 'https://github.com/web-infra-dev/rsbuild/assets/7237365/2909b68f-8928-49c6-8eb3-cd1486dbf876';

describe('localImage', () => {
  it('replaces a listed external picture by the site file of the locale', () => {
    expect(localImage(CHART, 'Chart', 'en')).toMatchObject({
      type: 'image',
      url: '/img/releases/benchmark-v0-1-en.svg',
      title: null,
    });
    expect(localImage(CHART, '图表', 'zh')).toMatchObject({ url: '/img/releases/benchmark-v0-1-zh.svg' });
    const proceed =
      'https://lf3-static.bytednsdoc.com/obj/eden-cn/6221eh7uhbfvhn/modern/3d2d4a38-acfe-4fe2-bdff-48b3366db481.png';
    expect(localImage(proceed, 'Chrome warning', 'zh')).toEqual({
      type: 'image',
      url: '/img/guide/chrome-warning-proceed-zh.svg',
      alt: 'Chrome warning',
      title: null,
    });
  });

  it('describes a replacement that shows something else with its own alt text', () => {
    expect(localImage(CHART, 'Bar chart of build times', 'en')?.alt).toMatch(
      /^Relative build time: Rsbuild about as fast as Rspack/,
    );
    expect(localImage(CHART, '柱状图', 'zh')?.alt).toMatch(/^相对构建耗时/);
  });

  it('turns an npm version badge into a link to the package page', () => {
    const node = localImage(
      'https://img.shields.io/npm/v/@rsbuild/core?style=flat-square',
      'npm version of @rsbuild/core',
      'en',
    );
    expect(node).toEqual({
      type: 'link',
      url: 'https://www.npmjs.com/package/@rsbuild/core',
      title: null,
      children: [{ type: 'text', value: 'npm version of @rsbuild/core' }],
    });
  });

  it('links any other external picture by its alt text and leaves site images alone', () => {
    expect(localImage('https://example.com/shot.png', 'A screenshot', 'en')).toMatchObject({
      type: 'link',
      url: 'https://example.com/shot.png',
      children: [{ value: 'A screenshot' }],
    });
    expect(localImage('/img/brand/hero.svg', 'Logo', 'en')).toBeNull();
    expect(localImage('./local.png', 'Local', 'en')).toBeNull();
  });
});

describe('remarkLocalImages', () => {
  it('rewrites image nodes in place and leaves no external image in the tree', () => {
    const tree = {
      type: 'root',
      children: [
        {
          type: 'paragraph',
          children: [
            { type: 'image', url: 'https://img.shields.io/npm/v/create-rsbuild', alt: 'badge', title: 'x' },
            { type: 'image', url: CHART, alt: 'Chart' },
          ],
        },
      ],
    };
    remarkLocalImages({ locale: 'en' })(tree);
    const [badge, chart] = tree.children[0].children;
    expect(badge).toEqual({
      type: 'link',
      url: 'https://www.npmjs.com/package/create-rsbuild',
      title: null,
      children: [{ type: 'text', value: 'badge' }],
    });
    expect(chart).toMatchObject({ type: 'image', url: '/img/releases/benchmark-v0-1-en.svg' });
  });
});
