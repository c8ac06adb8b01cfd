import { describe, expect, it } from 'vitest';
import { fromBase64Url, toBase64Url, utf8 } from '../../worker/push/base64url.js';
import { encryptPayload } from '../../worker/push/encrypt.js';
import { pushRequest } from '../../worker/push/send.js';
import { generateVapidKeys, verifyVapidJwt } from '../../worker/push/vapid.js';
import { decryptPush, ecdhPrivateKey, newSubscriber } from './push-crypto.js';

/** RFC 8291 Appendix A, with its line breaks removed. */
const RFC8291 = {
  plaintext: 'When I grow up, I want to be a watermelon',
  asPublic: 'BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8',
  asPrivate: 'yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw',
  uaPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  uaPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  authSecret: 'BTBZMqHH6r4Tts7J_aSIgg',
  salt: 'DGv6ra1nlYgDCS1FRnbzlw',
  body:
    'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_' +
    'yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
};

describe('Web Push encryption (RFC 8291, aes128gcm)', () => {
  it('matches the RFC 8291 Appendix A test vector byte for byte', async () => {
    const body = await encryptPayload({
      plaintext: utf8(RFC8291.plaintext),
      uaPublic: fromBase64Url(RFC8291.uaPublic),
      authSecret: fromBase64Url(RFC8291.authSecret),
      salt: fromBase64Url(RFC8291.salt),
      serverKeys: { privateKey: await ecdhPrivateKey(RFC8291.asPrivate, RFC8291.asPublic), publicKey: fromBase64Url(RFC8291.asPublic) },
    });
    expect(toBase64Url(body)).toBe(RFC8291.body);
    const ua = { privateKey: await ecdhPrivateKey(RFC8291.uaPrivate, RFC8291.uaPublic), p256dh: RFC8291.uaPublic, auth: RFC8291.authSecret };
    expect(await decryptPush(fromBase64Url(RFC8291.body), ua)).toBe(RFC8291.plaintext);
  });

  it('seals each message with a fresh key and salt that only the subscriber can open', async () => {
    const sub = await newSubscriber();
    const other = await newSubscriber();
    const plaintext = utf8('{"title":"Your turn"}');
    const a = await encryptPayload({ plaintext, uaPublic: fromBase64Url(sub.p256dh), authSecret: fromBase64Url(sub.auth) });
    const b = await encryptPayload({ plaintext, uaPublic: fromBase64Url(sub.p256dh), authSecret: fromBase64Url(sub.auth) });
    expect(toBase64Url(a.slice(0, 16))).not.toBe(toBase64Url(b.slice(0, 16)));
    expect(await decryptPush(a, sub)).toBe('{"title":"Your turn"}');
    await expect(decryptPush(a, other)).rejects.toThrow();
  });

  it('signs the VAPID token (ES256) for the push service\'s origin', async () => {
    const vapid = await generateVapidKeys();
    const sub = await newSubscriber();
    const endpoint = 'https://push.example.net/send/abc';
    const init = await pushRequest({ endpoint, ...sub }, 'hello', vapid, 'mailto:ops@stammtisch.test', Date.UTC(2030, 0, 1));
    const headers = init.headers as Record<string, string>;
    expect(headers['content-encoding']).toBe('aes128gcm');
    const m = /^vapid t=([^,]+), k=(.+)$/.exec(headers.authorization!);
    expect(m?.[2]).toBe(vapid.publicKey);
    expect(await verifyVapidJwt(m![1]!, vapid.publicKey)).toBe(true);
    const claims = JSON.parse(new TextDecoder().decode(fromBase64Url(m![1]!.split('.')[1]!))) as Record<string, unknown>;
    expect(claims).toEqual({ aud: 'https://push.example.net', exp: Date.UTC(2030, 0, 1) / 1000 + 12 * 3600, sub: 'mailto:ops@stammtisch.test' });
    expect(await decryptPush(init.body, sub)).toBe('hello');
    const tampered = `${m![1]!.slice(0, -4)}AAAA`;
    expect(await verifyVapidJwt(tampered, vapid.publicKey)).toBe(false);
  });
});
