import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, LaunchOptions } from 'playwright-core';
import { chromiumType } from './playwright.js';
import { ClientInitError } from '../session/errors.js';
import type { ResolvedClientOptions } from '../session/options.js';
import { buildLaunchArgs } from './args.js';
import { BROWSER_INSTALL_HINT, findBrowser } from './find.js';
import { answerProxyAuth } from './proxy-auth.js';

type LocalOptions = NonNullable<ResolvedClientOptions['localBrowserLaunchOptions']>;

/** A browser context the client drives, and how to let go of it. */
export interface BrowserSession {
  context: BrowserContext;
  /** DevTools-protocol address another client can attach to with `cdpUrl`, when there is one. */
  cdpUrl?: string;
  /**
   * Lets go of the browser. `terminate` true ends the browser (keepAlive false); false only
   * disconnects and leaves it running (keepAlive true).
   */
  release(terminate: boolean): Promise<void>;
  /** Ends the browser process at once, whatever is under way. */
  kill(): void;
}

const SPAWN_TIMEOUT_MS = 30_000;
const LAUNCH_TIMEOUT_MS = 60_000;

/** Flags for a browser actwright starts itself (keepAlive), standing in for Playwright's defaults. */
const DETACHED_BASE_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--no-service-autorun',
  '--password-store=basic',
  '--use-mock-keychain',
  '--no-sandbox',
];

function resolveExecutable(options: Partial<LocalOptions>): string {
  const found = findBrowser(options.executablePath);
  if (found) return found.executablePath;
  if (options.executablePath) {
    throw new ClientInitError(
      `localBrowserLaunchOptions.executablePath "${options.executablePath}" does not exist. Point it at a Chrome or Chromium executable.`,
    );
  }
  throw new ClientInitError(BROWSER_INSTALL_HINT);
}

/** Sends Browser.close over CDP: ends a browser this process did not launch. */
async function terminateOverCdp(browser: Browser): Promise<void> {
  const session = await browser.newBrowserCDPSession();
  await session.send('Browser.close').catch(() => undefined);
}

export async function attachOverCdp(cdpUrl: string, options: Partial<LocalOptions> = {}): Promise<BrowserSession> {
  let browser: Browser;
  try {
    browser = await chromiumType().connectOverCDP(cdpUrl, { timeout: SPAWN_TIMEOUT_MS });
  } catch (cause) {
    throw new ClientInitError(`Could not attach to the browser at cdpUrl "${cdpUrl}". Is it running with a DevTools port open?`, { cause });
  }
  const context = browser.contexts()[0] ?? (await browser.newContext(contextOptions(options)));
  if (context.pages().length === 0) await context.newPage();
  if (options.viewport) for (const page of context.pages()) await page.setViewportSize(options.viewport);
  return {
    context,
    cdpUrl,
    async release(terminate) {
      if (terminate) await terminateOverCdp(browser).catch(() => undefined);
      await browser.close().catch(() => undefined);
    },
    kill() {
      void terminateOverCdp(browser).catch(() => undefined);
    },
  };
}

function contextOptions(options: Partial<LocalOptions>) {
  return {
    viewport: options.viewport ?? null,
    ignoreHTTPSErrors: options.ignoreHTTPSErrors ?? false,
  };
}

function playwrightLaunchOptions(options: Partial<LocalOptions>, executablePath: string): LaunchOptions {
  const ignore = options.ignoreDefaultArgs;
  return {
    executablePath,
    headless: options.headless ?? true,
    args: buildLaunchArgs(options),
    // An array also removes matching arguments of Playwright's own defaults; `true` only ours,
    // since Playwright needs its own to drive the browser.
    ignoreDefaultArgs: Array.isArray(ignore) ? ignore : undefined,
    proxy: options.proxy,
    timeout: LAUNCH_TIMEOUT_MS,
  };
}

