import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { Client, InvalidArgumentError, OperationTimeoutError, type LLMGenerateRequest } from '../../src/index.js';
import { startModelTier, stopModelTier } from '../support/model-tier.js';
import type { TestServer } from '../support/http-server.js';
import { waitFor } from '../support/processes.js';
import { actAnswer, instructionOf, never, pageTextOf, refOf, ScriptedLLM } from '../support/scripted-llm.js';

let server: TestServer;
let client: Client;
const model = new ScriptedLLM();

beforeAll(async () => void ({ server, client } = await startModelTier(model)));
afterAll(() => stopModelTier(server, client));
beforeEach(() => model.reset(() => ({ action: null, twoStep: false })));

async function open(name: string) {
  await client.page.goto(`${server.origin}/${name}`);
  return client.page;
}

async function expectText(locator: Locator, text: string) {
  await locator.filter({ hasText: text }).waitFor({ timeout: 5_000 });
  expect(await locator.textContent()).toContain(text);
}

/** A scripted model that resolves each instruction with `choose(instruction, pageText)`. */
function answering(choose: (instruction: string, pageText: string, request: LLMGenerateRequest) => unknown) {
  model.reset((request) => choose(instructionOf(request), pageTextOf(request), request));
}

describe('act() on the forms page', () => {
  it('fills, selects, checks and submits, each on the element the model chose', async () => {
    const page = await open('forms.html');
    answering((instruction, text) => {
      if (instruction.includes('name')) return actAnswer(refOf(text, 'textbox', 'Full name'), 'fill', ['Jane Doe']);
      if (instruction.includes('email')) return actAnswer(refOf(text, 'textbox', 'Email'), 'fill', ['%email%']);
      if (instruction.includes('country')) return actAnswer(refOf(text, 'combobox', 'Country'), 'selectOption', ['Japan']);
      if (instruction.includes('Pro')) return actAnswer(refOf(text, 'radio', 'Pro'), 'check');
      if (instruction.includes('terms')) return actAnswer(refOf(text, 'checkbox', 'terms'), 'check');
      if (instruction.includes('bio')) return actAnswer(refOf(text, 'textbox', 'Bio'), 'type', ['Hello']);
      if (instruction.includes('submit')) return actAnswer(refOf(text, 'button', 'Create account'), 'click');
      return { action: null, twoStep: false };
    });
    const secret = 'jane.secret@example.com';
    for (const instruction of ['fill the name', 'type %email% into the email field', 'choose Japan as country', 'pick the Pro plan', 'accept the terms', 'write Hello in the bio', 'submit the form']) {
      const result = await client.act(instruction, { variables: { email: secret } });
      expect(result.success, `${instruction}: ${result.message}`).toBe(true);
    }
    await expectText(page.locator('#out'), 'Submitted:');
    const out = await page.locator('#out').textContent();
    expect(out).toContain('name=Jane+Doe');
    expect(out).toContain(`email=${encodeURIComponent(secret)}`);
    expect(out).toContain('country=jp');
    expect(out).toContain('plan=pro');
    expect(out).toContain('terms=on');
    expect(out).toContain('bio=Hello');
    // The value reached the page only: never the model, the history or the replay export.
    expect(model.transcript()).not.toContain(secret);
    expect(model.transcript()).toContain('%email%');
    expect(JSON.stringify(await client.history)).not.toContain(secret);
    expect(JSON.stringify(client.exportSession())).not.toContain(secret);
    const actRecord = client.exportSession().records.findLast((r) => r.method === 'act')!;
    expect(actRecord.tier).toBe('model');
    expect(actRecord.tokenUsage).toEqual({ inputTokens: 120, outputTokens: 12, timeMs: expect.any(Number) });
    expect(actRecord.parameters).toMatchObject({ instruction: 'submit the form', variables: ['email'] });
    expect((await client.metrics).actPromptTokens).toBeGreaterThanOrEqual(7 * 120);
  });

  it('right-clicks, double-clicks, hovers, drags and drops, and scrolls', async () => {
    const page = await open('forms.html');
    answering((instruction, text) => {
      if (instruction === 'right click the area') return actAnswer(refOf(text, 'generic', 'Right-click area'), 'rightClick');
      if (instruction === 'double click') return actAnswer(refOf(text, 'button', 'Double click me'), 'doubleClick');
      if (instruction === 'hover') return actAnswer(refOf(text, 'button', 'Hover for tip'), 'hover');
      if (instruction === 'drag') return actAnswer(refOf(text, 'generic', 'Draggable card'), 'dragAndDrop', [refOf(text, 'generic', 'Drop zone')]);
      if (instruction === 'scroll to the bottom') return actAnswer('', 'scrollTo', ['100%']);
      if (instruction === 'scroll up a page') return actAnswer('', 'scrollByPage', ['up']);
      return { action: null, twoStep: false };
    });
    expect((await client.act('right click the area')).success).toBe(true);
    await expectText(page.locator('#menu-state'), 'Context menu open');
    expect((await client.act('double click')).success).toBe(true);
    await expectText(page.getByRole('button', { name: 'Double clicked' }), 'Double clicked');
    expect((await client.act('hover')).success).toBe(true);
    await page.locator('#tip').waitFor({ state: 'visible', timeout: 5_000 });
    const drag = await client.act('drag');
    expect(drag.success, drag.message).toBe(true);
    expect(drag.actions[0]!.arguments![0]).not.toMatch(/^(f\d+)?e\d+$/); // the drop target as a durable selector
    await expectText(page.locator('#drop-zone'), 'Dropped: card');
    expect((await client.act('scroll to the bottom')).success).toBe(true);
    const bottom = await page.evaluate(() => window.scrollY);
    expect(bottom).toBeGreaterThan(1_000);
    expect((await client.act('scroll up a page')).success).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(bottom);
  });
});

