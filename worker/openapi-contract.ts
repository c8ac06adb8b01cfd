/**
 * What makes the OpenAPI document lint-clean and complete by construction, whoever adds a route
 * (docs/api.md, "The contract"): request bodies live in `components.requestBodies`, written out
 * without references, so that generated clients (openapi-typescript) keep fields with defaults
 * optional without any flag; component schemas that nothing references are dropped; public
 * operations say `security: []`. `npm run lint:api` runs @redocly/cli over the result.
 */
import { toJsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';

type Json = Record<string, unknown>;

/** Bodies a route may also send empty (`readJson(c, schema, true)`): their request body is optional. */
export const MAY_BE_EMPTY: ReadonlySet<string> = new Set(['TakeSeatBody', 'TableDecisionBody']);

/** The request bodies of `names`, each written out in full (no `$ref`: see the file comment). */
export function requestBodies(schemas: Readonly<Record<string, GenericSchema>>, names: Iterable<string>): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (const name of [...new Set(names)].sort()) {
    const schema = schemas[name];
    if (!schema) throw new Error(`the request body ${name} has no schema`);
    const { $schema: _, ...json } = toJsonSchema(schema, { target: 'draft-2020-12', errorMode: 'ignore' }) as Json;
    out[name] = { required: !MAY_BE_EMPTY.has(name), content: { 'application/json': { schema: json } } };
  }
  return out;
}

export const bodyRef = (name: string): Json => ({ $ref: `#/components/requestBodies/${name}` });

/** Every `$ref` in `value`. */
export function refsIn(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const x of value) refsIn(x, out);
  else if (value && typeof value === 'object') {
    for (const [k, x] of Object.entries(value)) {
      if (k === '$ref' && typeof x === 'string') out.add(x);
      else refsIn(x, out);
    }
  }
  return out;
}

/**
 * Drops the component schemas nothing outside them references (directly or through other schemas):
 * a schema only a request body used is written out there, and an unused component is a lint warning.
 */
export function pruneSchemas(doc: Json): void {
  const components = doc.components as { schemas: Record<string, unknown> };
  const { components: _, ...outside } = doc;
  const rest = Object.entries(components).filter(([k]) => k !== 'schemas');
  const reached = new Set<string>();
  const prefix = '#/components/schemas/';
  let frontier = [...refsIn([outside, rest])];
  while (frontier.length > 0) {
    const next: string[] = [];
    for (const ref of frontier) {
      if (!ref.startsWith(prefix)) continue;
      const name = ref.slice(prefix.length);
      if (reached.has(name)) continue;
      reached.add(name);
      next.push(...refsIn(components.schemas[name]));
    }
    frontier = next;
  }
  components.schemas = Object.fromEntries(Object.entries(components.schemas).filter(([name]) => reached.has(name)));
}
