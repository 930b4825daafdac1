/**
 * A control said by another word for its noun: "leave the meeting" for a "Leave call" button, "join the call" for
 * "Join now" on a page that says "meeting" (SAME_NOUNS in vocabulary.ts: call/meeting, info/information/details,
 * everyone/everybody). Found on the twentieth blind app (a video meeting); shown here on a clinic's video
 * appointment page and a tutoring room. Rule verb-object.
 *
 * Near misses (handed over, nothing clicked): "join the call" on a page that says neither call nor meeting; a noun no
 * control's name says nor any word for it ("leave the lesson");
 * a page with "Leave call" and "Leave meeting" both, asked "leave the meeting" for the one that says it (never the other).
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const CLINIC = `<!doctype html><title>Appointment</title>
<main>
  <h1>Dr Okafor will see you shortly</h1>
  <p id="when">Your video meeting starts at 10:30.</p>
  <button id="join">Join now</button>
  <button id="test">Test speakers</button>
  <p id="status">waiting</p>
</main>
<script>
  if (location.search === '?plain') document.getElementById('when').textContent = 'Your appointment starts at 10:30.';
  document.getElementById('join').onclick = () => { document.getElementById('status').textContent = 'joined'; };
  document.getElementById('test').onclick = () => { document.getElementById('status').textContent = 'testing'; };
</script>`;

const TUTOR = `<!doctype html><title>Tutoring room</title>
<main>
  <h1>Algebra with Ms Lind</h1>
  <div role="toolbar" aria-label="Room controls">
    <button id="hand" aria-label="Ask a question">?</button>
    <button id="leave" aria-label="Leave call">✕</button>
    <button id="both" aria-label="Leave meeting" hidden>⏏</button>
  </div>
  <p id="status">in the room</p>
</main>
<script>
  if (location.search === '?both') document.getElementById('both').hidden = false;
  document.getElementById('leave').onclick = () => { document.getElementById('status').textContent = 'left the call'; };
  document.getElementById('both').onclick = () => { document.getElementById('status').textContent = 'left the meeting'; };
  document.getElementById('hand').onclick = () => { document.getElementById('status').textContent = 'asking'; };
</script>`;

const pages = ownPages({ '/clinic': CLINIC, '/tutor': TUTOR });
const page = () => pages.client.page;
const outcome = (step: string) => pages.client.act(step).then((r) => (r.success ? 'acted' : `failed: ${r.message}`), () => 'handed over');
const status = () => page().locator('#status').textContent();

describe('a noun said by another word for it (rule verb-object, SAME_NOUNS)', () => {
  it('"join the call" clicks "Join now" on a page that says "meeting"', async () => {
    await page().goto(`${pages.origin}/clinic`);
    expect(await outcome('join the call')).toBe('acted');
    expect(await status()).toBe('joined');
  });

  it('near miss: "join the call" on a page that says neither call nor meeting is handed over', async () => {
    await page().goto(`${pages.origin}/clinic?plain`);
    expect(await outcome('join the call')).toBe('handed over');
    expect(await status()).toBe('waiting');
  });

  it('"leave the meeting" clicks "Leave call"', async () => {
    await page().goto(`${pages.origin}/tutor`);
    expect(await outcome('leave the meeting')).toBe('acted');
    expect(await status()).toBe('left the call');
  });

  it('near miss: "leave the lesson" (no word for a lesson on the page\'s controls) is handed over', async () => {
    await page().goto(`${pages.origin}/tutor`);
    expect(await outcome('leave the lesson')).toBe('handed over');
    expect(await status()).toBe('in the room');
  });

  it('near miss: with "Leave call" and "Leave meeting" both, "leave the meeting" never clicks "Leave call"', async () => {
    await page().goto(`${pages.origin}/tutor?both`);
    const result = await outcome('leave the meeting');
    expect(await status()).toBe(result === 'acted' ? 'left the meeting' : 'in the room');
  });
});
