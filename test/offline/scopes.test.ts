/**
 * Issue 25, ordinals, scopes, counts and compounds over alike items, through a Client with no
 * model (the offline tier), on pages of our own: each step either does what it asks and the page
 * shows it, or hands over with the page as it was and says why.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, MissingLLMConfigurationError } from '../../src/index.js';
import { startTestServer, type TestServer } from '../support/http-server.js';

let server: TestServer;
let client: Client;

// A panel that opens when the pointer enters it and, while it opens, cancels clicks for one turn
// of the event loop (a map's layers control does so): its boxes are always in the page.
const ENTER_PANEL = `<!doctype html><title>Panel</title>
<section id="panel" aria-label="Overlays" style="margin:40px;padding:8px;border:1px solid #999;width:200px">
  <label><input type="checkbox" id="rain"> Rain</label><br>
  <label><input type="radio" name="base" id="dark"> Dark</label>
  <label><input type="radio" name="base" id="light" checked> Light</label>
</section>
<script>
  const panel = document.getElementById('panel');
  let settling = false;
  panel.addEventListener('mouseenter', () => {
    settling = true;
    panel.style.background = '#eef';
    setTimeout(() => { settling = false; });
  });
  panel.addEventListener('click', (e) => { if (settling) e.preventDefault(); }, true);
</script>`;

beforeAll(async () => {
  server = await startTestServer();
  server.route('/enter-panel', ENTER_PANEL);
  client = new Client({ env: 'LOCAL', verbose: 0, disablePino: true, domSettleTimeout: 1_000 });
  await client.init();
});

afterAll(async () => {
  await client?.close();
  await server?.close();
});

const checked = (id: string) => client.page.locator(`#${id}`).isChecked();

describe('a box in a part that reacts to the pointer entering it', () => {
  it('is pressed once the pointer rests on it: "check Rain" checks it, "select Dark" selects it', async () => {
    await client.page.goto(`${server.origin}/enter-panel`);
    await client.page.mouse.move(0, 0);
    const rain = await client.act('check Rain');
    expect(rain.success, rain.message).toBe(true);
    expect(await checked('rain')).toBe(true);
    await client.page.mouse.move(0, 0);
    const dark = await client.act('select Dark');
    expect(dark.success, dark.message).toBe(true);
    expect(await checked('dark')).toBe(true);
  });
});
