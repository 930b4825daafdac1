import { afterAll, beforeAll } from 'vitest';
import { Client } from '../../src/index.js';
import { startTestServer, type TestServer } from './http-server.js';
import { sharedContext, type SharedContext } from './shared-browser-context.js';

/** Pages of a test file's own, served on 127.0.0.1, with one local client on them. */
export interface OwnPages {
  /** The client, started before the file's first test. */
  readonly client: Client;
  /** The server's origin (`http://127.0.0.1:<port>`). */
  readonly origin: string;
}

/**
 * Serves each route's HTML and starts a local client (no model, a short settle bound) on a browser
 * context of its own in the run's shared browser, before the file's tests; closes them after the
 * tests, whatever happened. Call it at the top of a test file.
 */
export function ownPages(routes: Record<string, string>): OwnPages {
  let server: TestServer | undefined;
  let client: Client | undefined;
  let shared: SharedContext | undefined;
  beforeAll(async () => {
    server = await startTestServer();
    for (const [path, html] of Object.entries(routes)) server.route(path, html);
    // A context of its own in the run's browser (test/support/shared-browser.ts), as the Playwright
    // Test fixture gives the client the test's context; the client launches one when there is none.
    shared = await sharedContext();
    client = new Client({ env: 'LOCAL', verbose: 0, disablePino: true, domSettleTimeout: 1_000, ...(shared ? { browserContext: shared.context } : {}) });
    await client.init();
  });
  afterAll(async () => {
    await client?.close();
    await shared?.release();
    await server?.close();
  });
  return {
    get client() {
      if (!client) throw new Error('ownPages: the client is started in beforeAll; use it inside a test');
      return client;
    },
    get origin() {
      if (!server) throw new Error('ownPages: the server is started in beforeAll; use it inside a test');
      return server.origin;
    },
  };
}
