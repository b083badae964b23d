/** @jest-environment node */
import fs from 'node:fs';

const { platformOf, addForeignPlatformEntries } = require('../../scripts/lib/lockPlatforms.cjs');

describe('foreign-platform lock entries', () => {
  it('reads os, cpu and libc from a binary package name', () => {
    expect(platformOf('@swc/core-darwin-arm64')).toEqual({ os: ['darwin'], cpu: ['arm64'] });
    expect(platformOf('@swc/html-linux-x64-musl')).toEqual({ os: ['linux'], cpu: ['x64'], libc: ['musl'] });
    expect(platformOf('@unrs/resolver-binding-linux-arm-gnueabihf')).toEqual({
      os: ['linux'],
      cpu: ['arm'],
      libc: ['glibc'],
    });
    expect(platformOf('@swc/core-win32-ia32-msvc')).toEqual({ os: ['win32'], cpu: ['ia32'] });
    expect(platformOf('react')).toBeUndefined();
  });

  it('records missing optional binaries and leaves present ones alone', () => {
    const lock = {
      packages: {
        '': { name: 'site' },
        'node_modules/@swc/core': {
          version: '1.0.0',
          dev: true,
          optionalDependencies: { '@swc/core-darwin-arm64': '1.0.0', '@swc/core-linux-x64-gnu': '1.0.0' },
        },
        'node_modules/@swc/core-linux-x64-gnu': { version: '1.0.0', dev: true, optional: true },
      },
    };
    expect(addForeignPlatformEntries(lock)).toEqual(['@swc/core-darwin-arm64@1.0.0']);
    expect(lock.packages['node_modules/@swc/core-darwin-arm64' as keyof typeof lock.packages]).toEqual({
      version: '1.0.0',
      dev: true,
      optional: true,
      os: ['darwin'],
      cpu: ['arm64'],
    });
  });

  it('leaves the committed lock complete', () => {
    const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
    expect(addForeignPlatformEntries(lock)).toEqual([]);
  });
});
