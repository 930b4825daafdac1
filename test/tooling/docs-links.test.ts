// README.md and docs/*.md: every relative link leads to a file that exists (and, for a
// `#anchor`, to a heading there), and every command they show names scripts and files that exist.
// Docs rot silently when files move; this makes a move that breaks them fail `npm test`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** GitHub's heading anchors: lowercased, punctuation dropped, spaces to hyphens, repeats numbered. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(markdown, true)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = heading[1]!
      .replace(/<[^>]+>/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    anchors.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return anchors;
}

/** Lines outside fenced code blocks; inline code removed unless `keepCode` (a link inside code is not a link). */
function proseLines(markdown: string, keepCode = false): string[] {
  const out: string[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      continue;
    }
    if (!fenced) out.push(keepCode ? line : line.replace(/`[^`]*`/g, ''));
  }
  return out;
}

/** Problems with the relative links of one markdown file, read through `read` (path → text or undefined). */
export function linkProblems(file: string, markdown: string, read: (path: string) => string | undefined): string[] {
  const problems: string[] = [];
  for (const line of proseLines(markdown)) {
    for (const match of line.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = match[1]!;
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:
      const [path = '', anchor] = target.split('#', 2);
      const to = path === '' ? file : join(dirname(file), decodeURIComponent(path));
      const text = read(to);
      if (text === undefined) {
        problems.push(`${file}: link to ${target}: ${to} does not exist`);
        continue;
      }
      if (anchor !== undefined && to.endsWith('.md') && !headingAnchors(text).has(anchor)) {
        problems.push(`${file}: link to ${target}: no heading "#${anchor}" in ${to}`);
      }
    }
  }
  return problems;
}

/** Playwright projects named in playwright.config.ts. */
function playwrightProjects(): Set<string> {
  const config = readFileSync(join(ROOT, 'playwright.config.ts'), 'utf8');
  return new Set([...config.matchAll(/name:\s*'([^']+)'/g)].map((m) => m[1]!));
}

/**
 * Problems with the commands one markdown file shows: `npm run <script>` names a script of
 * package.json; `npx tsx`, `node`, `npx vitest run` and `npx playwright test` name files or
 * folders that exist (built output under dist/ excepted); `--project=<name>` names a project.
 */
export function commandProblems(
  file: string,
  markdown: string,
  facts: { scripts: Set<string>; projects: Set<string>; exists: (path: string) => boolean },
): string[] {
  const problems: string[] = [];
  for (const m of markdown.matchAll(/\bnpm run (?:--silent )?([a-z][\w:-]*)/g)) {
    if (!facts.scripts.has(m[1]!)) problems.push(`${file}: "npm run ${m[1]}": no such script in package.json`);
  }
  for (const m of markdown.matchAll(/\b(?:npx tsx|node(?: --import tsx)?|npx vitest run|npx playwright test)((?: +[^\s`|;&)]+)*)/g)) {
    for (const arg of m[1]!.trim().split(/ +/)) {
      if (arg === '' || arg.startsWith('#')) break;
      const project = /^--project=(.+)$/.exec(arg);
      if (project && !facts.projects.has(project[1]!)) problems.push(`${file}: "--project=${project[1]}": no such Playwright project`);
      if (arg.startsWith('-') || !/^(test|bench|scripts|src|examples)\//.test(arg)) continue;
      if (!facts.exists(arg)) problems.push(`${file}: "${m[0].trim()}": ${arg} does not exist`);
    }
  }
  return problems;
}

/** Problems with repository paths shown as inline code (`src/engine/session/secrets.ts`): each must exist. */
export function pathProblems(file: string, markdown: string, exists: (path: string) => boolean): string[] {
  const problems: string[] = [];
  for (const m of markdown.matchAll(/`((?:src|test|bench|scripts|examples|docs)\/[\w./-]*)`/g)) {
    const path = m[1]!;
    if (!exists(path)) problems.push(`${file}: \`${path}\` does not exist`);
  }
  return problems;
}

function docsFiles(): string[] {
  const docs = join(ROOT, 'docs');
  const pages = existsSync(docs) ? readdirSync(docs).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`) : [];
  return ['README.md', ...pages];
}

const readRepo = (path: string): string | undefined => {
  const full = join(ROOT, path);
  if (relative(ROOT, full).startsWith('..') || !existsSync(full)) return undefined;
  return statSync(full).isDirectory() ? '' : readFileSync(full, 'utf8');
};

describe('docs links and commands', () => {
  it('the checker finds a missing file, a missing heading and a bad command', () => {
    const files: Record<string, string> = { 'docs/a.md': '# Title\n\n## The cache (`cacheDir`)\n', 'README.md': '' };
    const read = (p: string) => files[p];
    expect(linkProblems('README.md', '[ok](docs/a.md#the-cache-cachedir) [top](docs/a.md#title)', read)).toEqual([]);
    expect(linkProblems('README.md', '[gone](docs/b.md)', read)).toEqual(['README.md: link to docs/b.md: docs/b.md does not exist']);
    expect(linkProblems('README.md', '[gone](docs/a.md#the-cache)', read)).toEqual([
      'README.md: link to docs/a.md#the-cache: no heading "#the-cache" in docs/a.md',
    ]);
    expect(linkProblems('docs/a.md', '[up](../README.md) [here](#title) [web](https://x.test/#y)', read)).toEqual([]);
    expect(linkProblems('docs/a.md', '```md\n[in code](missing.md)\n```\n`[inline](missing.md)`', read)).toEqual([]);
    expect(pathProblems('x.md', '`bench/a.ts`, `test/*.ts`, `src/<x>.ts` and `bench/b.ts`', (p) => p === 'bench/a.ts')).toEqual([
      'x.md: `bench/b.ts` does not exist',
    ]);
    const facts = { scripts: new Set(['test']), projects: new Set(['e2e']), exists: (p: string) => p === 'bench/a.ts' };
    expect(commandProblems('x.md', '`npm test`, `npx tsx bench/a.ts 5`, `npx playwright test --project=e2e`', facts)).toEqual([]);
    expect(commandProblems('x.md', '`npm run tset` and `npx tsx bench/b.ts` and `npx playwright test --project=e3e`', facts)).toEqual([
      'x.md: "npm run tset": no such script in package.json',
      'x.md: "npx tsx bench/b.ts": bench/b.ts does not exist',
      'x.md: "--project=e3e": no such Playwright project',
    ]);
  });

  it('README.md and docs/*.md link only to files and headings that exist', () => {
    const problems = docsFiles().flatMap((file) => linkProblems(file, readRepo(file)!, readRepo));
    expect(problems).toEqual([]);
  });

  it('README.md and docs/*.md run only scripts and files that exist', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    const facts = {
      scripts: new Set(Object.keys(pkg.scripts)),
      projects: playwrightProjects(),
      exists: (path: string) => path.startsWith('dist/') || readRepo(path.replace(/\/+$/, '')) !== undefined,
    };
    const problems = docsFiles().flatMap((file) => commandProblems(file, readRepo(file)!, facts));
    expect(problems).toEqual([]);
  });

  it('README.md and docs/*.md name only repository paths that exist', () => {
    const exists = (path: string) => readRepo(path.replace(/\/+$/, '')) !== undefined;
    const problems = docsFiles().flatMap((file) => pathProblems(file, readRepo(file)!, exists));
    expect(problems).toEqual([]);
  });

  it('the README stays short: reference goes to docs/', () => {
    const lines = readRepo('README.md')!.split('\n').length;
    expect(lines).toBeLessThanOrEqual(320);
  });
});
