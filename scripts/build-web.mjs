// Builds the web app into web/dist (served by the Worker's assets binding):
//   app.js    the site (every page, every element)
//   embed.js  the widget for club websites: <stammtisch-table> and <stammtisch-lobby>, Lit included
// and prints the gzipped sizes (the widget's budget is 50 KB gzipped). `--watch` rebuilds on change.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';

const OUT = 'web/dist';
const EMBED_BUDGET = 50 * 1024;
const watch = process.argv.includes('--watch');

/** @type {esbuild.BuildOptions} */
const options = {
  entryPoints: { app: 'web/main.ts', embed: 'web/embed.ts' },
  outdir: OUT,
  bundle: true,
  format: 'esm',
  target: 'es2022',
  minify: true,
  sourcemap: 'linked',
  legalComments: 'none',
  tsconfig: 'web/tsconfig.json',
  metafile: true,
  logLevel: 'warning',
};

function writeStatic() {
  const app = readFileSync(`${OUT}/app.js`);
  const version = createHash('sha256').update(app).digest('hex').slice(0, 10);
  const page = readFileSync('web/index.html', 'utf8').replaceAll('%VERSION%', version);
  writeFileSync(`${OUT}/index.html`, page);
  // The widget is loaded as a module script by pages on other origins, which needs CORS.
  writeFileSync(
    `${OUT}/_headers`,
    ['/embed.js', '  Access-Control-Allow-Origin: *', '  Cache-Control: public, max-age=300', ''].join('\n'),
  );
}

function report() {
  let ok = true;
  for (const name of ['app.js', 'embed.js']) {
    const raw = readFileSync(`${OUT}/${name}`);
    const gz = gzipSync(raw, { level: 9 }).length;
    const note = name === 'embed.js' ? ` (budget ${(EMBED_BUDGET / 1024).toFixed(0)} KB gzipped)` : '';
    console.log(`${name.padEnd(9)} ${(raw.length / 1024).toFixed(1).padStart(6)} KB, ${(gz / 1024).toFixed(1).padStart(5)} KB gzipped${note}`);
    if (name === 'embed.js' && gz > EMBED_BUDGET) ok = false;
  }
  if (!ok) console.warn('embed.js is over its size budget');
}

mkdirSync(OUT, { recursive: true });
if (watch) {
  const ctx = await esbuild.context({
    ...options,
    plugins: [{ name: 'static', setup: (b) => b.onEnd((r) => r.errors.length === 0 && (writeStatic(), report())) }],
  });
  await ctx.watch();
  console.log('watching web/ …');
} else {
  await esbuild.build(options);
  writeStatic();
  report();
}
