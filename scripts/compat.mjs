#!/usr/bin/env node
/**
 * `npm run test:compat [-- 1.55 1.60 1.65]` (or COMPAT_PW=1.55,1.65): the package as a user gets it.
 * Packs it (`npm pack`), and for each @playwright/test version installs the tarball into a fresh
 * project in a temp folder, with the README's install line, then checks there:
 *  - exactly one playwright-core in the project's tree (`npm ls playwright-core`);
 *  - `tsc` clean on the README's config and test plus a typed suite, with moduleResolution
 *    "bundler" and with the old "node" (typesVersions);
 *  - actwright's own src/ type-checks against this Playwright's types (a call to an API newer
 *    than the oldest supported Playwright fails here, at build time, not in a user's test);
 *  - `npx playwright test` passes: AI steps answered offline (no model), with actwright/reporter,
 *    which must write a replay report (index.json and one session file per test).
 * The project is test/compat/project/ (its config and example test are the README's). Browser: the
 * fixture's own lookup (Playwright's Chromium, else a system one such as /usr/bin/chromium).
 * Prints one table; exits 1 if any version fails. COMPAT_KEEP=1 keeps the temp folders.
 * COMPAT_TARBALL=<file>: a tarball `npm pack` made already (CI packs before `npm test` rebuilds
 * dist/, then runs this beside the tests); without it, this packs, and the pack builds first.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const projectTemplate = join(root, 'test/compat/project');
const args = process.argv.slice(2);
const versions = (args.length ? args : (process.env.COMPAT_PW ?? '1.65').split(',')).map((v) => v.trim()).filter(Boolean);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const quiet = { npm_config_loglevel: 'error', npm_config_fund: 'false', npm_config_audit: 'false', npm_config_update_notifier: 'false' };
// The user's shell, not this repository's test settings.
const userEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(ACTWRIGHT_|TEST_|PW_|PLAYWRIGHT_|npm_)/.test(key)));

function run(command, commandArgs, cwd, env = {}) {
  const started = Date.now();
  const result = spawnSync(command, commandArgs, { cwd, env: { ...userEnv, ...quiet, ...env }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { ok: result.status === 0, out: `${result.stdout ?? ''}${result.stderr ?? ''}`, ms: Date.now() - started };
}

const work = mkdtempSync(join(tmpdir(), 'actwright-compat-'));
let tarball;
if (process.env.COMPAT_TARBALL) {
  tarball = resolve(process.env.COMPAT_TARBALL);
  if (!existsSync(tarball)) throw new Error(`COMPAT_TARBALL: no file ${tarball}`);
  console.log(`== packed already: ${tarball} (work folder ${work})`);
} else {
  console.log(`== build and pack (work folder ${work})`);
  // `npm pack` builds first (the package's prepack script), as a publish does.
  const packed = JSON.parse(execFileSync(npm, ['pack', '--json', '--pack-destination', work], { cwd: root, encoding: 'utf8', env: { ...process.env, ...quiet } }));
  tarball = join(work, packed[0].filename);
  console.log(`   ${packed[0].filename}: ${packed[0].entryCount} files, ${(packed[0].size / 1024).toFixed(0)} kB packed`);
}

/** Distinct playwright-core copies (name@version at a path) in `npm ls --all --json`'s tree. */
function playwrightCores(cwd) {
  const { out } = run(npm, ['ls', 'playwright-core', '--all', '--json', '--long'], cwd);
  const copies = new Set();
  const walk = (deps) => {
    for (const [name, dep] of Object.entries(deps ?? {})) {
      if (name === 'playwright-core' && dep.version) copies.add(`${dep.version} at ${dep.path ?? '?'}`);
      walk(dep.dependencies);
    }
  };
  walk(JSON.parse(out || '{}').dependencies);
  return [...copies];
}

