// Cached actions are verified before they run, and a step whose cached element has gone (or is
// another one) heals with a trail: old and new code in the result, the entry rewritten. Real
// Chromium, pages on 127.0.0.1, no model (the offline tier re-resolves).
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Client, type ClientOptions } from '../../src/index.js';
import { ACTION_CACHE_VERSION, ActionCacheEntrySchema, actionCacheKey, cacheFileName, type ActionCacheEntry } from '../../src/engine/cache/index.js';
import { buildReplay } from '../../src/replay/index.js';
import { startTestServer, type TestServer } from '../support/http-server.js';

let server: TestServer;
const clients: Client[] = [];
const dirs: string[] = [];

/** A settings page: Save records "saved", Delete account records "DELETED". */
const settingsPage = `<title>Settings</title>
<button onclick="document.getElementById('out').textContent = 'saved'">Save</button>
<button onclick="document.getElementById('out').textContent = 'DELETED'">Delete account</button>
<p id="out"></p>`;

/** A login page with a search box in its header. */
const loginPage = `<title>Login</title>
<header><input type="search" aria-label="Search"></header>
<form><label>Username <input id="user"></label><label>Password <input id="pw" type="password"></label></form>`;

const orderPage = (button: string) => `<title>Order</title><button onclick="document.getElementById('out').textContent = 'ordered'">${button}</button><p id="out"></p>`;
const emailPage = `<title>Profile</title><label>Email <input id="email"></label>`;
/** The Email field moved into a frame of the same origin. */
const emailInFrame = `<title>Profile</title><p>Your profile</p><iframe title="Profile form" src="/profile-frame"></iframe>`;

beforeAll(async () => {
  server = await startTestServer();
  server.route('/settings', settingsPage);
  server.route('/login', loginPage);
  server.route('/profile-frame', `<label>Email <input id="email"></label>`);
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close({ force: true }).catch(() => undefined)));
});
afterAll(async () => {
  await server?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function cacheDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'actwright-verify-'));
  dirs.push(dir);
  return dir;
}

/** No model: whatever the cache does not answer, the offline tier must (or the step fails). */
async function startClient(dir: string, options: Partial<ClientOptions> = {}): Promise<Client> {
  const client = new Client({ env: 'LOCAL', cacheDir: dir, verbose: 0, disablePino: true, domSettleTimeout: 3_000, ...options });
  clients.push(client);
  await client.init();
  return client;
}

/** Writes an entry by hand, as a cache restored from another branch (or an attacker) would hold it. */
function plant(dir: string, instruction: string, url: string, actions: ActionCacheEntry['actions'], variables?: Record<string, string>): void {
  const key = actionCacheKey({ kind: 'act', instruction, pageUrl: url, variables });
  const entry: ActionCacheEntry = { version: ACTION_CACHE_VERSION, key, actions, by: { kind: 'model' }, writtenAt: new Date().toISOString() };
  writeFileSync(join(dir, cacheFileName(key)), JSON.stringify(entry));
}

const DELETE = 'internal:role=button[name="Delete account"s]';
const deleteAction = (element: { role: string; name: string }) => ({
  selector: DELETE,
  description: 'click button "Save"',
  method: 'click',
  arguments: [],
  code: "await page.getByRole('button', { name: 'Delete account', exact: true }).click();",
  element: { ...element, origin: server.origin },
});

const lastAct = (client: Client) => client.exportSession().records.findLast((r) => r.method === 'act')!;

