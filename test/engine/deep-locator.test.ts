import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../src/index.js';
import { startTestServer, type TestServer } from '../support/http-server.js';

let server: TestServer;
let client: Client;
beforeAll(async () => {
  server = await startTestServer();
  server.route('/inner', `<button id="deep" onclick="this.textContent='deep clicked'">Deep button</button>`);
  client = new Client({ env: 'LOCAL', verbose: 0 });
  await client.init();
});
afterAll(async () => {
  await client.close();
  await server.close();
});

describe('page.deepLocator', () => {
  beforeAll(() => {
    // The middle frame is on another site (localhost vs 127.0.0.1): an out-of-process iframe.
    server.route('/outer', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' }).end(`<title>outer</title>
        <div id="host"></div>
        <script>
          const root = document.getElementById('host').attachShadow({ mode: 'open' });
          root.innerHTML = '<button id="shadow-btn" onclick="this.textContent=\\'shadow clicked\\'">Shadow button</button>';
        </script>
        <iframe id="outer-frame" src="${server.crossOrigin}/middle"></iframe>`);
    });
    server.route('/middle', `<p>middle</p><iframe name="inner-frame" src="${server.origin}/inner"></iframe>`);
  });

  it('reaches a button inside a nested cross-origin iframe with >>> hops', async () => {
    const page = client.page;
    await page.goto(`${server.origin}/outer`);
    const button = page.deepLocator('iframe#outer-frame >>> iframe[name="inner-frame"] >>> #deep');
    await button.click();
    await expect.poll(() => button.textContent()).toBe('deep clicked');
  });

  it('reaches the same button with an XPath that steps through the iframes', async () => {
    const page = client.page;
    await page.goto(`${server.origin}/outer`);
    const button = page.deepLocator('xpath=/html/body/iframe[1]/html/body/iframe[1]/html/body/button');
    expect(await button.textContent()).toBe('Deep button');
  });

  it('reaches into an open shadow root', async () => {
    const page = client.page;
    await page.goto(`${server.origin}/outer`);
    const button = page.deepLocator('#host >> #shadow-btn');
    await button.click();
    expect(await button.textContent()).toBe('shadow clicked');
  });
});
