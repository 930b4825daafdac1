/**
 * Success means the effect happened (issue 25 item 3): after acting, the effect the step asks
 * for — a part expanded or collapsed, a menu opened, a dialog closed, a switch turned, an option
 * selected, the page navigated, a field holding the text — is on the page, or the act fails
 * saying what was expected and what was found, and its decision records it. Each kind on a
 * control that works and on one that does nothing; for the model's, the offline tier's and the
 * cache's decisions alike. A plain click with no stated intent is not judged.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type ActResult } from '../../src/index.js';
import { startTestServer, type TestServer } from '../support/http-server.js';
import { actAnswer, instructionOf, pageTextOf, refOf, ScriptedLLM } from '../support/scripted-llm.js';

// Each kind twice: a control that does what it says, and one that does nothing (or undoes it).
const PAGE = `<!doctype html><title>Effects</title>
<style>[hidden] { display: none !important; }</style>
<section><h2>Parts</h2>
  <button id="details-btn" aria-expanded="false" aria-controls="details">Details</button>
  <div id="details" hidden>Details text</div>
  <button id="shipping-btn" aria-expanded="false" aria-controls="shipping">Shipping</button>
  <div id="shipping" hidden>Shipping text</div>
</section>
<section><h2>Menus</h2>
  <button id="actions" aria-haspopup="menu">Actions</button>
  <ul role="menu" id="actions-menu" hidden><li role="menuitem">Rename</li></ul>
  <button id="tools" aria-haspopup="menu">Tools</button>
</section>
<div role="dialog" aria-label="Welcome" id="welcome"><p>Hello there</p><button>Close</button></div>
<div role="dialog" aria-label="Cookies" id="cookies"><p>We use cookies</p><button id="dismiss">Dismiss</button></div>
<section><h2>Settings</h2>
  <div role="switch" aria-checked="false" tabindex="0" id="notifications">Notifications</div>
  <div role="switch" aria-checked="false" tabindex="0" id="dark">Dark mode</div>
  <label>Color <select id="color"><option>Red</option><option>Blue</option></select></label>
  <label>Size <select id="size"><option>Small</option><option>Medium</option></select></label>
  <label>Code <input id="code"></label>
  <button id="noop">Refresh</button>
</section>
<nav><a href="/docs" id="docs">Docs</a> <a href="/about">About</a></nav>
<script>
  const byId = (id) => document.getElementById(id);
  byId('details-btn').onclick = (e) => { const open = e.currentTarget.getAttribute('aria-expanded') !== 'true'; e.currentTarget.setAttribute('aria-expanded', String(open)); byId('details').hidden = !open; };
  byId('actions').onclick = () => { byId('actions-menu').hidden = false; };
  byId('dismiss').onclick = () => { byId('cookies').remove(); };
  byId('dark').onclick = (e) => e.currentTarget.setAttribute('aria-checked', String(e.currentTarget.getAttribute('aria-checked') !== 'true'));
  // The broken ones: the color goes back to Red, the Docs link is swallowed, the code box keeps two capitals.
  byId('color').onchange = (e) => { setTimeout(() => { e.target.value = 'Red'; }, 0); };
  byId('docs').onclick = (e) => e.preventDefault();
  byId('code').oninput = (e) => { e.target.value = e.target.value.toUpperCase().slice(0, 2); };
</script>`;

/** What the scripted model picks for each instruction: role, name, method, arguments. */
const PICKS: Record<string, [string, string, string, string[]?]> = {
  'expand Details': ['button', 'Details', 'click'],
  'expand Shipping': ['button', 'Shipping', 'click'],
  'collapse Details': ['button', 'Details', 'click'],
  'open the Actions menu': ['button', 'Actions', 'click'],
  'open the Tools menu': ['button', 'Tools', 'click'],
  'close the Welcome dialog': ['button', 'Close', 'click'],
  'dismiss the Cookies dialog': ['button', 'Dismiss', 'click'],
  'turn on Notifications': ['switch', 'Notifications', 'click'],
  'turn on Dark mode': ['switch', 'Dark mode', 'click'],
  'choose Blue as the color': ['combobox', 'Color', 'selectOption', ['Blue']],
  'choose Medium as the size': ['combobox', 'Size', 'selectOption', ['Medium']],
  'go to the Docs page': ['link', 'Docs', 'click'],
  'click the Docs link': ['link', 'Docs', 'click'],
  'click the About link': ['link', 'About', 'click'],
  'enter the code': ['textbox', 'Code', 'fill', ['abcdef']],
  'click Refresh': ['button', 'Refresh', 'click'],
};