/** Launches Chromium through Playwright (a pipe: the browser dies with this process). */
export async function launchLocal(options: Partial<LocalOptions>): Promise<BrowserSession> {
  const executablePath = resolveExecutable(options);
  const launch = playwrightLaunchOptions(options, executablePath);
  const cdpUrl = options.port ? `http://127.0.0.1:${options.port}` : undefined;
  try {
    if (options.userDataDir) {
      const context = await chromiumType().launchPersistentContext(options.userDataDir, { ...launch, ...contextOptions(options) });
      if (context.pages().length === 0) await context.newPage();
      return {
        context,
        cdpUrl,
        release: () => context.close(),
        kill: () => void context.close().catch(() => undefined),
      };
    }
    const browser = await chromiumType().launch(launch);
    const context = await browser.newContext(contextOptions(options));
    await context.newPage();
    return {
      context,
      cdpUrl,
      release: () => browser.close(),
      kill: () => void browser.close().catch(() => undefined),
    };
  } catch (cause) {
    throw new ClientInitError(`Could not launch Chromium at ${executablePath}: ${(cause as Error).message}`, { cause });
  }
}

function waitForDevToolsUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`no DevTools address within ${SPAWN_TIMEOUT_MS} ms`)), SPAWN_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(output);
      if (match) done(match[1]!);
    };
    const onExit = (code: number | null) => fail(new Error(`browser exited with code ${code}: ${output.slice(-500)}`));
    function cleanup() {
      clearTimeout(timer);
      child.stderr?.off('data', onData);
      child.off('exit', onExit);
    }
    function done(url: string) {
      cleanup();
      child.stderr?.destroy();
      resolve(url);
    }
    function fail(error: Error) {
      cleanup();
      reject(error);
    }
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
  });
}

/**
 * Starts Chromium as its own process group with a DevTools port, so it outlives this client and
 * this process (keepAlive true), and attaches to it.
 */
export async function launchDetached(options: Partial<LocalOptions>): Promise<BrowserSession> {
  const executablePath = resolveExecutable(options);
  const tempProfile = options.userDataDir ? undefined : mkdtempSync(join(tmpdir(), 'actwright-profile-'));
  const args = [
    ...DETACHED_BASE_ARGS,
    ...(options.headless === false ? [] : ['--headless=new', '--hide-scrollbars', '--mute-audio']),
    `--user-data-dir=${options.userDataDir ?? tempProfile}`,
    ...(options.proxy ? [`--proxy-server=${options.proxy.server}`] : []),
    ...(options.proxy?.bypass ? [`--proxy-bypass-list=${options.proxy.bypass}`] : []),
    ...(options.ignoreHTTPSErrors ? ['--ignore-certificate-errors'] : []),
    ...buildLaunchArgs({ ...options, port: options.port ?? 0 }),
    'about:blank',
  ];
  const child = spawn(executablePath, args, { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  let wsUrl: string;
  try {
    wsUrl = await waitForDevToolsUrl(child);
  } catch (cause) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
    throw new ClientInitError(`Could not start Chromium at ${executablePath} with keepAlive: ${(cause as Error).message}`, { cause });
  }
  child.unref();
  const session = await attachOverCdp(wsUrl, options);
  // --proxy-server takes no credentials: the proxy's 407 challenge is answered over the DevTools protocol.
  if (options.proxy?.username) {
    await answerProxyAuth(session.context, { username: options.proxy.username, password: options.proxy.password ?? '' });
  }
  const cleanupProfile = () => {
    if (tempProfile) rmSync(tempProfile, { recursive: true, force: true });
  };
  return {
    ...session,
    async release(terminate) {
      await session.release(terminate);
      if (terminate) cleanupProfile();
    },
    kill() {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
      cleanupProfile();
    },
  };
}

/** Wraps a context the caller owns (the test fixture's): the client never closes it. */
export function borrowContext(context: BrowserContext): BrowserSession {
  return {
    context,
    async release() {},
    kill() {},
  };
}
