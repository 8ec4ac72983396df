/**
 * The third-party e-invoice validators of `../shared/einvoice-validators` (its README): the CII
 * D16B and Factur-X EN 16931 XML schemas through `xmllint`, and the CEN EN 16931, Factur-X and
 * KoSIT XRechnung schematrons through Saxon-JS. Each stylesheet is compiled once to a SEF file,
 * cached under `~/.cache/bu-einvoice-validators` (`$XDG_CACHE_HOME`) by its content and place
 * (compiling the three takes minutes), so later runs, fresh clones and `npm ci` included, only
 * transform.
 *
 * A fresh clone has no `../shared`: `validators.available` is false and the tests skip with
 * `validators.reason`.
 */
import { execFile, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { homedir, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const dir = process.env.EINVOICE_VALIDATORS_DIR ?? resolve(root, '../shared/einvoice-validators');
const cacheDir = join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'bu-einvoice-validators');

const hasXmllint = spawnSync('sh', ['-c', 'command -v xmllint']).status === 0;

export const validators = {
  available: existsSync(join(dir, 'README.md')) && hasXmllint,
  reason: !existsSync(join(dir, 'README.md'))
    ? `the e-invoice validators are not at ${dir} (../shared/einvoice-validators; a fresh clone has none) — skipped`
    : 'xmllint is not installed (Debian: apt-get install -y libxml2-utils); CI installs it — skipped',
};

const schemas = {
  cii: 'cii-d16b-xsd/data/standard/CrossIndustryInvoice_100pD16B.xsd',
  facturx: 'facturx-1.09-en16931/Factur-X_EN16931.xsd',
} as const;

const schematrons = {
  en16931: 'EN16931-CII-validation.xslt',
  facturx: 'facturx-1.09-en16931/Factur-X_1.09_EN16931.xsl',
  xrechnung: 'XRechnung-CII-validation.xsl',
} as const;

/** The XML Schema errors `xmllint` reports; empty when the document is valid. */
export async function schemaErrors(xml: string, schema: keyof typeof schemas): Promise<string[]> {
  const work = await mkdtemp(join(tmpdir(), 'bu-xsd-'));
  try {
    await writeFile(join(work, 'invoice.xml'), xml);
    await run('xmllint', ['--noout', '--schema', join(dir, schemas[schema]), join(work, 'invoice.xml')]);
    return [];
  } catch (error) {
    const stderr = String((error as { stderr?: string }).stderr ?? error);
    return stderr.split('\n').filter((line) => line && !line.endsWith('fails to validate'));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

const compiled = new Map<string, Promise<string>>();

/** The SEF of a schematron stylesheet, compiled by xslt3 on first use and cached on disk. */
function sefOf(name: keyof typeof schematrons): Promise<string> {
  let sef = compiled.get(name);
  if (!sef) {
    sef = (async () => {
      const xsl = join(dir, schematrons[name]);
      const hash = createHash('sha256')
        .update(xsl)
        .update(await readFile(xsl))
        .digest('hex')
        .slice(0, 16);
      const file = join(cacheDir, `${name}-${hash}.sef.json`);
      if (existsSync(file)) return file;
      await mkdir(cacheDir, { recursive: true });
      const partial = `${file}.${process.pid}.tmp`;
      await run(process.execPath, [require.resolve('xslt3/xslt3.js'), `-xsl:${xsl}`, `-export:${partial}`, '-nogo'], {
        maxBuffer: 64 * 1024 * 1024,
      });
      await rename(partial, file);
      return file;
    })();
    compiled.set(name, sef);
  }
  return sef;
}

export interface SchematronResult {
  fatal: string[];
  warnings: string[];
}

/** Failed assertions of a schematron, as `ID: text`, by flag (no flag counts as fatal). */
export async function schematron(xml: string, name: keyof typeof schematrons): Promise<SchematronResult> {
  const stylesheetFileName = await sefOf(name);
  // saxon-js ships no types: imported by a name the compiler does not resolve, typed here.
  const saxon = 'saxon-js';
  const { default: SaxonJS } = (await import(saxon)) as {
    default: {
      transform(
        options: { stylesheetFileName: string; sourceText: string; destination: 'serialized' },
        mode: 'async',
      ): Promise<{ principalResult: string }>;
    };
  };
  const { principalResult: svrl } = await SaxonJS.transform(
    { stylesheetFileName, sourceText: xml, destination: 'serialized' },
    'async',
  );
  const result: SchematronResult = { fatal: [], warnings: [] };
  for (const [, attributes, body] of svrl.matchAll(/<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g)) {
    const flag = /\bflag="([^"]*)"/.exec(attributes!)?.[1] ?? 'fatal';
    const id = /\bid="([^"]*)"/.exec(attributes!)?.[1] ?? '?';
    const text = body!
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (flag === 'fatal' || flag === 'error') result.fatal.push(`${id}: ${text}`);
    else if (flag === 'warning') result.warnings.push(`${id}: ${text}`);
  }
  return result;
}
