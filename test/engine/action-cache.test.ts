import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Client, type ClientOptions } from '../../src/index.js';
import { ActionCacheEntrySchema } from '../../src/engine/cache/index.js';
import { startTestServer, type TestServer } from '../support/http-server.js';
import { actAnswer, instructionOf, pageTextOf, refOf, ScriptedLLM } from '../support/scripted-llm.js';
import { sharedContexts } from '../support/shared-browser-context.js';

let server: TestServer;
const clients: Client[] = [];
/** Each client on a context of its own in the run's shared browser, closed after its test. */
const contexts = sharedContexts();
const dirs: string[] = [];

const formPage = (button: string) => `<title>Form</title>
<label>Email <input id="email" name="email"></label>
<button id="save" onclick="document.getElementById('out').textContent = 'Saved: ' + document.getElementById('email').value">${button}</button>
<p id="out"></p>`;

beforeAll(async () => {
  server = await startTestServer();
  server.route('/form', formPage('Save'));
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close({ force: true }).catch(() => undefined)));
  await contexts.releaseAll();
});
afterAll(async () => {
  await server?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function cacheDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'actwright-cache-'));
  dirs.push(dir);
  return dir;
}

/** A model that fills the Email field and clicks whichever button is named in the instruction's target. */
function formModel(): ScriptedLLM {
  return new ScriptedLLM((request) => {
    const instruction = instructionOf(request);
    const text = pageTextOf(request);
    if (request.schema.name === 'observe_elements') {
      return { elements: [{ elementId: refOf(text, 'button', /Save|Store/), method: 'click', arguments: [], description: 'the save button' }] };
    }
    if (instruction.includes('email')) return actAnswer(refOf(text, 'textbox', 'Email'), 'fill', ['%email%']);
    if (instruction.includes('save')) return actAnswer(refOf(text, 'button', /Save|Store/), 'click');
    return { action: null, twoStep: false };
  });
}

/** offline: false, so anything the cache does not answer goes to the (counting) model. */
async function startClient(dir: string, model: ScriptedLLM, options: Partial<ClientOptions> = {}): Promise<Client> {
  const client = new Client({ env: 'LOCAL', cacheDir: dir, llmClient: model, offline: false, verbose: 0, disablePino: true, domSettleTimeout: 5_000, ...options, ...(await contexts.options()) });
  clients.push(client);
  await client.init();
  return client;
}

const cacheFiles = (dir: string) => readdirSync(dir).filter((f) => f.endsWith('.json'));
const readEntry = (dir: string, file: string) => ActionCacheEntrySchema.parse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
const outText = (client: Client) => client.page.locator('#out').textContent({ timeout: 5_000 });

