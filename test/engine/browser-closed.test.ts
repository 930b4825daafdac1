import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserClosedError, Client, ClientEnvironmentError, InvalidArgumentError } from '../../src/index.js';
import { startTestServer, type TestServer } from '../support/http-server.js';
import { browserPids, waitFor } from '../support/processes.js';

/**
 * A dead browser is noticed at once, later calls say so, and close() leaves nothing behind.
 * The busy page never settles; domSettleTimeout is 10 minutes, so only the close can end the wait.
 */
const TEN_MINUTES = 600_000;
const BUSY = '<h1>Busy</h1><p id="n">0</p><script>let n = 0; setInterval(() => { document.getElementById("n").textContent = String(++n); }, 20);</script>';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.route('/busy', BUSY);
});
afterAll(() => server.close());

const marker = () => `--actwright-test=${randomUUID()}`;

/** A client on the busy page with an extract() under way, waiting for the page to settle. */
async function waitingClient(tag: string) {
  const client = new Client({ env: 'LOCAL', verbose: 0, disablePino: true, domSettleTimeout: TEN_MINUTES, localBrowserLaunchOptions: { args: [tag] } });
  await client.init();
  await client.page.goto(`${server.origin}/busy`);
  const started = Date.now();
  const call = client.extract().then(
    () => undefined,
    (error: unknown) => ({ error, ms: Date.now() - started }),
  );
  // The call has begun (it is in the history, unfinished) before anything is closed.
  await waitFor(async () => (await client.history).some((e) => e.method === 'extract'));
  return { client, call };
}

