import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import { CODE_STEPS_FILE, CodeStepsSchema, type CodeStep } from '../replay/code-steps.js';

/**
 * `actwright codegen <report-folder>`: for each test file whose AI steps ran, a reviewed form
 * beside it (`foo.spec.ts` → `foo.generated.spec.ts`): every `client.act('…')` statement that
 * resolved to code in the run becomes that code, the English kept as a comment above it; the
 * rest stay AI calls, marked with why. How a step finds its line: docs/codegen.md.
 */

/** A codegen problem the user fixes (no such folder, a report written before codegen existed). */
export class CodegenError extends Error {
  override name = 'CodegenError';
}

export interface GeneratedFile {
  source: string;
  output: string;
  replaced: number;
  kept: { line: number; why: string }[];
  /** Whether the file still needs actwright's fixture (some AI call is left). */
  usesActwright: boolean;
}

export interface CodegenOptions {
  /** Where test files are looked for when the run's rootDir is not on this machine (default: the current directory). */
  cwd?: string;
}

export function codegen(reportFolder: string, options: CodegenOptions = {}): GeneratedFile[] {
  const path = join(reportFolder, CODE_STEPS_FILE);
  if (!existsSync(path)) {
    throw new CodegenError(`${path} does not exist: run the tests with the actwright reporter (version with codegen) writing to ${reportFolder}, then run codegen again.`);
  }
  const parsed = CodeStepsSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) throw new CodegenError(`${path} is not a codegen file this actwright reads: ${parsed.error.issues[0]?.message ?? 'invalid'}. Re-run the tests with this version's reporter.`);
  const { rootDir, steps } = parsed.data;
  const byFile = new Map<string, CodeStep[]>();
  for (const step of steps) {
    const list = byFile.get(step.file) ?? [];
    list.push(step);
    byFile.set(step.file, list);
  }
  const out: GeneratedFile[] = [];
  for (const [file, fileSteps] of byFile) {
    if (!fileSteps.some((s) => s.method === 'act')) continue;
    const source = locate(file, rootDir, options.cwd ?? process.cwd());
    if (!source) throw new CodegenError(`${file} (a test file of the run) is found neither under ${rootDir} nor under ${options.cwd ?? process.cwd()}: run codegen from the project's folder.`);
    const generated = generateSpec(readFileSync(source, 'utf8'), fileSteps, basename(source));
    const output = generatedPath(source);
    writeFileSync(output, generated.text);
    out.push({ source, output, replaced: generated.replaced, kept: generated.kept, usesActwright: generated.usesActwright });
  }
  return out;
}

function locate(file: string, rootDir: string, cwd: string): string | undefined {
  const candidates = isAbsolute(file) ? [file] : [resolve(rootDir, file), resolve(cwd, file)];
  return candidates.find((c) => existsSync(c));
}

/** `shop.spec.ts` → `shop.generated.spec.ts`, beside it. */
export function generatedPath(source: string): string {
  const name = basename(source);
  const m = /^(.*?)(\.(?:spec|test))?(\.[cm]?[jt]sx?)$/.exec(name);
  const out = m ? `${m[1]}.generated${m[2] ?? ''}${m[3]}` : `${name}.generated.ts`;
  return join(dirname(source), out);
}

/** One call site: every time the run passed that line (a loop, a helper, several tests). */
interface Site {
  line: number;
  column: number;
  steps: CodeStep[];
}

/**
 * The generated text of one spec. Pure: source text and the run's steps in, text out.
 * A call site becomes code only when every pass through it resolved to the same code.
 */
