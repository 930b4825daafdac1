/**
 * A switch or checkbox said by its label's words as a wish or as its negation: "don't let others comment" for a switch
 * "Let everyone comment" (off), "don't email me when people reply" for a checkbox "Email me when someone replies"
 * (unticked), "hide the birthday" for a switch "Hide my birthday" (on). Found on the twentieth blind app
 * (a video meeting: "don't let others send messages", "don't play a sound when people join", "blur the background");
 * shown here on a photo-sharing site's privacy settings. Rule switch-words.
 *
 * Near misses (handed over, nothing changed): the negation of a setting that is off already; words two settings say.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const PRIVACY = `<!doctype html><title>Privacy</title>
<main>
  <h1>Privacy settings</h1>
  <div class="row"><span id="c-l">Let everyone comment</span><button id="comment" role="switch" aria-checked="true" aria-labelledby="c-l"></button></div>
  <div class="row"><span id="d-l">Let everyone download</span><button id="download" role="switch" aria-checked="false" aria-labelledby="d-l"></button></div>
  <div class="row"><span id="b-l">Hide my birthday</span><button id="birthday" role="switch" aria-checked="false" aria-labelledby="b-l"></button></div>
  <label><input type="checkbox" id="mail" checked> Email me when someone replies</label>
  <label id="dup" hidden><input type="checkbox" id="mail2" checked> Email me when anyone replies</label>
</main>
<script>
  if (location.search === '?dup') document.getElementById('dup').hidden = false;
  for (const s of document.querySelectorAll('[role=switch]')) s.onclick = () => s.setAttribute('aria-checked', String(s.getAttribute('aria-checked') !== 'true'));
</script>`;

const pages = ownPages({ '/privacy': PRIVACY });
const page = () => pages.client.page;
const outcome = (step: string) => pages.client.act(step).then((r) => (r.success ? 'acted' : `failed: ${r.message}`), () => 'handed over');
const states = () => page().evaluate(() => ['comment', 'download', 'birthday'].map((id) => document.getElementById(id)!.getAttribute('aria-checked')).join(' ') + ` ${(document.getElementById('mail') as HTMLInputElement).checked} ${(document.getElementById('mail2') as HTMLInputElement).checked}`);
const START = 'true false false true true';

describe('a setting said by its label\'s words, as a wish or its negation (rule switch-words)', () => {
  it('"don\'t let others comment" turns "Let everyone comment" off', async () => {
    await page().goto(`${pages.origin}/privacy`);
    expect(await outcome("don't let others comment")).toBe('acted');
    expect(await states()).toBe('false false false true true');
  });

  it('"don\'t email me when people reply" unticks "Email me when someone replies"', async () => {
    await page().goto(`${pages.origin}/privacy`);
    expect(await outcome("don't email me when people reply")).toBe('acted');
    expect(await states()).toBe('true false false false true');
  });

  it('"hide the birthday" turns "Hide my birthday" on', async () => {
    await page().goto(`${pages.origin}/privacy`);
    expect(await outcome('hide the birthday')).toBe('acted');
    expect(await states()).toBe('true false true true true');
  });

  it('near miss: "don\'t let others download" while it is off is handed over', async () => {
    await page().goto(`${pages.origin}/privacy`);
    expect(await outcome("don't let others download")).toBe('handed over');
    expect(await states()).toBe(START);
  });

  it('near miss: "don\'t email me when people reply" with two such boxes is handed over', async () => {
    await page().goto(`${pages.origin}/privacy?dup`);
    expect(await outcome("don't email me when people reply")).toBe('handed over');
    expect(await states()).toBe(START);
  });
});
