import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { Client } from '../../src/index.js';
import { startTestServer, type TestServer } from './http-server.js';
import { sharedContexts } from './shared-browser-context.js';

/** Pages of a test file's own, and the clients its tests start on them. */
export interface ClientPool {
  /** The server's origin (`http://127.0.0.1:<port>`). */
  readonly origin: string;
  /** A local client (no model, a 3 s settle bound), with an action cache in `cacheDir` when given; closed after the test. */
  start(cacheDir?: string): Promise<Client>;
  /** A new empty cache folder, removed after the file's tests. */
  cacheDir(): string;
}

/**
 * Serves each route's HTML on 127.0.0.1 (files under `root` besides) before the file's tests; each
 * client a test starts is closed after that test, whatever happened, and the server and cache
 * folders after the file. For tests that need a fresh client per test (counting its calls, a second
 * run on the same cache), each on a new context in the run's shared browser; ownPages gives one
 * client to the whole file. Call it at the top level.
 */
export function clientPool(routes: Record<string, string>, root?: string): ClientPool {
  let server: TestServer | undefined;
  const clients: Client[] = [];
  const dirs: string[] = [];
  const contexts = sharedContexts();
  beforeAll(async () => {
    server = await startTestServer(root);
    for (const [path, html] of Object.entries(routes)) server.route(path, html);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close({ force: true }).catch(() => undefined)));
    await contexts.releaseAll();
  });
  afterAll(async () => {
    await server?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  return {
    get origin() {
      if (!server) throw new Error('clientPool: the server is started in beforeAll; use it inside a test');
      return server.origin;
    },
    async start(cacheDir) {
      // A context of its own in the run's browser (test/support/shared-browser.ts), closed after the test.
      const client = new Client({ env: 'LOCAL', ...(cacheDir ? { cacheDir } : {}), verbose: 0, disablePino: true, domSettleTimeout: 3_000, ...(await contexts.options()) });
      clients.push(client);
      await client.init();
      return client;
    },
    cacheDir() {
      const dir = mkdtempSync(join(tmpdir(), 'actwright-pool-'));
      dirs.push(dir);
      return dir;
    },
  };
}

/**
 * A grocery list whose rows each hold a box, a label and an icon button drawn by CSS and shown only
 * on hover: `remove-item` (✖, removes its row) or `star-item` (★, does nothing).
 */
export const hoverList = (control: 'remove-item' | 'star-item') => `<title>Groceries</title>
<style>li button { visibility: hidden } li:hover button { visibility: visible } .remove-item::after { content: "✖" } .star-item::after { content: "★" }</style>
<ul id="list">${['Milk', 'Bread', 'Eggs'].map((i) => `<li><input type="checkbox"> <label>${i}</label> <button class="${control}"></button></li>`).join('')}</ul>
<script>document.getElementById('list').addEventListener('click', (e) => { const b = e.target.closest('button'); if (b && b.classList.contains('remove-item')) b.closest('li').remove(); });</script>`;