export function generateSpec(source: string, steps: readonly CodeStep[], sourceName: string): { text: string; replaced: number; kept: { line: number; why: string }[]; usesActwright: boolean } {
  const sites = new Map<string, Site>();
  for (const s of steps) {
    const key = `${s.line}:${s.column}`;
    const site = sites.get(key) ?? { line: s.line, column: s.column, steps: [] };
    site.steps.push(s);
    sites.set(key, site);
  }
  const lines = source.split('\n');
  const edits: { from: number; to: number; text: string[] }[] = [];
  const kept: { line: number; why: string }[] = [];
  let replaced = 0;
  // From the last line up: an edit never moves the lines of the sites still to do.
  for (const site of [...sites.values()].sort((a, b) => b.line - a.line || b.column - a.column)) {
    const call = findCall(lines, site.line, site.column);
    const first = site.steps[0]!;
    if (!call) {
      // Not an act statement of its own (`const r = await client.act(…)`, a helper's parameter): left as it is.
      if (first.method === 'act') {
        const why = 'the call is not a statement of its own (its result is used, or it acts on an observed action)';
        kept.push({ line: site.line, why });
        const at = site.line - 1;
        if (lines[at] !== undefined) edits.push({ from: at, to: at - 1, text: [`${/^\s*/.exec(lines[at]!)![0]}// actwright: kept as an AI step: ${why}`] });
      }
      continue;
    }
    const indent = /^\s*/.exec(lines[call.startLine]!)![0];
    const decision = decide(site.steps);
    if (decision.kind === 'keep') {
      kept.push({ line: site.line, why: decision.why });
      edits.push({ from: call.startLine, to: call.startLine - 1, text: [`${indent}// actwright: kept as an AI step: ${oneLine(decision.why)}`] });
      continue;
    }
    replaced++;
    const by = first.decidedBy ? ` (${first.decidedBy}${first.heal ? ', healed in this run' : ''})` : '';
    const comment = `${indent}// ${first.method} ${JSON.stringify(first.instruction ?? '')}${by}`;
    const usesVariables = decision.code.some((c) => /\bvariables\b/.test(c));
    const body = usesVariables
      ? [`${indent}{`, `${indent}  const { variables } = ${call.options ?? '{ variables: {} as Record<string, string> }'};`, ...decision.code.map((c) => `${indent}  ${c}`), `${indent}}`]
      : decision.code.map((c) => `${indent}${c}`);
    edits.push({ from: call.startLine, to: call.endLine, text: [comment, ...body] });
  }
  for (const edit of edits.sort((a, b) => b.from - a.from)) lines.splice(edit.from, edit.to - edit.from + 1, ...edit.text);
  let text = lines.join('\n');
  const usesActwright = /\bclient\s*[.?]/.test(stripComments(text)) || /\bclient\s*\)/.test(stripComments(text));
  text = fixFixtures(text, usesActwright);
  const header = `// Generated by \`actwright codegen\` from ${sourceName} and the steps of its last run: review it, then keep it or keep the English.\n// ${replaced} AI step(s) written as Playwright code; ${kept.length} kept as AI calls (marked "actwright: kept").\n`;
  return { text: header + text, replaced, kept: kept.reverse(), usesActwright };
}

type Decision = { kind: 'code'; code: string[] } | { kind: 'keep'; why: string };

function decide(passes: readonly CodeStep[]): Decision {
  const kept = passes.find((p) => p.outcome !== 'resolved');
  if (kept) return { kind: 'keep', why: kept.why ?? 'it did not resolve to code' };
  const forms = new Set(passes.map((p) => (p.code ?? []).join('\n')));
  if (forms.size > 1) return { kind: 'keep', why: `the line ran ${passes.length} times and resolved to different code (${[...forms].map((f) => f.split('\n')[0]).join(' | ')})` };
  const code = passes[0]!.code ?? [];
  return code.length ? { kind: 'code', code } : { kind: 'keep', why: 'no code' };
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A `// …` or `/* … *\/` free copy, for looking for what the code still uses. */
function stripComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

interface Call {
  startLine: number;
  endLine: number;
  /** Source text of the second argument (the options), when given. */
  options?: string;
}

/**
 * The `await <x>.act(<string>[, <options>]);` statement called at (line, column), 1-based, as
 * Playwright reports a step's location. Only a statement of its own: nothing but whitespace before
 * it on its first line and after it on its last (a trailing comment aside). The first argument must
 * be a string literal: an observed action (`act(found)`) is the observe's to replace.
 */
export function findCall(lines: readonly string[], line: number, column: number): Call | undefined {
  const start = line - 1;
  const text = lines[start];
  if (text === undefined) return undefined;
  // The `.act(` nearest the reported column (V8 points at the call, Playwright reports it 1-based).
  const calls = [...text.matchAll(/\.act\s*\(/g)];
  if (!calls.length) return undefined;
  const call = calls.reduce((best, m) => (Math.abs(m.index! - (column - 1)) < Math.abs(best.index! - (column - 1)) ? m : best));
  const before = text.slice(0, call.index);
  if (!/^\s*(?:await\s+)?[A-Za-z_$][\w$]*(?:\s*\.\s*[A-Za-z_$][\w$]*)*\s*$/.test(before)) return undefined;
  if (!/^\s*await\s/.test(before)) return undefined;
  // Scan the arguments to the closing parenthesis, across lines, skipping strings and comments.
  const source = lines.slice(start).join('\n');
  const open = call.index! + call[0].length;
  const args = splitArguments(source, open);
  if (!args) return undefined;
  const [first, second, ...rest] = args.list;
  if (!first || rest.length || !isStringLiteral(first.trim())) return undefined;
  let end = args.close + 1;
  const after = /^\s*;?[ \t]*(\/\/[^\n]*)?(\n|$)/.exec(source.slice(end));
  if (!after) return undefined;
  end += after[0].length - (after[2] === '\n' ? 1 : 0);
  const endLine = start + source.slice(0, end).split('\n').length - 1;
  return { startLine: start, endLine, ...(second?.trim() ? { options: second.trim() } : {}) };
}

function isStringLiteral(text: string): boolean {
  return /^'(?:[^'\\\n]|\\.)*'$/.test(text) || /^"(?:[^"\\\n]|\\.)*"$/.test(text) || /^`(?:[^`\\$]|\\.|\$(?!\{))*`$/.test(text);
}

