import { createRequire } from 'node:module';

/** The Playwright versions actwright is tested with (package.json's peer range says the same). */
export const SUPPORTED_PLAYWRIGHT = '>=1.55 <2';

/** The version of the playwright-core this package resolves: the project's own copy (a peer dependency). */
export function installedPlaywrightVersion(): string {
  try {
    return (createRequire(import.meta.url)('playwright-core/package.json') as { version: string }).version;
  } catch {
    return 'unknown';
  }
}