describe('a poisoned cache entry is never acted on', () => {
  for (const [what, element] of [
    ['recording the element as the Save button (a lie)', { role: 'button', name: 'Save' }],
    ['recording the Delete account button truthfully', { role: 'button', name: 'Delete account' }],
  ] as const) {
    it(`click the "Save" button → "Delete account", ${what}: Save is clicked, the heal says why`, async () => {
      const dir = cacheDir();
      const url = `${server.origin}/settings`;
      plant(dir, 'click the "Save" button', url, [deleteAction(element)]);
      const client = await startClient(dir);
      await client.page.goto(url);
      const result = await client.act('click the "Save" button');
      expect(result.success, result.message).toBe(true);
      expect(await client.page.locator('#out').textContent()).toBe('saved');
      expect(result.actions[0]!.code).toBe("await page.getByRole('button', { name: 'Save', exact: true }).click();");
      expect(result.decision?.by.kind).toBe('rule');
      expect(result.decision?.heal).toEqual({
        from: "await page.getByRole('button', { name: 'Delete account', exact: true }).click();",
        to: "await page.getByRole('button', { name: 'Save', exact: true }).click();",
        reason: expect.stringContaining('Delete account'),
      });
      // The entry now holds the Save button.
      const [file] = readdirSync(dir);
      const entry = ActionCacheEntrySchema.parse(JSON.parse(readFileSync(join(dir, file!), 'utf8')));
      expect(entry.actions[0]!.element).toEqual({ role: 'button', name: 'Save', origin: server.origin });
    });
  }

  it('with no way to re-resolve (offline off, no model), the step fails naming the cached code and why; nothing is clicked', async () => {
    const dir = cacheDir();
    const url = `${server.origin}/settings`;
    plant(dir, 'click the "Save" button', url, [deleteAction({ role: 'button', name: 'Delete account' })]);
    const client = await startClient(dir, { offline: false });
    await client.page.goto(url);
    const result = await client.act('click the "Save" button');
    expect(result.success).toBe(false);
    expect(result.message).toContain("getByRole('button', { name: 'Delete account', exact: true })");
    // Why it was refused: the element does not answer the step (on a machine so loaded that the
    // element is not read within the cache's 1.5 s bound, that it was not found: refused all the same).
    expect(result.message).toMatch(/does not answer|finds no element/);
    expect(result.message).toContain('needs a model');
    expect(await client.page.locator('#out').textContent()).toBe('');
  });

  it('%password% → the search box: the secret goes into the Password field, never the search box', async () => {
    const dir = cacheDir();
    const url = `${server.origin}/login`;
    const instruction = 'type %password% into the Password field';
    plant(dir, instruction, url, [{ selector: 'internal:role=searchbox[name="Search"s]', description: 'type into Password', method: 'fill', arguments: ['%password%'], code: "await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(variables.password);", element: { role: 'searchbox', name: 'Search', origin: server.origin } }], { password: 'x' });
    const client = await startClient(dir);
    await client.page.goto(url);
    const secret = 'S3cret-Value-42';
    const result = await client.act(instruction, { variables: { password: secret } });
    expect(result.success, result.message).toBe(true);
    expect(await client.page.getByRole('searchbox').inputValue()).toBe('');
    expect(await client.page.locator('#pw').inputValue()).toBe(secret);
    expect(result.decision?.heal?.reason).toContain('does not answer');
    expect(result.actions[0]!.code).toContain('variables.password');
    expect(JSON.stringify(client.exportSession())).not.toContain(secret);
  });
});

describe('a poisoned observe() entry is never returned', () => {
  it('observe("find the Save button") stored as Delete account: observed afresh, Save found', async () => {
    const dir = cacheDir();
    const url = `${server.origin}/settings`;
    const key = actionCacheKey({ kind: 'observe', instruction: 'find the Save button', pageUrl: url });
    const entry: ActionCacheEntry = { version: ACTION_CACHE_VERSION, key, actions: [deleteAction({ role: 'button', name: 'Delete account' })], writtenAt: new Date().toISOString() };
    writeFileSync(join(dir, cacheFileName(key)), JSON.stringify(entry));
    const client = await startClient(dir);
    await client.page.goto(url);
    const found = await client.observe('find the Save button');
    expect(found.map((f) => f.code)).toEqual(["await page.getByRole('button', { name: 'Save', exact: true }).click();"]);
    expect(client.exportSession().records.findLast((r) => r.method === 'observe')!.tier).toBe('offline');
  });
});

