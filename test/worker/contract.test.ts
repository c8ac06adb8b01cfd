/**
 * The API document is complete and cannot rot (docs/api.md, "The contract"): every operation has an
 * example of its request body and of its success answer, each example validates against the valibot
 * schema the document was generated from (with no field the schema does not know), table views validate
 * against their game's view schema, the webhooks the server sends match the `webhooks` section, and the
 * NDJSON record is documented line by line as the server writes it.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DiscordWebhookSchema, SlackWebhookSchema, WEBHOOK_EVENT_KINDS, WebhookEventSchema } from '../../shared/protocol-webhooks.js';
import { EVENT_KINDS, type NotifyEvent } from '../../worker/notify/event.js';
import { webhookBody } from '../../worker/notify/format.js';
import { SCHEMAS, type SchemaName } from '../../worker/openapi.js';
import { GAME_SCHEMAS } from '../../worker/openapi-views.js';
import { act, call, json, stateOf, tablanetForTwo } from './helpers.js';

type Json = Record<string, unknown>;
type Media = { schema?: Json; example?: unknown };
const PREFIX = '#/components/schemas/';

/** Fields of `example` that the parsed output dropped (a valibot object strips keys it does not know). */
function unknownFields(example: unknown, output: unknown, path = ''): string[] {
  if (Array.isArray(example)) return example.flatMap((x, i) => unknownFields(x, (output as unknown[] | undefined)?.[i], `${path}[${i}]`));
  if (!example || typeof example !== 'object') return [];
  const out = (output ?? {}) as Json;
  return Object.entries(example).flatMap(([k, x]) => (k in out ? unknownFields(x, out[k], `${path}.${k}`) : [`${path}.${k}`]));
}

/** What is wrong with `example` as a value of the component `name` ([] when nothing). */
function problems(name: string, example: unknown): string[] {
  const schema = SCHEMAS[name as SchemaName] as v.GenericSchema | undefined;
  if (!schema) return [`no valibot schema ${name}`];
  const r = v.safeParse(schema, example);
  if (!r.success) return r.issues.map((i) => `${v.getDotPath(i) ?? ''}: ${i.message}`);
  return [...unknownFields(example, r.output).map((p) => `${p}: not in the schema`), ...viewProblems(example)];
}

/** Every table view inside `value` against its game's view schema (the wire schema keeps the common fields only). */
function viewProblems(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(viewProblems);
  if (!value || typeof value !== 'object') return [];
  const out: string[] = [];
  for (const [k, x] of Object.entries(value)) {
    const game = (x as { game?: string } | null)?.game as keyof typeof GAME_SCHEMAS | undefined;
    if (k === 'view' && game && GAME_SCHEMAS[game]) {
      const r = v.safeParse(GAME_SCHEMAS[game].view, x);
      if (!r.success) out.push(...r.issues.map((i) => `view.${v.getDotPath(i) ?? ''}: ${i.message}`));
    } else out.push(...viewProblems(x));
  }
  return out;
}

/** The component names a media type's schema stands for (one, or the lines of an NDJSON answer). */
const namesOf = (schema: Json | undefined): string[] =>
  schema?.$ref ? [String(schema.$ref).slice(PREFIX.length)] : ((schema?.oneOf ?? schema?.anyOf ?? []) as Json[]).flatMap((s) => namesOf(s));

describe('the examples of the API document', () => {
  it('cover every request body and success answer, and each validates against its schema', async () => {
    const doc = await json<{ paths: Record<string, Record<string, Json>>; components: { requestBodies: Record<string, { content: Record<string, Media> }> } }>(
      await call('/api/openapi.json'),
    );
    const missing: string[] = [];
    const wrong: string[] = [];
    let checked = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const where = `${method} ${path}`;
        const body = op.requestBody as { $ref: string } | undefined;
        if (body) {
          const name = body.$ref.split('/').pop()!;
          const media = doc.components.requestBodies[name]!.content['application/json']!;
          if (media.example === undefined) missing.push(`${where} request body`);
          else wrong.push(...problems(name, media.example).map((p) => `${where} request body ${p}`));
          checked++;
        }
        const [status, ok] = Object.entries(op.responses as Record<string, { content?: Record<string, Media> }>).find(([s]) => /^[12]/.test(s))!;
        for (const [mediaType, media] of Object.entries(ok.content ?? {})) {
          if (media.example === undefined) {
            missing.push(`${where} ${status} ${mediaType}`);
            continue;
          }
          checked++;
          const names = namesOf(media.schema);
          if (names.length === 0) expect(media.example, `${where} ${mediaType}`).toBeTruthy();
          // One schema, or one of several (each line of an NDJSON answer is one of them).
          else if (names.every((n) => problems(n, media.example).length > 0)) wrong.push(...names.flatMap((n) => problems(n, media.example).map((p) => `${where} ${status} ${n} ${p}`)));
        }
      }
    }
    expect(missing).toEqual([]);
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(90);
  });

  it('would catch an example that drifted from its schema', () => {
    expect(problems('ActionBody', { seq: 3, action: 'play H2' })).toEqual([]);
    expect(problems('ActionBody', { seq: '3', action: 'play H2' })).not.toEqual([]);
    expect(problems('Player', { id: 'a2b3c4d5e6f7g8h9', name: 'Ana', nickname: 'A' })).toEqual(['.nickname: not in the schema']);
    expect(viewProblems({ view: { game: 'tablanet', stock: 'many' } })).not.toEqual([]);
  });
});

