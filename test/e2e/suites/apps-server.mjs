// Serves the real apps of test/offline/apps on 127.0.0.1 for ../real-apps-codegen.spec.ts (GET
// only; a form's POST gets the page it names, as a static host would). APPS_DRIFT=1 serves the
// AdminLTE sign-in page changed as a release might change it: the "Remember Me" checkbox renamed "Remember me" (a copy edit),
// and the "Register a new membership" link renamed to words the step's English does not say.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../offline/apps/', import.meta.url));
const PORT = Number(process.env.APPS_PORT ?? 4795);
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.png': 'image/png', '.jpg': 'image/jpeg', '.svg': 'image/svg+xml', '.woff2': 'font/woff2' };
const DRIFT = {
  '/adminlte/pages/examples/login.html': (html) => html.replace(/(<label for="remember">\s*)Remember Me/, '$1Remember me').replace('Register a new membership', 'Create an account'),
};

const server = createServer(async (req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://apps').pathname);
  if (path === '/health') return void res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  const file = normalize(join(ROOT, path.endsWith('/') ? `${path}index.html` : path));
  if (!file.startsWith(ROOT)) return void res.writeHead(404).end('not found');
  try {
    let body = await readFile(file);
    const drift = process.env.APPS_DRIFT === '1' ? DRIFT[path] : undefined;
    if (drift) body = Buffer.from(drift(body.toString('utf8')));
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
  } catch {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  }
});
server.listen(PORT, '127.0.0.1', () => console.log(`real apps on http://127.0.0.1:${PORT}/`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
