import { afterAll, beforeAll, expect, it } from 'vitest';
import { Client, InvalidArgumentError, InvalidSelectorError } from '../../src/index.js';
import { startCorpusServer } from '../support/test-pages.js';
import type { TestServer } from '../support/http-server.js';

let server: TestServer;
let client: Client;
beforeAll(async () => {
  server = await startCorpusServer();
  client = new Client({ env: 'LOCAL', verbose: 0, disablePino: true, domSettleTimeout: 5_000 });
  await client.init();
  await client.page.goto(`${server.origin}/forms.html`);
});
afterAll(async () => {
  await client?.close();
  await server?.close();
});

it.each(['xpath=///[[[', 'div[[[', 'xpath=//input[@name="x"]]]'])('extract({ selector: %j }) throws a typed error naming the selector', async (selector) => {
  const error = await client.extract({ instruction: 'the form', selector }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(InvalidSelectorError);
  expect(error).toBeInstanceOf(InvalidArgumentError);
  expect((error as InvalidSelectorError).selector).toBe(selector);
  expect((error as Error).message).toContain(JSON.stringify(selector));
  expect((error as Error).message).toMatch(/xpath=\/\//);
  // The failure is recorded, and the page is still usable.
  expect((await client.history).at(-1)?.result).toMatchObject({ success: false });
  expect((await client.extract()).pageText).toContain('Account form');
});
