// The smallest real example: start a client on a local Chromium, drive a page, read the history.
import { createServer } from 'node:http';
import { Client } from 'actwright';

const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html' });
  res.end('<title>actwright demo</title><h1>Hello from actwright</h1><a href="#next">Next</a>');
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/`;

const client = new Client({ env: 'LOCAL', verbose: 0 });
try {
  await client.init();
  await client.page.goto(url);
  console.log('title:', await client.page.title());
  await client.page.click('text=Next');
  console.log('url after click:', client.page.url());
  console.log('history:', JSON.stringify(await client.history, null, 2));
} finally {
  await client.close();
  server.close();
}
