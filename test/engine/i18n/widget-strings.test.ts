/**
 * The core catalogue (web/i18n/en.ts) comes with the widget's first download, which has a budget of
 * 40 KB gzipped (scripts/build-web.mjs): it holds only strings the widget can show. A key that no
 * module of the widget uses (web/embed.ts and all it imports, its games' plug-ins included) belongs
 * to the site's catalogue, web/i18n/site.ts.
 */
import { readFileSync } from 'node:fs';
import * as esbuild from 'esbuild';
import { expect, it } from 'vitest';
import { en } from '../../../web/i18n/en.js';
import { siteEn } from '../../../web/i18n/site.js';

/** The sources of the widget: what esbuild bundles from web/embed.ts, lazily loaded chunks included. */
async function widgetSources(): Promise<string> {
  const built = await esbuild.build({
    entryPoints: ['web/embed.ts'],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: 'unused',
    write: false,
    metafile: true,
    logLevel: 'silent',
    tsconfig: 'web/tsconfig.json',
  });
  return Object.keys(built.metafile.inputs)
    .filter((file) => file.startsWith('web/') && !file.startsWith('web/i18n/'))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}

it('every key of the core catalogue is used by the widget', async () => {
  const code = await widgetSources();
  // Keys built at run time stand for every key their fixed start can make (as in catalogues.test.ts).
  const templates = [...code.matchAll(/`([a-zA-Z][\w.-]*\.)\$\{[^`]*`/g)].map((m) => m[1]!);
  const prefixes = [...templates, 'suit.', 'gsuit.'];
  const used = (key: string): boolean => code.includes(`'${key}'`) || prefixes.some((p) => key.startsWith(p));
  expect(Object.keys(en).filter((key) => !used(key))).toEqual([]);
}, 30_000);

it('the widget uses no key of the site\'s catalogue (a club page does not load it: the key would show as it is)', async () => {
  const code = await widgetSources();
  expect(Object.keys(siteEn).filter((key) => code.includes(`'${key}'`))).toEqual([]);
}, 30_000);
