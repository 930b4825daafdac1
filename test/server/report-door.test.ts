import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBrowser } from '../../src/engine/browser/find.js';
import { renderReportHtml } from '../../src/reporter/html.js';
import { scriptJson } from '../../src/reporter/details/chunk-files.js';
import { DETAIL_CALLBACK, type UiReport, type UiTestDetail } from '../../src/reporter/ui/model.js';
import { createReplayServer, type ReplayServer } from '../../src/server/index.js';
import { makeRecord, makeReportFolder, type ReportFolder } from '../support/report-folder.js';

// Issue 29 items 3, 4 and 9: one door to the report's data (the API key, or the server's token
// exchanged for a cookie), attachments that never run as pages of the report, and a served report
// that keeps its styling under its own CSP.
const KEY = 'door-key';
const SESSION = randomUUID();
const TEST_ID = 'door-test-1';
const SHA = 'b'.repeat(40);
const FILES = {
  chunk: `data/${TEST_ID}.js`,
  trace: `data/attachments/${SHA}1.zip`,
  errorContext: `data/attachments/${SHA}2.md`,
  html: `data/attachments/${SHA}3.html`,
  svg: `data/attachments/${SHA}4.svg`,
  png: `data/attachments/${SHA}5.png`,
};
/** Each attachment with a script records that it ran, in the storage of the origin it ran in. */
const PAYLOAD = (tag: string) => `localStorage.setItem('ran', (localStorage.getItem('ran') || '') + '${tag}')`;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let folder: ReportFolder;
let server: ReplayServer;
let browser: Browser | undefined;

function report(): UiReport {
  const tokens = { input: 0, output: 0, cost: 0, unpricedTokens: 0 };
  const ai = { steps: 1, zeroToken: 1, tiers: { offline: 1 } };
  return {
    version: 1,
    run: { status: 'failed', startedAt: 1, duration: 1, generatedAt: 1, reporterErrors: [] },
    totals: { tests: 1, passed: 0, failed: 1, flaky: 0, skipped: 0, attempts: 1, tokens, costByModel: {}, ai },
    tests: [
      {
        id: TEST_ID, chunk: FILES.chunk, title: 'door', titlePath: ['door'], file: 'a.spec.ts', line: 1, column: 1, project: '', tags: [],
        outcome: 'unexpected', status: 'failed', repeatEachIndex: 0, attempts: [{ retry: 0, status: 'failed', duration: 1 }], duration: 1,
        tokens, costByModel: {}, ai,
      },
    ],
  };
}

function detail(): UiTestDetail {
  const nested = { instruction: 'fill the form', options: { fields: { name: { first: 'Ada', last: 'Lovelace' }, tags: ['a', ['b', 'c']] } } };
  return {
    id: TEST_ID,
    attempts: [{
      retry: 0, status: 'failed', startedAt: 1, duration: 1, workerIndex: 0, annotations: [], errors: [{ message: 'boom' }], stdout: [], stderr: [],
      steps: [{
        title: 'act "fill the form"', category: 'ai', offset: 0, duration: 1, steps: [],
        ai: [{ sessionId: SESSION, seq: 0, method: 'act', instruction: 'fill the form', tier: 'offline', pageUrl: 'http://127.0.0.1/', offset: 0, parameters: nested, result: { success: true, actions: [{ selector: '#a', description: 'a', method: 'fill', arguments: ['x'] }] }, chosen: [] }],
      }],
      attachments: [
        { name: 'trace', contentType: 'application/zip', path: FILES.trace, size: 2 },
        { name: 'error-context', contentType: 'text/markdown', path: FILES.errorContext, size: 10 },
        { name: 'page.html', contentType: 'text/html', path: FILES.html, size: 100 },
        { name: 'drawing', contentType: 'image/svg+xml', path: FILES.svg, size: 100 },
        { name: 'screenshot', contentType: 'image/png', path: FILES.png, size: PNG.length },
      ],
      sessions: [
        { sessionId: SESSION, file: `sessions/${SESSION}.json`, env: 'LOCAL', cloudSessionURL: 'javascript:localStorage.setItem("ran","cloud")' },
        { sessionId: randomUUID(), file: `sessions/${SESSION}.json`, env: 'CLOUD', cloudSessionURL: 'https://cloud.example/sessions/1' },
      ],
    }],
  };
}

