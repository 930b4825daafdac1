/**
 * A question an open alert dialog asks, answered as a person answers it: "yes, delete them" (its one button that says
 * the verb), "no, keep them" and "actually, stay in the quiz" (its Cancel: keeping is the no of deleting, staying the
 * no of quitting). Found on the twentieth blind app (a video meeting: "yes, leave" for "Just leave", "yes, remove him"
 * for "Remove", "actually, stay in the call" for "Cancel" of "Leave the call?"); shown here on a photo library and a
 * quiz. Rule confirm-reply.
 *
 * Near misses (handed over, the dialog left open): "yes, quit" where two buttons say quit; "stay in the album" to a
 * question about deleting (staying answers no question of it); "stay in the course" to "Quit the quiz?" (the dialog
 * does not say "course"); "yes, delete them" with no dialog open.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const PHOTOS = `<!doctype html><title>Photos</title>
<main>
  <h1>Holiday album</h1>
  <p id="count">3 photos selected</p>
  <button id="del">Delete selected</button>
  <p id="status">kept</p>
</main>
<div id="ask" hidden>
  <div role="alertdialog" aria-modal="true" aria-labelledby="ask-h">
    <h2 id="ask-h">Delete 3 photos?</h2>
    <p>They cannot be brought back once deleted forever.</p>
    <button data-s="kept">Cancel</button>
    <button data-s="trashed">Move to trash</button>
    <button data-s="deleted">Delete forever</button>
  </div>
</div>
<script>
  const ask = document.getElementById('ask');
  document.getElementById('del').onclick = () => { ask.hidden = false; };
  for (const b of ask.querySelectorAll('button')) b.onclick = () => { document.getElementById('status').textContent = b.dataset.s; ask.hidden = true; };
  if (location.search === '?open') ask.hidden = false;
</script>`;

const QUIZ = `<!doctype html><title>Quiz</title>
<main>
  <h1>Capital cities, question 4 of 10</h1>
  <p id="status">playing</p>
</main>
<div id="ask">
  <div role="alertdialog" aria-modal="true" aria-labelledby="q-h">
    <h2 id="q-h">Quit the quiz?</h2>
    <p>Your answers so far will be lost.</p>
    <button data-s="playing">Cancel</button>
    <button data-s="saved">Save and quit</button>
    <button data-s="quit">Just quit</button>
  </div>
</div>
<script>
  const ask = document.getElementById('ask');
  for (const b of ask.querySelectorAll('button')) b.onclick = () => { document.getElementById('status').textContent = b.dataset.s; ask.hidden = true; };
</script>`;

const pages = ownPages({ '/photos': PHOTOS, '/quiz': QUIZ });
const page = () => pages.client.page;
const outcome = (step: string) => pages.client.act(step).then((r) => (r.success ? 'acted' : `failed: ${r.message}`), () => 'handed over');
const state = () => page().evaluate(() => `${document.getElementById('status')!.textContent} ${document.getElementById('ask')!.hidden ? 'closed' : 'open'}`);

describe('an open question answered as a person answers it (rule confirm-reply)', () => {
  it('"yes, delete them" clicks "Delete forever", the one button that says delete', async () => {
    await page().goto(`${pages.origin}/photos?open`);
    expect(await outcome('yes, delete them')).toBe('acted');
    expect(await state()).toBe('deleted closed');
  });

  it('"yes, trash them" clicks "Move to trash", the one button that says trash', async () => {
    await page().goto(`${pages.origin}/photos?open`);
    expect(await outcome('yes, trash them')).toBe('acted');
    expect(await state()).toBe('trashed closed');
  });

  it('near miss: "trash them" never clicks "Delete forever" (a synonym of trash) while "Move to trash" says trash itself', async () => {
    await page().goto(`${pages.origin}/photos?open`);
    const result = await outcome('trash them');
    expect(await state()).toBe(result === 'acted' ? 'trashed closed' : 'kept open');
  });

  it('"no, keep them" clicks Cancel', async () => {
    await page().goto(`${pages.origin}/photos?open`);
    expect(await outcome('no, keep them')).toBe('acted');
    expect(await state()).toBe('kept closed');
  });

  it('"actually, stay in the quiz" clicks Cancel of "Quit the quiz?"', async () => {
    await page().goto(`${pages.origin}/quiz`);
    expect(await outcome('actually, stay in the quiz')).toBe('acted');
    expect(await state()).toBe('playing closed');
  });

  it('near miss: "yes, quit" where "Save and quit" and "Just quit" both say quit is handed over', async () => {
    await page().goto(`${pages.origin}/quiz`);
    expect(await outcome('yes, quit')).toBe('handed over');
    expect(await state()).toBe('playing open');
  });

  it('near miss: "stay in the album" to "Delete 3 photos?" is handed over', async () => {
    await page().goto(`${pages.origin}/photos?open`);
    expect(await outcome('stay in the album')).toBe('handed over');
    expect(await state()).toBe('kept open');
  });

  it('near miss: "stay in the course" to "Quit the quiz?" (which never says course) is handed over', async () => {
    await page().goto(`${pages.origin}/quiz`);
    expect(await outcome('stay in the course')).toBe('handed over');
    expect(await state()).toBe('playing open');
  });

  it('near miss: "yes, delete them" with no question open is handed over', async () => {
    await page().goto(`${pages.origin}/photos`);
    expect(await outcome('yes, delete them')).toBe('handed over');
    expect(await state()).toBe('kept closed');
  });
});
