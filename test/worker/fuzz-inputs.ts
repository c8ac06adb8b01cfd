/**
 * Bad input for the fuzzers (test/worker/fuzz.test.ts in workerd, scripts/fuzz.ts against wrangler dev):
 * a request to any documented route (worker/openapi.ts ROUTES, so new routes are fuzzed as they are
 * documented) with random and mutated JSON, wrong types, huge strings, deep nesting, unknown fields,
 * bad notations, bad path and query values and wrong tokens; and random socket messages.
 */
import fc from 'fast-check';
import { PROBLEM_CODES } from '../../shared/protocol.js';
import type { RouteDoc } from '../../worker/openapi.js';

/** What the fuzzer knows of the tables under test. */
export interface FuzzWorld {
  /** A table in play (seats taken) and one waiting for players (private). */
  readonly playing: string;
  readonly waiting: string;
  readonly seq: number;
  readonly legal: readonly string[];
  readonly invite: string;
  /** Valid tokens: seated players first, then strangers. */
  readonly tokens: readonly string[];
}

export interface FuzzRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body?: string;
  /** The route as documented, for the report. */
  readonly route: string;
}

/** Header values are bytes: what a browser could send at all (visible ASCII, spaces and tabs). */
const ascii = (s: string): string => s.replace(/[^\x20-\x7e\t]/g, '');

