/**
 * client.check() / waitFor(): offline rules, the model's answer as an assertion (run by the
 * engine, cached: a second run asks nothing), page judgements that need evidence on the page,
 * soft checks, `not`, timeouts and waits, and what a failure says. The model is the loopback
 * fake OpenAI provider (test/support/fake-providers).
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CheckFailedError, Client, MissingLLMConfigurationError, type ClientOptions } from '../../src/index.js';
import { startFakeProvider, type FakeProvider } from '../support/fake-providers/index.js';
import { startTestServer, type TestServer } from '../support/http-server.js';
import { sharedContexts } from '../support/shared-browser-context.js';

let site: TestServer;
let fake: FakeProvider;
const clients: Client[] = [];
/** Each client on a context of its own in the run's shared browser, closed after its test. */
const contexts = sharedContexts();
const dirs: string[] = [];

const SHOP = `<title>Shop</title><h1>Your cart</h1>
<div class="badge"><span>Cart</span> <b id="count">2 items</b></div>
<label>Email <input id="email" value="a@b.c"></label>
<label><input type="checkbox" id="remember" checked> Remember me</label>
<button id="save" disabled>Save</button>
<ul><li>Blue mug $10</li><li>Red mug $20</li></ul>
<p>Total: $30</p>`;

beforeAll(async () => {
  site = await startTestServer();
  site.route('/shop', SHOP);
  fake = await startFakeProvider('openai');
});
beforeEach(() => fake.reset());
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close({ force: true }).catch(() => undefined)));
  await contexts.releaseAll();
});
afterAll(async () => {
  await Promise.all([fake?.close(), site?.close()]);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function open(options: Partial<ClientOptions> = {}): Promise<Client> {
  const client = new Client({ env: 'LOCAL', verbose: 0, disablePino: true, domSettleTimeout: 2_000, ...options, ...(await contexts.options()) });
  clients.push(client);
  await client.init();
  await client.page.goto(`${site.origin}/shop`);
  return client;
}

/** The ref of the line of the page text that holds `text` (the fake reads the prompt as the model would). */
const refIn = (prompt: string, text: string) => new RegExp(`\\[ref=(\\w+)\\][^\\n]*${text}|${text}[^\\n]*\\[ref=(\\w+)\\]`).exec(prompt)?.slice(1).find(Boolean);

describe('checks with no model', () => {
  it('resolve plain checks to Playwright assertions, each naming its rule', async () => {
    const client = await open();
    const cases: [string, string, string][] = [
      ['the Save button is disabled', 'rule element-state', "await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();"],
      ['"Total: $30" is visible', 'rule text-shown', "await expect(page.getByText('Total: $30', { exact: true }).filter({ visible: true }).first()).toBeVisible();"],
      ['the Email field holds "a@b.c"', 'rule field-value', "await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('a@b.c');"],
      ['the Remember me box is ticked', 'rule box-state', "await expect(page.getByRole('checkbox', { name: 'Remember me', exact: true })).toBeChecked();"],
      ['the title is "Shop"', 'rule title-is', "await expect(page).toHaveTitle('Shop');"],
      ['the Delete button is hidden', 'rule absent-element', "await expect(page.getByRole('button', { name: 'delete' }).first()).toBeHidden();"],
    ];
    for (const [check, rule, code] of cases) {
      const result = await client.check(check, { timeout: 1_000 });
      expect({ check, passed: result.passed, rule: result.rule, code: result.code }).toEqual({ check, passed: true, rule, code });
    }
  });

  it('fails a false check with expected, found, the assertion as code, the element and the rule', async () => {
    const client = await open();
    const error = await client.check('the Save button is enabled', { timeout: 300 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CheckFailedError);
    const failed = error as CheckFailedError;
    expect(failed.message).toContain('expected: enabled');
    expect(failed.message).toContain('found:    disabled');
    expect(failed.message).toContain("await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();");
    expect(failed.message).toContain('looked at: button "Save"');
    expect(failed.message).toContain('resolved by: rule element-state');
    // The history (and so the replay) has the check with its resolved code.
    const record = client.exportSession().records.at(-1)!;
    expect(record.method).toBe('check');
    expect(record.result).toMatchObject({ passed: false, code: failed.code, found: 'disabled' });
  });

  it('soft checks return the failure; `not` negates with the same retry', async () => {
    const client = await open();
    const soft = await client.check('the Remember me box is unticked', { soft: true, timeout: 200 });
    expect(soft).toMatchObject({ passed: false, soft: true, expected: 'unchecked', found: 'checked' });
    await expect(client.check('the Save button is enabled', { not: true, timeout: 200 })).resolves.toMatchObject({ passed: true });
    await expect(client.check('the Save button is disabled', { not: true, timeout: 200 })).rejects.toBeInstanceOf(CheckFailedError);
  });

  it('waits for the page to change, and a wait that never comes true fails at its timeout', async () => {
    const client = await open();
    const waiting = client.waitFor('"Order confirmed" is visible', { timeout: 10_000 });
    // The text arrives after the wait began (no timer: the test adds it).
    await client.page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<p>Order confirmed</p>'));
    await expect(waiting).resolves.toMatchObject({ passed: true, rule: 'rule text-shown' });
    await expect(client.waitFor('"Order cancelled" is visible', { timeout: 300 })).rejects.toBeInstanceOf(CheckFailedError);
  });

  it('hands a check it cannot read for sure to the model, and says so', async () => {
    const client = await open();
    await expect(client.check('the cart looks right', { timeout: 200 })).rejects.toBeInstanceOf(MissingLLMConfigurationError);
  });
});

describe('checks with a model', () => {
  it("runs the model's assertion, caches it, and a second run asks the model nothing", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'actwright-check-cache-'));
    dirs.push(dir);
    fake.fallback((request) => ({ answer: { kind: 'assertion', assertion: { elementId: refIn(request.prompt, '2 items'), matcher: 'toContainText', expected: '2 items', not: false } } }));
    const first = await open({ model: fake.model(), cacheDir: dir });
    const result = await first.check('the cart badge shows two items', { timeout: 1_000 });
    expect(result).toMatchObject({ passed: true, rule: 'model', assertion: { matcher: 'toContainText', expected: '2 items' } });
    expect(result.code).toMatch(/^await expect\(page\..+\)\.toContainText\('2 items'\);$/);
    expect(fake.requests).toHaveLength(1);
    expect(readdirSync(dir).filter((f) => f.startsWith('check-'))).toHaveLength(1);

    const second = await open({ model: fake.model(), cacheDir: dir });
    const again = await second.check('the cart badge shows two items', { timeout: 1_000 });
    expect(again).toMatchObject({ passed: true, rule: 'cache', code: result.code });
    expect(fake.requests).toHaveLength(1);
  });

  it("fails when the model's assertion does not hold (the model translates, Playwright decides)", async () => {
    fake.fallback((request) => ({ answer: { kind: 'assertion', assertion: { elementId: refIn(request.prompt, '2 items'), matcher: 'toContainText', expected: '3 items', not: false } } }));
    const client = await open({ model: fake.model() });
    const error = (await client.check('the cart badge shows three items', { timeout: 300 }).catch((e: unknown) => e)) as CheckFailedError;
    expect(error).toBeInstanceOf(CheckFailedError);
    expect(error.message).toContain('found:    text "Cart 2 items"');
    expect(error.rule).toBe('model');
  });

  it('a page judgement passes only with evidence that is on the page', async () => {
    const client = await open({ model: fake.model() });
    fake.script({ answer: { kind: 'judgement', judgement: { holds: true, evidence: 'Items are sorted by price, cheapest first' } } });
    const invented = (await client.check('the items are sorted by price', { timeout: 300 }).catch((e: unknown) => e)) as CheckFailedError;
    expect(invented).toBeInstanceOf(CheckFailedError);
    expect(invented.found).toContain('is not on the page');

    fake.script({ answer: { kind: 'judgement', judgement: { holds: true, evidence: 'Blue mug $10' } } });
    const quoted = await client.check('the cheapest mug is listed first', { timeout: 300 });
    expect(quoted).toMatchObject({ passed: true, rule: 'model judgement', evidence: 'Blue mug $10' });
  });

  it('an unclear answer or an element not on the page is never a pass', async () => {
    const client = await open({ model: fake.model() });
    fake.script({ answer: { kind: 'unclear', reason: 'which cart?' } }, { answer: { kind: 'assertion', assertion: { elementId: 'e999', matcher: 'toBeVisible', not: false } } });
    await expect(client.check('the cart is fine', { timeout: 300 })).rejects.toBeInstanceOf(CheckFailedError);
    await expect(client.check('the widget is shown', { timeout: 300 })).rejects.toBeInstanceOf(CheckFailedError);
  });
});