describe('cacheDir: act()', () => {
  it('a second client replays the stored actions with no model call; variables stay names in the files', async () => {
    const dir = cacheDir();
    const firstModel = formModel();
    const first = await startClient(dir, firstModel);
    await first.page.goto(`${server.origin}/form`);
    const firstSecret = 'first.secret@example.com';
    expect((await first.act('type %email% into the email field', { variables: { email: firstSecret } })).success).toBe(true);
    expect((await first.act('click save')).success).toBe(true);
    expect(await outText(first)).toBe(`Saved: ${firstSecret}`);
    expect(firstModel.requests).toHaveLength(2);

    const files = cacheFiles(dir);
    expect(files).toHaveLength(2);
    const raw = files.map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
    expect(raw).not.toContain(firstSecret);
    const fill = files.map((f) => readEntry(dir, f)).find((e) => e.key.instruction.includes('email'))!;
    expect(fill.key).toEqual({ kind: 'act', instruction: 'type %email% into the email field', url: `${server.origin}/form`, variables: ['email'] });
    expect(fill.actions).toEqual([
      {
        selector: expect.not.stringMatching(/aria-ref|^e\d+$/),
        description: expect.any(String),
        method: 'fill',
        arguments: ['%email%'],
        code: "await page.getByRole('textbox', { name: 'Email', exact: true }).fill(variables.email);",
        element: { role: 'textbox', name: 'Email', origin: server.origin },
      },
    ]);

    // Another client (another worker, another run): same folder, another model, another value.
    const secondModel = formModel();
    const second = await startClient(dir, secondModel);
    await second.page.goto(`${server.origin}/form?session=2#top`); // query and hash do not change the key
    const secondSecret = 'second.secret@example.com';
    const typed = await second.act('type %email% into the email field', { variables: { email: secondSecret } });
    expect(typed.success, typed.message).toBe(true);
    const clicked = await second.act('click save');
    expect(clicked.success, clicked.message).toBe(true);
    expect(await outText(second)).toBe(`Saved: ${secondSecret}`); // the value is substituted when the cached action runs
    expect(secondModel.requests).toHaveLength(0);

    const acts = second.exportSession().records.filter((r) => r.method === 'act');
    expect(acts.map((r) => r.tier)).toEqual(['cache', 'cache']);
    expect(acts[0]!.tokenUsage).toEqual({ inputTokens: 0, outputTokens: 0, timeMs: 0 });
    expect((await second.metrics).actPromptTokens).toBe(0);
    expect(JSON.stringify(second.exportSession())).not.toContain(secondSecret);
    expect(raw + cacheFiles(dir).map((f) => readFileSync(join(dir, f), 'utf8')).join('')).not.toContain(secondSecret);
  });

  it('falls back to the model when the cached selector is gone, and rewrites the entry', async () => {
    const dir = cacheDir();
    server.route('/changing', formPage('Save'));
    const first = await startClient(dir, formModel());
    await first.page.goto(`${server.origin}/changing`);
    expect((await first.act('click save')).success).toBe(true);
    const [file] = cacheFiles(dir);
    expect(readEntry(dir, file!).actions[0]!.selector).toContain('Save');

    server.route('/changing', formPage('Store')); // the button was renamed: its selector no longer resolves
    const model = formModel();
    const second = await startClient(dir, model);
    await second.page.goto(`${server.origin}/changing`);
    const result = await second.act('click save');
    expect(result.success, result.message).toBe(true);
    expect(await outText(second)).toBe('Saved: ');
    expect(model.requests).toHaveLength(1);
    expect(second.exportSession().records.findLast((r) => r.method === 'act')!.tier).toBe('model');
    expect(cacheFiles(dir)).toEqual([file]);
    const rewritten = readEntry(dir, file!);
    expect(rewritten.actions[0]!.selector).toContain('Store');

    // The rewritten entry answers the next call.
    await second.page.reload();
    expect((await second.act('click save')).success).toBe(true);
    expect(model.requests).toHaveLength(1);
    expect(second.exportSession().records.findLast((r) => r.method === 'act')!.tier).toBe('cache');
  });

  it('falls back when the cached element is there but the action fails on it', async () => {
    const dir = cacheDir();
    server.route('/disabled', formPage('Save'));
    const first = await startClient(dir, formModel());
    await first.page.goto(`${server.origin}/disabled`);
    expect((await first.act('click save')).success).toBe(true);

    // "Save" is still on the page but disabled; "Store" does the job now.
    server.route('/disabled', `${formPage('Store')}<button disabled>Save</button>`);
    const model = formModel();
    const second = await startClient(dir, model);
    await second.page.goto(`${server.origin}/disabled`);
    const result = await second.act('click save');
    expect(result.success, result.message).toBe(true);
    expect(await outText(second)).toBe('Saved: ');
    expect(model.requests).toHaveLength(1);
    expect(readEntry(dir, cacheFiles(dir)[0]!).actions[0]!.selector).toContain('Store');
  });

  it('does not cache a failed act', async () => {
    const dir = cacheDir();
    const client = await startClient(dir, formModel());
    await client.page.goto(`${server.origin}/form`);
    expect((await client.act('open the settings')).success).toBe(false);
    expect(cacheFiles(dir)).toEqual([]);
  });
});

describe('cacheDir: observe()', () => {
  it('answers the same instruction on the same page from the cache, with the same durable selectors', async () => {
    const dir = cacheDir();
    const first = await startClient(dir, formModel());
    await first.page.goto(`${server.origin}/form`);
    const found = await first.observe('find the save button');
    expect(found).toHaveLength(1);

    const model = formModel();
    const second = await startClient(dir, model);
    await second.page.goto(`${server.origin}/form`);
    expect(await second.observe('find the save button')).toEqual(found);
    expect(model.requests).toHaveLength(0);
    expect(second.exportSession().records.findLast((r) => r.method === 'observe')!.tier).toBe('cache');
    // The cached selector acts on the page.
    expect((await second.act(found[0]!)).success).toBe(true);
    expect(await outText(second)).toBe('Saved: ');
  });
});

describe('cacheDir: two writers', () => {
  it('two clients acting at once on the same key leave whole, valid files and no temp files', async () => {
    const dir = cacheDir();
    const [a, b] = await Promise.all([startClient(dir, formModel()), startClient(dir, formModel())]);
    await Promise.all([a.page.goto(`${server.origin}/form`), b.page.goto(`${server.origin}/form`)]);
    // Each client acts in order on its own page; the two clients race each other to the same files.
    const run = async (client: Client, name: string) => [
      await client.act('click save'),
      await client.act('type %email% into the email field', { variables: { email: `${name}0@example.com` } }),
    ];
    for (const r of (await Promise.all([run(a, 'a'), run(b, 'b')])).flat()) expect(r.success, r.message).toBe(true);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    const files = cacheFiles(dir);
    expect(files).toHaveLength(2);
    for (const file of files) {
      const text = readFileSync(join(dir, file), 'utf8');
      expect(text).not.toMatch(/[ab]\d@example\.com/);
      expect(() => readEntry(dir, file)).not.toThrow();
    }
  });
});
