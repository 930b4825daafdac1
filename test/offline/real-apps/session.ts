/**
 * What every real-app corpus run shares (test/offline/real-apps.test.ts, real-app-checks.test.ts):
 * the apps served from 127.0.0.1 only, one Client with no model in a desktop window, requests to
 * any other host blocked and recorded, the app's own files that fail to load while a page is
 * prepared recorded, `?fresh=` pages starting with empty storage, and a stalled load left for a
 * new page. `APPS=a,b` picks apps by name or by its last segment.
 */
import { fileURLToPath } from 'node:url';
import type { Page, Request as PlaywrightRequest } from 'playwright-core';
import { Client } from '../../../src/index.js';
import { startTestServer, type TestServer } from '../../support/http-server.js';

export const APPS_DIR = fileURLToPath(new URL('../apps/', import.meta.url));
export const PICKED = process.env.APPS?.split(',').map((a) => a.trim()).filter(Boolean);
export const REFERENCE = process.env.REFERENCE === '1';

/** The apps `APPS=` names (all when unset). */
export function picked<T extends { name: string }>(apps: T[]): T[] {
  return apps.filter((app) => !PICKED || PICKED.some((p) => p === app.name || p === app.name.split('/').at(-1)));
}

export const isLoopback = (url: URL) => !/^(https?|wss?):$/.test(url.protocol) || ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

const PAGE_FILES = new Set(['document', 'stylesheet', 'script', 'image', 'font']);

export interface RealAppSession {
  server: TestServer;
  client: Client;
  /** Requests to hosts other than loopback, blocked; in order, so a step can see its own. */
  leaks: string[];
  /** The app's own files that failed to load while a page was prepared (a file missing from the repository). */
  broken: string[];
  /**
   * The app's page in `setup`, on the client's page, or on a new one when the load stalled (on a
   * machine loaded far past its cores a load was seen to stall for over 90 s and then land on top
   * of the next one). Setting up is not under test.
   */
  prepare(app: { prepare(page: Page, origin: string, setup: string): Promise<void> }, setup: string): Promise<Page>;
  close(): Promise<void>;
}

export async function openRealApps(): Promise<RealAppSession> {
  const server = await startTestServer(APPS_DIR);
  // A desktop window: AdminLTE hides its sidebar, and Swagger UI reflows its dialogs, on narrow ones.
  const client = new Client({ env: 'LOCAL', verbose: 0, disablePino: true, domSettleTimeout: 1_000, localBrowserLaunchOptions: { viewport: { width: 1280, height: 720 } } });
  await client.init();
  const leaks: string[] = [];
  const broken: string[] = [];
  let preparing = false;
  const context = client.page.context();
  await context.addInitScript(() => {
    if (location.search.includes('fresh=')) localStorage.clear();
  });
  // A page whose own CSS or script is missing still runs, wrongly (unstyled tab panes all show):
  // while a page is prepared, any of its loopback files that fails to load is recorded.
  // (The browser's own favicon request is not the page's; a load cut short by the next one is not missing.)
  const pageFile = (request: PlaywrightRequest) => preparing && PAGE_FILES.has(request.resourceType()) && isLoopback(new URL(request.url()));
  context.on('response', (response) => {
    if (response.status() >= 400 && pageFile(response.request())) broken.push(`${response.status()} ${response.url()}`);
  });
  context.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? 'failed';
    if (pageFile(request) && !/ERR_ABORTED/.test(error)) broken.push(`${error} ${request.url()}`);
  });
  await context.route(
    (url) => !isLoopback(url),
    (route) => {
      leaks.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  return {
    server,
    client,
    leaks,
    broken,
    async prepare(app, setup) {
      const page = client.page;
      preparing = true;
      try {
        await app.prepare(page, server.origin, setup);
        return page;
      } catch {
        const fresh = await client.context.newPage();
        await page.close().catch(() => undefined);
        broken.length = 0;
        await app.prepare(fresh, server.origin, setup);
        return fresh;
      } finally {
        preparing = false;
      }
    },
    async close() {
      await client.close().catch(() => client.close({ force: true }));
      await server.close();
    },
  };
}
