// `actwright codegen` end to end: the demo suite (examples/shop-ai.spec.ts) runs in a child
// Playwright run with the actwright reporter and no model; codegen writes the reviewed spec beside
// it; that spec then passes in a child run with no model. A spec whose every step resolved comes
// out as plain @playwright/test (no actwright import, no client).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect } from '@playwright/test';
import { codegen } from '../../src/cli/codegen.js';
import { innerTests, runInnerSuite } from '../support/inner-playwright.js';

const CONFIG = fileURLToPath(new URL('./suites/codegen.config.ts', import.meta.url));
const REPORTER = fileURLToPath(new URL('../../src/reporter/index.ts', import.meta.url));
const DEMO = fileURLToPath(new URL('../../examples/shop-ai.spec.ts', import.meta.url));
const DEMO_GENERATED = fileURLToPath(new URL('../../examples/shop-ai.generated.spec.ts', import.meta.url));
const PLAIN_GENERATED = fileURLToPath(new URL('./suites/codegen.inner.generated.ts', import.meta.url));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

const outcomes = (run: Awaited<ReturnType<typeof runInnerSuite>>) => innerTests(run.report).map((t) => `${t.spec.title}: ${t.result.status}`);


/**
 * Runs a test that generates `file`, removing that file (and only it) when the test ends. An
 * afterAll removing both generated specs ran in whichever worker finished first: with the two
 * tests in parallel it deleted the other test's spec while that test's inner run was loading it.
 */
const generating = (file: string, body: () => Promise<void>) => async () => {
  try {
    await body();
  } finally {
    rmSync(file, { force: true });
  }
};

test('the demo suite: generated, reviewed spec passes with no model', generating(DEMO_GENERATED, async () => {
  test.setTimeout(420_000);
  const folder = mkdtempSync(join(tmpdir(), 'actwright-codegen-report-'));
  // ACTWRIGHT_LIVE_DIR empty: the inner run keeps its live files in its own report, not the outer run's.
  const env = { SHOP_PORT: String(await freePort()), ACTWRIGHT_REPORT_FOLDER: folder, ACTWRIGHT_REPORT_OPEN: 'never', ACTWRIGHT_LIVE_DIR: '' };
  const run = await runInnerSuite(CONFIG, { env, args: ['--reporter', `json,${REPORTER}`] });
  expect(outcomes(run), run.stderr).toEqual([
    'search and add to the cart: passed',
    'observe once, act without a model call: passed',
    'extract: page text, and typed rows from the cart table: passed',
    'checkout through the payment iframe: passed',
    'free-form questions need a model: skipped',
  ]);

  const [file, ...more] = codegen(folder);
  expect(more).toEqual([]);
  expect(file!.source).toBe(DEMO);
  expect(file!.output).toBe(DEMO_GENERATED);
  expect(file!.replaced).toBe(15);
  const text = readFileSync(DEMO_GENERATED, 'utf8');
  // Each resolved act became its code, the English kept as a comment above it.
  // (The rule's name is the resolver's business; the comment names whichever rule resolved the step.)
  expect(text).toMatch(/ {4}\/\/ act "type \\"mug\\" into the Search products field" \(rule [a-z-]+\)\n {4}await page\.getByRole\('searchbox', \{ name: 'Search products', exact: true \}\)\.pressSequentially\('mug'\);/);
  expect(text).toContain("await page.locator('iframe[title=\"Payment\"]').contentFrame().getByRole('button', { name: 'Pay $29.00', exact: true }).click();");
  // A variable stays a variable: its value comes from the call's own options, never from the run.
  expect(text).toContain("const { variables } = { variables: { email: 'ada@example.com' } };");
  expect(text).toContain('.pressSequentially(variables.email);');
  expect(text).not.toMatch(/client\.act\('(type|click|select|check)/);
  // observe() and extract() return data the test reads: they stay AI calls, so the file keeps actwright's test.
  expect(text).toContain("await client.observe('the Subscribe button')");
  expect(text).toContain("from 'actwright/test'");
  // Tests with no AI call left lose the client fixture.
  expect(text).toContain("test('search and add to the cart', async ({ page }) => {");
  expect(text).toContain("test('checkout through the payment iframe', async ({ page }) => {");

  const generated = await runInnerSuite(CONFIG, { env: { SHOP_PORT: env.SHOP_PORT, ACTWRIGHT_CODEGEN_MATCH: 'shop-ai.generated.spec.ts' } });
  expect(outcomes(generated), generated.stderr).toEqual([
    'search and add to the cart: passed',
    'observe once, act without a model call: passed',
    'extract: page text, and typed rows from the cart table: passed',
    'checkout through the payment iframe: passed',
    'free-form questions need a model: skipped',
  ]);
}));

test('a spec whose every AI step resolved becomes plain @playwright/test, and passes', generating(PLAIN_GENERATED, async () => {
  test.setTimeout(300_000);
  const folder = mkdtempSync(join(tmpdir(), 'actwright-codegen-report-'));
  const env = { SHOP_PORT: String(await freePort()), ACTWRIGHT_CODEGEN_DIR: 'suites' };
  const run = await runInnerSuite(CONFIG, { env: { ...env, ACTWRIGHT_CODEGEN_MATCH: 'codegen.inner.ts', ACTWRIGHT_REPORT_FOLDER: folder, ACTWRIGHT_REPORT_OPEN: 'never', ACTWRIGHT_LIVE_DIR: '' }, args: ['--reporter', `json,${REPORTER}`] });
  expect(outcomes(run), run.stderr).toEqual(['checkout with AI steps only: passed']);

  const [file] = codegen(folder);
  expect(file!.output).toBe(PLAIN_GENERATED);
  expect(file!.kept).toEqual([]);
  expect(file!.usesActwright).toBe(false);
  const text = readFileSync(PLAIN_GENERATED, 'utf8');
  expect(text).toContain("import { test, expect } from '@playwright/test';");
  expect(text).not.toContain('actwright/test');
  expect(text).not.toMatch(/\bclient\b/);
  expect(text).toContain("test('checkout with AI steps only', async ({ page }) => {");
  // Quotes inside the value are escaped; the multi-line call became one statement.
  expect(text).toContain(".fill('Ada \\'The Countess\\' Lovelace');");
  expect(text).toContain("await page.getByRole('textbox', { name: 'Address', exact: true }).pressSequentially('12 St James Square, London');");
  expect(existsSync(PLAIN_GENERATED)).toBe(true);

  const generated = await runInnerSuite(CONFIG, { env: { ...env, ACTWRIGHT_CODEGEN_MATCH: 'codegen.inner.generated.ts' } });
  expect(outcomes(generated), generated.stderr).toEqual(['checkout with AI steps only: passed']);
}));