describe('healing with a trail', () => {
  it('a renamed button: the cached step heals, old → new code in the result, the history and the replay; the next run replays the new entry', async () => {
    const dir = cacheDir();
    server.route('/order', orderPage('Submit'));
    const url = `${server.origin}/order`;
    const first = await startClient(dir);
    await first.page.goto(url);
    const written = await first.act('click the Submit button');
    expect(written.success, written.message).toBe(true);
    expect(written.decision?.heal).toBeUndefined();

    // A second run, on the same page: from the cache, verified.
    const second = await startClient(dir);
    await second.page.goto(url);
    const cached = await second.act('click the Submit button');
    expect(cached.success, cached.message).toBe(true);
    expect(lastAct(second).tier).toBe('cache');
    expect(cached.decision?.by).toEqual({ kind: 'cache', rule: expect.any(String) });

    server.route('/order', orderPage('Submit order'));
    const third = await startClient(dir);
    await third.page.goto(url);
    const healed = await third.act('click the Submit button');
    expect(healed.success, healed.message).toBe(true);
    expect(await third.page.locator('#out').textContent()).toBe('ordered');
    const heal = { from: "await page.getByRole('button', { name: 'Submit', exact: true }).click();", to: "await page.getByRole('button', { name: 'Submit order', exact: true }).click();", reason: expect.stringContaining('finds no element') };
    expect(healed.decision?.heal).toEqual(heal);
    // The history entry and the replay's result carry it too.
    expect(((await third.history).at(-1)!.result as typeof healed).decision?.heal).toEqual(heal);
    const replayed = buildReplay(third.exportSession().records).data.pages.flatMap((p) => p.actions).find((a) => a.method === 'act')!;
    expect((replayed.result as typeof healed).decision?.heal).toEqual(heal);

    const fourth = await startClient(dir);
    await fourth.page.goto(url);
    const again = await fourth.act('click the Submit button');
    expect(again.success).toBe(true);
    expect(lastAct(fourth).tier).toBe('cache');
    expect(again.decision?.heal).toBeUndefined();
  });

  it('a field moved into a frame heals to frame code', async () => {
    const dir = cacheDir();
    server.route('/profile', emailPage);
    const url = `${server.origin}/profile`;
    const first = await startClient(dir);
    await first.page.goto(url);
    expect((await first.act('type "ada@example.com" into the Email field')).success).toBe(true);

    server.route('/profile', emailInFrame);
    const second = await startClient(dir);
    await second.page.goto(url);
    const healed = await second.act('type "ada@example.com" into the Email field');
    expect(healed.success, healed.message).toBe(true);
    expect(healed.decision?.heal?.from).toBe("await page.getByRole('textbox', { name: 'Email', exact: true }).pressSequentially('ada@example.com');");
    expect(healed.decision?.heal?.to).toContain('.contentFrame().getByRole(\'textbox\', { name: \'Email\', exact: true }).pressSequentially(\'ada@example.com\');');
    expect(await second.page.frameLocator('iframe').locator('#email').inputValue()).toBe('ada@example.com');
  });

  it('a re-resolved step whose effect check fails is a failure, not a heal; the stale entry is dropped', async () => {
    const dir = cacheDir();
    server.route('/profile2', emailPage);
    const url = `${server.origin}/profile2`;
    const first = await startClient(dir);
    await first.page.goto(url);
    expect((await first.act('type "ada@example.com" into the Email field')).success).toBe(true);
    expect(readdirSync(dir)).toHaveLength(1);

    // Renamed (the cached selector finds nothing), and the new field keeps only 3 characters: typing has no full effect.
    server.route('/profile2', `<title>Profile</title><label>Email address <input id="email" maxlength="3"></label>`);
    const second = await startClient(dir);
    await second.page.goto(url);
    const result = await second.act('type "ada@example.com" into the Email field');
    expect(result.success).toBe(false);
    expect(result.decision?.heal).toBeUndefined();
    expect(result.message).toContain("The cached step `await page.getByRole('textbox', { name: 'Email', exact: true }).pressSequentially('ada@example.com');` no longer holds");
    expect(result.message).toContain('Resolving it afresh failed too');
    expect(result.message).toMatch(/Expected the field to hold the text given/);
    expect(second.exportSession().records.findLast((r) => r.method === 'act')!.result).not.toHaveProperty('decision.heal');
    // Nothing healed was stored: the next run resolves afresh rather than replaying either code.
    expect(readdirSync(dir)).toHaveLength(0);
  });

  it('a change the step cannot survive fails, naming the cached code and what the page has now', async () => {
    const dir = cacheDir();
    server.route('/order2', orderPage('Submit'));
    const url = `${server.origin}/order2`;
    const first = await startClient(dir);
    await first.page.goto(url);
    expect((await first.act('click the Submit button')).success).toBe(true);

    server.route('/order2', orderPage('Place order'));
    const second = await startClient(dir);
    await second.page.goto(url);
    const result = await second.act('click the Submit button');
    expect(result.success).toBe(false);
    expect(result.message).toContain("`await page.getByRole('button', { name: 'Submit', exact: true }).click();`");
    expect(result.message).toContain('finds no element');
    expect(await second.page.locator('#out').textContent()).toBe('');
  });
});
