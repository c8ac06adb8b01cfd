// Builds the static site into web/dist (served by the Worker's assets binding).
import { mkdirSync, writeFileSync } from 'node:fs';

mkdirSync('web/dist', { recursive: true });
writeFileSync('web/dist/index.html', '<!doctype html><meta charset="utf-8"><title>Stammtisch</title><h1>Stammtisch</h1>\n');
