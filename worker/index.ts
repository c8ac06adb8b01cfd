import { Hono } from 'hono';

export interface Env {
  ASSETS: Fetcher;
}

const app = new Hono<{ Bindings: Env }>();
app.get('/health', (c) => c.json({ ok: true, service: 'stammtisch' }));

export default app;
