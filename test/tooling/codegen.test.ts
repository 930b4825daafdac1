// `actwright codegen`'s rewriting of a spec from the run's steps (pure: text in, text out), and its
// command line. The whole loop on the demo suite is test/e2e/codegen.spec.ts.
import { describe, expect, it } from 'vitest';
import { findCall, generatedPath, generateSpec } from '../../src/cli/codegen.js';
import { parseCommandLine } from '../../src/cli/args.js';
import type { CodeStep } from '../../src/replay/code-steps.js';

const step = (line: number, column: number, patch: Partial<CodeStep> = {}): CodeStep => ({
  file: 'a.spec.ts',
  line,
  column,
  method: 'act',
  instruction: 'click the Save button',
  testId: 't1',
  test: 'saves',
  decidedBy: 'rule name',
  outcome: 'resolved',
  code: ["await page.getByRole('button', { name: 'Save', exact: true }).click();"],
  ...patch,
});

const spec = (...body: string[]) => ["import { test, expect } from 'actwright/test';", '', "test('saves', async ({ client, page }) => {", ...body.map((l) => `  ${l}`), '});', ''].join('\n');

describe('generateSpec', () => {
  it('replaces a resolved act with its code under the English; with no AI call left, plain Playwright', () => {
    const out = generateSpec(spec("await page.goto('/');", "await client.act('click the Save button');"), [step(5, 16)], 'a.spec.ts');
    expect(out.replaced).toBe(1);
    expect(out.usesActwright).toBe(false);
    expect(out.text).toContain("import { test, expect } from '@playwright/test';");
    expect(out.text).toContain("test('saves', async ({ page }) => {");
    expect(out.text).toContain(`  // act "click the Save button" (rule name)\n  await page.getByRole('button', { name: 'Save', exact: true }).click();\n});`);
  });

  it('a call over several lines, with a trailing comment, is replaced whole', () => {
    const out = generateSpec(spec('await client.act(', "  'click the Save button',", '); // save it'), [step(4, 16)], 'a.spec.ts');
    expect(out.text).not.toContain('client');
    expect(out.text).toContain("  await page.getByRole('button', { name: 'Save', exact: true }).click();\n});");
  });

  it('variables come from the call\'s own options; the values never come from the run', () => {
    const source = spec("await client.act('type %pw% into Password', { variables: { pw: process.env.PW! } });");
    const out = generateSpec(source, [step(4, 16, { instruction: 'type %pw% into Password', code: ["await page.getByLabel('Password').fill(variables.pw);"] })], 'a.spec.ts');
    expect(out.text).toContain('  {\n    const { variables } = { variables: { pw: process.env.PW! } };\n    await page.getByLabel(\'Password\').fill(variables.pw);\n  }');
  });

  it('keeps, and marks, a step that was handed over, that resolved differently on two passes, or whose result is used', () => {
    const source = spec(
      "await client.act('open the menu');",
      "for (const n of ['A', 'B']) {",
      "  await client.act('click the next item');",
      '}',
      "const r = await client.act('click the Save button');",
      "expect(r.success).toBe(true);",
    );
    const out = generateSpec(source, [
      step(4, 16, { instruction: 'open the menu', outcome: 'kept', why: 'handed over: the offline tier has no confident answer', code: undefined }),
      step(6, 18, { code: ["await page.getByText('A').click();"] }),
      step(6, 18, { code: ["await page.getByText('B').click();"] }),
      step(8, 26),
    ], 'a.spec.ts');
    expect(out.replaced).toBe(0);
    expect(out.usesActwright).toBe(true);
    expect(out.text).toContain("from 'actwright/test'");
    expect(out.text).toContain('  // actwright: kept as an AI step: handed over: the offline tier has no confident answer\n  await client.act(\'open the menu\');');
    expect(out.kept.map((k) => k.line)).toEqual([4, 6, 8]);
    expect(out.kept[1]!.why).toContain('different code');
    expect(out.kept[2]!.why).toContain('not a statement of its own');
    expect(out.text).toContain("test('saves', async ({ client, page }) => {");
  });

  it('adds the page fixture when code needs it and the test did not take it', () => {
    const source = ["import { test } from 'actwright/test';", "test('x', async ({ client }) => {", "  await client.act('click the Save button');", '});'].join('\n');
    expect(generateSpec(source, [step(3, 16)], 'x.spec.ts').text).toContain("test('x', async ({ page }) => {");
  });
});

describe('findCall', () => {
  it('only a statement of its own, with a string instruction', () => {
    expect(findCall(["  await client.act('x');"], 1, 16)).toEqual({ startLine: 0, endLine: 0 });
    expect(findCall(["  await this.client.act(\"x\", opts);"], 1, 21)).toEqual({ startLine: 0, endLine: 0, options: 'opts' });
    expect(findCall(['  await client.act(observed);'], 1, 16)).toBeUndefined();
    expect(findCall(["  client.act('x');"], 1, 10)).toBeUndefined();
    expect(findCall(["  await client.act('x').then(f);"], 1, 16)).toBeUndefined();
    expect(findCall(['  await client.act(`click ${name}`);'], 1, 16)).toBeUndefined();
  });
});

describe('the command line', () => {
  it('codegen takes the report folder', () => {
    expect(parseCommandLine(['codegen', 'out'])).toEqual({ kind: 'codegen', dir: 'out' });
    expect(parseCommandLine(['codegen'])).toEqual({ kind: 'codegen', dir: 'actwright-report' });
    expect(generatedPath('/p/tests/shop.spec.ts')).toBe('/p/tests/shop.generated.spec.ts');
    expect(generatedPath('/p/tests/login.test.mjs')).toBe('/p/tests/login.generated.test.mjs');
  });
});
