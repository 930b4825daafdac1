/**
 * The rule registry (src/engine/offline/rules.ts): every rule's own example runs on its own small
 * page and resolves by that rule, to the action its example says; docs/rules.md is what the
 * registry generates (`npm run docs:rules`), so the rule list in the docs is never stale.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { findBrowser } from '../../src/engine/browser/find.js';
import { allRules, rulesMarkdown } from '../../src/engine/offline/rules.js';
import { RULE_NAMES } from '../../src/engine/offline/rule-info.js';

const EXAMPLES = allRules().flatMap((rule) => (rule.example ? [{ name: rule.name, ...rule.example }] : []));
import { resolveOnPage } from '../../src/engine/offline/tier.js';
import { captureSnapshot } from '../../src/engine/snapshot/index.js';
import { startTestServer, type TestServer } from '../support/http-server.js';

let server: TestServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startTestServer();
  EXAMPLES.forEach((rule) => server.route(`/${rule.name}`, `<!doctype html><title>${rule.name}</title><body>${rule.html}</body>`));
  const found = findBrowser();
  if (!found) throw new Error('No Chromium found: see the README (npm run browser).');
  browser = await chromium.launch({ executablePath: found.executablePath });
  page = await browser.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('each rule, on its own example', () => {
  for (const rule of EXAMPLES) {
    it(`${rule.name}: ${rule.step}`, async () => {
      await page.goto(`${server.origin}/${rule.name}`);
      const decision = await resolveOnPage('act', rule.step, await captureSnapshot(page, { timeout: 10_000 }), page);
      expect(decision.resolved, decision.reason).toBe(true);
      if (!decision.resolved) return;
      expect(decision.rule.split(' + ')).toContain(rule.name);
      expect(decision.actions.map((a) => a.description).join(', then ')).toBe(rule.action);
    });
  }
});

describe('the registry', () => {
  it('lists every rule\'s name in rule-info.ts, in the registry\'s order', () => {
    expect([...RULE_NAMES]).toEqual(allRules().map((r) => r.name));
  });

  it('names each rule once', () => {
    expect(new Set(allRules().map((r) => r.name)).size).toBe(allRules().length);
  });

  it('docs/rules.md is generated from it (run `npm run docs:rules` after changing a rule)', () => {
    const docs = readFileSync(fileURLToPath(new URL('../../docs/rules.md', import.meta.url)), 'utf8');
    expect(docs).toBe(rulesMarkdown());
  });
});
