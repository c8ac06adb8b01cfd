/**
 * The iframe fallback of the widget, for sites that allow no scripts of their own:
 * `/embed/tables/:id?bg=auto|light|dark&cards=french|german&lang=<one of LOCALES>` answers a small page with one
 * <stammtisch-table>. A player token and a private table's invitation may follow in the fragment
 * (`#token=st_…&invite=…`), which never reaches a server log. Without `lang` the page speaks the visitor's browser language (Accept-Language) if we do.
 * Mounted in index.ts with `app.route('/', embed)`.
 */
import { Hono } from 'hono';
import { LOCALES, acceptedLanguages, isLocale, matchLocale } from '../shared/locale.js';
import type { Env } from './env.js';

export const embed = new Hono<{ Bindings: Env }>();

const TABLE_ID = /^[a-z2-9]{12}$/;
const pick = <T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

const BACKGROUNDS = {
  light: 'background:#f6f3ea;color:#1e1e1e;',
  dark: 'background:#14171a;color:#f4f1e6;--st-panel:#23282d;--st-panel-edge:#3a4249;--st-ink:#f4f1e6;--st-link:#93c5fd;',
} as const;

embed.get('/embed/tables/:id', (c) => {
  const id = c.req.param('id');
  if (!TABLE_ID.test(id)) return c.text('there is no table with this id', 404);
  const bg = pick(c.req.query('bg'), ['auto', 'light', 'dark'], 'auto');
  const cards = pick(c.req.query('cards'), ['french', 'german'], 'french');
  const asked = matchLocale(acceptedLanguages(c.req.header('accept-language')));
  const lang = pick(c.req.query('lang'), LOCALES, isLocale(asked) ? asked : 'en');
  const colours =
    bg === 'auto'
      ? `body{${BACKGROUNDS.light}}@media (prefers-color-scheme:dark){body{${BACKGROUNDS.dark}}}`
      : `body{${BACKGROUNDS[bg]}}`;
  const page = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Stammtisch</title>
<style>html,body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}body{padding:8px}${colours}</style>
<script type="module" src="/embed.js"></script>
</head>
<body>
<stammtisch-table table="${id}" lang="${lang}" cards="${cards}"></stammtisch-table>
<script type="module">
const fragment = new URLSearchParams(location.hash.slice(1));
const table = document.querySelector('stammtisch-table');
if (fragment.get('invite')) table.invite = fragment.get('invite');
if (fragment.get('token')) table.token = fragment.get('token');
</script>
</body>
</html>`;
  return c.html(page, 200, { 'Cache-Control': 'public, max-age=300' });
});
