// The demo shop: static pages on 127.0.0.1, and the payment widget's page also on localhost,
// so the checkout's payment iframe is cross-origin (an out-of-process frame, as with a real PSP).
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('./public/', import.meta.url));
const PORT = Number(process.env.SHOP_PORT ?? 4780);
const HOST = process.env.SHOP_HOST ?? '127.0.0.1';
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

const server = createServer(async (req, res) => {
  const path = new URL(req.url ?? '/', 'http://shop').pathname;
  if (path === '/health') return void res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  const file = normalize(join(ROOT, path.endsWith('/') ? `${path}index.html` : path));
  if (!file.startsWith(ROOT)) return void res.writeHead(404).end('not found');
  try {
    const body = await readFile(file);
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
  } catch {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  }
});

// Both names of the loopback interface: 127.0.0.1 for the shop, localhost for the payment widget.
server.listen(PORT, HOST, () => console.log(`demo shop on http://${HOST}:${PORT}/ (payment widget on http://localhost:${PORT}/payment.html)`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
