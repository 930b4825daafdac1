import { afterAll, beforeAll, expect, it } from 'vitest';
import { Client } from '../../src/index.js';
import { startTestServer, type TestServer } from '../support/http-server.js';

/** History entries carry how each call was resolved and where (issue 29 item 9; the README says so). */
let server: TestServer;
let client: Client;
beforeAll(async () => {
  server = await startTestServer();
  server.route('/page', '<!doctype html><title>P</title><button onclick="this.textContent=\'Done\'">Go</button>');
  client = new Client({ env: 'LOCAL', verbose: 0 });
  await client.init();
});
afterAll(async () => {
  await client?.close();
  await server?.close();
});

it('each entry has its tier and pageUrl', async () => {
  await client.page.goto(`${server.origin}/page?token=abc`);
  await client.act('click the Go button');
  await client.extract();
  const history = await client.history;
  const [act, extract] = history.slice(-2);
  expect(act).toMatchObject({ method: 'act', tier: 'offline', pageUrl: `${server.origin}/page?token=abc` });
  expect(extract).toMatchObject({ method: 'extract', tier: 'direct', pageUrl: `${server.origin}/page?token=abc` });
});
