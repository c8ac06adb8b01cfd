/**
 * GET /api/docs: a readable, interactive reference built in the browser from /api/openapi.json. One
 * self-contained page (no CDN: strict CSP, works offline); its inline script and style run under a
 * per-request nonce. Everything from the document is inserted as text, never as HTML.
 */

const STYLE = `
:root { color-scheme: light dark; --fg: #1d1d1f; --bg: #fbfaf7; --muted: #666; --line: #ddd; --card: #fff;
  --get: #1a7f37; --post: #0550ae; --delete: #b42318; font: 15px/1.5 system-ui, sans-serif; }
@media (prefers-color-scheme: dark) { :root { --fg: #e8e6e3; --bg: #16171a; --muted: #a0a0a0; --line: #333; --card: #1e2024; } }
body { margin: 0; color: var(--fg); background: var(--bg); }
header, main { max-width: 980px; margin: 0 auto; padding: 0 1rem; }
header { padding-top: 1.5rem; }
h1 { margin: 0 0 .25rem; } h2 { margin-top: 2rem; border-bottom: 1px solid var(--line); }
code, pre, textarea, input { font: 13px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; }
pre { background: var(--card); border: 1px solid var(--line); padding: .6rem; overflow: auto; max-height: 24rem; }
details.op { background: var(--card); border: 1px solid var(--line); border-radius: 6px; margin: .5rem 0; }
details.op > summary { cursor: pointer; padding: .5rem .75rem; list-style: none; display: flex; gap: .75rem; align-items: baseline; }
details.op > summary:focus-visible { outline: 2px solid var(--post); }
.op-body { padding: 0 .75rem .75rem; }
.method { font-weight: 700; text-transform: uppercase; min-width: 4.2rem; }
.get { color: var(--get); } .post { color: var(--post); } .delete { color: var(--delete); }
.muted { color: var(--muted); }
label { display: block; margin: .4rem 0 .1rem; font-weight: 600; }
input, textarea { width: 100%; box-sizing: border-box; padding: .35rem; background: var(--bg); color: var(--fg); border: 1px solid var(--line); }
textarea { min-height: 7rem; }
button { margin-top: .5rem; padding: .35rem .9rem; font-weight: 600; cursor: pointer; }
table { border-collapse: collapse; } td, th { text-align: left; padding: .15rem .6rem .15rem 0; vertical-align: top; }
`;