describe('a browser that goes away under an AI call', () => {
  it('Chromium killed while extract() waits for a busy page: BrowserClosedError at once, and later calls say the browser is gone', async () => {
    const tag = marker();
    const { client, call } = await waitingClient(tag);
    try {
      for (const pid of browserPids(tag)) process.kill(pid, 'SIGKILL');
      const outcome = await call;
      expect(outcome?.error).toBeInstanceOf(BrowserClosedError);
      expect((outcome!.error as BrowserClosedError).closed).toBe('browser');
      expect((outcome!.error as Error).message).toMatch(/The browser closed while extract\(\) was running/);
      expect(outcome!.ms).toBeLessThan(TEN_MINUTES);
      // Not "no open page": the browser is gone, and the error says so.
      await expect(client.extract()).rejects.toBeInstanceOf(BrowserClosedError);
      await expect(client.act('click the button')).rejects.toThrow(/The browser closed/);
      expect(() => client.page).toThrow(BrowserClosedError);
    } finally {
      await client.close();
    }
    await waitFor(() => browserPids(tag).length === 0);
  });

  it('the browser closed from outside (browser.close()) ends the wait the same way', async () => {
    const tag = marker();
    const { client, call } = await waitingClient(tag);
    try {
      await client.context.playwright.browser()!.close();
      const outcome = await call;
      expect(outcome?.error).toBeInstanceOf(BrowserClosedError);
      expect((outcome!.error as BrowserClosedError).closed).toBe('browser');
    } finally {
      await client.close();
    }
  });

  it('the page closed under the call names the page; the client goes on with another page', async () => {
    const tag = marker();
    const { client, call } = await waitingClient(tag);
    try {
      // The other page opens blank and loads after the close, so nothing but the close can end the call.
      const other = await client.context.newPage();
      await client.context.pages()[0]!.close();
      const outcome = await call;
      await other.goto(`${server.origin}/busy`);
      expect(outcome?.error).toBeInstanceOf(BrowserClosedError);
      expect((outcome!.error as BrowserClosedError).closed).toBe('page');
      expect(((await client.extract({ domSettleTimeoutMs: 200 })) as { pageText: string }).pageText).toContain('Busy');
    } finally {
      await client.close();
    }
  });

  it('a page that crashes under the call ends the wait the same way', async () => {
    const tag = marker();
    const { client, call } = await waitingClient(tag);
    try {
      void client.page.goto('chrome://crash').catch(() => undefined);
      const outcome = await call;
      expect(outcome?.error).toBeInstanceOf(BrowserClosedError);
      expect((outcome!.error as BrowserClosedError).closed).toBe('page');
    } finally {
      await client.close();
    }
  });

  it('close() during the wait ends it at once', async () => {
    const tag = marker();
    const { client, call } = await waitingClient(tag);
    await client.close();
    const outcome = await call;
    expect(outcome?.error).toBeInstanceOf(BrowserClosedError);
    expect(outcome!.ms).toBeLessThan(TEN_MINUTES);
  });

  it('close({ reason }) during an act names the step and that reason, not a crash (the fixture after a test timeout)', async () => {
    const client = new Client({ env: 'LOCAL', verbose: 0, disablePino: true, domSettleTimeout: TEN_MINUTES, localBrowserLaunchOptions: { args: [marker()] } });
    await client.init();
    await client.page.goto(`${server.origin}/busy`);
    const call = client.act('click the Busy heading', { offline: true }).then(
      () => undefined,
      (error: unknown) => error,
    );
    await waitFor(async () => (await client.history).some((e) => e.method === 'act'));
    await client.close({ reason: "the test's teardown: the test timed out" });
    const error = await call;
    expect(error).toBeInstanceOf(BrowserClosedError);
    expect((error as BrowserClosedError).closedBy).toBe("the test's teardown: the test timed out");
    expect((error as Error).message).toMatch(/closed while act\(\) "click the Busy heading" was running\. It was closed by the test's teardown: the test timed out\./);
    expect((error as Error).message).not.toMatch(/crash/);
  });
});

describe('nothing of the client holds the process after close()', () => {
  it('a script that runs an AI call on a busy page and closes exits by itself, with no timer left', async () => {
    const client = fileURLToPath(new URL('../../src/index.ts', import.meta.url));
    const script = `
      import { Client } from ${JSON.stringify(client)};
      const client = new Client({ env: 'LOCAL', verbose: 0, disablePino: true, domSettleTimeout: ${TEN_MINUTES} });
      await client.init();
      await client.page.goto(${JSON.stringify(`${server.origin}/busy`)});
      // One call bounded by a short settle (returns), one left waiting (ended by close).
      await client.extract({ domSettleTimeoutMs: 200 });
      const waiting = client.extract().catch((e) => e.name);
      await new Promise((r) => setTimeout(r, 200));
      await client.close();
      const ended = await waiting;
      const left = process.getActiveResourcesInfo().filter((r) => r !== 'TTYWrap' && r !== 'PipeWrap');
      console.log(JSON.stringify({ ended, left }));
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    // A generous bound: the script must exit long before the 10-minute settle bound would have fired.
    const code = await new Promise<number | null>((resolve, reject) => {
      const bound = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`the script did not exit within 60 s after close(); output: ${out}`));
      }, 60_000);
      child.once('exit', (c) => {
        clearTimeout(bound);
        resolve(c);
      });
    });
    expect(code).toBe(0);
    const report = JSON.parse(out.trim().split('\n').at(-1)!) as { ended: string; left: string[] };
    expect(report.ended).toBe('BrowserClosedError');
    expect(report.left).toEqual([]);
  }, 90_000);
});

describe("timeouts within Node's timer maximum (2^31-1 ms)", () => {
  it('domSettleTimeout above it is refused, naming the option', () => {
    let thrown: unknown;
    try {
      new Client({ env: 'LOCAL', domSettleTimeout: 3e9 });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ClientEnvironmentError);
    expect((thrown as ClientEnvironmentError).option).toBe('domSettleTimeout');
    expect((thrown as Error).message).toMatch(/at most 2147483647 ms/);
    expect(() => new Client({ env: 'LOCAL', domSettleTimeout: 2 ** 31 - 1 })).not.toThrow();
  });

  it('per-call timeout and domSettleTimeoutMs above it are refused, naming the option', async () => {
    const client = new Client({ env: 'LOCAL', verbose: 0 });
    await expect(client.extract({ domSettleTimeoutMs: 2 ** 31 })).rejects.toThrow(InvalidArgumentError);
    await expect(client.extract({ domSettleTimeoutMs: 2 ** 31 })).rejects.toThrow(/"domSettleTimeoutMs".*at most 2147483647 ms/);
    await expect(client.act('click Go', { timeout: 3e9 })).rejects.toThrow(/"timeout".*at most 2147483647 ms/);
    await expect(client.observe('the buttons', { domSettleTimeoutMs: 3e9 })).rejects.toThrow(/"domSettleTimeoutMs"/);
  });
});

describe('an act whose own action closes its page', () => {
  it('a popup\'s "Close window" button: act succeeds, the history says so, and the opener is the active page again', async () => {
    server.route('/opener', '<button onclick="window.open(\'/popup\')">Open the popup</button>');
    server.route('/popup', '<h1>Popup</h1><button onclick="window.close()">Close window</button>');
    const client = new Client({ env: 'LOCAL', verbose: 0, disablePino: true });
    await client.init();
    try {
      await client.page.goto(`${server.origin}/opener`);
      const opened = client.page.context().waitForEvent('page');
      await client.page.click('text=Open the popup');
      const popup = await opened;
      await popup.waitForLoadState();
      client.context.setActivePage(popup);
      const result = await client.act('click the "Close window" button');
      expect(result.success).toBe(true);
      expect(result.message).toMatch(/the page closed/);
      expect(result.actions[0]?.method).toBe('click');
      expect(popup.isClosed()).toBe(true);
      const last = (await client.history).at(-1);
      expect(last?.method).toBe('act');
      expect((last?.result as { success?: boolean }).success).toBe(true);
      // The client goes on with the page that is left.
      expect(client.page.url()).toBe(`${server.origin}/opener`);
      // A page closed by someone else while no action of the call was under way is still an error.
      const other = await client.context.newPage();
      await other.goto(`${server.origin}/busy`);
      client.context.setActivePage(other);
      const call = client.extract({ domSettleTimeoutMs: TEN_MINUTES }).then(() => undefined, (error: unknown) => error);
      await waitFor(async () => (await client.history).filter((e) => e.method === 'extract').length > 0);
      await other.close();
      expect(await call).toBeInstanceOf(BrowserClosedError);
    } finally {
      await client.close();
    }
  });
});
