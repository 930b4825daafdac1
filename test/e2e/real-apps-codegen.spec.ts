// `actwright codegen` on a real-app suite, and healing under it, end to end with no model:
// 1. an English suite over TodoMVC (vanillajs) and AdminLTE's sign-in page (test/offline/apps) runs
//    with actwright's reporter and an action cache; codegen writes its spec as plain Playwright,
//    which then passes with no model and no actwright client;
// 2. the pages change (apps-server.mjs, APPS_DRIFT=1) under the cached suite: the renamed checkbox
//    heals (old → new code in the report and the run's last line), the link renamed to words the
//    step does not say fails naming the cached code and why; codegen writes the healed code, and
//    that spec passes on the changed pages.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect } from '@playwright/test';
import { codegen } from '../../src/cli/codegen.js';
import { CODE_STEPS_FILE, CodeStepsSchema } from '../../src/replay/code-steps.js';
import { innerTests, runInnerSuite } from '../support/inner-playwright.js';

const CONFIG = fileURLToPath(new URL('./suites/real-apps-codegen.config.ts', import.meta.url));
const REPORTER = fileURLToPath(new URL('../../src/reporter/index.ts', import.meta.url));
const SOURCE = fileURLToPath(new URL('./suites/real-apps.inner.ts', import.meta.url));
const GENERATED = fileURLToPath(new URL('./suites/real-apps.inner.generated.ts', import.meta.url));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

const outcomes = (run: Awaited<ReturnType<typeof runInnerSuite>>) => innerTests(run.report).map((t) => `${t.spec.title}: ${t.result.status}`);
const lineOf = (text: string) => readFileSync(SOURCE, 'utf8').split('\n').findIndex((l) => l.includes(text)) + 1;
const REMEMBER = (name: string) => `await page.getByRole('checkbox', { name: '${name}', exact: true }).check({ force: true });`;

test('a real-app suite: English → generated plain Playwright that passes; a changed page heals and codegen writes the new code', async () => {
  test.setTimeout(600_000);
  const work = mkdtempSync(join(tmpdir(), 'actwright-real-apps-codegen-'));
  // One port for every run: the cache is keyed by the page's address.
  const base = { APPS_PORT: String(await freePort()), APPS_CACHE_DIR: join(work, 'cache'), ACTWRIGHT_REPORT_OPEN: 'never', ACTWRIGHT_LIVE_DIR: '' };
  const english = (report: string, drift: boolean) =>
    runInnerSuite(CONFIG, { env: { ...base, ACTWRIGHT_REPORT_FOLDER: join(work, report), ...(drift ? { APPS_DRIFT: '1' } : {}) }, args: ['--reporter', `json,${REPORTER}`], timeoutMs: 300_000 });
  const generated = (drift: boolean, args: string[] = []) =>
    runInnerSuite(CONFIG, { env: { APPS_PORT: base.APPS_PORT, ACTWRIGHT_CODEGEN_MATCH: 'real-apps.inner.generated.ts', ...(drift ? { APPS_DRIFT: '1' } : {}) }, args, timeoutMs: 300_000 });
  try {
    const first = await english('report', false);
    expect(outcomes(first), first.stderr).toEqual([
      'todomvc: add two todos, complete one, filter, clear it: passed',
      'adminlte: fill the sign-in form: passed',
      'adminlte: go to the registration page: passed',
    ]);
    const [file, ...more] = codegen(join(work, 'report'));
    expect(more).toEqual([]);
    expect(file).toMatchObject({ source: SOURCE, output: GENERATED, replaced: 10, kept: [], usesActwright: false });
    const text = readFileSync(GENERATED, 'utf8');
    expect(text).toContain("import { test, expect } from '@playwright/test';");
    expect(text).not.toMatch(/\bclient\b/);
    expect(text).toContain("await page.getByRole('textbox', { name: 'What needs to be done?', exact: true }).press('Enter');");
    // AdminLTE's styled checkbox lies under its label: the code says how it was clicked, or plain Playwright would wait forever.
    expect(text).toContain(REMEMBER('Remember Me'));
    const plain = await generated(false);
    expect(outcomes(plain), plain.stderr).toEqual([
      'todomvc: add two todos, complete one, filter, clear it: passed',
      'adminlte: fill the sign-in form: passed',
      'adminlte: go to the registration page: passed',
    ]);
    rmSync(GENERATED, { force: true });

    const changed = await english('report-changed', true);
    expect(outcomes(changed), changed.stderr).toEqual([
      'todomvc: add two todos, complete one, filter, clear it: passed',
      'adminlte: fill the sign-in form: passed',
      'adminlte: go to the registration page: failed',
    ]);
    expect(changed.stdout).toMatch(/actwright: 1 step healed in 1 test: adminlte: fill the sign-in form \(real-apps\.inner\.ts:\d+\)\./);
    const failure = innerTests(changed.report).find((t) => t.spec.title === 'adminlte: go to the registration page')!.result.errors[0]!.message!;
    expect(failure).toContain("The cached step `await page.getByRole('link', { name: 'Register a new membership', exact: true }).click();` no longer holds");
    expect(failure).toContain('its selector finds no element (the entry recorded link "Register a new membership")');
    const steps = CodeStepsSchema.parse(JSON.parse(readFileSync(join(work, 'report-changed', CODE_STEPS_FILE), 'utf8'))).steps;
    expect(steps.find((s) => s.heal)).toMatchObject({ heal: { from: REMEMBER('Remember Me'), to: REMEMBER('Remember me') }, code: [REMEMBER('Remember me')] });

    const [healedFile] = codegen(join(work, 'report-changed'));
    expect(healedFile).toMatchObject({ output: GENERATED, replaced: 9, kept: [{ line: lineOf(`client.act('click "Register a new membership"')`), why: 'the step did not succeed in this run' }] });
    const healedText = readFileSync(GENERATED, 'utf8');
    expect(healedText).toContain(REMEMBER('Remember me'));
    expect(healedText).not.toContain(REMEMBER('Remember Me'));
    // The step that did not survive stays English, marked; the rest of the spec runs on the changed pages with no model.
    const onChanged = await generated(true, ['--grep-invert', 'registration page']);
    expect(outcomes(onChanged), onChanged.stderr).toEqual(['todomvc: add two todos, complete one, filter, clear it: passed', 'adminlte: fill the sign-in form: passed']);
  } finally {
    rmSync(GENERATED, { force: true });
    rmSync(work, { recursive: true, force: true });
  }
});
