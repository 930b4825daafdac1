// A box the read before its click found taking the pointer is pointed at first (one mouse move,
// methods/perform.ts pointAt), so a part that reacts to the pointer entering it has done so by the
// press. The move is sent and the click started at once, without waiting for the move's answer:
// Playwright's click waits for the box to hold still over two rendering frames before its own move
// and press, and the browser passes input on in the order sent. Counted and ordered, not timed:
// the click is asked for before the move is answered, and the page still sees the pointer arrive,
// a turn of its event loop pass, then the press. Real Chromium, pages on 127.0.0.1, no model.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../src/index.js';
import { startTestServer, type TestServer } from '../support/http-server.js';

// A panel that cancels clicks for one turn of its event loop once the pointer enters it (as a
// map's layers control does while it opens), and writes down what it saw, in order.
const PANEL = `<!doctype html><title>Overlays</title>
<section id="panel" aria-label="Overlays" style="margin:40px;padding:8px;border:1px solid #999;width:200px">
  <label><input type="checkbox" id="rain"> Rain</label><br>
  <label><input type="checkbox" id="snow"> Snow</label>
</section>
<script>
  window.seen = [];
  const panel = document.getElementById('panel');
  let settling = false;
  panel.addEventListener('mouseenter', () => {
    seen.push('enter');
    settling = true;
    setTimeout(() => { settling = false; seen.push('turn'); });
  });
  panel.addEventListener('mousedown', () => seen.push('down'), true);
  panel.addEventListener('click', (e) => { if (settling) { seen.push('cancelled'); e.preventDefault(); } }, true);
</script>`;

let server: TestServer;
const clients: Client[] = [];
const dirs: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  server.route('/panel', PANEL);
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close({ force: true }).catch(() => undefined)));
});
afterAll(async () => {
  await server?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function startClient(cacheDir?: string): Promise<Client> {
  const client = new Client({ env: 'LOCAL', verbose: 0, disablePino: true, domSettleTimeout: 3_000, ...(cacheDir ? { cacheDir } : {}) });
  clients.push(client);
  await client.init();
  return client;
}

/**
 * While `work` runs: each mouse move of the page (sent, answered) and each locator click asked
 * for, in the order they happened.
 */
async function moveAndClick(client: Client, work: () => Promise<unknown>): Promise<string[]> {
  const order: string[] = [];
  const mouse = client.page.mouse;
  const move = mouse.move;
  mouse.move = async function (...args: Parameters<typeof move>) {
    order.push('move sent');
    try {
      return await move.apply(mouse, args);
    } finally {
      order.push('move answered');
    }
  };
  const proto = Object.getPrototypeOf(client.page.locator('body')) as { click: (...args: unknown[]) => Promise<void> };
  const click = proto.click;
  proto.click = function (this: unknown, ...args: unknown[]) {
    order.push('click asked');
    return Reflect.apply(click, this, args) as Promise<void>;
  };
  try {
    await work();
  } finally {
    mouse.move = move;
    proto.click = click;
  }
  return order;
}

const seen = (client: Client) => client.page.evaluate(() => (window as unknown as { seen: string[] }).seen);

describe('a box pointed at before its press', () => {
  it('resolved offline: the click is asked for before the move is answered; the page sees the pointer arrive, a turn pass, then the press', async () => {
    const client = await startClient();
    await client.page.goto(`${server.origin}/panel`);
    await client.page.mouse.move(0, 0);
    let result: Awaited<ReturnType<Client['act']>> | undefined;
    const order = await moveAndClick(client, async () => {
      result = await client.act('tick Rain');
    });
    expect(result!.success, result!.message).toBe(true);
    expect(await client.page.locator('#rain').isChecked()).toBe(true);
    // One move of actwright's own, then Playwright's click, asked for while the move is on its way.
    expect(order.slice(0, 3)).toEqual(['move sent', 'click asked', 'move answered']); // without the change: sent, answered, click asked
    // The pointer arrived, a turn of the page's event loop passed, then the press came: not cancelled.
    expect(await seen(client)).toEqual(['enter', 'turn', 'down']);
  });

  it('replayed from the action cache: the same order, and the box is ticked', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'actwright-point-before-press-'));
    dirs.push(dir);
    const first = await startClient(dir);
    await first.page.goto(`${server.origin}/panel`);
    expect((await first.act('tick Snow')).success).toBe(true);
    const again = await startClient(dir);
    await again.page.goto(`${server.origin}/panel`);
    await again.page.mouse.move(0, 0);
    let replay: Awaited<ReturnType<Client['act']>> | undefined;
    const order = await moveAndClick(again, async () => {
      replay = await again.act('tick Snow');
    });
    expect(replay!.success, replay!.message).toBe(true);
    expect(replay!.decision?.by.kind).toBe('cache');
    expect(await again.page.locator('#snow').isChecked()).toBe(true);
    expect(order.slice(0, 3)).toEqual(['move sent', 'click asked', 'move answered']);
    expect(await seen(again)).toEqual(['enter', 'turn', 'down']);
  });

  it('a box already ticked is not pressed, nor pointed at (near miss: nothing to do)', async () => {
    const client = await startClient();
    await client.page.goto(`${server.origin}/panel`);
    // Ticked by the page's own script (Playwright's check() moves and presses in one burst, which this panel cancels).
    await client.page.evaluate(() => ((document.getElementById('rain') as HTMLInputElement).checked = true));
    await client.page.mouse.move(0, 0);
    let result: Awaited<ReturnType<Client['act']>> | undefined;
    const order = await moveAndClick(client, async () => {
      result = await client.act('tick Rain');
    });
    expect(result!.success, result!.message).toBe(true);
    expect(await client.page.locator('#rain').isChecked()).toBe(true);
    expect(order).toEqual([]);
    expect(await seen(client)).toEqual([]);
  });
});
