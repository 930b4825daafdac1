// "click Logout" when Logout is an item of a closed menu the step does not name (APG menu button):
// the one menu holding it is opened and the item clicked; two menus holding it, or a control of
// that name already shown, are not guessed. Real Chromium, a page on 127.0.0.1, no model.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../src/index.js';
import { startTestServer, type TestServer } from '../support/http-server.js';
import { sharedContexts } from '../support/shared-browser-context.js';

let server: TestServer;
const clients: Client[] = [];
/** Each client on a context of its own in the run's shared browser, closed after its test. */
const contexts = sharedContexts();

const menu = (id: string, label: string, items: string[]) =>
  `<li><button id="${id}" aria-haspopup="true" aria-expanded="false" onclick="const open = this.getAttribute('aria-expanded') !== 'true'; this.setAttribute('aria-expanded', String(open)); this.nextElementSibling.hidden = !open">${label}</button>` +
  `<div hidden>${items.map((item) => `<a href="#${item}" onclick="event.preventDefault(); document.getElementById('out').textContent = '${item}'">${item}</a>`).join('')}</div></li>`;
const page = (extra = '') =>
  `<title>Shop admin</title><header><nav><ul>${menu('user', 'Ann Lee', ['Profile', 'Settings', 'Logout'])}${menu('help', 'Help', ['Docs', 'Settings'])}</ul></nav></header><main><h1>Orders</h1>${extra}<button>Save</button><p id="out"></p></main>`;

beforeAll(async () => {
  server = await startTestServer();
  server.route('/admin', page());
  // A sidebar group that sets no state: a link going nowhere, alone in its item with the links it shows.
  server.route('/sidebar', `<title>Admin</title><aside><ul><li><a href="#" onclick="event.preventDefault(); const list = this.nextElementSibling; list.style.display = list.style.display === 'none' ? '' : 'none'">Forms</a><ul style="display:none">${['General Elements', 'Advanced Elements'].map((item) => `<li><a href="#${item}" onclick="event.preventDefault(); document.getElementById('out').textContent = '${item}'">${item}</a></li>`).join('')}</ul></li><li><a href="/dashboard">Dashboard</a></li></ul></aside><main><h1>Home</h1><p id="out"></p></main>`);
  server.route('/admin-many', page(Array.from({ length: 70 }, (_, i) => `<button>Order ${i + 1}</button>`).join('')));
  server.route('/admin-profile', page('<a href="#me" onclick="event.preventDefault(); document.getElementById(\'out\').textContent = \'own profile\'">Profile</a>'));
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close({ force: true }).catch(() => undefined)));
  await contexts.releaseAll();
});
afterAll(async () => {
  await server?.close();
});

async function open(path: string): Promise<Client> {
  const client = new Client({ env: 'LOCAL', verbose: 0, disablePino: true, ...(await contexts.options()) });
  clients.push(client);
  await client.init();
  await client.page.goto(`${server.origin}${path}`);
  return client;
}

const out = (client: Client) => client.page.locator('#out').textContent();
const expanded = (client: Client) => Promise.all(['#user', '#help'].map((id) => client.page.locator(id).getAttribute('aria-expanded')));

describe('an item of a closed menu, its menu not named', () => {
  it('"click Logout" opens the one menu holding it and clicks the item', async () => {
    const client = await open('/admin');
    const result = await client.act('click Logout');
    expect(result.success).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'closed-menu-item' });
    expect(await out(client)).toBe('Logout');
  });

  it('"log out", the item\'s own words as the step, spaced where the page joins them', async () => {
    const client = await open('/admin');
    expect((await client.act('log out')).success).toBe(true);
    expect(await out(client)).toBe('Logout');
  });

  it('"choose Docs" finds the other menu', async () => {
    const client = await open('/admin');
    expect((await client.act('choose Docs')).success).toBe(true);
    expect(await out(client)).toBe('Docs');
  });

  it('on a page of many controls, the menus of its header and navigation are read', async () => {
    const client = await open('/admin-many');
    expect((await client.act('click Logout')).success).toBe(true);
    expect(await out(client)).toBe('Logout');
  });

  it('a group that sets no aria-expanded: its link going nowhere opens it, then the item', async () => {
    const client = await open('/sidebar');
    const result = await client.act('go to General Elements');
    expect(result.success).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'closed-menu-item' });
    expect(await out(client)).toBe('General Elements');
  });

  it('an item two menus hold is handed over naming both, every menu left closed', async () => {
    const client = await open('/admin');
    const error = await client.act('click Settings').then(() => undefined, (e: unknown) => e as Error);
    expect(error?.message).toMatch(/2 closed menus hold an item like "settings".*Ann Lee.*Help/);
    expect(await expanded(client)).toEqual(['false', 'false']);
    expect(await out(client)).toBe('');
  });

  it('a control the page shows by that name is clicked, not a hidden menu item', async () => {
    const client = await open('/admin-profile');
    expect((await client.act('click Profile')).success).toBe(true);
    expect(await out(client)).toBe('own profile');
    expect(await expanded(client)).toEqual(['false', 'false']);
  });
});
