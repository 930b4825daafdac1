/**
 * A sign-out said for every other session (rule sign-out-others): "sign out everywhere else" and "log
 * out of the other devices" click the one control whose name signs out of the others ("Log out all
 * other devices"), never the page's plain "Log out". On a photo library's security page of ours. Near
 * misses hand over with the page as it was: a page whose only sign-out is the plain one, and two
 * controls that both sign out elsewhere.
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { ownPages } from '../support/own-pages.js';

const said = (id: string, text: string) => `<button id="${id}" onclick="document.getElementById('status').textContent='${text}'">`;

const SECURITY = `<!doctype html><title>Photo library: security</title>
<header><a href="#/">Albums</a> ${said('out', 'Logged out')}Log out</button></header>
<main><h1>Security</h1>
<h2>Devices</h2><ul><li>Laptop (this device)</li><li>Tablet</li><li>Phone</li></ul>
${said('others', 'Other devices logged out')}Log out all other devices</button>
<p id="status" role="status"></p></main>`;

const PLAIN = `<!doctype html><title>Photo library: albums</title>
<header><a href="#/">Albums</a> ${said('out', 'Logged out')}Sign out</button></header>
<main><h1>Albums</h1><p id="status" role="status"></p></main>`;

const TWO = `<!doctype html><title>Photo library: security</title>
<main><h1>Security</h1>
${said('a', 'Other sessions ended')}Sign out other sessions</button>
${said('b', 'Other devices logged out')}Log out of other devices</button>
<p id="status" role="status"></p></main>`;

const pages = ownPages({ '/security': SECURITY, '/plain': PLAIN, '/two': TWO });
const page = () => pages.client.page;
const open = (path: string) => page().goto(`${pages.origin}${path}`);
const status = () => page().locator('#status').textContent();

describe('sign out of every other session (rule sign-out-others)', () => {
  for (const step of ['sign out everywhere else', 'log out of the other devices', 'sign me out of all other sessions']) {
    it(`"${step}" clicks "Log out all other devices", not "Log out"`, async () => {
      await open('/security');
      const result = await pages.client.act(step);
      expect(result.success, result.message).toBe(true);
      expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'sign-out-others' });
      expect(await status()).toBe('Other devices logged out');
    });
  }

  it('hands over "sign out everywhere else" where the only sign-out is the plain one, the page as it was', async () => {
    await open('/plain');
    await expect(pages.client.act('sign out everywhere else')).rejects.toThrow(MissingLLMConfigurationError);
    expect(await status()).toBe('');
  });

  it('hands over "sign out everywhere else" beside two controls that both sign out elsewhere', async () => {
    await open('/two');
    await expect(pages.client.act('sign out everywhere else')).rejects.toThrow(/2 controls sign out elsewhere/);
    expect(await status()).toBe('');
  });
});
