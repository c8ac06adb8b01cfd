/** Display names (shared/names.ts): NFC, 1–32 visible characters, no control or invisible characters; a clear 422 otherwise. */
import { describe, expect, it } from 'vitest';
import type { CreatePlayerResponse } from '../../shared/protocol.js';
import { call, json, problemOf } from './helpers.js';

const create = (name: string) => call('/api/players', { body: { name } });

describe('player names', () => {
  it('are stored trimmed, NFC-normalised, with single spaces; emoji sequences count as one character', async () => {
    const decomposed = 'Zoe\u0308  Ma\u0301rta ';
    const made = await json<CreatePlayerResponse>(await create(decomposed), 201);
    expect(made.player.name).toBe('Zoë Márta');
    expect(made.player.name).toBe(made.player.name.normalize('NFC'));
    const family = '👩‍👩‍👧‍👦';
    expect((await json<CreatePlayerResponse>(await create(family.repeat(32)), 201)).player.name).toBe(family.repeat(32));
    expect((await json<CreatePlayerResponse>(await create('❤️ Đorđe'), 201)).player.name).toBe('❤️ Đorđe');
    expect((await json<CreatePlayerResponse>(await create('x'.repeat(32)), 201)).player.name).toHaveLength(32);
  });

  it('are refused with 422 and the reason: empty, too long, control, invisible or bidirectional characters', async () => {
    const cases: [string, RegExp][] = [
      ['   ', /must not be empty/],
      ['x'.repeat(33), /at most 32 characters \(this one has 33\)/],
      ['Ana\u0007', /control .* \(U\+0007\)/],
      ['An\u200Ba', /invisible characters \(U\+200B\)/],
      ['Ana\u202Eevil', /invisible characters \(U\+202E\)/],
      ['\u2060', /invisible characters \(U\+2060\)/],
      ['a\u200Db', /invisible characters \(U\+200D\)/],
      ['Ana\u00A0B', /plain spaces only \(found U\+00A0\)/],
      ['Z' + '\u0301'.repeat(9), /accents may stack/],
    ];
    for (const [name, why] of cases) {
      const p = await problemOf(await create(name), 422, 'VALIDATION_FAILED');
      expect(p.detail, JSON.stringify(name)).toMatch(why);
      expect(p.detail).toMatch(/^name: /);
    }
  });
});
