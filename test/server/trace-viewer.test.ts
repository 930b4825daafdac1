import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReplayServer, type ReplayServer } from '../../src/server/index.js';
import { findTraceViewer, serveTraceViewer } from '../../src/server/trace-viewer.js';
import { HttpError } from '../../src/server/errors.js';

const dir = mkdtempSync(join(tmpdir(), 'actwright-trace-viewer-'));
let server: ReplayServer;
beforeAll(async () => {
  mkdirSync(join(dir, 'data', 'attachments'), { recursive: true });
  writeFileSync(join(dir, 'data', 'attachments', `${'a'.repeat(40)}.zip`), 'PK');
  server = await createReplayServer({ dir, apiKey: 'k', port: 0 });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = async (path: string) => {
  // The viewer's own files need nothing; the trace it loads is a report file, behind the door.
  const res = await request(`${server.url}${path}`, { headers: { 'x-bb-api-key': 'k' }, headersTimeout: 5_000 });
  return { status: res.statusCode, type: res.headers['content-type'], body: await res.body.text() };
};

describe("Playwright's trace viewer on the report server", () => {
  it('is found in the Playwright installed for the project', () => {
    expect(findTraceViewer(dir)).toMatch(/playwright-core[/\\]lib[/\\]vite[/\\]traceViewer$/);
  });

  it('serves the viewer, its service worker and the trace files it loads', async () => {
    const index = await get('/trace/index.html');
    expect([index.status, index.type]).toEqual([200, 'text/html; charset=utf-8']);
    expect(index.body).toContain('<div id="root">');
    expect((await get('/trace/sw.bundle.js')).type).toBe('text/javascript; charset=utf-8');
    expect((await get('/trace')).status).toBe(200);
    expect((await get('/trace/ping')).status).toBe(200);
    expect((await get(`/data/attachments/${'a'.repeat(40)}.zip`)).type).toBe('application/zip');
  });

  it('refuses what is not the viewer', async () => {
    const escape = await get('/trace/%2e%2e/%2e%2e/package.json');
    expect([400, 404]).toContain(escape.status);
    expect(escape.body).not.toContain('"name"');
    expect((await get('/trace/no-such-file.js')).status).toBe(404);
    await expect(serveTraceViewer(undefined, {} as never, '/trace/index.html')).rejects.toThrow(HttpError);
    await expect(serveTraceViewer(undefined, {} as never, '/trace/index.html')).rejects.toThrow(/show-trace/);
  });
});