let server: TestServer;
const model = new ScriptedLLM((request) => {
  // Asked again after an action whose effect did not show (self-heal): the page offers no other
  // control for the step, and the model says so; the act then fails with the first attempt's check
  // (repeating the same pick would only wait out the effect bound a second time).
  if (JSON.stringify(request.messages).includes('choose another element or method')) return { action: null, twoStep: false };
  const pick = PICKS[instructionOf(request)];
  return pick ? actAnswer(refOf(pageTextOf(request), pick[0], pick[1]), pick[2], pick[3] ?? []) : { action: null, twoStep: false };
});
/** Every step decided by the (scripted) model. */
let byModel: Client;
/** No model: the offline tier decides. */
let offline: Client;
const cacheDir = mkdtempSync(join(tmpdir(), 'actwright-effects-cache-'));
/** No model, with an action cache: the second run of a step replays the cached decision. */
let cached: Client;
let brokenCachedPage = false;

beforeAll(async () => {
  server = await startTestServer();
  server.route('/effects', PAGE);
  server.route('/about', '<title>About</title><h1>About us</h1>');
  server.route('/docs', '<title>Docs</title><h1>Docs</h1>');
  // The same URL, first with a working disclosure, then with one that does nothing.
  server.route('/cached', (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' }).end(brokenCachedPage ? PAGE.replace("byId('details-btn').onclick", 'void ') : PAGE);
  });
  byModel = new Client({ env: 'LOCAL', llmClient: model, offline: false, verbose: 0, disablePino: true, domSettleTimeout: 3_000 });
  offline = new Client({ env: 'LOCAL', verbose: 0, disablePino: true, domSettleTimeout: 3_000 });
  cached = new Client({ env: 'LOCAL', cacheDir, verbose: 0, disablePino: true, domSettleTimeout: 3_000 });
  await Promise.all([byModel.init(), offline.init(), cached.init()]);
});
afterAll(async () => {
  await Promise.all([byModel?.close(), offline?.close(), cached?.close()]);
  await server?.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

const open = (client: Client, path = 'effects') => client.page.goto(`${server.origin}/${path}`);

/** The act failed, saying what was expected and what was found, and its decision (and the history) say so. */
async function expectMissing(client: Client, result: ActResult, expected: RegExp, found: RegExp) {
  expect(result.success, result.message).toBe(false);
  expect(result.message).toMatch(expected);
  expect(result.message).toMatch(found);
  expect(result.decision?.effect).toMatchObject({ ok: false, expected: expect.stringMatching(expected), found: expect.stringMatching(found) });
  const entry = (await client.history).at(-1)!;
  expect((entry.result as ActResult).decision?.effect?.ok).toBe(false);
}

function expectHappened(result: ActResult, expected: RegExp) {
  expect(result.success, result.message).toBe(true);
  expect(result.decision?.effect).toMatchObject({ ok: true, expected: expect.stringMatching(expected) });
}

describe('the model decided: each effect checked', () => {
  it('expand / collapse: the part the control names is shown, then hidden; a control that does nothing fails', async () => {
    await open(byModel);
    expectHappened(await byModel.act('expand Details'), /expanded/);
    expect(await byModel.page.locator('#details').isVisible()).toBe(true);
    expectHappened(await byModel.act('collapse Details'), /collapsed/);
    await expectMissing(byModel, await byModel.act('expand Shipping'), /the part it controls expanded/, /still collapsed/);
  });

  it('open a menu: a menu shows; a menu button that opens nothing fails', async () => {
    await open(byModel);
    expectHappened(await byModel.act('open the Actions menu'), /a menu shown/);
    await expectMissing(byModel, await byModel.act('open the Tools menu'), /a menu shown/, /no menu appeared/);
  });

  it('close a dialog: it goes; a Close button that leaves it there fails', async () => {
    await open(byModel);
    expectHappened(await byModel.act('dismiss the Cookies dialog'), /a dialog gone/);
    await expectMissing(byModel, await byModel.act('close the Welcome dialog'), /a dialog gone/, /the dialog is still shown/);
  });

  it('a switch clicked changes its state (its role says so, no verb needed); one that does not fails', async () => {
    await open(byModel);
    expectHappened(await byModel.act('turn on Dark mode'), /it checked/);
    await expectMissing(byModel, await byModel.act('turn on Notifications'), /it checked/, /still unchecked/);
  });

  it('select: the option asked for is the selected one; a list that goes back fails', async () => {
    await open(byModel);
    expectHappened(await byModel.act('choose Medium as the size'), /"Medium" selected/);
    await expectMissing(byModel, await byModel.act('choose Blue as the color'), /"Blue" selected/, /"Red" is selected/);
  });

  it('navigate: a link that leads to another page does; one whose click is swallowed fails, with or without "go to"', async () => {
    await open(byModel);
    await expectMissing(byModel, await byModel.act('go to the Docs page'), /the page to change/, /URL and history are unchanged/);
    await expectMissing(byModel, await byModel.act('click the Docs link'), /the page to change/, /unchanged/);
    expectHappened(await byModel.act('click the About link'), /the page to change/);
    expect(new URL(byModel.page.url()).pathname).toBe('/about');
  });

  it('fill: a field that does not hold the text fails, and the decision says so (never the text itself)', async () => {
    await open(byModel);
    await expectMissing(byModel, await byModel.act('enter the code'), /the text given/, /holds 2 characters/);
    expect(JSON.stringify(byModel.exportSession().records.at(-1))).not.toContain('abcdef');
  });

  it('a plain click with no stated intent on an element with no state of its own is not judged', async () => {
    await open(byModel);
    const result = await byModel.act('click Refresh');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.effect).toBeUndefined();
  });
});

describe('the offline tier decided: the same checks', () => {
  it('a disclosure that does not expand fails, naming the rule', async () => {
    await open(offline);
    const result = await offline.act('expand Shipping');
    await expectMissing(offline, result, /the part it controls expanded/, /still collapsed/);
    expect(result.decision?.by.kind).toBe('rule');
    await open(offline);
    expectHappened(await offline.act('expand Details'), /expanded/);
  });

  it('a switch and a select that do not take the change fail', async () => {
    await open(offline);
    await expectMissing(offline, await offline.act('click the Notifications switch'), /it checked/, /still unchecked/);
    await expectMissing(offline, await offline.act('select Blue in Color'), /"Blue" selected/, /"Red" is selected/);
  });
});

describe('a cached decision: checked as when it was resolved', () => {
  it('replayed on a page where the control now does nothing, the step fails saying so', async () => {
    brokenCachedPage = false;
    await open(cached, 'cached');
    expectHappened(await cached.act('expand Details'), /expanded/);
    await open(cached, 'cached');
    const replayed = await cached.act('expand Details');
    expect(cached.exportSession().records.at(-1)!.tier).toBe('cache');
    expectHappened(replayed, /expanded/);
    brokenCachedPage = true;
    await open(cached, 'cached');
    const result = await cached.act('expand Details');
    expect(result.success, result.message).toBe(false);
    expect(result.message).toMatch(/The cached step .* no longer holds: its action failed: .*Expected the part it controls expanded after the action, but it is still collapsed/);
  });
});