const SCRIPT = `
const $ = (tag, attrs = {}, ...kids) => {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) k === 'class' ? (el.className = v) : el.setAttribute(k, v);
  for (const kid of kids) el.append(kid);
  return el;
};
const tokenInput = document.getElementById('token');
tokenInput.value = sessionStorage.getItem('stammtisch-token') || '';
tokenInput.addEventListener('change', () => sessionStorage.setItem('stammtisch-token', tokenInput.value.trim()));

const EXAMPLES = {
  CreatePlayerBody: { name: 'Ana' },
  CreateTableBody: { game: 'tablanet', seats: 2, seat: 0, visibility: 'public', options: {} },
  TakeSeatBody: {},
  ActionBody: { seq: 0, action: 'pass' },
};

function resolve(schema, doc) {
  while (schema && schema.$ref) schema = doc.components.schemas[schema.$ref.split('/').pop()];
  return schema || {};
}
function example(schema, doc, depth = 0) {
  schema = resolve(schema, doc);
  if (depth > 4) return null;
  if ('default' in schema) return schema.default;
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return example(schema.anyOf[0], doc, depth + 1);
  if (schema.type === 'object') {
    const out = {};
    for (const k of schema.required || []) out[k] = example(schema.properties[k], doc, depth + 1);
    return out;
  }
  if (schema.type === 'array') return [];
  if (schema.type === 'integer' || schema.type === 'number') return schema.minimum || 0;
  if (schema.type === 'boolean') return false;
  return schema.type === 'string' ? '' : null;
}
function schemaTable(schema, doc) {
  schema = resolve(schema, doc);
  if (schema.type !== 'object' || !schema.properties) return $('pre', {}, JSON.stringify(schema, null, 2));
  const rows = Object.entries(schema.properties).map(([name, s]) => {
    const r = resolve(s, doc);
    const type = s.$ref ? s.$ref.split('/').pop() : r.enum ? r.enum.map((e) => JSON.stringify(e)).join(' | ') : r.type || (r.anyOf ? 'one of several' : 'any');
    const req = (schema.required || []).includes(name) ? 'required' : 'optional';
    return $('tr', {}, $('td', {}, $('code', {}, name)), $('td', {}, type), $('td', { class: 'muted' }, req), $('td', {}, r.description || ''));
  });
  return $('table', {}, ...rows);
}

async function send(op, path, method, form, out) {
  let url = path;
  const headers = {};
  const query = new URLSearchParams();
  for (const p of op.parameters || []) {
    const value = form.querySelector('[name="' + p.in + ':' + p.name + '"]').value.trim();
    if (p.in === 'path') url = url.replace('{' + p.name + '}', encodeURIComponent(value));
    else if (value && p.in === 'query') query.set(p.name, value);
    else if (value && p.in === 'header') headers[p.name] = value;
  }
  if (query.size) url += '?' + query;
  const token = tokenInput.value.trim();
  if (token && op.security) headers.Authorization = 'Bearer ' + token;
  const init = { method: method.toUpperCase(), headers };
  const body = form.querySelector('textarea');
  if (body) { headers['Content-Type'] = 'application/json'; init.body = body.value; }
  out.textContent = '…';
  try {
    const res = await fetch(url, init);
    const text = await res.text();
    let shown = text;
    try { shown = JSON.stringify(JSON.parse(text), null, 2); } catch {}
    out.textContent = res.status + ' ' + res.statusText + '\\n' + shown;
    const data = JSON.parse(text);
    if (data && typeof data.token === 'string') { tokenInput.value = data.token; sessionStorage.setItem('stammtisch-token', data.token); }
  } catch (e) { if (out.textContent === '…') out.textContent = String(e); }
}

function operation(doc, path, method, op) {
  const body = $('div', { class: 'op-body' }, $('p', {}, op.description || ''));
  if (op.security) body.append($('p', { class: 'muted' }, op.security.some((s) => !Object.keys(s).length) ? 'Token optional.' : 'Needs a bearer token.'));
  const form = $('form');
  for (const p of op.parameters || []) {
    form.append($('label', {}, p.name + ' (' + p.in + ')'), $('input', { name: p.in + ':' + p.name, placeholder: p.description, 'aria-label': p.name }));
  }
  // A request body is a $ref to components.requestBodies (its schema written out in full) or inline.
  const reqRef = op.requestBody && op.requestBody.$ref;
  const reqBody = reqRef ? doc.components.requestBodies[reqRef.split('/').pop()] : op.requestBody;
  const reqSchema = reqBody && reqBody.content && reqBody.content['application/json'] && reqBody.content['application/json'].schema;
  if (reqSchema) {
    const name = (reqSchema.$ref || reqRef || 'body').split('/').pop();
    body.append($('h4', {}, 'Body: ' + name), schemaTable(reqSchema, doc));
    const area = $('textarea', { 'aria-label': 'request body' });
    area.value = JSON.stringify(EXAMPLES[name] || example(reqSchema, doc), null, 2);
    form.append($('label', {}, 'Body'), area);
  }
  const out = $('pre', { 'aria-live': 'polite' });
  const canTry = !path.endsWith('/ws');
  if (canTry) {
    const button = $('button', { type: 'submit' }, 'Send');
    form.append(button);
    form.addEventListener('submit', (e) => { e.preventDefault(); send(op, path, method, form, out); });
    body.append($('h4', {}, 'Try it'), form, out);
  }
  const responses = $('table');
  for (const [status, r] of Object.entries(op.responses)) {
    const schema = r.content && Object.values(r.content)[0].schema;
    responses.append($('tr', {}, $('td', {}, $('code', {}, status)), $('td', {}, r.description), $('td', { class: 'muted' }, schema && schema.$ref ? schema.$ref.split('/').pop() : '')));
  }
  body.append($('h4', {}, 'Responses'), responses);
  return $('details', { class: 'op' }, $('summary', {}, $('span', { class: 'method ' + method }, method), $('code', {}, path), $('span', { class: 'muted' }, op.summary)), body);
}

(async () => {
  const doc = await (await fetch('/api/openapi.json')).json();
  const main = document.getElementById('ops');
  for (const tag of doc.tags) {
    main.append($('h2', { id: tag.name }, tag.name), $('p', { class: 'muted' }, tag.description));
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) if (op.tags.includes(tag.name)) main.append(operation(doc, path, method, op));
    }
  }
  const schemas = $('div');
  for (const [name, schema] of Object.entries(doc.components.schemas)) {
    schemas.append($('details', { class: 'op' }, $('summary', {}, $('code', {}, name)), $('div', { class: 'op-body' }, schemaTable(schema, doc))));
  }
  main.append($('h2', { id: 'schemas' }, 'Schemas'), schemas);
})();
`;

export function docsPage(nonce: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Stammtisch API reference</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<header>
  <h1>Stammtisch API</h1>
  <p>JSON over HTTPS, errors as <code>application/problem+json</code> with a stable <code>code</code>.
  Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
  <h2>Quick start</h2>
<pre tabindex="0">curl -s -X POST localhost:8787/api/players -H 'content-type: application/json' -d '{"name":"Ana"}'
# → {"player":{...},"token":"st_…"}   keep the token
curl -s -X POST localhost:8787/api/tables -H "authorization: Bearer $TOKEN" \\
     -d '{"game":"tablanet","seats":2,"seat":0}'
curl -s localhost:8787/api/tables/$TABLE -H "authorization: Bearer $TOKEN"     # {seq, view, legal}
curl -s -X POST localhost:8787/api/tables/$TABLE/actions -H "authorization: Bearer $TOKEN" \\
     -d '{"seq":0,"action":"…one of legal…"}'</pre>
  <label for="token">Your token (used by "Send"; kept in this tab only)</label>
  <input id="token" autocomplete="off" placeholder="st_… — POST /api/players below fills it in">
</header>
<main id="ops"></main>
<script nonce="${nonce}">${SCRIPT}</script>
</body>
</html>`;
}