/** actwright's src/, compiled with the project's Playwright, zod and SDK types (the repo's compiler options). */
function typecheckSource(dir) {
  const srcDir = join(dir, '.actwright-src');
  cpSync(join(root, 'src'), join(srcDir, 'src'), { recursive: true });
  const { compilerOptions } = JSON.parse(readFileSync(join(root, 'tsconfig.json'), 'utf8').replace(/^\s*\/\/.*$/gm, ''));
  writeFileSync(join(srcDir, 'package.json'), JSON.stringify({ type: 'module' }));
  writeFileSync(join(srcDir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { ...compilerOptions, noEmit: true, typeRoots: ['../node_modules/@types'] }, include: ['src'] }));
  return run(process.execPath, [join(dir, 'node_modules/typescript/bin/tsc'), '-p', srcDir], dir);
}

const rows = [];
for (const version of versions) {
  const dir = join(work, `pw-${version}`);
  cpSync(projectTemplate, dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'compat-project', private: true }, null, 2));
  console.log(`\n== @playwright/test@${version}`);
  const row = { version, installed: '?', cores: '?', tsc: 'n/a', tscNode10: 'n/a', src: 'n/a', tests: 'n/a', report: 'n/a', ok: false };
  rows.push(row);
  // The README's install line, with the tarball for "actwright" and the version under test.
  const install = run(npm, ['install', '-D', tarball, `@playwright/test@${version}`, 'zod', 'typescript@5', '@types/node@20'], dir);
  if (!install.ok) {
    console.log(install.out);
    continue;
  }
  row.installed = JSON.parse(readFileSync(join(dir, 'node_modules/@playwright/test/package.json'), 'utf8')).version;
  const cores = playwrightCores(dir);
  row.cores = String(cores.length);
  console.log(`   installed @playwright/test ${row.installed} (${(install.ms / 1000).toFixed(0)} s); playwright-core: ${cores.join(', ')}`);

  const tsc = run(process.execPath, [join(dir, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], dir);
  row.tsc = tsc.ok ? 'clean' : 'errors';
  if (!tsc.ok) console.log(tsc.out);
  const tsc10 = run(process.execPath, [join(dir, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.node10.json'], dir);
  row.tscNode10 = tsc10.ok ? 'clean' : 'errors';
  if (!tsc10.ok) console.log(tsc10.out);

  const src = typecheckSource(dir);
  row.src = src.ok ? 'clean' : 'errors';
  if (!src.ok) console.log(src.out);

  const tests = run(process.execPath, [join(dir, 'node_modules/@playwright/test/cli.js'), 'test'], dir, { CI: '1' });
  const summary = /(\d+) passed/.exec(tests.out);
  const failed = /(\d+) failed/.exec(tests.out);
  row.tests = `${summary?.[1] ?? 0} passed${failed ? `, ${failed[1]} failed` : ''} (${(tests.ms / 1000).toFixed(0)} s)`;
  if (!tests.ok) console.log(tests.out.slice(-6000));

  const reportDir = join(dir, 'actwright-report');
  const sessions = existsSync(join(reportDir, 'sessions')) ? readdirSync(join(reportDir, 'sessions')).filter((f) => f.endsWith('.json')) : [];
  row.report = existsSync(join(reportDir, 'index.json')) ? `${sessions.length} sessions` : 'missing';
  row.ok = cores.length === 1 && tsc.ok && tsc10.ok && src.ok && tests.ok && sessions.length >= 3;
  console.log(`   tsc ${row.tsc}, tsc (moduleResolution node) ${row.tscNode10}, src ${row.src}, tests ${row.tests}, report ${row.report}`);
}

console.log('\n| @playwright/test | playwright-core copies | tsc (bundler) | tsc (node) | actwright src vs its types | AI-step suite | replay report | result |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.installed} (asked ${r.version}) | ${r.cores} | ${r.tsc} | ${r.tscNode10} | ${r.src} | ${r.tests} | ${r.report} | ${r.ok ? 'PASS' : 'FAIL'} |`);
if (!process.env.COMPAT_KEEP) rmSync(work, { recursive: true, force: true });
else console.log(`\nkept ${work}`);
process.exit(rows.every((r) => r.ok) ? 0 : 1);