describe('the webhooks section', () => {
  const base = { at: '2026-12-02T12:00:00.000Z', text: 'Your turn', language: 'en', table: { id: 'k2m4n6p8q2r4', name: 'Friday', game: 'tablanet' } };
  const events: NotifyEvent[] = [
    { ...base, kind: 'turn', seat: 0, deadline: '2026-12-05T12:00:00.000Z', seq: 4, moves: [{ seat: 1, name: 'Ben', action: 'play H9' }] },
    { ...base, kind: 'reminder', seat: 0, deadline: null },
    { ...base, kind: 'timeout', seat: 1, graceUntil: '2026-12-06T12:00:00.000Z' },
    { ...base, kind: 'standin', seat: 1 },
    { ...base, kind: 'finished', outcome: { scores: [103, 87], winners: [0], ranks: [1, 2], result: { code: 'won', seats: [0], score: 103, others: [87] }, summary: 'Seat 0 wins 103 to 87' }, winners: ['Ana'], score: 103 },
    { ...base, kind: 'rematch', rematch: 'm2n3p4q5r6s7', by: 'Ben', newSeat: 1 },
    { at: base.at, kind: 'digest', tables: [{ ...base.table, deadline: null }] },
    { at: base.at, kind: 'test', player: 'Ana' },
  ];

  it('describes every body and header the server sends', async () => {
    expect(new Set(events.map((e) => e.kind))).toEqual(new Set(EVENT_KINDS));
    const doc = await json<{ webhooks: Record<string, { post: { parameters: { name: string }[]; requestBody: { content: Record<string, Media> } } }> }>(
      await call('/api/openapi.json'),
    );
    const hook = doc.webhooks.notification!.post;
    expect(hook.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['X-Stammtisch-Signature', 'X-Stammtisch-Event', 'X-Stammtisch-Delivery']));
    expect(namesOf(hook.requestBody.content['application/json']!.schema)).toEqual(['WebhookEvent', 'DiscordWebhook', 'SlackWebhook']);
    expect(problems('WebhookEvent', hook.requestBody.content['application/json']!.example)).toEqual([]);
    for (const e of events) {
      const delivered = { ...e, text: `Something about ${e.kind}`, language: 'de' };
      const asJson = JSON.parse(webhookBody(delivered, 'json', 'https://stammtisch.example')) as unknown;
      expect(problems('WebhookEvent', asJson), e.kind).toEqual([]);
      expect(v.safeParse(DiscordWebhookSchema, JSON.parse(webhookBody(delivered, 'discord', 'https://stammtisch.example'))).success, e.kind).toBe(true);
      expect(v.safeParse(SlackWebhookSchema, JSON.parse(webhookBody(delivered, 'slack', 'https://stammtisch.example'))).success, e.kind).toBe(true);
    }
    expect(WEBHOOK_EVENT_KINDS).toEqual(EVENT_KINDS);
    expect(v.safeParse(WebhookEventSchema, { event: 'turn', kind: 'turn', text: '', language: 'en', url: '', at: '', seat: 'zero' }).success).toBe(false);
  });
});

describe('the NDJSON record', () => {
  it('is documented as a second media type, one schema per line, as the server writes it', async () => {
    const doc = await json<{ paths: Record<string, Record<string, { responses: Record<string, { content: Record<string, Media> }> }>> }>(await call('/api/openapi.json'));
    const content = doc.paths['/api/tables/{id}/record']!.get!.responses['200']!.content;
    expect(Object.keys(content)).toEqual(['application/json', 'application/x-ndjson']);
    expect(namesOf(content['application/x-ndjson']!.schema)).toEqual(['MatchRecordHeader', 'RecordAction']);

    // Two moves are enough: a running match's record has the same lines, with public notations.
    const { id, tokens } = await tablanetForTwo({ targetScore: 1 });
    for (let move = 0; move < 2; move++) {
      const seat = (await stateOf(id)).table.toAct[0]!;
      const mine = await stateOf(id, tokens[seat]);
      await json(await act(id, tokens[seat]!, mine.seq, mine.legal[0]!));
    }
    const res = await call(`/api/tables/${id}/record?format=ndjson`);
    expect(res.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    const [header, ...actions] = new TextDecoder().decode(await res.arrayBuffer()).trim().split('\n').map((line) => JSON.parse(line) as unknown);
    expect(problems('MatchRecordHeader', header)).toEqual([]);
    expect(actions).toHaveLength(2);
    for (const a of actions) expect(problems('RecordAction', a)).toEqual([]);
  });
});
