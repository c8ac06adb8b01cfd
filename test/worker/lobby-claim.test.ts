/**
 * Issue 15, item 9 (content injection): a club claims its lobby name, and from then on only its owner
 * and the members it names list tables there — a stranger's table is refused, and one listed before the
 * claim disappears; and names players choose reach Discord and Slack as plain text, never as a masked
 * link or a mention.
 */
import { describe, expect, it } from 'vitest';
import type { Lobby, TablesResponse } from '../../shared/protocol.js';
import type { PutNotificationsResponse } from '../../shared/protocol-correspondence.js';
import { escapeDiscord } from '../../worker/notify/format.js';
import { received, receiver } from './corr-helpers.js';
import { call, json, newPlayer, newTable, problemOf } from './helpers.js';

const listed = async (lobby: string): Promise<string[]> =>
  (await json<TablesResponse>(await call(`/api/lobbies/${lobby}/tables`))).tables.map((t) => t.name);

const open = (lobby: string, name: string) => ({ game: 'tablanet', seats: 2, seat: 0, lobby, name });

describe('a club lobby', () => {
  it('lists only the tables of its owner and members once claimed', async () => {
    const [owner, member, stranger] = await Promise.all([newPlayer('Obfrau'), newPlayer('Mitglied'), newPlayer('Fremder')]);
    const lobby = `klub-${owner.player.id.slice(0, 8)}`;
    // Unclaimed, a lobby is open to everyone.
    expect(await json<Lobby>(await call(`/api/lobbies/${lobby}`))).toEqual({ name: lobby, claimed: false });
    await newTable(stranger.token, open(lobby, 'Gratis Geld hier'));
    expect(await listed(lobby)).toEqual(['Gratis Geld hier']);

    const claimed = await json<Lobby>(await call(`/api/lobbies/${lobby}/claim`, { token: owner.token, raw: '' }));
    expect(claimed).toMatchObject({ claimed: true, owner: { id: owner.player.id, name: 'Obfrau' }, you: 'owner', members: [] });
    // The stranger's table listed before the claim is gone; nobody else can claim the name.
    expect(await listed(lobby)).toEqual([]);
    await problemOf(await call(`/api/lobbies/${lobby}/claim`, { token: stranger.token, raw: '' }), 403, 'FORBIDDEN');
    await problemOf(await call(`/api/lobbies/${lobby}/members`, { method: 'PUT', token: stranger.token, body: { members: [stranger.player.id] } }), 403, 'FORBIDDEN');

    // Only the owner and the members list tables now; a private table may still name the lobby (it is never listed).
    await problemOf(await call('/api/tables', { token: stranger.token, body: open(lobby, 'Noch mehr Geld') }), 403, 'FORBIDDEN');
    await problemOf(await call('/api/tables', { token: member.token, body: open(lobby, 'Vor der Aufnahme') }), 403, 'FORBIDDEN');
    await newTable(stranger.token, { ...open(lobby, 'Privat'), visibility: 'private' });
    const named = await json<Lobby>(await call(`/api/lobbies/${lobby}/members`, { method: 'PUT', token: owner.token, body: { members: [member.player.id] } }));
    expect(named.members).toEqual([member.player.id]);
    await newTable(owner.token, open(lobby, 'Dienstagsrunde'));
    await newTable(member.token, open(lobby, 'Mittwochsrunde'));
    expect((await listed(lobby)).sort()).toEqual(['Dienstagsrunde', 'Mittwochsrunde']);

    // Members see the list; outsiders see who owns the lobby, not its members.
    expect(await json<Lobby>(await call(`/api/lobbies/${lobby}`, { token: member.token }))).toMatchObject({ you: 'member', members: [member.player.id] });
    const outside = await json<Lobby>(await call(`/api/lobbies/${lobby}`, { token: stranger.token }));
    expect(outside).toEqual({ name: lobby, claimed: true, owner: { id: owner.player.id, name: 'Obfrau' } });

    // A member taken off the list takes their open table along.
    await json(await call(`/api/lobbies/${lobby}/members`, { method: 'PUT', token: owner.token, body: { members: [] } }));
    expect(await listed(lobby)).toEqual(['Dienstagsrunde']);
  });

  it('"public" belongs to everyone', async () => {
    const ana = await newPlayer('Ana');
    await problemOf(await call('/api/lobbies/public/claim', { token: ana.token, raw: '' }), 403, 'FORBIDDEN');
    await problemOf(await call('/api/lobbies/Not_A_Name/claim', { token: ana.token, raw: '' }), 422, 'VALIDATION_FAILED');
  });
});

describe('names in webhook messages', () => {
  // (Names have at most 32 characters.)
  const nasty = '[Sieg](https://ev.il) <@123>';

  it('reach Discord and Slack as plain text, never as a masked link or a mention', async () => {
    const got = receiver('https://hooks.test/escape');
    const ana = await newPlayer(nasty);
    await json<PutNotificationsResponse>(
      await call('/api/me/notifications', {
        method: 'PUT',
        token: ana.token,
        body: { webhooks: [{ url: 'https://hooks.test/escape/discord', format: 'discord' }, { url: 'https://hooks.test/escape/slack', format: 'slack' }] },
      }),
    );
    await json(await call('/api/me/notifications/test', { token: ana.token, raw: '' }), 202);
    await received(got, 2);
    const discord = JSON.parse(got.find((g) => g.url.endsWith('/discord'))!.text) as { content: string };
    const slack = JSON.parse(got.find((g) => g.url.endsWith('/slack'))!.text) as { text: string; mrkdwn: boolean };
    // Every markdown mark is escaped: no "](" link, no "https://" link, no "<@" mention is left.
    expect(discord.content).toContain('\\[Sieg\\]\\(https\\://ev.il\\) \\<\\@123\\>');
    expect(discord.content.split('\n')[0]).not.toMatch(/(^|[^\\])[[\]()<>@]/);
    expect(discord.content.split('\n')[1]).toBe('http://localhost:8787/my');
    // Slack: & < > as entities, formatting off; our own link stays the only link.
    expect(slack.text).toContain('[Sieg](https://ev.il) &lt;@123&gt;');
    expect(slack.text.match(/</g)).toHaveLength(1);
    expect(slack.mrkdwn).toBe(false);
  });

  it('the Discord escape keeps the text as typed once Discord has read it', () => {
    const shown = (s: string) => s.replace(/\\(.)/g, '$1');
    for (const text of [nasty, '**fett** _kursiv_ ~~weg~~ `code` > Zitat # Titel - Liste', 'a\\b']) expect(shown(escapeDiscord(text))).toBe(text);
  });
});
