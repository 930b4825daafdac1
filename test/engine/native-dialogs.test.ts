import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { Client, findBrowser } from '../../src/index.js';
import { answerFor } from '../../src/engine/methods/native-dialogs.js';
import { actionCode } from '../../src/engine/decision/code.js';
import { startTestServer, type TestServer } from '../support/http-server.js';

/**
 * The browser's own dialogs an act's action raises: Playwright dismisses one nobody listens for,
 * so a Delete that asks `confirm()` deleted nothing and the step failed without a word of why.
 */
const PAGE = `<title>People</title><h1>People</h1><table><tbody>
  <tr><td>Alice</td><td><button onclick="if (confirm('Delete Alice?')) this.closest('tr').remove()">Delete</button></td></tr>
  <tr><td>Bob</td><td><button onclick="if (confirm('Delete Bob?')) this.closest('tr').remove()">Delete</button></td></tr>
</tbody></table>
<button onclick="alert('Saved!'); document.querySelector('h1').textContent = 'Saved'">Save</button>
<button onclick="const n = prompt('New title?'); document.querySelector('h1').textContent = n === null ? 'Not renamed' : n">Rename</button>`;

describe('a dialog the page raises during an act', () => {
  let browser: Browser;
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    server.route('/people', PAGE);
    browser = await chromium.launch({ executablePath: findBrowser()!.executablePath });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const withClient = async (body: (client: Client, context: BrowserContext) => Promise<void>) => {
    const context = await browser.newContext();
    const client = new Client({ env: 'LOCAL', verbose: 0, disablePino: true, browserContext: context });
    try {
      await client.init();
      await client.page.goto(`${server.origin}/people`);
      await body(client, context);
    } finally {
      await client.close();
      await context.close();
    }
  };
  const names = (client: Client) => client.page.locator('tbody td:first-child').allTextContents();

  it('accepts the confirm of the action the step asked for, and its code does so too', async () => {
    await withClient(async (client) => {
      const result = await client.act('delete the row for Alice');
      expect(result.success, result.message).toBe(true);
      expect(await names(client)).toEqual(['Bob']);
      expect(result.actions[0]!.code).toBe("page.once('dialog', (dialog) => dialog.accept());\nawait page.getByRole('row').filter({ hasText: 'Alice' }).getByRole('button', { name: 'Delete', exact: true }).click();");
      // Only while the act acts: afterwards the page is Playwright's again, and dismisses.
      await client.page.getByRole('button', { name: 'Delete' }).click();
      expect(await names(client)).toEqual(['Bob']);
    });
  });

  it('accepts an alert (OK is all it has) and dismisses a prompt the step gives no answer to', async () => {
    await withClient(async (client) => {
      const saved = await client.act('click Save');
      expect(saved.success, saved.message).toBe(true);
      expect(await client.page.locator('h1').textContent()).toBe('Saved');
      const renamed = await client.act('click Rename');
      expect(renamed.success, renamed.message).toBe(true);
      expect(await client.page.locator('h1').textContent()).toBe('Not renamed');
      expect(renamed.actions[0]!.code).not.toContain('dialog');
    });
  });

  it("leaves the dialogs to a test that listens for them itself", async () => {
    await withClient(async (client) => {
      const seen: string[] = [];
      client.page.once('dialog', (dialog) => {
        seen.push(dialog.message());
        void dialog.dismiss();
      });
      const result = await client.act('delete the row for Alice');
      expect(seen).toEqual(['Delete Alice?']);
      // The test said no: nothing deleted, and the step says its effect is absent.
      expect(await names(client)).toEqual(['Alice', 'Bob']);
      expect(result.success).toBe(false);
    });
  });

  it('cancels a confirm when the step says so', () => {
    expect(answerFor('confirm', 'delete the row for Alice')).toBe('accept');
    expect(answerFor('confirm', 'delete the row for Alice but cancel')).toBe('dismiss');
    expect(answerFor('confirm', 'click Delete and dismiss the confirmation')).toBe('dismiss');
    expect(answerFor('confirm', 'remove Bob without confirming')).toBe('dismiss');
    expect(answerFor('alert', 'click Save and cancel')).toBe('accept');
    expect(answerFor('prompt', 'click Rename')).toBe('dismiss');
  });

  it('writes one listener per dialog answered, a standing one for several', () => {
    const click = { selector: 'internal:role=button[name="Go"s]', method: 'click' };
    expect(actionCode(click, 'page', { dialogs: [{ answer: 'dismiss' }] })).toBe("await page.getByRole('button', { name: 'Go', exact: true }).click();");
    expect(actionCode(click, 'page', { dialogs: [{ answer: 'accept' }, { answer: 'accept' }] }).split('\n')[0]).toBe("page.on('dialog', (dialog) => dialog.accept());");
  });
});
