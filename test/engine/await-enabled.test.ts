// A step whose one match is disabled waits, a bounded while, for the page to enable it, as
// Playwright's own click does: a report's Export button enabled once its data has loaded. The page
// here enables the button only once the client says it is waiting (its debug log), so no timing
// decides the test. Real Chromium, a page on 127.0.0.1, no model.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../src/index.js';
import type { LogLine } from '../../src/index.js';
import { startTestServer, type TestServer } from '../support/http-server.js';
import { sharedContexts } from '../support/shared-browser-context.js';

let server: TestServer;
const clients: Client[] = [];
/** Each client on a context of its own in the run's shared browser, closed after its test. */
const contexts = sharedContexts();

beforeAll(async () => {
  server = await startTestServer();
  server.route('/report', `<title>Report</title><h1>Sales</h1><button id="export" disabled onclick="document.getElementById('out').textContent = 'exported'">Export</button><button>Refresh</button><p id="out"></p>`);
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close({ force: true }).catch(() => undefined)));
  await contexts.releaseAll();
});
afterAll(async () => {
  await server?.close();
});

async function open(onLine: (line: LogLine, client: Client) => void): Promise<Client> {
  let client: Client | undefined = undefined;
  client = new Client({ env: 'LOCAL', verbose: 2, disablePino: true, logger: (line) => client && onLine(line, client), ...(await contexts.options()) });
  clients.push(client);
  await client.init();
  await client.page.goto(`${server.origin}/report`);
  return client;
}

describe('a disabled match', () => {
  it('is waited for, and clicked once the page enables it', async () => {
    let waited = false;
    const client = await open((line, c) => {
      if (waited || !/to be enabled/.test(line.message)) return;
      waited = true;
      void c.page.evaluate(() => { (document.getElementById('export') as HTMLButtonElement).disabled = false; }).catch(() => undefined);
    });
    const result = await client.act('click Export');
    expect(waited).toBe(true);
    expect(result.success).toBe(true);
    expect(await client.page.locator('#out').textContent()).toBe('exported');
  });

  it('still disabled after the wait: handed over, naming it, and nothing clicked', async () => {
    const client = await open(() => undefined);
    const error = await client.act('click Export').then(() => undefined, (e: unknown) => e as Error);
    expect(error?.message).toMatch(/button "Export"\) is disabled: wait until the page enables it/);
    expect(await client.page.locator('#out').textContent()).toBe('');
  });
});
