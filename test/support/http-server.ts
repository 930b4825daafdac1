import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import type { AddressInfo } from 'node:net';

export type RouteHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

export interface TestServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** The same server under another site (http://localhost:<port>): frames from it are cross-origin and out of process. */
  crossOrigin: string;
  port: number;
  /** Adds or replaces a route: a string is served as HTML. */
  route(path: string, body: string | RouteHandler): void;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
};

/** A loopback HTTP server for test pages: in-memory routes first, then files under `root`. */
export async function startTestServer(root?: string): Promise<TestServer> {
  const routes = new Map<string, string | RouteHandler>();
  const server: Server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const route = routes.get(path);
    try {
      if (typeof route === 'string') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(route);
        return;
      }
      if (route) {
        await route(req, res);
        return;
      }
      if (root) {
        const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
        if (file.startsWith(normalize(root))) {
          const body = await readFile(file);
          res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
          return;
        }
      }
      res.writeHead(404).end('not found');
    } catch {
      // A body, so that a browser shows this page (and its URL) rather than its own error page.
      if (!res.headersSent) res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    crossOrigin: `http://localhost:${port}`,
    port,
    route: (path, body) => void routes.set(path, body),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
