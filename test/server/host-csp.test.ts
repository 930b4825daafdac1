import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { chromium, type Browser } from 'playwright-core';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCommandLine, USAGE } from '../../src/cli/args.js';
import { findBrowser } from '../../src/engine/browser/find.js';
import { renderReportHtml } from '../../src/reporter/html.js';
import { ReportDetails } from '../../src/reporter/details/report-details.js';
import { buildReportIndex } from '../../src/reporter/run-index.js';
import { buildReplay } from '../../src/replay/build.js';
import { createReplayServer, type ReplayServer } from '../../src/server/index.js';
import { rawRequest } from '../support/raw-http.js';
import { makeRecord, makeReportFolder, type ReportFolder } from '../support/report-folder.js';

const KEY = 'host-csp-key';
let folder: ReportFolder;
let server: ReplayServer;
let browser: Browser | undefined;

const get = (host: string, path = '/healthz') => `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nx-bb-api-key: ${KEY}\r\nConnection: close\r\n\r\n`;

beforeAll(async () => {
  folder = await makeReportFolder();
  const index = buildReportIndex([], { status: 'passed', startedAt: Date.now(), duration: 10, generatedAt: Date.now(), reporterErrors: [] });
  // The reporter's own page: its inline script and style must run under the policy.
  await writeFile(join(folder.dir, 'index.html'), renderReportHtml(new ReportDetails(folder.dir, folder.dir).finish(index)));
  server = await createReplayServer({ dir: folder.dir, apiKey: KEY, allowedHosts: ['reports.internal'] });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await folder?.cleanup();
});

describe('Host check (DNS rebinding)', () => {
  it('answers the address it listens on, the loopback names and --allowed-host names', async () => {
    for (const host of [`127.0.0.1:${server.port}`, `localhost:${server.port}`, `LOCALHOST:${server.port}`, `[::1]:${server.port}`, 'reports.internal', `reports.internal:${server.port}`]) {
      const res = await rawRequest(server.port, get(host));
      expect(res.status, host).toBe(200);
    }
  });

  it('refuses any other name with 421 and a JSON error, on every route', async () => {
    for (const [host, path] of [
      [`attacker.example:${server.port}`, '/'],
      ['attacker.example', '/healthz'],
      [`127.0.0.1.nip.io:${server.port}`, '/v1/sessions'],
      [`localhost:${server.port + 1}`, `/v1/sessions/${randomUUID()}/replay`],
    ] as const) {
      const res = await rawRequest(server.port, get(host, path));
      expect(res.status, host).toBe(421);
      expect(JSON.parse(res.body)).toMatchObject({ success: false, error: expect.stringContaining('--allowed-host') });
    }
  });

  it('takes --allowed-host on the command line (repeatable) and says --api-key shows in ps', () => {
    const command = parseCommandLine(['serve', 'out', '--allowed-host', 'a.test', '--allowed-host', 'b.test:8080']);
    expect(command).toMatchObject({ kind: 'serve', allowedHosts: ['a.test', 'b.test:8080'] });
    expect(() => parseCommandLine(['serve', '--allowed-host', 'http://x/'])).toThrow(/--allowed-host/);
    expect(USAGE).toMatch(/--api-key[\s\S]*visible[\s\S]*ps[\s\S]*ACTWRIGHT_API_KEY/);
  });
});

describe('Content-Security-Policy of the report page', () => {
  it('is strict, forbids framing, and lets the report page run', async () => {
    const res = await request(`${server.url}/`, { headers: { 'x-bb-api-key': KEY } });
    await res.body.text();
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(res.headers['x-frame-options']).toBe('DENY');

    const executablePath = findBrowser()?.executablePath;
    browser = await chromium.launch({ executablePath });
    const page = await browser.newPage();
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.goto(server.reportUrl);
    // The report's own script ran: it replaced the <noscript> placeholder with the app.
    await expect.poll(() => page.locator('#app').evaluate((el) => el.children.length)).toBeGreaterThan(0);
    expect(violations).toEqual([]);

    // Another site framing the report gets nothing.
    const other = await browser.newPage();
    const blocked = new Promise<string>((resolve) => other.on('console', (m) => /frame-ancestors|Refused to (display|frame)/i.test(m.text()) && resolve(m.text())));
    // Even with the token (which would let it in), the page refuses to be framed.
    await other.setContent(`<iframe src="${server.reportUrl}"></iframe>`);
    expect(await blocked).toMatch(/frame-ancestors|Refused/i);
  });
});

describe('session reads while another writer rewrites the file in place', () => {
  it('serve a whole version or 503, never a spliced one, and never cache a torn read', async () => {
    const id = randomUUID();
    const file = join(folder.dir, 'sessions', `${id}.json`);
    // Two versions of different sizes, big enough that a read spans several writes.
    const versions = [0, 1].map((v) => JSON.stringify(buildReplay(Array.from({ length: 1500 + v * 700 }, (_, i) => makeRecord(i, { parameters: { instruction: `v${v} step ${i}` } })))));
    const last = JSON.stringify(buildReplay([makeRecord(0, { parameters: { instruction: 'final' } })]));
    await writeFile(file, versions[0]!);
    // The other writer rewrites the file in place (truncate, then write), as fast as it can, in its own thread.
    const writer = new Worker(
      `const { parentPort, workerData } = require('node:worker_threads'); const fs = require('node:fs');
       let stop = false; parentPort.on('message', () => { stop = true; });
       (async function loop() { let i = 0; while (!stop) { fs.writeFileSync(workerData.file, workerData.versions[i++ % 2]); await new Promise((r) => setImmediate(r)); }
         fs.writeFileSync(workerData.file, workerData.last); parentPort.postMessage('done'); })();`,
      { eval: true, workerData: { file, versions, last } },
    );
    const statuses = new Map<number, number>();
    try {
      for (let round = 0; round < 30; round++) {
        const answers = await Promise.all(
          Array.from({ length: 8 }, async () => {
            const res = await request(`${server.url}/v1/sessions/${id}/replay`, { headers: { 'x-bb-api-key': KEY } });
            return { status: res.statusCode, body: await res.body.text(), retryAfter: res.headers['retry-after'] };
          }),
        );
        for (const answer of answers) {
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if (answer.status === 200) expect(versions.includes(answer.body), 'a 200 is one whole version').toBe(true);
          else {
            expect(answer.status).toBe(503);
            expect(answer.retryAfter).toBeDefined();
          }
        }
      }
    } finally {
      const done = new Promise((resolve) => writer.once('message', resolve));
      writer.postMessage('stop');
      await done;
      await writer.terminate();
    }
    // Once the writer is done, the latest version is what is served: nothing torn stayed cached.
    const res = await request(`${server.url}/v1/sessions/${id}/replay`, { headers: { 'x-bb-api-key': KEY } });
    expect(res.statusCode).toBe(200);
    expect(await res.body.text()).toBe(last);
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
  });
});
