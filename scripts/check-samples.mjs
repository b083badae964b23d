#!/usr/bin/env node
// Type-checks every TypeScript and JavaScript sample of the pages against the published Rsbuild 0.6 types
// (the @rsbuild/* dev dependencies), in ONE TypeScript program over virtual files, and checks the hygiene of
// the other samples (json and yaml parse, installs go through <PackageManagerTabs>, imports name real
// packages). Prints blocks checked, blocks marked fragment and the failures, each with file:line.
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import content from '../plugins/lib/content.cjs';
import { extractSamples } from './lib/codeSamples.mjs';
import { checkTypeScriptSamples, isTypeScriptSample } from './lib/sampleProgram.mjs';

const SAMPLE_DIRS = ['docs', 'blog', 'i18n/zh'];
// Blocks marked fragment are not compiled: past this share of all blocks, the gate checks too little.
const MAX_FRAGMENT_SHARE = 0.1;

/** A share in per cent with one decimal. @param {number} part @param {number} whole */
const share = (part, whole) => (whole ? ((part / whole) * 100).toFixed(1) : '0.0');

// A shell line that installs packages: readers on another package manager need the install widget instead.
const INSTALL_LINE =
  /^\s*(?:\$\s*)?(?:npm (?:i|install|add)|yarn add|pnpm (?:add|i|install)|bun (?:add|i|install))\s+\S/;
const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'zsh', 'console']);

/**
 * Hygiene of the blocks that are not compiled: json and yaml parse, a shell block installs no package.
 * @param {import('./lib/codeSamples.mjs').CodeSample} sample
 * @returns {string[]}
 */
export function hygieneProblems(sample) {
  const where = `${sample.file}:${sample.line}`;
  if (sample.fragment) return [];
  if (sample.lang === 'json') {
    try {
      JSON.parse(sample.value);
    } catch (error) {
      return [`${where}: json block does not parse: ${/** @type {Error} */ (error).message}`];
    }
  }
  if (sample.lang === 'yaml' || sample.lang === 'yml') {
    try {
      yaml.load(sample.value);
    } catch (error) {
      return [`${where}: yaml block does not parse: ${/** @type {Error} */ (error).message.split('\n')[0]}`];
    }
  }
  if (SHELL_LANGS.has(sample.lang)) {
    const install = sample.value.split('\n').find((line) => INSTALL_LINE.test(line));
    if (install) {
      return [
        `${where}: "${install.trim()}" shows one package manager; use <PackageManagerTabs packages=…> (every manager)`,
      ];
    }
  }
  return [];
}

/**
 * @param {string[]} files
 * @returns {{ checked: number, fragments: number, total: number, failures: string[] }}
 */
export function checkSamples(files) {
  const samples = files.flatMap((file) => extractSamples(file, fs.readFileSync(file, 'utf8')).samples);
  const compiled = samples.filter(isTypeScriptSample);
  const failures = samples.flatMap(hygieneProblems);
  failures.push(...checkTypeScriptSamples(compiled));
  const fragments = compiled.filter((sample) => sample.fragment).length;
  if (compiled.length && fragments / compiled.length >= MAX_FRAGMENT_SHARE) {
    failures.push(
      `check-samples: ${fragments} of ${compiled.length} blocks marked fragment, ` +
        `${share(fragments, compiled.length)} %; the target is under ${MAX_FRAGMENT_SHARE * 100} % ` +
        '(make blocks compile instead of marking them)',
    );
  }
  return { checked: compiled.length - fragments, fragments, total: compiled.length, failures };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname;
if (isMain) {
  const started = Date.now();
  const args = process.argv.slice(2);
  const files = args.length
    ? args
    : SAMPLE_DIRS.flatMap((dir) => content.listContentFiles(dir, { partials: true }));
  const { checked, fragments, total, failures } = checkSamples(files);
  failures.forEach((failure) => console.error(failure));
  console.log(
    `${files.length} files: ${checked} blocks checked, ${fragments} marked fragment (${share(fragments, total)} % of ${total}), ` +
      `${failures.length} failures (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  process.exit(failures.length ? 1 : 0);
}