describe('act() across the corpus', () => {
  it('opens a custom dropdown and takes a second look to pick the option', async () => {
    const page = await open('dropdown.html');
    answering((_instruction, text) => {
      if (!text.includes('option "Pistachio"')) return actAnswer(refOf(text, 'button', 'Flavor'), 'click', [], true);
      return actAnswer(refOf(text, 'option', 'Pistachio'), 'click');
    });
    const result = await client.act('select Pistachio as the flavor');
    expect(result.success, result.message).toBe(true);
    expect(result.actions).toHaveLength(2);
    expect(model.requests).toHaveLength(2);
    await expectText(page.locator('#choice'), 'Flavor: Pistachio');
  });

  it('selects in a custom dropdown in one step when the model says selectOption', async () => {
    const page = await open('dropdown.html');
    answering((_i, text) => actAnswer(refOf(text, 'button', 'Flavor'), 'selectOption', ['Chocolate']));
    const result = await client.act('choose Chocolate');
    expect(result.success, result.message).toBe(true);
    await expectText(page.locator('#choice'), 'Flavor: Chocolate');
  });

  it('selects in a native dropdown', async () => {
    const page = await open('dropdown.html');
    answering((_i, text) => actAnswer(refOf(text, 'combobox', 'Size'), 'selectOption', ['Large']));
    expect((await client.act('choose the Large size')).success).toBe(true);
    expect(await page.locator('#size').inputValue()).toBe('Large');
  });

  it('acts inside nested cross-origin iframes', async () => {
    const page = await open('frames.html');
    answering((_i, text) => actAnswer(refOf(text, 'button', 'Pay now'), 'click'));
    const result = await client.act('pay');
    expect(result.success, result.message).toBe(true);
    expect(result.actions[0]!.selector.split(' >>> ')).toHaveLength(3);
    const card = page.frames().find((f) => f.url().endsWith('/frame-card.html'))!;
    await expectText(card.locator('#paid'), 'Payment accepted');
  });

  it('fills and clicks inside a closed shadow root', async () => {
    const page = await open('shadow.html');
    answering((instruction, text) =>
      instruction.includes('coupon') ? actAnswer(refOf(text, 'textbox', 'Coupon'), 'fill', ['SAVE10']) : actAnswer(refOf(text, 'button', 'Closed action'), 'click'),
    );
    expect((await client.act('enter the coupon')).success).toBe(true);
    expect((await client.act('apply it')).success).toBe(true);
    await expectText(page.locator('#status'), 'Closed action clicked: SAVE10');
  });

  it('makes a tab opened by the action the active page', async () => {
    const first = await open('new-tab.html');
    answering((_i, text) => actAnswer(refOf(text, 'link', 'docs'), 'click'));
    expect((await client.act('open the docs')).success).toBe(true);
    await waitFor(() => client.page !== first, { timeoutMs: 5_000 });
    await client.page.waitForURL(/new-tab-target/, { timeout: 5_000 });
    expect(await client.page.title()).toBe('Docs');
    await client.page.close();
    expect(client.page).toBe(first);
  });
});

