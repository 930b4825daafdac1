import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { request } from 'undici';
import { makeRecord, makeReportFolder, type ReportFolder } from '../support/report-folder.js';

const ROOT = resolve(import.meta.dirname, '../..');
const CLI = resolve(ROOT, 'src/cli/index.ts');

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Runs the CLI from source (tsx), with ACTWRIGHT_API_KEY unset unless given. */
function runCli(args: string[], env: Record<string, string> = {}): Running {
  const { ACTWRIGHT_API_KEY: _unset, ...base } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], { cwd: ROOT, env: { ...base, ...env } });
  let out = '';
  child.stdout!.on('data', (d) => (out += String(d)));
  child.stderr!.on('data', (d) => (out += String(d)));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  return { child, output: () => out, exited };
}

/** Waits (bounded) until the CLI printed a line matching `pattern`. */
async function waitForOutput(run: Running, pattern: RegExp, timeoutMs = 20_000): Promise<RegExpExecArray> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = pattern.exec(run.output());
    if (match) return match;
    if (Date.now() > deadline || run.child.exitCode !== null) throw new Error(`CLI output did not match ${pattern}:\n${run.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const running: Running[] = [];
let folder: ReportFolder;
const id = randomUUID();

beforeAll(async () => {
  folder = await makeReportFolder();
  await folder.writeSession(id, [makeRecord(0)]);
});

afterAll(async () => {
  for (const run of running) if (run.child.exitCode === null) run.child.kill('SIGKILL');
  await folder?.cleanup();
});

describe('actwright CLI', () => {
  it('serve: prints the URL, never the key it was given, serves with that key, stops on SIGTERM', async () => {
    const run = runCli(['serve', folder.dir, '--port', '0', '--api-key', 'cli-secret-key']);
    running.push(run);
    const [, url] = await waitForOutput(run, /url:\s+(http:\/\/\S+)/);
    expect(run.output()).not.toContain('cli-secret-key');
    const ok = await request(`${url}/v1/sessions/${id}/replay`, { headers: { 'x-bb-api-key': 'cli-secret-key' }, headersTimeout: 5_000 });
    expect(ok.statusCode).toBe(200);
    await ok.body.json();
    const denied = await request(`${url}/v1/sessions/${id}/replay`, { headersTimeout: 5_000 });
    expect(denied.statusCode).toBe(401);
    await denied.body.text();
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  });

  it('serve: takes the key from ACTWRIGHT_API_KEY, else generates one and prints it once', async () => {
    const fromEnv = runCli(['serve', folder.dir, '--port', '0'], { ACTWRIGHT_API_KEY: 'env-key' });
    running.push(fromEnv);
    const [, envUrl] = await waitForOutput(fromEnv, /url:\s+(http:\/\/\S+)/);
    await waitForOutput(fromEnv, /API key: from \$ACTWRIGHT_API_KEY/);
    const res = await request(`${envUrl}/v1/sessions`, { headers: { 'x-bb-api-key': 'env-key' }, headersTimeout: 5_000 });
    expect(res.statusCode).toBe(200);
    await res.body.json();
    fromEnv.child.kill('SIGTERM');

    const generated = runCli(['serve', folder.dir, '--port', '0']);
    running.push(generated);
    const [, url] = await waitForOutput(generated, /url:\s+(http:\/\/\S+)/);
    const [, key] = await waitForOutput(generated, /API key: (\S+)\s+\(generated/);
    expect(key!.length).toBeGreaterThanOrEqual(32);
    expect(generated.output().split(key!).length - 1).toBe(1);
    const withKey = await request(`${url}/v1/sessions`, { headers: { 'x-bb-api-key': key! }, headersTimeout: 5_000 });
    expect(withKey.statusCode).toBe(200);
    await withKey.body.json();
    generated.child.kill('SIGTERM');
    expect(await generated.exited).toBe(0);
  });

  it('show-report --no-open: prints where the HTML report is, and serves it', async () => {
    const run = runCli(['show-report', folder.dir, '--port', '0', '--no-open']);
    running.push(run);
    const [, url] = await waitForOutput(run, /report:\s+open (http:\/\/\S+) in a browser/);
    const res = await request(url!, { headersTimeout: 5_000 });
    expect(res.statusCode).toBe(200);
    expect(await res.body.text()).toContain('<h1>Report</h1>');
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  });

  it.runIf(process.platform === 'linux')('show-report on a machine with no display says where to open the report, never "opened"', async () => {
    // An xdg-open that would "succeed" (as it does when installed on a headless box): it must not be relied on.
    const bin = mkdtempSync(join(tmpdir(), 'actwright-bin-'));
    const called = join(bin, 'called');
    writeFileSync(join(bin, 'xdg-open'), `#!/bin/sh\necho "$1" > ${called}\n`, { mode: 0o755 });
    const run = runCli(['show-report', folder.dir, '--port', '0'], { PATH: `${bin}:${process.env.PATH}`, DISPLAY: '', WAYLAND_DISPLAY: '' });
    running.push(run);
    const [, url] = await waitForOutput(run, /report:\s+open (http:\/\/\S+) in a browser \(none could be opened: [^)]*no display/);
    await waitForOutput(run, /Press Ctrl\+C/);
    expect(run.output()).not.toMatch(/^\s*opened:/m);
    expect(existsSync(called)).toBe(false);
    expect((await request(url!, { headersTimeout: 5_000 })).statusCode).toBe(200);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    rmSync(bin, { recursive: true, force: true });
  });

  it('exits 1 with advice for a missing folder, 2 with usage for a bad command line', async () => {
    const missing = runCli(['serve', `${folder.dir}/nope`]);
    running.push(missing);
    expect(await missing.exited).toBe(1);
    expect(missing.output()).toMatch(/does not exist.*actwright reporter/s);
    const bad = runCli(['serve', '--port', 'eighty']);
    running.push(bad);
    expect(await bad.exited).toBe(2);
    expect(bad.output()).toMatch(/--port must be/);
    expect(bad.output()).toMatch(/Usage:/);
  });
});
