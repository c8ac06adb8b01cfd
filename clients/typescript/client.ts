/**
 * The typed Stammtisch client: openapi-fetch over the types openapi-typescript generates from the
 * server's OpenAPI document (`npm run openapi` writes schema.d.ts beside this file). Every path, body
 * and answer is typed from the document, so a change of the API shows up as a type error here.
 *
 *   const api = stammtisch('http://127.0.0.1:8787', token);
 *   const { data, error } = await api.POST('/api/challenges/{id}/accept', { params: { path: { id } } });
 */
import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from './schema.js';

export type Schemas = components['schemas'];
export type AccountEvent = Schemas['AccountEvent'];
export type ServerMessage = Schemas['ServerMessage'];
export type ClientMessage = Schemas['ClientMessage'];
export type TableState = Extract<ServerMessage, { type: 'state' }>;
export type Problem = Schemas['Problem'];
export type StammtischClient = Client<paths>;

/** A client of the server at `base` (e.g. http://127.0.0.1:8787), sending `token` with every request when given. */
export function stammtisch(base: string, token?: string): StammtischClient {
  const client = createClient<paths>({ baseUrl: base.replace(/\/$/, '') });
  if (token) {
    client.use({
      onRequest({ request }) {
        request.headers.set('authorization', `Bearer ${token}`);
        return request;
      },
    });
  }
  return client;
}
