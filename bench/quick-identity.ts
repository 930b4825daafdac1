/**
 * Whether the action cache's one-round-trip identity read (`quickIdentity`, src/engine/cache/verify.ts)
 * answers as the long read does (an aria snapshot of the element in Playwright's default mode, read
 * as `identityOf` reads it), element by element over the repository's apps: for every element under
 * `body` (the first 500 of each app), the short read's answer, when it gives one, must equal the
 * long read's role and name. Prints the answered count, the left-to-the-long-read count and every
 * disagreement (there must be none).
 *   npx tsx bench/quick-identity.ts todomvc/vanillajs,shop,listjs
 */
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startTestServer } from '../test/support/http-server.js';
import { parseAriaYaml } from '../src/engine/snapshot/aria-yaml.js';
import { quickIdentity } from '../src/engine/cache/verify.js';

const apps = (process.argv[2] ?? 'todomvc/vanillajs,shop,listjs,settings,tracker').split(',');
const server = await startTestServer(fileURLToPath(new URL('../test/offline/apps/', import.meta.url)));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', headless: true });
const page = await browser.newPage();
const totals = { answered: 0, left: 0, disagree: 0 };
try {
  for (const app of apps) {
    await page.goto(`${server.origin}/${app}/index.html`).catch(() => undefined);
    await page.waitForTimeout(500);
    if (app.startsWith('todomvc/')) {
      for (const title of ['buy milk', 'feed the cat']) {
        await page.getByPlaceholder('What needs to be done?').fill(title);
        await page.getByPlaceholder('What needs to be done?').press('Enter');
      }
    }
    const count = Math.min(await page.locator('body *').count(), 500);
    const mine = { answered: 0, left: 0, disagree: 0 };
    for (let i = 0; i < count; i++) {
      const selector = `body * >> nth=${i}`;
      const quick = await quickIdentity(page, selector);
      if (!quick) {
        mine.left++;
        continue;
      }
      mine.answered++;
      // As identityOf reads it: the first node of the default-mode snapshot; bare text is generic with no name.
      const long = await page.locator(selector).ariaSnapshot({ timeout: 1_000 }).then(
        (yaml) => {
          const [node] = parseAriaYaml(yaml);
          return node?.role === 'text' ? { role: 'generic', name: '' } : { role: node?.role ?? '', name: typeof node?.name === 'string' ? node.name : '' };
        },
        () => undefined,
      );
      if (long?.role !== quick.role || long.name.replace(/\s+/g, ' ').trim() !== quick.name.replace(/\s+/g, ' ').trim()) {
        mine.disagree++;
        console.log(`DISAGREE ${app} ${selector}: short ${JSON.stringify(quick)}, long ${JSON.stringify(long)}`);
      }
    }
    console.log(`${app}: ${mine.answered} answered, ${mine.left} left to the long read, ${mine.disagree} disagree`);
    for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += mine[k];
  }
  console.log(`all: ${totals.answered} answered, ${totals.left} left to the long read, ${totals.disagree} disagree`);
} finally {
  await browser.close();
  await server.close();
}
