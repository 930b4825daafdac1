/**
 * The client fixture's per-test cost in the Playwright Test worker, in CPU time (which the machine's
 * load moves far less than wall time): bench/suites/fixture-cpu.spec.ts alternates bare tests (goto)
 * and client tests (goto + extract()) in one worker, each bracketed by the worker's CPU time from
 * before its first fixture to after its last teardown. Per run: the median of (client test − the bare
 * test before it), the first two pairs left out (the engine's import, first contexts).
 *   npm run build && npx tsx bench/fixture-cpu.ts
 * FIXTURE_CPU_OTHER=/path/to/checkout (built, set up like this one): its suite in turn with this one's,
 * ROUNDS times (default 3), the order turning each round.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findBrowser } from '../dist/index.js';
import { startTestServer } from '../test/support/http-server.js';
import { benchPages } from './pages.js';
import { median } from './stats.js';

type RunSuite = typeof import('./suite.js').runSuiteMeasured;
const here = new URL('..', import.meta.url).pathname.replace(/\/$/, '');
const other = process.env.FIXTURE_CPU_OTHER?.replace(/\/$/, '');
const rounds = Number(process.env.ROUNDS ?? 3);
const sides: { name: string; root: string; run: RunSuite }[] = [{ name: 'this', root: here, run: (await import('./suite.js')).runSuiteMeasured }];
if (other) sides.push({ name: 'other', root: other, run: (await import(`${other}/bench/suite.ts`)).runSuiteMeasured as RunSuite });

const server = await startTestServer();
for (const [path, html] of benchPages(server.crossOrigin).routes) server.route(path, html);
const env = { origin: server.origin, chromium: findBrowser()!.executablePath, modelBaseURL: 'http://127.0.0.1:9' };
const scratch = await mkdtemp(join(tmpdir(), 'fixture-cpu-'));
const results: Record<string, { cpu: number[]; wall: number[] }> = Object.fromEntries(sides.map((s) => [s.name, { cpu: [], wall: [] }]));
try {
  for (let r = 0; r < rounds; r++) {
    for (let k = 0; k < sides.length; k++) {
      const side = sides[(r + k) % sides.length]!;
      const file = join(scratch, `${side.name}-${r}.jsonl`);
      await side.run('fixture-cpu.spec.ts', env, { env: { FIXTURE_CPU_FILE: file } });
      const tests = (await readFile(file, 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as { title: string; cpuMs: number; wallMs: number });
      const of = (kind: string, i: number) => tests.find((t) => t.title === `${kind} ${i}`);
      const cpu: number[] = [];
      const wall: number[] = [];
      for (let i = 2; of('client', i); i++) {
        cpu.push(of('client', i)!.cpuMs - of('bare', i)!.cpuMs);
        wall.push(of('client', i)!.wallMs - of('bare', i)!.wallMs);
      }
      const bare = median(tests.filter((t) => t.title.startsWith('bare ')).slice(2).map((t) => t.cpuMs));
      results[side.name]!.cpu.push(median(cpu));
      results[side.name]!.wall.push(median(wall));
      // The set-up and teardown alone (fixture test − bare test). The engine's import is in the first
      // bare test: it starts with the worker's browser launch (launchOptions), so no pair shows it.
      const fixtureOnly: number[] = [];
      for (let i = 2; of('fixture', i); i++) fixtureOnly.push(of('fixture', i)!.cpuMs - of('bare', i)!.cpuMs);
      console.log(
        `round ${r + 1} ${side.name} (${side.root}): client test − bare test, median of ${cpu.length} pairs: ${median(cpu).toFixed(2)} ms worker CPU, ${median(wall).toFixed(1)} ms wall ` +
          `(bare test ${bare.toFixed(2)} ms CPU${fixtureOnly.length ? `; set-up and teardown alone ${median(fixtureOnly).toFixed(2)} ms` : ''})`,
      );
    }
  }
  for (const side of sides) {
    const { cpu, wall } = results[side.name]!;
    const f = (xs: number[], d: number) => `${median(xs).toFixed(d)} (${Math.min(...xs).toFixed(d)}–${Math.max(...xs).toFixed(d)})`;
    console.log(`${side.name}: ${f(cpu, 2)} ms worker CPU, ${f(wall, 1)} ms wall per test over the bare test`);
  }
} finally {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
}