/** The top-level arguments of a call whose `(` ends at `open`, and the index of its `)`. */
function splitArguments(source: string, open: number): { list: string[]; close: number } | undefined {
  const list: string[] = [];
  let depth = 0;
  let from = open;
  for (let i = open; i < source.length; i++) {
    const ch = source[i]!;
    if (ch === '"' || ch === "'" || ch === '`') {
      i = skipString(source, i);
      if (i < 0) return undefined;
    } else if (ch === '/' && source[i + 1] === '/') i = source.indexOf('\n', i) === -1 ? source.length : source.indexOf('\n', i);
    else if (ch === '/' && source[i + 1] === '*') i = source.indexOf('*/', i + 2) + 1 || source.length;
    else if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if (ch === ')' || ch === ']' || ch === '}') {
      if (depth === 0) {
        if (ch !== ')') return undefined;
        list.push(source.slice(from, i));
        // A trailing comma (or no argument at all) leaves an empty last piece.
        if (!list.at(-1)!.trim()) list.pop();
        return { list, close: i };
      }
      depth--;
    } else if (ch === ',' && depth === 0) {
      list.push(source.slice(from, i));
      from = i + 1;
    }
  }
  return undefined;
}

function skipString(source: string, at: number): number {
  const quote = source[at]!;
  for (let i = at + 1; i < source.length; i++) {
    const ch = source[i]!;
    if (ch === '\\') i++;
    else if (ch === quote) return i;
    else if (quote === '`' && ch === '$' && source[i + 1] === '{') {
      // A template with an expression: skip it as a nested run of code.
      let depth = 0;
      for (i += 1; i < source.length; i++) {
        if (source[i] === '{') depth++;
        else if (source[i] === '}' && --depth === 0) break;
      }
    } else if (ch === '\n' && quote !== '`') return -1;
  }
  return -1;
}

/**
 * The test functions' fixtures after the edit: `page` where code now uses it, `client` only where
 * an AI call is left; with no AI call left in the file, Playwright's own `test` instead of actwright's.
 */
function fixFixtures(text: string, usesActwright: boolean): string {
  let out = text.replace(/async\s*\(\s*\{([^}]*)\}\s*(,\s*[A-Za-z_$][\w$]*\s*)?\)\s*=>\s*\{/g, (whole, names: string, rest: string | undefined, offset: number) => {
    const body = functionBody(text, offset + whole.length - 1);
    const list = names.split(',').map((n) => n.trim()).filter(Boolean);
    const uses = (name: string) => new RegExp(`\\b${name}\\b`).test(stripComments(body));
    let next = list.filter((n) => n !== 'client' || uses('client'));
    if (uses('page') && !next.includes('page')) next = [...next, 'page'];
    return `async ({ ${next.join(', ')} }${rest ?? ''}) => {`;
  });
  if (!usesActwright) out = out.replace(/from\s+(['"])actwright\/test\1/g, "from '@playwright/test'");
  return out;
}

/** The text of the block whose `{` is at `open`. */
function functionBody(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '"' || ch === "'" || ch === '`') {
      const end = skipString(text, i);
      if (end > 0) i = end;
    } else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return text.slice(open, i + 1);
  }
  return text.slice(open);
}
