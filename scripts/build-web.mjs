// Builds the web app into web/dist (served by the Worker's assets binding):
//   app.js     the site (every page, every element)
//   embed.js   the widget for club websites: <stammtisch-table> and <stammtisch-lobby>, Lit included
//   chunks/    code split out by esbuild: each game's plug-in with its strings (loaded with import()
//              when a table of that game opens, web/games/loader.ts) and the code app.js and embed.js
//              share. Names carry a content hash, so they are cached for good.
// and prints the gzipped sizes. The widget's budget: embed.js with everything it imports statically
// (what a club page fetches before the first table shows) stays at or under 40 KB gzipped, or the
// build fails — and with it `npm test` and the browser tests, which build first. `--watch` rebuilds
// on change (and only warns).
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';

const OUT = 'web/dist';
const EMBED_BUDGET = 40 * 1024;
const watch = process.argv.includes('--watch');

/**
 * Lit's `css` templates are shipped as written; esbuild does not minify their text. This squeezes
 * out comments, indentation and the spaces around `{ } ; ,` (nothing a rule's meaning depends on:
 * no template interpolates, and the only quoted value, a bullet, has none of these around it), which
 * keeps the widget's download inside its budget with room to grow.
 */
const squeezeCss = {
  name: 'squeeze-css',
  setup(build) {
    build.onLoad({ filter: /[\\/]web[\\/].*\.ts$/ }, async (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('css`')) return undefined;
      const contents = source.replace(/\bcss`([^`$]*)`/g, (_, text) =>
        `css\`${text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, ' ').replace(/\s*([{};,])\s*/g, '$1').trim()}\``,
      );
      return { contents, loader: 'ts' };
    });
  },
};

/** @type {esbuild.BuildOptions} */
const options = {
  entryPoints: { app: 'web/main.ts', embed: 'web/embed.ts' },
  outdir: OUT,
  bundle: true,
  splitting: true,
  format: 'esm',
  chunkNames: 'chunks/[name]-[hash]',
  target: 'es2022',
  minify: true,
  sourcemap: 'linked',
  legalComments: 'none',
  tsconfig: 'web/tsconfig.json',
  metafile: true,
  logLevel: 'warning',
  plugins: [squeezeCss],
};

/** The site's security headers (Content-Security-Policy…), stated once in worker/security.ts. */
async function loadSiteHeaders() {
  const built = await esbuild.build({ entryPoints: ['worker/security.ts'], bundle: true, write: false, format: 'esm', logLevel: 'warning' });
  const mod = await import(`data:text/javascript,${encodeURIComponent(built.outputFiles[0].text)}`);
  return mod.SITE_HEADERS;
}
const siteHeaders = await loadSiteHeaders();

function writeStatic() {
  const app = readFileSync(`${OUT}/app.js`);
  const version = createHash('sha256').update(app).digest('hex').slice(0, 10);
  const page = readFileSync('web/index.html', 'utf8').replaceAll('%VERSION%', version);
  writeFileSync(`${OUT}/index.html`, page);
  // The push service worker must be served from the site's root to control its pages.
  copyFileSync('web/sw.js', `${OUT}/sw.js`);
  // The widget is loaded as a module script by pages on other origins, which needs CORS: embed.js and
  // every chunk it imports (statically or when a game's table opens).
  writeFileSync(
    `${OUT}/_headers`,
    [
      '/embed.js',
      '  Access-Control-Allow-Origin: *',
      '  Cache-Control: public, max-age=300',
      '/sw.js',
      '  Cache-Control: no-cache',
      '/chunks/*',
      '  Access-Control-Allow-Origin: *',
      '  Cache-Control: public, max-age=31536000, immutable',
      ...siteHeaders,
      '',
    ].join('\n'),
  );
}

/** Removes chunks of earlier builds (their hashes differ), so web/dist holds only what is served. */
function pruneChunks(metafile) {
  const current = new Set(Object.keys(metafile.outputs).map((p) => p.slice(OUT.length + 1)));
  for (const name of readdirSync(`${OUT}/chunks`)) {
    if (!current.has(`chunks/${name}`)) rmSync(`${OUT}/chunks/${name}`);
  }
}

const gzipped = (file) => gzipSync(readFileSync(`${OUT}/${file}`), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(5)} KB`;

/** `file` and every output it imports statically, transitively (what the browser fetches before it runs). */
function staticClosure(metafile, file, into = new Set()) {
  if (into.has(file)) return into;
  into.add(file);
  for (const imp of metafile.outputs[`${OUT}/${file}`]?.imports ?? []) {
    if (imp.kind === 'import-statement' && !imp.external) staticClosure(metafile, imp.path.slice(OUT.length + 1), into);
  }
  return into;
}

/** Prints the sizes; returns false when embed.js with its static imports is over its budget. */
function report(metafile) {
  const sum = (files) => [...files].reduce((n, f) => n + gzipped(f), 0);
  const line = (label, files) => {
    const extra = files.size > 1 ? ` (${files.size} files)` : '';
    console.log(`${label.padEnd(34)} ${kb(sum(files))} gzipped${extra}`);
  };
  const app = staticClosure(metafile, 'app.js');
  const embed = staticClosure(metafile, 'embed.js');
  line('app.js + static imports', app);
  line('embed.js + static imports', embed);
  // The game chunks, each with what it needs beyond the widget's static part.
  const dynamic = new Set();
  for (const out of Object.values(metafile.outputs)) {
    for (const imp of out.imports) if (imp.kind === 'dynamic-import') dynamic.add(imp.path.slice(OUT.length + 1));
  }
  for (const chunk of [...dynamic].sort()) {
    const own = new Set([...staticClosure(metafile, chunk)].filter((f) => !embed.has(f)));
    line(`  ${chunk.replace(/-[A-Z0-9]+\.js$/, '')} (on demand)`, own);
  }
  const total = sum(embed);
  if (total <= EMBED_BUDGET) return true;
  console.error(`embed.js with its static imports is ${kb(total).trim()} gzipped, over its budget of ${kb(EMBED_BUDGET).trim()}`);
  return false;
}

mkdirSync(`${OUT}/chunks`, { recursive: true });
if (watch) {
  const ctx = await esbuild.context({
    ...options,
    plugins: [
      {
        name: 'static',
        setup: (b) =>
          b.onEnd((r) => {
            if (r.errors.length > 0 || !r.metafile) return;
            pruneChunks(r.metafile);
            writeStatic();
            report(r.metafile);
          }),
      },
    ],
  });
  await ctx.watch();
  console.log('watching web/ …');
} else {
  const result = await esbuild.build(options);
  pruneChunks(result.metafile);
  writeStatic();
  if (!report(result.metafile)) process.exit(1);
}
