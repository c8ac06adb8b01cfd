/**
 * Notifications speak the player's language: the one they chose in their settings, else the one
 * their browser asked for (Accept-Language) when they last looked at their settings, else English.
 */
import { describe, expect, it } from 'vitest';
import type { NotificationSettings, CorrTableState as TableState } from '../../shared/protocol-correspondence.js';
import { received, receiver, stateOf } from './corr-helpers.js';
import { act, call, json, newPlayer, newTable } from './helpers.js';
import { decryptPush, newSubscriber } from './push-crypto.js';

const settings = (token: string, acceptLanguage: string) => call('/api/me/notifications', { token, headers: { 'accept-language': acceptLanguage } });
const put = (token: string, body: unknown) => call('/api/me/notifications', { method: 'PUT', token, body });

describe('notifications in the player\'s language', () => {
  it('follow the browser until a language is chosen, for webhooks, Discord and push alike', async () => {
    const got = receiver(/^https:\/\/(hooks|push)\.test\/lang/);
    const ana = await newPlayer('Ana');
    const ben = await newPlayer('Ben');
    const sub = await newSubscriber();
    await json(await put(ben.token, {
      webhooks: [{ url: 'https://hooks.test/lang/json' }, { url: 'https://hooks.test/lang/discord', format: 'discord' }],
      push: [{ endpoint: 'https://push.test/lang', keys: { p256dh: sub.p256dh, auth: sub.auth } }],
    }));

    // Ben's browser speaks Serbian (Cyrillic for Serbia); he has not chosen.
    const read = await json<NotificationSettings>(await settings(ben.token, 'sr-RS,sr;q=0.9,en;q=0.5'));
    expect(read).toMatchObject({ language: 'sr-Cyrl', languageChosen: false });

    const { table } = await newTable(ana.token, { game: 'tablanet', seats: 2, seat: 0, name: 'Кафана', autoPlaySingle: false });
    await json(await call(`/api/tables/${table.id}/seats/1`, { token: ben.token, raw: '' }));
    const s = await stateOf(table.id, ana.token);
    if (s.table.toAct.includes(0)) await json<TableState>(await act(table.id, ana.token, s.seq, s.legal[0]!));
    await received(got, 3, `Ben's turn: ${got.map((g) => g.url).join(' ')}`);
    const text = (url: string) => got.find((g) => g.url === url)!;
    const jsonBody = JSON.parse(text('https://hooks.test/lang/json').text) as { text: string; language: string };
    expect(jsonBody).toMatchObject({ language: 'sr-Cyrl' });
    expect(jsonBody.text).toMatch(/^На потезу си за столом Кафана/);
    expect((JSON.parse(text('https://hooks.test/lang/discord').text) as { content: string }).content).toMatch(/^На потезу си за столом Кафана/);
    const push = JSON.parse(await decryptPush(text('https://push.test/lang').body, sub)) as { body: string };
    expect(push.body).toMatch(/^На потезу си за столом Кафана/);

    // He chooses French: the next message is French, whatever his browser says.
    const chosen = await json<NotificationSettings>(await put(ben.token, { language: 'fr' }));
    expect(chosen).toMatchObject({ language: 'fr', languageChosen: true });
    expect(await json<NotificationSettings>(await settings(ben.token, 'de-AT'))).toMatchObject({ language: 'fr' });
    expect(await json(await call('/api/me/notifications/test', { token: ben.token, raw: '' }), 202)).toEqual({ queued: 3 });
    await received(got, 6, 'the test message');
    const test = JSON.parse(got.slice(3).find((g) => g.url === 'https://hooks.test/lang/json')!.text) as { text: string; language: string };
    expect(test).toMatchObject({ language: 'fr', text: 'Bonjour Ben : voici comment Stammtisch vous prévient que c’est à vous' });

    // Back to following the browser.
    expect(await json<NotificationSettings>(await put(ben.token, { language: null }))).toMatchObject({ language: 'de', languageChosen: false });
  });

  it('are in English for a browser whose languages we do not speak', async () => {
    const ana = await newPlayer('Ana');
    expect(await json<NotificationSettings>(await settings(ana.token, 'ja-JP, ko;q=0.8'))).toMatchObject({ language: 'en', languageChosen: false });
  });
});
