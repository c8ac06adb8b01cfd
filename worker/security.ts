/**
 * Security headers of everything the worker answers itself (the API, the widget's iframe page; the
 * static site gets the same policy from web/dist/_headers, see SITE_HEADERS):
 * - `X-Content-Type-Options: nosniff` and `Referrer-Policy: no-referrer` on every answer (table ids
 *   and invitation codes travel in URLs and must not leak to other sites through the Referer);
 * - on HTML pages a strict Content-Security-Policy: scripts from this origin only, plus the page's own
 *   inline scripts by hash (never 'unsafe-inline' for scripts); inline styles are allowed, as Lit's
 *   templates set style attributes. Pages may be framed only under /embed/ (the iframe widget, meant
 *   for club websites on any origin); everything else says `frame-ancestors 'none'`.
 * A page that sets its own policy (the API docs page, with a nonce) keeps it.
 */
import type { Context, MiddlewareHandler } from 'hono';

/** The policy of the site's pages; `frame` lists who may frame them. */
export function sitePolicy(scriptHashes: readonly string[] = [], frame = "'none'"): string {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((h) => ` '${h}'`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frame}`,
  ].join('; ');
}

/** The lines web/dist/_headers carries for the static site (scripts/build-web.mjs appends them). */
export const SITE_HEADERS = [
  '/*',
  `  Content-Security-Policy: ${sitePolicy()}`,
  '  X-Content-Type-Options: nosniff',
  '  Referrer-Policy: no-referrer',
  '  X-Frame-Options: DENY',
];

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

async function sha256Base64(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  let binary = '';
  for (const b of digest) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** The CSP hashes of a page's inline scripts (those without `src`). */
export async function inlineScriptHashes(html: string): Promise<string[]> {
  const out: string[] = [];
  for (const m of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/.test(m[1] ?? '')) continue;
    out.push(`sha256-${await sha256Base64(m[2] ?? '')}`);
  }
  return out;
}

/**
 * Sets headers on the request's answer: in place where its headers may change (answers built by the
 * worker), on a copy where they may not (answers of fetch(): static files, Durable Objects). Assigning
 * `c.res` makes Hono copy the answer once more, so only the copy is assigned.
 */
export function setAnswerHeaders(c: Context, headers: Readonly<Record<string, string>>): void {
  try {
    for (const name in headers) c.res.headers.set(name, headers[name]!);
  } catch {
    const copy = new Response(c.res.body, c.res);
    for (const name in headers) copy.headers.set(name, headers[name]!);
    c.res = copy;
  }
}

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  // A WebSocket upgrade's answer carries the socket and must pass untouched.
  if (c.res.status === 101) return;
  const res = c.res;
  const type = res.headers.get('content-type') ?? '';
  const html = type.startsWith('text/html') && !res.headers.has('content-security-policy');
  if (!html) return setAnswerHeaders(c, { 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' });
  const page = await res.clone().text();
  const framed = c.req.path.startsWith('/embed/');
  setAnswerHeaders(c, {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'content-security-policy': sitePolicy(await inlineScriptHashes(page), framed ? '*' : "'none'"),
    ...(framed ? {} : { 'x-frame-options': 'DENY' }),
  });
};