beforeAll(async () => {
  folder = await makeReportFolder();
  await folder.writeSession(SESSION, [makeRecord(0), makeRecord(1)]);
  await mkdir(join(folder.dir, 'data', 'attachments'), { recursive: true });
  await mkdir(join(folder.dir, 'screenshots'), { recursive: true });
  await writeFile(join(folder.dir, 'index.html'), renderReportHtml(report()));
  await writeFile(join(folder.dir, FILES.chunk), `${DETAIL_CALLBACK}(${scriptJson(detail())});\n`);
  await writeFile(join(folder.dir, FILES.trace), 'PK');
  await writeFile(join(folder.dir, FILES.errorContext), '# Page snapshot\n- textbox "Password": hunter2\n');
  await writeFile(join(folder.dir, FILES.html), `<!doctype html><title>attached</title><script>${PAYLOAD('html')}</script>`);
  await writeFile(join(folder.dir, FILES.svg), `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>${PAYLOAD('svg')}</script><rect width="10" height="10"/></svg>`);
  await writeFile(join(folder.dir, FILES.png), PNG);
  await writeFile(join(folder.dir, 'screenshots', `${SHA}.png`), PNG);
  server = await createReplayServer({ dir: folder.dir, apiKey: KEY });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await folder?.cleanup();
});

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await request(`${server.url}${path}`, { headers, headersTimeout: 5_000 });
  return { status: res.statusCode, headers: res.headers, body: await res.body.text() };
}

/** Every route that was served without a key before (issue 29, item 3). */
const REPORT_ROUTES = ['/', '/index.html', `/sessions/${SESSION}.json`, `/${FILES.chunk}`, `/${FILES.trace}`, `/${FILES.errorContext}`, `/${FILES.html}`, `/${FILES.svg}`, `/${FILES.png}`, `/screenshots/${SHA}.png`];

