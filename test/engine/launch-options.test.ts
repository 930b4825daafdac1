import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../src/index.js';
import { startTestServer, type TestServer } from '../support/http-server.js';
import { browserPids, waitFor } from '../support/processes.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.route('/', '<title>Home</title><h1>home</h1>');
});
afterAll(() => server.close());

const marker = () => `--actwright-test=${randomUUID()}`;

/** The command line of the browser's main process (the one that has our marker and no --type=). */
function mainCommandLine(tag: string): string {
  for (const pid of browserPids(tag)) {
    const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
    if (!cmd.includes('--type=')) return cmd;
  }
  throw new Error('browser main process not found');
}

describe('localBrowserLaunchOptions', () => {
  it('passes the seed defaults then args; ignoreDefaultArgs removes exact strings; devtools adds its flag', async () => {
    const tag = marker();
    const client = new Client({
      env: 'LOCAL',
      verbose: 0,
      localBrowserLaunchOptions: { args: [tag, '--lang=de'], ignoreDefaultArgs: ['--site-per-process'], devtools: true },
    });
    await client.init();
    try {
      const cmd = mainCommandLine(tag);
      for (const arg of ['--remote-allow-origins=*', '--no-first-run', '--no-default-browser-check', '--disable-dev-shm-usage', '--auto-open-devtools-for-tabs']) {
        expect(cmd).toContain(arg);
      }
      expect(cmd).not.toContain('--site-per-process');
      expect(cmd.indexOf('--disable-dev-shm-usage')).toBeLessThan(cmd.indexOf('--lang=de'));
    } finally {
      await client.close();
    }
  });

  it('ignoreDefaultArgs: true removes all of the seed defaults', async () => {
    const tag = marker();
    const client = new Client({ env: 'LOCAL', verbose: 0, localBrowserLaunchOptions: { args: [tag], ignoreDefaultArgs: true } });
    await client.init();
    try {
      const cmd = mainCommandLine(tag);
      expect(cmd).not.toContain('--remote-allow-origins=*');
      // Only the seed's defaults go; the launcher (Playwright, Debian's wrapper) keeps its own,
      // some of which are the same flags, so only ours that nobody else adds are checked.
      expect(cmd).not.toContain('--site-per-process');
    } finally {
      await client.close();
    }
  });

  it('port opens a fixed DevTools port', async () => {
    const probe = createHttpServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((r) => probe.close(r));
    const client = new Client({ env: 'LOCAL', verbose: 0, localBrowserLaunchOptions: { port } });
    await client.init();
    try {
      const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { webSocketDebuggerUrl: string };
      expect(version.webSocketDebuggerUrl).toMatch(/^ws:\/\/127\.0\.0\.1/);
      expect(client.cdpUrl).toBe(`http://127.0.0.1:${port}`);
    } finally {
      await client.close();
    }
  });

  it('userDataDir keeps a persistent profile across clients', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'actwright-udd-'));
    try {
      const first = new Client({ env: 'LOCAL', verbose: 0, localBrowserLaunchOptions: { userDataDir: dir } });
      await first.init();
      await first.page.goto(`${server.origin}/`);
      await first.page.evaluate(() => localStorage.setItem('visited', 'yes'));
      await first.close();
      expect(readdirSync(dir).length).toBeGreaterThan(0);
      const second = new Client({ env: 'LOCAL', verbose: 0, localBrowserLaunchOptions: { userDataDir: dir } });
      await second.init();
      await second.page.goto(`${server.origin}/`);
      expect(await second.page.evaluate(() => localStorage.getItem('visited'))).toBe('yes');
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('proxy sends page traffic through the proxy server', async () => {
    const seen: string[] = [];
    const proxy = createHttpServer((req, res) => {
      seen.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'text/html' }).end('<title>via proxy</title>');
    });
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
    const client = new Client({
      env: 'LOCAL',
      verbose: 0,
      localBrowserLaunchOptions: { proxy: { server: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}` } },
    });
    try {
      await client.init();
      // A made-up host: only the loopback proxy can answer it.
      await client.page.goto('http://shop.actwright.invalid/cart');
      expect(await client.page.title()).toBe('via proxy');
      expect(seen).toContain('http://shop.actwright.invalid/cart');
    } finally {
      await client.close();
      proxy.closeAllConnections();
      proxy.close();
    }
  });

  it.each([false, true])('proxy username and password are sent to a proxy that asks for them (keepAlive %s)', async (keepAlive) => {
    const expected = `Basic ${Buffer.from('proxy-user:proxy-pass-42').toString('base64')}`;
    const seen: (string | undefined)[] = [];
    const proxy = createHttpServer((req, res) => {
      seen.push(req.headers['proxy-authorization']);
      if (req.headers['proxy-authorization'] !== expected) {
        res.writeHead(407, { 'proxy-authenticate': 'Basic realm="test"', 'content-type': 'text/html' }).end('<title>proxy auth required</title>');
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html' }).end('<title>via authenticated proxy</title>');
    });
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
    const tag = marker();
    const server = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    const client = new Client({ env: 'LOCAL', verbose: 0, keepAlive, localBrowserLaunchOptions: { args: [tag], proxy: { server, username: 'proxy-user', password: 'proxy-pass-42' } } });
    try {
      await client.init();
      await client.page.goto('http://shop.actwright.invalid/cart');
      expect(await client.page.title()).toBe('via authenticated proxy');
      expect(seen).toContain(expected);
    } finally {
      const cdpUrl = client.cdpUrl;
      await client.close();
      if (keepAlive && cdpUrl) {
        // keepAlive leaves the browser running: end it through a second client.
        const closer = new Client({ env: 'LOCAL', verbose: 0, localBrowserLaunchOptions: { cdpUrl } });
        await closer.init().then(() => closer.close(), () => undefined);
      }
      proxy.closeAllConnections();
      proxy.close();
    }
    await waitFor(() => browserPids(tag).length === 0, { timeoutMs: 15_000 });
  });

  it('ignoreHTTPSErrors accepts a self-signed certificate, and without it the page fails', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'actwright-tls-'));
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=127.0.0.1', '-days', '1',
      '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
    const https = createHttpsServer({ key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }, (_q, s) =>
      s.writeHead(200, { 'content-type': 'text/html' }).end('<title>tls ok</title>'),
    );
    await new Promise<void>((r) => https.listen(0, '127.0.0.1', r));
    const url = `https://127.0.0.1:${(https.address() as AddressInfo).port}/`;
    const strict = new Client({ env: 'LOCAL', verbose: 0 });
    const lenient = new Client({ env: 'LOCAL', verbose: 0, localBrowserLaunchOptions: { ignoreHTTPSErrors: true } });
    try {
      await strict.init();
      await expect(strict.page.goto(url)).rejects.toThrow(/ERR_CERT/);
      await lenient.init();
      await lenient.page.goto(url);
      expect(await lenient.page.title()).toBe('tls ok');
    } finally {
      await strict.close();
      await lenient.close();
      https.closeAllConnections();
      https.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('keepAlive and cdpUrl', () => {
  it('keepAlive true leaves the browser running; a second client attaches with cdpUrl; keepAlive false on it ends the browser', async () => {
    const tag = marker();
    const first = new Client({ env: 'LOCAL', verbose: 0, keepAlive: true, localBrowserLaunchOptions: { args: [tag] } });
    await first.init();
    try {
      await first.page.goto(`${server.origin}/`);
      const cdpUrl = first.cdpUrl!;
      expect(cdpUrl).toMatch(/^ws:\/\//);
      await first.close();
      expect(browserPids(tag).length).toBeGreaterThan(0);

      const second = new Client({ env: 'LOCAL', verbose: 0, localBrowserLaunchOptions: { cdpUrl } });
      await second.init();
      expect(second.context.pages().map((p) => p.url())).toContain(`${server.origin}/`);
      await second.close();
      await waitFor(() => browserPids(tag).length === 0);
    } finally {
      for (const pid of browserPids(tag)) process.kill(pid, 'SIGKILL');
    }
  });

  it('a cdpUrl nothing listens on is a ClientInitError', async () => {
    const client = new Client({ env: 'LOCAL', verbose: 0, localBrowserLaunchOptions: { cdpUrl: 'http://127.0.0.1:9/' } });
    await expect(client.init()).rejects.toThrow(/Could not attach to the browser at cdpUrl/);
  });
});

describe('parent process death', () => {
  it('a parent killed with SIGKILL leaves no browser behind (keepAlive false)', async () => {
    const tag = marker();
    const script = `
      import { Client } from ${JSON.stringify(new URL('../../src/index.ts', import.meta.url).pathname)};
      const c = new Client({ env: 'LOCAL', verbose: 0, localBrowserLaunchOptions: { args: [${JSON.stringify(tag)}] } });
      await c.init();
      console.log('ready');
      setInterval(() => {}, 1000);
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('child did not start a browser in 30 s')), 30_000);
        child.stdout!.on('data', (d: Buffer) => d.toString().includes('ready') && (clearTimeout(timer), resolve()));
      });
      expect(browserPids(tag).length).toBeGreaterThan(0);
      child.kill('SIGKILL');
      await waitFor(() => browserPids(tag).length === 0, { timeoutMs: 15_000 });
      expect(browserPids(tag)).toEqual([]);
    } finally {
      child.kill('SIGKILL');
      for (const pid of browserPids(tag)) process.kill(pid, 'SIGKILL');
    }
  });
});