describe('observed actions, self-healing and failures', () => {
  it('replays an observed action after a reload with no model call', async () => {
    const page = await open('frames.html');
    model.reset((request) => ({ elements: [{ elementId: refOf(pageTextOf(request), 'button', 'Pay now'), method: 'click', arguments: [], description: 'the Pay now button' }] }));
    const [pay] = await client.observe('the pay button');
    expect(pay).toMatchObject({ description: 'the Pay now button', method: 'click', arguments: [] });
    await page.reload();
    const calls = model.requests.length;
    const result = await client.act(pay!);
    expect(result.success, result.message).toBe(true);
    expect(model.requests.length).toBe(calls);
    const card = page.frames().find((f) => f.url().endsWith('/frame-card.html'))!;
    await expectText(card.locator('#paid'), 'Payment accepted');
    expect(client.exportSession().records.findLast((r) => r.method === 'act')?.tier).toBe('direct');
  });

  it('substitutes variables in an observed action only when it runs', async () => {
    const page = await open('forms.html');
    const result = await client.act({ selector: 'role=textbox[name="Password"]', description: 'the password field', method: 'fill', arguments: ['%pw%'] }, { variables: { pw: 'hunter2' } });
    expect(result.success, result.message).toBe(true);
    expect(await page.getByLabel('Password').inputValue()).toBe('hunter2');
    expect(JSON.stringify(result)).not.toContain('hunter2');
    expect(JSON.stringify(client.exportSession())).not.toContain('hunter2');
  });

  it('self-heals once when the chosen element fails', async () => {
    const page = await open('shadow.html');
    answering((_i, text, request) => (model.requests.indexOf(request) === 0 ? actAnswer('e9999', 'click') : actAnswer(refOf(text, 'button', 'Open action'), 'click')));
    const result = await client.act('click the open action');
    expect(result.success, result.message).toBe(true);
    expect(model.requests).toHaveLength(2);
    expect(JSON.stringify(model.requests[1]!.messages)).toContain('failed');
    await expectText(page.locator('#status'), 'Open action clicked');
  });

  it('re-finds an observed action whose selector no longer matches', async () => {
    const page = await open('shadow.html');
    answering((_i, text) => actAnswer(refOf(text, 'button', 'Open action'), 'click'));
    const result = await client.act({ selector: 'role=button[name="Renamed action"]', description: 'the open action button', method: 'click', arguments: [] });
    expect(result.success, result.message).toBe(true);
    expect(model.requests).toHaveLength(1);
    await expectText(page.locator('#status'), 'Open action clicked');
  });

  it('returns success: false when nothing matches, and without selfHeal when the element fails', async () => {
    await open('forms.html');
    const none = await client.act('launch the rocket');
    expect(none).toMatchObject({ success: false, message: expect.stringContaining('No element') });
    const strict = new Client({ env: 'LOCAL', llmClient: model, offline: false, selfHeal: false, verbose: 0, disablePino: true, browserContext: client.context.playwright });
    await strict.init();
    try {
      answering(() => actAnswer('e9999', 'click'));
      const result = await strict.act('click the ghost');
      expect(result).toMatchObject({ success: false, message: expect.stringContaining('not on the page') });
      expect(model.requests).toHaveLength(1);
    } finally {
      await strict.close();
    }
  });

  it('a resolver tier answers before the model, with zero tokens, recorded as offline', async () => {
    const page = await open('shadow.html');
    class ResolvingClient extends Client {
      constructor() {
        super({ env: 'LOCAL', llmClient: model, verbose: 0, disablePino: true, browserContext: client.context.playwright });
        this.resolverTier = (kind, instruction, snapshot) => {
          if (kind !== 'act' || !instruction.startsWith('click ')) return undefined;
          const node = [...snapshot.byRef.values()].find((n) => n.role === 'button' && n.name === instruction.slice('click '.length));
          return node?.ref ? [{ ref: node.ref, method: 'click', arguments: [], description: `click ${node.name}` }] : undefined;
        };
      }
    }
    const resolving = new ResolvingClient();
    await resolving.init();
    try {
      const result = await resolving.act('click Open action');
      expect(result.success, result.message).toBe(true);
      expect(model.requests).toHaveLength(0);
      await expectText(page.locator('#status'), 'Open action clicked');
      const record = resolving.exportSession().records.at(-1)!;
      expect(record).toMatchObject({ method: 'act', tier: 'offline' });
      expect(record.tokenUsage).toEqual({ inputTokens: 0, outputTokens: 0, timeMs: 0 }); // the offline tier records its zero tokens
    } finally {
      await resolving.close();
    }
  });

  it('throws for bad arguments', async () => {
    await expect(client.act('')).rejects.toBeInstanceOf(InvalidArgumentError);
    await expect(client.act({ selector: 'button', description: 'x', method: 'teleport' })).rejects.toBeInstanceOf(InvalidArgumentError);
    await expect(client.act('click', { timeout: -1 })).rejects.toBeInstanceOf(InvalidArgumentError);
  });

  it('the timeout interrupts the act wherever it is: a model that never answers', async () => {
    await open('forms.html');
    model.reset(never);
    const started = Date.now();
    await expect(client.act('click submit', { timeout: 2_500 })).rejects.toBeInstanceOf(OperationTimeoutError);
    expect(Date.now() - started).toBeLessThan(6_000); // a bound, generous on a loaded machine
    expect(model.requests).toHaveLength(1); // it was waiting for the model when stopped
    expect(model.requests[0]!.signal?.aborted).toBe(true);
    expect(client.exportSession().records.at(-1)).toMatchObject({ method: 'act', error: expect.stringContaining('timeout') });
  });

  it('the timeout interrupts the act on a page that never settles', async () => {
    await open('stalled.html');
    const started = Date.now();
    await expect(client.act('load forever', { timeout: 1_000 })).rejects.toBeInstanceOf(OperationTimeoutError);
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(model.requests).toHaveLength(0); // stopped while waiting for the page to settle
  });
});
