// Installs the bench's own dependencies (Stagehand, the peer) from bench/package-lock.json when missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const bench = fileURLToPath(new URL('.', import.meta.url));
if (!existsSync(new URL('./node_modules/@browserbasehq/stagehand/package.json', import.meta.url))) {
  console.error('bench: installing bench/ dependencies (npm ci in bench/)');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['ci', '--no-audit', '--no-fund'], { cwd: bench, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('bench: `npm ci` in bench/ failed; run it there by hand to see why.');
    process.exit(result.status ?? 1);
  }
}
