/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Keeps the swizzled theme under control across Docusaurus upgrades. An ejected component is a modified copy
 * of an upstream file: when that file changes in a new version, our copy silently keeps the old code (and
 * misses its fixes) until someone compares them again. src/theme/swizzles.json records the SHA-256 of every
 * upstream file an eject (or the page template) was copied from, and the kind of every swizzle; these tests
 * fail on any upgrade that changes such a file, and when a swizzle is missing from the list or its README.
 */

type Kind = 'wrap' | 'eject' | 'replace';
interface Entry {
  kind: Kind;
  package: string;
  /** Upstream file (path under node_modules) → SHA-256 of the version the eject was taken from. */
  upstream?: Record<string, string>;
  /** Our copy, for entries outside src/theme. */
  ours?: string;
}
interface Manifest {
  packages: Record<string, string>;
  components: Record<string, Entry>;
  templates: Record<string, Entry>;
}

const ROOT = path.resolve(__dirname, '../..');
const THEME_DIR = path.join(ROOT, 'src/theme');
const MANIFEST_FILE = 'src/theme/swizzles.json';

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

const manifest = readJson<Manifest>(path.join(ROOT, MANIFEST_FILE));
const readme = fs.readFileSync(path.join(THEME_DIR, 'README.md'), 'utf8');

/** Where the site's themes keep their components (a file there is what `@theme/<name>` resolves to). */
const UPSTREAM_THEME_DIRS = [
  'node_modules/@docusaurus/theme-classic/lib/theme',
  'node_modules/@easyops-cn/docusaurus-search-local/dist/client/client/theme',
];
const COMPONENT_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'];

const sha256 = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');
const installedVersion = (pkg: string) =>
  readJson<{ version: string }>(path.join(ROOT, 'node_modules', pkg, 'package.json')).version;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** `src/theme/CodeBlock/Content/index.tsx` → `CodeBlock/Content`, the name after `@theme/`. */
const componentName = (file: string) =>
  path
    .relative(THEME_DIR, file)
    .split(path.sep)
    .join('/')
    .replace(/\.[jt]sx?$/, '')
    .replace(/\/index$/, '');

const existsUpstream = (name: string) =>
  UPSTREAM_THEME_DIRS.some((dir) =>
    COMPONENT_EXTENSIONS.some((ext) =>
      [`${name}${ext}`, `${name}/index${ext}`].some((file) => fs.existsSync(path.join(ROOT, dir, file))),
    ),
  );

/** Every file under src/theme that overrides a component of a theme the site uses: the swizzles. */
const swizzleFiles = filesUnder(THEME_DIR).filter(
  (file) =>
    COMPONENT_EXTENSIONS.includes(path.extname(file)) &&
    !file.endsWith('.d.ts') &&
    existsUpstream(componentName(file)),
);
const swizzles = new Map(swizzleFiles.map((file) => [componentName(file), file]));

const entries = [
  ...Object.entries(manifest.components).map(([name, entry]) => ({ name, entry, ours: `src/theme/${name}` })),
  ...Object.entries(manifest.templates).map(([name, entry]) => ({ name, entry, ours: entry.ours ?? name })),
];

describe('upstream files of ejected components', () => {
  const ejects = entries.filter(({ entry }) => entry.kind === 'eject');

  it('are recorded for every eject', () => {
    const unrecorded = ejects.filter(({ entry }) => Object.keys(entry.upstream ?? {}).length === 0);
    expect(unrecorded.map(({ name }) => name)).toEqual([]);
  });

  for (const { name, entry, ours } of ejects) {
    for (const [file, recorded] of Object.entries(entry.upstream ?? {})) {
      it(`${name}: ${file} is the version it was ejected from`, () => {
        const full = path.join(ROOT, 'node_modules', file);
        if (!fs.existsSync(full)) {
          throw new Error(
            `${file} no longer exists in ${entry.package} ${installedVersion(entry.package)}. Find where ` +
              `${name} moved upstream, re-diff ${ours} against it, and update ${MANIFEST_FILE} and ` +
              'src/theme/README.md.',
          );
        }
        const actual = sha256(full);
        if (actual !== recorded) {
          throw new Error(
            `${entry.package} changed ${file} (recorded ${manifest.packages[entry.package]}, installed ` +
              `${installedVersion(entry.package)}), the upstream source of ${name}. See what changed: ` +
              `\`npm pack ${entry.package}@${manifest.packages[entry.package]}\`, then diff that tarball's ` +
              `${file.slice(entry.package.length + 1)} with node_modules/${file}. Carry the change into ` +
              `${ours} (or wrap instead if the new version allows it), run its tests, then record ` +
              `"${actual}" for this file in ${MANIFEST_FILE}.`,
          );
        }
      });
    }
  }
});

describe('packages the swizzles were taken from', () => {
  for (const [pkg, recorded] of Object.entries(manifest.packages)) {
    it(`${pkg} is the recorded version`, () => {
      const installed = installedVersion(pkg);
      if (installed !== recorded) {
        throw new Error(
          `${pkg} is ${installed}, the swizzles were checked against ${recorded}. Once the hash tests pass ` +
            `(or the ejects are re-diffed), set "${pkg}": "${installed}" in ${MANIFEST_FILE} and the ` +
            'version in src/theme/README.md.',
        );
      }
    });
  }

  it('cover every package an entry names', () => {
    const unknown = entries.map(({ entry }) => entry.package).filter((pkg) => !(pkg in manifest.packages));
    expect(unknown).toEqual([]);
  });
});

describe('the list of swizzles', () => {
  it('finds the swizzles under src/theme', () => {
    expect(swizzles.has('CodeBlock')).toBe(true);
    expect(swizzles.size).toBeGreaterThan(10);
  });

  it(`has every component of src/theme in ${MANIFEST_FILE}`, () => {
    expect([...swizzles.keys()].filter((name) => !(name in manifest.components))).toEqual([]);
  });

  it('has no entry without its component', () => {
    expect(Object.keys(manifest.components).filter((name) => !swizzles.has(name))).toEqual([]);
  });

  it('gives each component the kind its source shows (only a wrap imports @theme-original)', () => {
    const wrong = [...swizzles].flatMap(([name, file]) => {
      const kind = manifest.components[name]?.kind;
      if (kind === undefined) return [];
      const source = fs.readFileSync(file, 'utf8');
      const importsOriginal = new RegExp(`from ['"]@theme-original/${name}['"]`).test(source);
      return importsOriginal === (kind === 'wrap') ? [] : [`${name} (${kind})`];
    });
    expect(wrong).toEqual([]);
  });

  it('has every component in the list of src/theme/README.md with its kind', () => {
    const missing = Object.entries(manifest.components)
      .filter(([name, { kind }]) => !new RegExp(`^- \`${name}\` \\(${kind}\\): `, 'm').test(readme))
      .map(([name, { kind }]) => `- \`${name}\` (${kind}): `);
    expect(missing).toEqual([]);
  });
});
