import { SELF } from 'cloudflare:test';
import { expect, it } from 'vitest';

it('answers the health route', async () => {
  const res = await SELF.fetch('http://localhost/health');
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ ok: true, service: 'stammtisch' });
});

it('serves the widget iframe page and refuses ids that cannot exist', async () => {
  const page = await SELF.fetch('http://localhost/embed/tables/abcdefghijkm?bg=dark');
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<stammtisch-table table="abcdefghijkm"');
  expect((await SELF.fetch('http://localhost/embed/tables/%3Cscript%3E')).status).toBe(404);
});
