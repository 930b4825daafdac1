#!/usr/bin/env node
// Makes sure a Chromium is available: an installed Playwright browser or a system Chromium/Chrome;
// otherwise installs one (Playwright's download where it is reachable, else Debian's `chromium`
// package when running as root); otherwise stops with a message that names both ways.
import { execSync } from 'node:child_process';
import { findBrowser, BROWSER_PATH_ENV } from '../dist/index.js';

function report(found) {
  console.log(`actwright: using ${found.source} browser ${found.executablePath}`);
}

let found = findBrowser();
if (found) {
  report(found);
  process.exit(0);
}

function attempt(label, command, timeoutMs) {
  console.log(`actwright: no Chromium found; trying ${label}: ${command}`);
  try {
    execSync(command, { stdio: 'inherit', timeout: timeoutMs });
  } catch (error) {
    console.log(`actwright: ${label} failed (${error.message.split('\n')[0]})`);
  }
  return findBrowser();
}

found = attempt("Playwright's download", 'npx --no-install playwright install chromium', 180_000);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!found && isRoot && process.platform === 'linux') {
  found = attempt("Debian's chromium package", 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', 600_000);
}
if (found) {
  report(found);
  process.exit(0);
}
console.error(
  [
    'actwright: no Chromium-family browser is available and none could be installed.',
    'Install one of these, then run the command again:',
    '  - Playwright\'s Chromium:  npx playwright install chromium',
    '  - your system\'s Chromium: sudo apt-get install chromium   (Debian/Ubuntu)',
    `Or set ${BROWSER_PATH_ENV} to the path of an existing Chrome or Chromium.`,
  ].join('\n'),
);
process.exit(1);
