import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Client } from '../../src/index.js';
import { startCorpusServer } from '../support/test-pages.js';
import { startFakeProvider } from '../support/fake-providers/index.js';
import type { TestServer } from '../support/http-server.js';
import { refOf, unfence } from '../support/scripted-llm.js';

/**
 * act(), observe() and extract() through each provider's official SDK against its loopback fake:
 * the wire request carries the page text and the variable's name, never its value.
 */
let server: TestServer;
let browserOwner: Client;

beforeAll(async () => {
  server = await startCorpusServer();
  browserOwner = new Client({ env: 'LOCAL', verbose: 0, disablePino: true });
  await browserOwner.init();
});
afterAll(async () => {
  await browserOwner?.close();
  await server?.close();
});

const pageOf = (prompt: string) => unfence(prompt.slice(prompt.lastIndexOf('Page:\n') + 'Page:\n'.length));

describe.each(['openai', 'anthropic', 'google'] as const)('through the %s fake', (provider) => {
  it('fills a secret by variable, submits, extracts; the value never reaches the provider', async () => {
    const fake = await startFakeProvider(provider);
    const client = new Client({ env: 'LOCAL', model: fake.model(), verbose: 0, disablePino: true, browserContext: browserOwner.context.playwright });
    try {
      await client.init();
      const page = client.page;
      await page.goto(`${server.origin}/forms.html`);
      const secret = `pw-${provider}-7f3a9c`;
      fake.fallback((request) => {
        const text = pageOf(request.prompt);
        // A phrasing only a model reads ("enter the password %password%" is filled offline, the variable too).
        if (request.prompt.includes('Instruction: use the password')) {
          return { answer: { action: { elementId: refOf(text, 'textbox', 'Password'), method: 'fill', arguments: ['%password%'], description: 'fill the password' }, twoStep: false } };
        }
        // An instruction only a model reads ("create the account" is the button's name, found offline).
        if (request.prompt.includes('Instruction: finish signing up')) {
          return { answer: { action: { elementId: refOf(text, 'button', 'Create account'), method: 'click', arguments: [], description: 'click Create account' }, twoStep: false } };
        }
        return { answer: { status: /Submitted: (.*)/.exec(text)?.[1] ?? 'none' } };
      });
      expect((await client.act('use the password %password% for the new account', { variables: { password: secret } })).success).toBe(true);
      expect((await client.act('finish signing up')).success).toBe(true);
      const { status } = await client.extract({ instruction: 'the submission status', schema: z.object({ status: z.string() }) });
      expect(await page.getByLabel('Password').inputValue()).toBe(secret);
      expect(status).toContain('password=%password%'); // the page text the model read was masked
      expect(fake.requests.length).toBe(3);
      expect(fake.search(secret)).toEqual([]);
      expect(fake.search('%password%').length).toBeGreaterThan(0);
      const records = client.exportSession().records.filter((r) => r.method !== 'navigate');
      expect(records.map((r) => [r.method, r.tier, r.tokenUsage !== undefined])).toEqual([
        ['act', 'model', true],
        ['act', 'model', true],
        ['extract', 'model', true],
      ]);
      expect(JSON.stringify(records)).not.toContain(secret);
    } finally {
      await client.close();
      await fake.close();
    }
  });
});
