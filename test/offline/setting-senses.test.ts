/**
 * A setting said in other everyday words (rules/setting-choice.ts, issue 25): "visible" for a set
 * about who can "view", "private" for the option Only me, "public" for Everyone; "every new comment"
 * for the option "All new comments" and "notified" for a set about notifications. On a photo
 * album's sharing settings and a project's notification settings of our own. Found by the settings app's "make my profile visible only to
 * me" (a select "Who can see your profile" with "Only me") and the chat app's "get notified for every
 * new message" (the radio "All new messages" in "Send me notifications for").
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

const WATCH = `<!doctype html><title>Project settings</title>
<h1>Bridge redesign</h1>
<fieldset><legend>Send me notifications for</legend>
  <label><input type="radio" name="n" id="all" value="all"> All new comments</label>
  <label><input type="radio" name="n" id="mine" value="mine" checked> Comments that mention me</label>
  <label><input type="radio" name="n" id="none" value="none"> Nothing</label>
</fieldset>`;

const pages = ownPages({ '/album': ALBUM, '/watch': WATCH });
const page = () => pages.client.page;
const open = () => page().goto(`${pages.origin}/album`);

describe('setting-choice: an option said word for word in other words ("every" for "All")', () => {
  it('"get notified for every new comment" checks "All new comments"', async () => {
    await page().goto(`${pages.origin}/watch`);
    const result = await pages.client.act('get notified for every new comment');
    expect(result.success, result.message).toBe(true);
    expect(await page().locator('#all').isChecked()).toBe(true);
  });

  it('near miss: "get notified for every new commit" (no option says commits) is handed over, nothing changed', async () => {
    await page().goto(`${pages.origin}/watch`);
    await expect(pages.client.act('get notified for every new commit')).rejects.toThrow(MissingLLMConfigurationError);
    expect(await page().locator('#mine').isChecked()).toBe(true);
  });

  it('near miss: "get every new comment" (the set not named, "get" says an action of its own) is handed over', async () => {
    await page().goto(`${pages.origin}/watch`);
    await expect(pages.client.act('get every new comment')).rejects.toThrow(MissingLLMConfigurationError);
    expect(await page().locator('#mine').isChecked()).toBe(true);
  });
});

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
