/**
 * A setting said in other everyday words (rules/setting-choice.ts, issue 25): "visible" for a set
 * about who can "view", "private" for the option Only me, "public" for Everyone. On a photo
 * album's sharing settings of our own. Found by the settings app's "make my profile visible only to
 * me" (a select "Who can see your profile" with "Only me").
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { ownPages } from '../support/own-pages.js';

const ALBUM = `<!doctype html><title>Album settings</title>
<h1>Summer 2026</h1>
<h2>Sharing</h2>
<label for="view">Who can view this album</label>
<select id="view"><option value="all">Everyone</option><option value="friends" selected>Friends</option><option value="me">Only me</option></select>
<label for="comment">Who can comment on photos</label>
<select id="comment"><option value="all">Everyone</option><option value="friends" selected>Friends</option><option value="me">Only me</option></select>`;

const pages = ownPages({ '/album': ALBUM });
const page = () => pages.client.page;
const open = () => page().goto(`${pages.origin}/album`);

describe('setting-choice: words of the same meaning', () => {
  for (const [step, value] of [
    ['make the album visible only to me', 'me'],
    ['make the album private', 'me'],
    ['make the album public', 'all'],
  ] as const) {
    it(`"${step}" sets "Who can view this album"`, async () => {
      await open();
      const result = await pages.client.act(step);
      expect(result.success, result.message).toBe(true);
      expect(await page().locator('#view').inputValue()).toBe(value);
      expect(await page().locator('#comment').inputValue()).toBe('friends');
    });
  }

  it('near miss: an option no set has ("visible to my family") is handed over, nothing changed', async () => {
    await open();
    await expect(pages.client.act('make the album visible to my family')).rejects.toThrow(MissingLLMConfigurationError);
    expect(await page().locator('#view').inputValue()).toBe('friends');
  });

  it('near miss: "private" said with no word of either set ("make it private") fits both selects and is handed over', async () => {
    await open();
    await expect(pages.client.act('make it private')).rejects.toThrow(/2 options fit/);
    expect(await page().locator('#view').inputValue()).toBe('friends');
    expect(await page().locator('#comment').inputValue()).toBe('friends');
  });
});
