// vitest's global setup: one Chromium for the whole run, started as Playwright's browser server
// with the launch arguments a client uses (src/engine/browser/args.ts). Files whose subject is the
// resolver, not launching (ownPages, clientPool), each open their own browser context in it and
// hand it to their client (the `browserContext` option: the path the Playwright Test fixture
// takes), instead of starting a browser per file or per test (about 1.5 s each on a quiet
// machine, 3–4 s at load 15). Launching stays tested by the files that start their own clients.
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { buildLaunchArgs } from '../../src/engine/browser/args.js';
import { findBrowser } from '../../src/engine/browser/find.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared browser's address (Playwright's `connect`), or '' when none was started. */
    sharedBrowser: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const found = findBrowser();
  // No browser found: every file starts its own and fails as it would without this.
  let server: BrowserServer | undefined;
  if (found) server = await chromium.launchServer({ executablePath: found.executablePath, headless: true, args: buildLaunchArgs({}) });
  project.provide('sharedBrowser', server?.wsEndpoint() ?? '');
  return async () => {
    await server?.close();
  };
}
