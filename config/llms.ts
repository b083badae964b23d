import type { Locale } from './locales';

/** The sections of llms.txt, in order: the docs sidebars and the release posts. */
export type LlmsSectionId = 'guide' | 'config' | 'plugins' | 'api' | 'releases';

export interface LlmsLocaleText {
  /** One-paragraph summary of Rsbuild, the blockquote under the H1 of llms.txt. */
  summary: string;
  /** What the files hold and how to use them, the paragraph after the summary. */
  intro: (links: { home: string; full: string }) => string;
  sections: Record<LlmsSectionId, string>;
  /**
   * The pointer for AI agents: a visually hidden, aria-hidden line at the top of each HTML page (its twin and
   * llms.txt), and the one-line blockquote each twin starts with (llms.txt). Agents look for `/llms.txt`.
   */
  pointer: {
    html: (links: { twin: string; llmsTxt: string }) => string;
    twin: (llmsTxt: string) => string;
  };
}

/** llms.txt text per locale (llmstxt.org: H1, blockquote summary, free text, then H2 sections of links). */
export const LLMS_TEXT: Record<Locale, LlmsLocaleText> = {
  en: {
    summary:
      'Rsbuild is the Rspack-based build tool for the web. It builds React, Vue, Svelte, Solid and plain ' +
      'JavaScript projects with fast Rust-powered bundling, sensible defaults and a plugin API. ' +
      'This is the documentation of Rsbuild 0.6: guides, every configuration option, the official plugins, ' +
      'the JavaScript API and the release posts.',
    intro: ({ home, full }) =>
      `Every link below is the Markdown version of a page of ${home.replace(/index\.md$/, '')}; ` +
      `the home page is [Rsbuild](${home}), and [llms-full.txt](${full}) holds every page in one file.`,
    sections: { guide: 'Guide', config: 'Config', plugins: 'Plugins', api: 'API', releases: 'Releases' },
    pointer: {
      html: ({ twin, llmsTxt }) =>
        `For AI agents: this page in Markdown is ${twin}; the index of the whole documentation is ${llmsTxt}.`,
      twin: (llmsTxt) => `For AI agents: the index of the whole documentation is ${llmsTxt}.`,
    },
  },
  zh: {
    summary:
      'Rsbuild 是基于 Rspack 的 Web 构建工具，借助 Rust 实现的快速打包、开箱即用的默认配置和插件 API，' +
      '构建 React、Vue、Svelte、Solid 和原生 JavaScript 项目。这里是 Rsbuild 0.6 的文档：指南、全部配置项、' +
      '官方插件、JavaScript API 和版本发布公告。',
    intro: ({ home, full }) =>
      `下面的每个链接都是 ${home.replace(/index\.md$/, '')} 中一个页面的 Markdown 版本；` +
      `首页是 [Rsbuild](${home})，[llms-full.txt](${full}) 在一个文件中包含全部页面。`,
    sections: { guide: '指南', config: '配置', plugins: '插件', api: 'API', releases: '版本发布' },
    pointer: {
      html: ({ twin, llmsTxt }) =>
        `供 AI 智能体阅读：本页的 Markdown 版本是 ${twin}，整个文档的索引是 ${llmsTxt}。`,
      twin: (llmsTxt) => `供 AI 智能体阅读：整个文档的索引是 ${llmsTxt}。`,
    },
  },
};
