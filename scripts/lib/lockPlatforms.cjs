// Lock entries for optional native binaries of other platforms (see scripts/lock-foreign-platforms.mjs).
'use strict';

/** Platform fields of a native-binary package, read from the usual name suffix (darwin-arm64, linux-x64-musl…). */
function platformOf(name) {
  const match =
    /-(android|darwin|freebsd|linux|openharmony|win32)-(arm64|arm|x64|ia32|ppc64|s390x|riscv64|loong64)(?:-(gnu|gnueabihf|musl|musleabihf|msvc|eabi))?$/.exec(
      name,
    );
  if (!match) return undefined;
  const [, os, cpu, abi] = match;
  const libc = abi?.startsWith('musl') ? ['musl'] : abi?.startsWith('gnu') ? ['glibc'] : undefined;
  return { os: [os], cpu: [cpu], ...(libc && { libc }) };
}

function addForeignPlatformEntries(lock) {
  const packages = lock.packages;
  const added = [];
  for (const [location, entry] of Object.entries(packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
      if (packages[nested] || packages[`node_modules/${name}`]) continue;
      const platform = platformOf(name);
      if (!platform) continue;
      packages[`node_modules/${name}`] = { version, dev: entry.dev, optional: true, ...platform };
      added.push(`${name}@${version}`);
    }
  }
  return added;
}

module.exports = { platformOf, addForeignPlatformEntries };
