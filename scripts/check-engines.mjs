// Checks that every installed package (in package-lock.json and node_modules: platform packages
// of other systems are not installed) supports every Node.js version the root
// `engines` field promises (`npm install` only warns, and only about the running version).
// Exits 1 listing the packages whose own `engines.node` is narrower; `overrides` in
// package.json pins those to versions that fit.
import { existsSync, readFileSync } from 'node:fs';
import semver from 'semver';

const at = (p) => new URL(`../${p}`, import.meta.url);
const promised = JSON.parse(readFileSync(at('package.json'), 'utf8')).engines.node;
const lock = JSON.parse(readFileSync(at('package-lock.json'), 'utf8'));

const narrower = Object.entries(lock.packages)
  .filter(([path]) => path !== '' && existsSync(at(`${path}/package.json`)))
  .filter(([, pkg]) => pkg.engines?.node && !semver.subset(promised, pkg.engines.node))
  .map(
    ([path, pkg]) =>
      `  ${path.replace(/^.*node_modules\//, '')}@${pkg.version} (${path}) needs node ${pkg.engines.node}`,
  );

if (narrower.length > 0) {
  console.error(`Packages that do not support every Node.js version in engines (${promised}):\n${narrower.join('\n')}`);
  process.exit(1);
}
console.log(`every installed package supports node ${promised}`);
