// Ambient declarations for modules without bundled types.
declare module 'github-slugger' {
  export default class GithubSlugger {
    slug(value: string, maintainCase?: boolean): string;
    reset(): void;
  }
}

declare module '*.mdx' {
  import type { ComponentType } from 'react';
  const MDXComponent: ComponentType<Record<string, unknown>>;
  export default MDXComponent;
}

declare module 'js-yaml' {
  export function load(source: string): unknown;
  const jsYaml: { load: typeof load };
  export default jsYaml;
}
