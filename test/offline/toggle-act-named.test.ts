/**
 * Toggles said by the state wanted, where the page names the toggle by the act its press does and gives it no state
 * of its own ("Turn off microphone": on now), or names it by a verb the step says as an -ing form after start or stop
 * ("Broadcast now" for "start broadcasting"). Found on the twentieth blind app (a video meeting: "turn the camera off
 * before joining", "mute myself in the preview", "turn on live captions", "start presenting"); shown here on a
 * recording studio's console, in words of its own. Rule toggle-state.
 *
 * Near misses (handed over, nothing pressed): the same microphone in two places with no place said; a press that would
 * bring the state the toggle is in already; a word the step adds that the page says (it may tell toggles apart); a stop
 * asked of a broadcast that is not on.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const STUDIO = `<!doctype html><title>Studio console</title>
<main>
  <h1>Studio console</h1>
  <section aria-label="Guest booth">
    <button id="g-mic" class="act" aria-label="Turn off microphone">🎙</button>
    <button id="g-cam" class="act" aria-label="Turn on camera">📷</button>
  </section>
  <section aria-label="Host desk">
    <button id="h-mic" class="act" aria-label="Turn off microphone">🎙</button>
  </section>
  <button id="subs" class="act" aria-label="Turn on subtitles">ST</button>
  <button id="air" aria-pressed="false" aria-label="Broadcast now">📡</button>
  <p id="lang"></p>
</main>
<script>
  if (location.search === '?lang') document.getElementById('lang').textContent = 'Subtitle language: English';
  for (const b of document.querySelectorAll('.act')) b.onclick = () => {
    const label = b.getAttribute('aria-label');
    b.setAttribute('aria-label', label.startsWith('Turn off') ? label.replace('Turn off', 'Turn on') : label.replace('Turn on', 'Turn off'));
  };
  const air = document.getElementById('air');
  air.onclick = () => air.setAttribute('aria-pressed', String(air.getAttribute('aria-pressed') !== 'true'));
</script>`;

const pages = ownPages({ '/studio': STUDIO });
const page = () => pages.client.page;
const outcome = (step: string) => pages.client.act(step).then((r) => (r.success ? 'acted' : `failed: ${r.message}`), () => 'handed over');
const labels = () => page().evaluate(() => Array.from(document.querySelectorAll('button')).map((b) => `${b.id}=${b.getAttribute('aria-label')}${b.hasAttribute('aria-pressed') ? `/${b.getAttribute('aria-pressed')}` : ''}`).join(' '));
const START = 'g-mic=Turn off microphone g-cam=Turn on camera h-mic=Turn off microphone subs=Turn on subtitles air=Broadcast now/false';

describe('a toggle named by the act its press does (rule toggle-state)', () => {
  it('"mute myself in the guest booth": the booth\'s microphone, named "Turn off microphone", is pressed', async () => {
    await page().goto(`${pages.origin}/studio`);
    expect(await outcome('mute myself in the guest booth')).toBe('acted');
    expect(await labels()).toBe(START.replace('g-mic=Turn off microphone', 'g-mic=Turn on microphone'));
  });

  it('"turn off the microphone on the host desk": the desk\'s one', async () => {
    await page().goto(`${pages.origin}/studio`);
    expect(await outcome('turn off the microphone on the host desk')).toBe('acted');
    expect(await labels()).toBe(START.replace('h-mic=Turn off microphone', 'h-mic=Turn on microphone'));
  });

  it('near miss: "mute the microphone" with two such microphones and no place said is handed over', async () => {
    await page().goto(`${pages.origin}/studio`);
    expect(await outcome('mute the microphone')).toBe('handed over');
    expect(await labels()).toBe(START);
  });

  it('"turn the camera on before recording": the clause of time says when, not which', async () => {
    await page().goto(`${pages.origin}/studio`);
    expect(await outcome('turn the camera on before recording')).toBe('acted');
    expect(await labels()).toBe(START.replace('g-cam=Turn on camera', 'g-cam=Turn off camera'));
  });

  it('near miss: "turn the camera off" when its button says the press turns it on (it is off): handed over', async () => {
    await page().goto(`${pages.origin}/studio`);
    expect(await outcome('turn the camera off')).toBe('handed over');
    expect(await labels()).toBe(START);
  });

  it('"turn on english subtitles" on a page that never says "english": the one subtitles toggle', async () => {
    await page().goto(`${pages.origin}/studio`);
    expect(await outcome('turn on english subtitles')).toBe('acted');
    expect(await labels()).toBe(START.replace('subs=Turn on subtitles', 'subs=Turn off subtitles'));
  });

  it('near miss: the same step on a page that says "English" is handed over (the word may choose another toggle)', async () => {
    await page().goto(`${pages.origin}/studio?lang`);
    expect(await outcome('turn on english subtitles')).toBe('handed over');
    expect(await labels()).toBe(START);
  });

  it('"start broadcasting": the pressed-state toggle "Broadcast now" is pressed', async () => {
    await page().goto(`${pages.origin}/studio`);
    expect(await outcome('start broadcasting')).toBe('acted');
    expect(await labels()).toBe(START.replace('air=Broadcast now/false', 'air=Broadcast now/true'));
  });

  it('near miss: "stop broadcasting" while it is off is handed over', async () => {
    await page().goto(`${pages.origin}/studio`);
    expect(await outcome('stop broadcasting')).toBe('handed over');
    expect(await labels()).toBe(START);
  });
});
