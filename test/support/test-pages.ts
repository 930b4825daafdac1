import { fileURLToPath } from 'node:url';
import { startTestServer, type TestServer } from './http-server.js';

export const CORPUS_DIR = fileURLToPath(new URL('../pages/', import.meta.url));

/** Late list delay: longer than the settle quiet window, far shorter than the test bounds. */
export const LATE_ORDERS_DELAY_MS = 700;

/** Serves test/pages plus the endpoints the corpus pages call. */
export async function startCorpusServer(): Promise<TestServer> {
  const server = await startTestServer(CORPUS_DIR);
  server.route('/api/orders', (_req, res) => {
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify([
          { id: 'A-100', item: 'Blue mug' },
          { id: 'A-101', item: 'Desk lamp' },
          { id: 'A-102', item: 'Oak shelf' },
        ]),
      );
    }, LATE_ORDERS_DELAY_MS);
  });
  // Never answers: the stalled page's request stays in flight until the server closes.
  server.route('/api/hang', () => undefined);
  for (const path of ['/product', '/reports/2025', '/terms.html']) server.route(path, `<h1>${path}</h1>`);
  return server;
}
