/**
 * Figure 2's test, message by message: the DevTools messages a test sends with Playwright alone
 * (new context and page, goto, context close) and with actwright's client as the fixture drives it
 * (construct, init, goto, extract(), scrub, close, the session export), per phase, from Playwright's
 * own protocol log, with each phase's wall time and this process's CPU time. Counts do not move with the machine's load; the times beside them do. The
 * client runs twice a round: closed as a script closes it (`client`), and as the fixture closes it,
 * its context closing next (`fixture`: `close({ contextCloses: true })`).
 *   npm run build && DEBUG=pw:protocol npx tsx bench/protocol-per-test.ts 2> /tmp/protocol.log
 *   npx tsx bench/protocol-per-test.ts --count /tmp/protocol.log
 * PROTOCOL_ROUNDS (default 4): the first round of each path warms up and is not counted.
 */
import { readFileSync } from 'node:fs';

if (process.argv[2] === '--count') {
  // A phase is `==== phase <path> <name> <round>` up to `==== end`; round 0 warms up and is left out.
  const byPhase = new Map<string, Map<number, string[]>>();
  let current: string[] | undefined;
  for (const line of readFileSync(process.argv[3]!, 'utf8').split('\n')) {
    const marker = /^==== phase (\S+) (\S+) (\d+)/.exec(line);
    if (marker) {
      const round = Number(marker[3]);
      const name = `${marker[1]} ${marker[2]}`;
      if (!byPhase.has(name)) byPhase.set(name, new Map());
      current = round === 0 ? undefined : [];
      if (current) byPhase.get(name)!.set(round, current);
      continue;
    }
    if (line.startsWith('==== end')) current = undefined;
    const send = /pw:protocol SEND ► (\{.*)$/.exec(line);
    if (send && current) current.push((JSON.parse(send[1]!) as { method: string }).method);
  }
  for (const [name, rounds] of byPhase) {
    const lists = [...rounds.values()];
    const counts = lists.map((l) => l.length).join('/');
    console.log(`${counts.padStart(8)}  ${name.padEnd(22)} ${lists[0]?.join(', ') ?? ''}`);
  }
  process.exit(0);
}

const { chromium } = await import('playwright-core');
const { findBrowser, Client } = await import('../dist/index.js');
const { startTestServer } = await import('../test/support/http-server.js');
const { benchPages } = await import('./pages.js');

const rounds = Number(process.env.PROTOCOL_ROUNDS ?? 4);
const server = await startTestServer();
for (const [path, html] of benchPages(server.crossOrigin).routes) server.route(path, html);
const url = `${server.origin}/form.html`;
const browser = await chromium.launch({ executablePath: findBrowser()!.executablePath, headless: true });
const times = new Map<string, number[]>();
/** This process's CPU time per phase (the browser's is not in it). */
const cpuTimes = new Map<string, number[]>();
const phase = async <T>(path: string, name: string, round: number, work: () => Promise<T> | T): Promise<T> => {
  process.stderr.write(`==== phase ${path} ${name} ${round}\n`);
  const started = performance.now();
  const cpu = process.cpuUsage();
  try {
    return await work();
  } finally {
    const used = process.cpuUsage(cpu);
    if (round > 0) times.set(`${path} ${name}`, [...(times.get(`${path} ${name}`) ?? []), performance.now() - started]);
    if (round > 0) cpuTimes.set(`${path} ${name}`, [...(cpuTimes.get(`${path} ${name}`) ?? []), (used.user + used.system) / 1000]);
    process.stderr.write('==== end\n');
  }
};
try {
  for (let round = 0; round < rounds; round++) {
    {
      const context = await phase('playwright', 'context+page', round, async () => {
        const c = await browser.newContext();
        await c.newPage();
        return c;
      });
      await phase('playwright', 'goto', round, () => context.pages()[0]!.goto(url));
      await phase('playwright', 'context-close', round, () => context.close());
    }
    for (const path of ['client', 'fixture'] as const) {
      const context = await phase(path, 'context+page', round, async () => {
        const c = await browser.newContext();
        await c.newPage();
        return c;
      });
      const client = await phase(path, 'construct', round, () => new Client({ env: 'LOCAL', browserContext: context, verbose: 0, disablePino: true }));
      await phase(path, 'init', round, () => client.init());
      await phase(path, 'goto', round, () => context.pages()[0]!.goto(url));
      await phase(path, 'extract', round, () => client.extract());
      await phase(path, 'scrub', round, () => client.scrubSecretFields());
      await phase(path, 'close', round, () => client.close(path === 'fixture' ? { contextCloses: true } : {}));
      await phase(path, 'export', round, () => JSON.stringify(client.exportSession()));
      await phase(path, 'context-close', round, () => context.close());
    }
  }
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  for (const [name, xs] of times) console.log(`${name.padEnd(34)} median ${med(xs).toFixed(1).padStart(6)} ms wall, ${med(cpuTimes.get(name)!).toFixed(2).padStart(6)} ms CPU in Node`);
} finally {
  await browser.close();
  await server.close();
}