describe('one door to the report', () => {
  let cookie = '';

  it('the token in the URL is exchanged for an HttpOnly, SameSite=Strict cookie of this server', async () => {
    expect(server.reportUrl).toBe(`${server.url}/?token=${server.reportToken}`);
    expect(server.reportToken.length).toBeGreaterThanOrEqual(40);
    const res = await get(`/?token=${server.reportToken}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`^actwright-report-${server.port}=[^;]+; Path=/; HttpOnly; SameSite=Strict$`));
    expect(setCookie).not.toContain(server.reportToken); // the cookie is not the token
    cookie = setCookie.split(';')[0]!;
  });

  it('every report route answers 401 with no credential, a wrong key, a wrong token or a wrong cookie', async () => {
    const denied: Record<string, number> = {};
    const wrong: Record<string, string>[] = [
      {},
      { 'x-bb-api-key': 'not-the-key' },
      { cookie: `actwright-report-${server.port}=forged` },
      // A cookie of another server on this host (browsers share cookies across ports).
      { cookie: `actwright-report-${server.port + 1}=${cookie.split('=')[1]}` },
    ];
    for (const path of REPORT_ROUTES) {
      denied[path] = 0;
      for (const headers of wrong) {
        const res = await get(path, headers);
        expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(401);
        expect(JSON.parse(res.body)).toMatchObject({ success: false, error: expect.stringContaining('?token=') });
        expect(res.body).not.toContain('hunter2');
        denied[path]++;
      }
      const badToken = await get(`${path}?token=${server.reportToken.slice(0, -1)}x`);
      expect(badToken.status, path).toBe(401);
      denied[path]++;
    }
    console.log('401s per route (no credential, wrong key, forged cookie, cookie of another port, wrong token):', JSON.stringify(denied));
  });

  it('every report route answers with the API key, and with the cookie', async () => {
    expect(cookie).not.toBe('');
    for (const path of REPORT_ROUTES) {
      const withKey = await get(path, { 'x-bb-api-key': KEY });
      expect(withKey.status, `${path} with the key`).toBe(200);
      const withCookie = await get(path, { cookie: `other=1; ${cookie}` });
      expect(withCookie.status, `${path} with the cookie`).toBe(200);
      expect(withCookie.body).toBe(withKey.body);
    }
    expect((await get(`/${FILES.errorContext}`, { cookie })).body).toContain('hunter2');
  });

  it('the API still takes the key only; /healthz and the trace viewer app hold no session data', async () => {
    expect((await get('/v1/sessions', { cookie })).status).toBe(401);
    expect((await get(`/v1/sessions/${SESSION}/replay`, { cookie })).status).toBe(401);
    expect((await get('/v1/sessions', { 'x-bb-api-key': KEY })).status).toBe(200);
    expect((await get('/healthz')).status).toBe(200);
  });
});

describe('attachments are inert', () => {
  it('are sandboxed, and downloaded unless an image or video; only index.html is a page', async () => {
    const headersOf = async (path: string) => (await get(path, { 'x-bb-api-key': KEY })).headers;
    for (const path of [FILES.html, FILES.svg, FILES.errorContext, FILES.trace]) {
      const h = await headersOf(`/${path}`);
      expect(String(h['content-security-policy']), path).toMatch(/^sandbox;/);
      expect(String(h['content-disposition']), path).toMatch(/^attachment; filename="/);
    }
    for (const path of [FILES.png, `screenshots/${SHA}.png`]) {
      const h = await headersOf(`/${path}`);
      expect(String(h['content-security-policy']), path).toMatch(/^sandbox;/);
      expect(h['content-disposition'], path).toBeUndefined();
    }
    const page = await headersOf('/');
    expect(String(page['content-security-policy'])).toMatch(/^default-src 'none'; script-src 'self' 'sha256-/);
  });
});

describe('the served report in Chromium', () => {
  let context: BrowserContext;

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: findBrowser()?.executablePath });
    context = await browser.newContext({ acceptDownloads: true });
  });

  it('drops the token from the address, keeps its styling under the CSP, and runs no attachment script in its origin', async () => {
    const page = await context.newPage();
    const cspErrors: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) cspErrors.push(m.text());
    });
    await page.goto(`${server.reportUrl}#?test=${TEST_ID}`);
    await page.locator(`#test[data-loaded="${TEST_ID}"]`).waitFor();
    expect(page.url()).toBe(`${server.url}/#?test=${TEST_ID}`);
    const [cookie] = await context.cookies(server.url);
    expect(cookie).toMatchObject({ name: `actwright-report-${server.port}`, httpOnly: true, sameSite: 'Strict' });

    // Nested values keep their indentation: lines of depth 0 to 4 are indented 0 to 56 px.
    await page.locator('details.io summary').first().click();
    const paddings = await page.locator('.vtree.parameters .vl').evaluateAll((lines) => lines.map((l) => getComputedStyle(l).paddingLeft));
    expect(new Set(paddings)).toEqual(new Set(['0px', '14px', '28px', '42px', '56px']));
    expect(cspErrors).toEqual([]);

    // The cloud link only for a web address; a javascript: URL is shown as text.
    const cloudLinks = await page.locator('.session a[target="_blank"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(cloudLinks).toEqual(['https://cloud.example/sessions/1']);
    expect(await page.locator('.session .cloud-url').textContent()).toContain('javascript:');

    // Open each attachment the ways a reader would: its link in the report, and its URL in a tab.
    const opened: string[] = [];
    context.on('page', (p) => opened.push(p.url()));
    await page.locator('.attachment[data-name="page.html"] a').click();
    await page.locator('.attachment[data-name="drawing"] a').click();
    for (const path of [FILES.html, FILES.svg]) {
      const tab = await context.newPage();
      // A download aborts the navigation; a page loaded as a document has run its inline script by its load event.
      await tab.goto(`${server.url}/${path}`).catch(() => undefined);
      await tab.close();
    }
    expect(await page.evaluate(() => localStorage.getItem('ran'))).toBeNull();
    expect(cspErrors).toEqual([]);
    await page.close();
  });

  it('from file://, a file that may hold script is not linked (Chromium ignores download there); others are', async () => {
    const page = await context.newPage();
    await page.goto(`${pathToFileURL(join(folder.dir, 'index.html')).href}#?test=${TEST_ID}`);
    await page.locator(`#test[data-loaded="${TEST_ID}"]`).waitFor();
    const links = await page.locator('.attachment').evaluateAll((els) =>
      els.map((el) => ({ name: el.getAttribute('data-name'), hrefs: Array.from(el.querySelectorAll('a'), (a) => a.getAttribute('href')), note: el.querySelector('.not-linked')?.textContent ?? '' })));
    for (const name of ['page.html', 'drawing']) {
      const entry = links.find((l) => l.name === name)!;
      expect(entry.hrefs, name).toEqual([]);
      expect(entry.note, name).toContain('data/attachments/');
    }
    expect(links.find((l) => l.name === 'screenshot')!.hrefs).toEqual([FILES.png]);
    expect(links.find((l) => l.name === 'error-context')!.hrefs).toEqual([FILES.errorContext]);
    // The SVG is still shown, as an image (which runs no script).
    expect(await page.locator('.attachment[data-name="drawing"] img').getAttribute('src')).toBe(FILES.svg);
    expect(await page.evaluate(() => localStorage.getItem('ran'))).toBeNull();
    await page.close();
  });
});
