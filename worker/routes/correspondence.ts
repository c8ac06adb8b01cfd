/**
 * Correspondence routes (docs/correspondence.md): pre-moves, chat, taking a seat back, rematch, and
 * the player's vacation and notification settings. Thin: validate, then call the object that owns it.
 */
import { Hono } from 'hono';
import {
  ChatBodySchema,
  ChatQuerySchema,
  PremoveBodySchema,
  PutNotificationsBodySchema,
  VacationBodySchema,
} from '../../shared/protocol-correspondence.js';
import type { Env } from '../env.js';
import { check, type Ctx, notePaid, optionalPlayer, rateLimited, readJson, reply, requirePlayer } from '../http.js';
import { outboundRefusal } from '../outbound.js';
import { fail } from '../problem.js';
import type { TableRpc } from '../table/table-do.js';
import { now } from '../clock.js';
import { playerStub } from './sessions.js';

export const correspondence = new Hono<{ Bindings: Env }>();

const TABLE_ID = /^[a-z2-9]{12}$/;

function table(c: Ctx): TableRpc {
  const id = c.req.param('id') ?? '';
  if (!TABLE_ID.test(id)) throw fail('NOT_FOUND', 'there is no table with this id');
  return c.env.TABLES.get(c.env.TABLES.idFromName(id)) as unknown as TableRpc;
}

const me = (c: Ctx, id: string) => c.env.PLAYERS.get(c.env.PLAYERS.idFromName(id));

correspondence.get('/tables/:id/premoves', async (c) => {
  const stub = table(c);
  return reply(c, await stub.premoves(await requirePlayer(c)));
});

correspondence.post('/tables/:id/premoves', async (c) => {
  const stub = table(c);
  const player = await requirePlayer(c);
  return reply(c, await stub.addPremove(player, await readJson(c, PremoveBodySchema)), 201);
});

correspondence.delete('/tables/:id/premoves', async (c) => {
  const stub = table(c);
  return reply(c, await stub.deletePremoves(await requirePlayer(c)));
});

correspondence.delete('/tables/:id/premoves/:pid', async (c) => {
  const stub = table(c);
  const pid = c.req.param('pid');
  if (!/^[a-z2-9]{1,20}$/.test(pid)) throw fail('NOT_FOUND', 'there is no such pre-move');
  return reply(c, await stub.deletePremoves(await requirePlayer(c), pid));
});

correspondence.get('/tables/:id/chat', async (c) => {
  const stub = table(c);
  const { after } = check(ChatQuerySchema, c.req.query());
  const reader = await optionalPlayer(c);
  const hide = reader ? await playerStub(c, reader.id).hiddenChat() : [];
  return reply(c, await stub.chat(reader, after, hide));
});

correspondence.post('/tables/:id/chat', async (c) => {
  const stub = table(c);
  const player = await requirePlayer(c);
  const { text } = await readJson(c, ChatBodySchema);
  const posted = await stub.postChat(player, text);
  notePaid(c, 'chat', posted.rate);
  if ('retryAfter' in posted) throw rateLimited(posted.retryAfter, `slow down: at most ${posted.rate.limit.burst} messages in a row; retry in ${posted.retryAfter} s`);
  return reply(c, posted.answer, 201);
});

correspondence.post('/tables/:id/seats/:seat/return', async (c) => {
  const stub = table(c);
  const seat = c.req.param('seat');
  if (!/^\d{1,2}$/.test(seat)) throw fail('NOT_FOUND', 'seats are numbered 0, 1, 2…');
  return reply(c, await stub.returnSeat(await requirePlayer(c), Number(seat)));
});

correspondence.post('/tables/:id/rematch', async (c) => {
  const stub = table(c);
  return reply(c, await stub.rematch(await requirePlayer(c)), 201);
});

correspondence.get('/me/vacation', async (c) => {
  const player = await requirePlayer(c);
  return c.json(await me(c, player.id).vacation());
});

correspondence.post('/me/vacation', async (c) => {
  const player = await requirePlayer(c);
  const body = await readJson(c, VacationBodySchema);
  const result = await me(c, player.id).setVacation(body.on, body.days);
  if ('error' in result) throw fail('VALIDATION_FAILED', `days: ${result.error}`, { errors: [{ path: 'days', message: result.error }] });
  return c.json(result);
});

correspondence.get('/me/notifications', async (c) => {
  const player = await requirePlayer(c);
  return c.json(await me(c, player.id).notificationSettings(c.req.header('accept-language')));
});

correspondence.put('/me/notifications', async (c) => {
  const player = await requirePlayer(c);
  const body = await readJson(c, PutNotificationsBodySchema);
  // Only public https hosts are ever called (worker/outbound.ts).
  const targets = [
    ...(body.webhooks ?? []).flatMap((w, i) => ('url' in w ? [{ path: `webhooks.${i}.url`, url: w.url }] : [])),
    ...(body.push ?? []).flatMap((p, i) => ('endpoint' in p ? [{ path: `push.${i}.endpoint`, url: p.endpoint }] : [])),
  ];
  const errors = targets.flatMap((t) => {
    const why = outboundRefusal(t.url);
    return why === undefined ? [] : [{ path: t.path, message: why }];
  });
  if (errors.length > 0) throw fail('VALIDATION_FAILED', `${errors[0]!.path}: ${errors[0]!.message}`, { errors });
  const result = await me(c, player.id).putNotificationSettings(body, c.req.header('accept-language'));
  if ('error' in result) throw fail('NOT_FOUND', result.error);
  return c.json(result);
});

/** Sends a test message to every channel, so that a player can see their setup work. */
correspondence.post('/me/notifications/test', async (c) => {
  const player = await requirePlayer(c);
  const sent = await me(c, player.id).testNotify({
    kind: 'test',
    player: player.name,
    at: new Date(now()).toISOString(),
  });
  notePaid(c, 'notify-test', sent.rate);
  if ('retryAfter' in sent) throw rateLimited(sent.retryAfter, `a test message goes out at most once a minute; retry in ${sent.retryAfter} s`);
  return c.json({ queued: sent.queued }, 202);
});
