/**
 * @jest-environment node
 */
// The notice a Chinese doc page gets at build time: "not translated yet" for a page built from the English
// source, the date of the English change for a translation the status report lists as outdated.
import { translationNoticeFor, type NoticeContext } from '@site/plugins/lean-docs/translationNotices';
import { outdatedTranslations, translationStatus } from '@site/plugins/lib/translation-status.cjs';

const ZH_DOCS = 'i18n/zh/docusaurus-plugin-content-docs/current';
const docs = {
  source: '/docs/**/*.mdx',
  translation: '/i18n/%two_letters_code%/docusaurus-plugin-content-docs/current/**/%original_file_name%',
};
const DAY = 24 * 60 * 60 * 1000;
const dates: Record<string, number> = {
  'docs/config/dev/client.mdx': Date.UTC(2026, 10, 25, 23, 30),
  [`${ZH_DOCS}/config/dev/client.mdx`]: Date.UTC(2026, 10, 20),
  'docs/guide/start/index.mdx': Date.UTC(2026, 10, 1),
  [`${ZH_DOCS}/guide/start/index.mdx`]: Date.UTC(2026, 10, 1) + DAY,
};
const report = translationStatus(
  [
    {
      entry: docs,
      ignored: [],
      pairs: ['config/dev/client.mdx', 'guide/start/index.mdx', 'guide/advanced/rem.mdx'].map((file) => ({
        source: `docs/${file}`,
        translation: `${ZH_DOCS}/${file}`,
      })),
    },
  ],
  { exists: (file: string) => !file.endsWith('rem.mdx'), dateOf: (file: string) => dates[file] },
);
const context: NoticeContext = {
  localizedDocsDir: `@site/${ZH_DOCS}/`,
  localeBaseUrl: '/zh/',
  defaultBaseUrl: '/',
  outdated: outdatedTranslations(report),
};

describe('translationNoticeFor', () => {
  it('dates a translation older than its English source with the day of the English change (UTC)', () => {
    expect(
      translationNoticeFor(
        { source: `@site/${ZH_DOCS}/config/dev/client.mdx`, permalink: '/zh/config/dev/client' },
        context,
      ),
    ).toEqual({ kind: 'outdated', sourcePermalink: '/config/dev/client', sourceDate: '2026-11-25' });
  });

  it('gives a translation newer than its English source no notice', () => {
    expect(
      translationNoticeFor(
        { source: `@site/${ZH_DOCS}/guide/start/index.mdx`, permalink: '/zh/guide/start/' },
        context,
      ),
    ).toBeUndefined();
  });

  it('calls a page built from the English source untranslated, linking the English page', () => {
    expect(
      translationNoticeFor(
        { source: '@site/docs/guide/advanced/rem.mdx', permalink: '/zh/guide/advanced/rem' },
        context,
      ),
    ).toEqual({ kind: 'untranslated', sourcePermalink: '/guide/advanced/rem' });
  });
});

describe('outdatedTranslations', () => {
  it('indexes the outdated pairs of a report by translation path', () => {
    expect([...outdatedTranslations(report)]).toEqual([
      [
        `${ZH_DOCS}/config/dev/client.mdx`,
        {
          source: 'docs/config/dev/client.mdx',
          sourceDate: dates['docs/config/dev/client.mdx'],
          translationDate: dates[`${ZH_DOCS}/config/dev/client.mdx`],
        },
      ],
    ]);
  });
});
