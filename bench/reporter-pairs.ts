// Figure 5 alone, without the rest of bench/run.ts: the paired reporter overhead (bench/reporter-overhead.ts).
// Run (after `npm run build`): npx tsx bench/reporter-pairs.ts [rounds=4] [tests=200]
import { findBrowser } from '../src/index.js';
import { startFakeProvider } from '../test/support/fake-providers/index.js';
import { startTestServer } from '../test/support/http-server.js';
import { benchPages } from './pages.js';
import { benchReporter } from './reporter-overhead.js';

const rounds = Number(process.argv[2] ?? 4);
const tests = Number(process.argv[3] ?? 200);
const browser = findBrowser();
if (!browser) throw new Error('No Chromium found: run `npm run browser` first.');
const server = await startTestServer();
const { routes } = benchPages(server.crossOrigin);
for (const [path, html] of routes) server.route(path, html);
const model = await startFakeProvider('openai');
try {
  const figure = await benchReporter({ origin: server.origin, chromium: browser.executablePath, modelBaseURL: model.baseURL }, rounds, tests);
  console.log(JSON.stringify(figure, null, 2));
} finally {
  await model.close();
  await server.close();
}
