import { existsSync } from 'node:fs';
import { chromiumType } from './playwright.js';

/** Where a Chromium-family browser usually lives, by platform. */
const SYSTEM_CANDIDATES: Record<string, string[]> = {
  linux: [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/snap/bin/chromium',
    '/usr/bin/microsoft-edge',
  ],
  darwin: [
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
    '/Applications/Microsoft Edge.app/Contents/MacOS/Microsoft Edge',
  ],
  win32: [
    'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
    'C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe',
    'C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe',
  ],
};

/** Environment variable that names a browser executable, checked before any other place. */
export const BROWSER_PATH_ENV = 'ACTWRIGHT_CHROMIUM_PATH';

export interface BrowserLocation {
  executablePath: string;
  source: 'option' | 'env' | 'playwright' | 'system';
}

/**
 * Finds a Chromium to launch: the given path, then $ACTWRIGHT_CHROMIUM_PATH, then a browser
 * installed by `npx playwright install chromium`, then a system Chromium or Chrome.
 * Returns undefined when there is none.
 */
export function findBrowser(explicitPath?: string): BrowserLocation | undefined {
  if (explicitPath) return existsSync(explicitPath) ? { executablePath: explicitPath, source: 'option' } : undefined;
  const fromEnv = process.env[BROWSER_PATH_ENV];
  if (fromEnv && existsSync(fromEnv)) return { executablePath: fromEnv, source: 'env' };
  let bundled: string | undefined;
  try {
    bundled = chromiumType().executablePath();
  } catch {
    bundled = undefined;
  }
  if (bundled && existsSync(bundled)) return { executablePath: bundled, source: 'playwright' };
  for (const candidate of SYSTEM_CANDIDATES[process.platform] ?? []) {
    if (existsSync(candidate)) return { executablePath: candidate, source: 'system' };
  }
  return undefined;
}

export const BROWSER_INSTALL_HINT =
  'No Chromium was found. Install one of: `npx playwright install chromium` (downloads Playwright\'s build), ' +
  'or your system\'s package (Debian/Ubuntu: `sudo apt-get install chromium`), ' +
  `or point ${BROWSER_PATH_ENV} / localBrowserLaunchOptions.executablePath at an existing Chrome or Chromium.`;
