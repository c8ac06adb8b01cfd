import { SELF } from 'cloudflare:test';
import { expect, it } from 'vitest';

it('answers the health route', async () => {
  const res = await SELF.fetch('http://localhost/health');
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ ok: true, service: 'stammtisch' });
});