/** Percent-encodes every byte of the UTF-8 form (lone surrogates become U+FFFD). */
const percent = (s: string): string =>
  [...new TextEncoder().encode(s)].map((b) => (/[A-Za-z0-9._~-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).padStart(2, '0')}`)).join('');

const ID_CHARS = 'abcdefghijkmnpqrstuvwxyz23456789'.split('');

/** Strings a careless or hostile client sends. */
const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 0, max: 40_000 }).map((n) => 'x'.repeat(n)),
  fc.constantFrom('', ' ', '\u0000', '../../etc/passwd', '<script>alert(1)</script>', "'; DROP TABLE actions; --", '%00', '\ud800', '🂡'),
);

/** A value of any JSON type, nested at most a few levels. */
const anyJson = fc.oneof(fc.json({ maxDepth: 3 }).map((t) => JSON.parse(t) as unknown), nasty, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));

/** Arrays or objects nested `depth` deep. */
const deep = fc.tuple(fc.integer({ min: 20, max: 6000 }), fc.boolean()).map(([depth, arrays]) =>
  arrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
);

/** Notations that are not legal: random words, real words with bad cards, legal ones garbled. */
function badNotation(world: FuzzWorld) {
  return fc.oneof(
    nasty,
    fc.tuple(fc.constantFrom('play', 'bid', 'call', 'discard', 'pass', 'take', 'lay', 'meld'), nasty).map(([w, x]) => `${w} ${x}`),
    fc.tuple(fc.constantFrom(...(world.legal.length ? world.legal : ['play H2'])), fc.nat(20), nasty).map(([n, i, x]) => n.slice(0, i) + x + n.slice(i)),
    fc.constantFrom('play T22', 'play H1', 'play ZZ', 'play', 'play  H2', 'PLAY H2', 'play H2 H2'),
  );
}

/** Valid bodies of the documented request schemas, to be mutated. */
function template(world: FuzzWorld, schema: string | undefined): Record<string, unknown> {
  switch (schema) {
    case 'CreatePlayerBody':
      return { name: 'Zed' };
    case 'CreateTableBody':
      return { game: 'tablanet', seats: 2, seat: 0, options: { targetScore: 5 } };
    case 'TakeSeatBody':
      return { invite: world.invite };
    case 'ActionBody':
      return { seq: world.seq, action: world.legal[0] ?? 'play H2' };
    default:
      return {};
  }
}

/** A body: mutated from the route's valid one, or anything at all. */
function body(world: FuzzWorld, schema: string | undefined): fc.Arbitrary<string | undefined> {
  const base = template(world, schema);
  const keys = Object.keys(base);
  const field = keys.length ? fc.constantFrom(...keys) : fc.constant('x');
  const mutated = fc.oneof(
    fc.tuple(field, anyJson).map(([k, v]) => ({ ...base, [k]: v })),
    fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), anyJson).map(([k, v]) => ({ ...base, [k]: v })),
    fc.tuple(field, fc.constantFrom('action', 'name', 'invite', 'game'), badNotation(world)).map(([k, _n, v]) => ({ ...base, [k]: v })),
    fc.constant(base).map((b) => ({ ...b, action: undefined })),
    fc.tuple(field, fc.integer({ min: 5, max: 2000 })).map(([k, depth]) => {
      let v: unknown = 1;
      for (let i = 0; i < depth; i++) v = { v };
      return { ...base, [k]: v };
    }),
  );
  const proto = `{"__proto__":{"seat":1,"admin":true},"constructor":{"prototype":{"admin":true}}${keys.length ? ',' : ''}${JSON.stringify(base).slice(1)}`;
  return fc.oneof(
    { weight: 5, arbitrary: mutated.map((b) => JSON.stringify(b)) },
    { weight: 1, arbitrary: fc.constant(proto) },
    { weight: 1, arbitrary: anyJson.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: deep },
    { weight: 1, arbitrary: nasty },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constantFrom('{', '{"seq":', '[1,2', 'nul', '{"a":1}{"b":2}', '\ufeff{}') },
  );
}

function token(world: FuzzWorld): fc.Arbitrary<Record<string, string>> {
  const valid = fc.constantFrom(...world.tokens);
  return fc.oneof(
    fc.constant({}),
    valid.map((t) => ({ authorization: `Bearer ${t}` })),
    valid.map((t) => ({ authorization: `Bearer ${t.slice(0, -1)}${t.endsWith('a') ? 'b' : 'a'}` })),
    fc.tuple(fc.constantFrom(...ID_CHARS), fc.constantFrom(...world.tokens)).map(([c, t]) => ({ authorization: `Bearer st_${c.repeat(16)}_${t.slice(-64)}` })),
    nasty.map((t) => ({ authorization: `Bearer ${ascii(t)}` })),
    fc.constantFrom({ authorization: 'Basic YWxhZGRpbjpvcGVuc2VzYW1l' }, { authorization: 'Bearer' }, { authorization: 'bearer  x y' }),
  );
}

/** A path parameter: the tables under test, ids that cannot exist, and junk. */
function param(world: FuzzWorld, name: string): fc.Arbitrary<string> {
  const junk = nasty.map((s) => percent(s.slice(0, 300)));
  if (name === 'id') {
    const id = fc.array(fc.constantFrom(...ID_CHARS), { minLength: 12, maxLength: 12 }).map((a) => a.join(''));
    return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(world.playing, world.waiting) }, id, junk);
  }
  if (name === 'seat') return fc.oneof(fc.constantFrom('0', '1', '2', '3', '15', '16', '99', '-1', '1e1', '01', '0x1'), junk);
  if (name === 'name') return fc.oneof(fc.constantFrom('public', 'club-x', 'A', '-x'), junk);
  return junk;
}

/** Query strings: the documented parameters with good, bad and missing values, plus unknown ones. */
function query(route: RouteDoc): fc.Arbitrary<string> {
  const names = (route.params ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  // `wait` never gets a valid non-zero value: a long poll would hold the run for up to 25 s.
  const value = (name: string) =>
    name === 'wait' ? fc.constantFrom('0', '-1', '26', '99', '1.5', 'x', '') : fc.oneof(fc.constantFrom('0', '1', '-1', 'json', 'ndjson', 'xml', '1e9', '99999999999'), nasty.map((s) => s.slice(0, 200)));
  const pairs = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...(names.length ? names : ['x'])), fc.string({ maxLength: 8 })), fc.string()), { maxLength: 3 });
  return pairs.chain((ps) =>
    fc.tuple(...ps.map(([k]) => value(k))).map((vals) => {
      const q = new URLSearchParams();
      ps.forEach(([k], i) => q.append(k, vals[i]!));
      return q.size ? `?${q}` : '';
    }),
  );
}

export function request(world: FuzzWorld, routes: readonly RouteDoc[]): fc.Arbitrary<FuzzRequest> {
  return fc.constantFrom(...routes).chain((route) => {
    const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    return fc
      .record({
        params: fc.tuple(...names.map((n) => param(world, n))),
        query: query(route),
        body: route.method === 'get' ? fc.constant(undefined) : body(world, route.body),
        auth: token(world),
        idem: fc.option(nasty.map((s) => ascii(s.slice(0, 150))), { nil: undefined }),
        wrongMethod: fc.boolean(),
      })
      .map(({ params, query: q, body: b, auth, idem, wrongMethod }) => {
        let path = route.path;
        names.forEach((n, i) => (path = path.replace(`{${n}}`, params[i]!)));
        const headers: Record<string, string> = { ...auth };
        if (idem !== undefined) headers['idempotency-key'] = idem;
        if (b !== undefined) headers['content-type'] = 'application/json';
        const method = wrongMethod && route.method === 'get' ? 'PUT' : route.method.toUpperCase();
        return { method, path: path + q, headers, ...(b === undefined ? {} : { body: b }), route: `${route.method.toUpperCase()} ${route.path}` };
      });
  });
}

/** A socket message: random text, JSON, or a mutated `act`. */
export function socketMessage(world: FuzzWorld): fc.Arbitrary<string> {
  const act = { type: 'act', seq: world.seq, action: world.legal[0] ?? 'play H2', requestId: 'r' };
  const mutated = fc.oneof(
    fc.tuple(fc.constantFrom('type', 'seq', 'action', 'seat', 'requestId'), anyJson).map(([k, v]) => ({ ...act, [k]: v })),
    fc.tuple(fc.string({ minLength: 1, maxLength: 10 }), anyJson).map(([k, v]) => ({ ...act, [k]: v })),
    badNotation(world).map((a) => ({ ...act, action: a })),
    fc.integer({ min: -3, max: 3 }).map((d) => ({ ...act, seq: world.seq + d, action: 'play ZZ' })),
    fc.constantFrom({ type: 'ping', x: 1 }, { type: 'pong' }, { type: 'state' }, { type: 'act' }, { type: 'ACT', seq: 0, action: 'pass' }),
  );
  return fc.oneof(
    { weight: 4, arbitrary: mutated.map((m) => JSON.stringify(m)) },
    { weight: 1, arbitrary: anyJson.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: deep },
    { weight: 1, arbitrary: nasty },
  );
}

/** Why an answer is not a proper refusal, or undefined when it is (4xx problem+json, or a success). */
export function badAnswer(status: number, contentType: string, text: string): string | undefined {
  if (status >= 500) return `${status} ${text.slice(0, 200)}`;
  if (status < 400) return undefined;
  if (!contentType.startsWith('application/problem+json')) return `${status} answered as ${contentType}`;
  let p: { status?: unknown; code?: unknown };
  try {
    p = JSON.parse(text) as typeof p;
  } catch {
    return `${status} with a body that is not JSON`;
  }
  if (p.status !== status) return `problem status ${String(p.status)} under HTTP ${status}`;
  if (!(PROBLEM_CODES as readonly unknown[]).includes(p.code) || p.code === 'INTERNAL') return `code ${String(p.code)}`;
  if (/\bat \S+:\d+:\d+/.test(text)) return 'a stack trace';
  return undefined;
}

/** Why a socket answer is wrong (an internal error, an unknown shape), or undefined. */
export function badSocketAnswer(m: { type?: unknown; code?: unknown }): string | undefined {
  if (m.type === 'pong' || m.type === 'state') return undefined;
  if (m.type !== 'error') return `unknown message type ${String(m.type)}`;
  if (!(PROBLEM_CODES as readonly unknown[]).includes(m.code) || m.code === 'INTERNAL') return `code ${String(m.code)}`;
  return undefined;
}
