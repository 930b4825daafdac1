/**
 * Issue 25, the known wrong kind (BLIND.md "Session 23, guard2 probe", not fixed there): "delete the selected rows"
 * where the rows show their selection by classes alone (tabulator, wunderbaum) clicked the toolbar's "Delete
 * selected" and reported success with nothing removed. Now a step that asks to remove things, decided as a click on a
 * control that removes, succeeds only when the removal shows (ExpectedEffect.removed, methods/removal-effects.ts): an
 * item gone, or a confirmation asked (the result says the step is the click that asked); a control that did nothing
 * fails the step. Shown on pages of another kind: a playlist whose tracks are picked by a class, and a chore list
 * ("delete all", decided by kind-word).
 * Near misses: "click Delete selected" as said still clicks (no removal asked); a picked track is removed and
 * reported so; one track's own Remove button still removes it (its own effect, the control gone).
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const PLAYLIST = `<!doctype html><title>Playlist</title>
<style>.track{padding:4px;border-bottom:1px solid #ddd;cursor:pointer}.track.is-picked{background:#cde}</style>
<main>
  <h1>Road trip playlist</h1>
  <div class="bar"><button id="del">Delete selected</button> <button id="shuffle">Shuffle</button></div>
  <div class="tracks">
    <div class="track">Harbour Lights — 3:41</div>
    <div class="track">Desert Motel — 4:02</div>
    <div class="track">Night Ferry — 2:58</div>
  </div>
  <p id="note"></p>
</main>
<script>
  const q = new URLSearchParams(location.search);
  const rows = () => [...document.querySelectorAll('.track')];
  if (q.has('pick')) rows()[Number(q.get('pick'))].classList.add('is-picked');
  for (const r of rows()) r.onclick = () => r.classList.toggle('is-picked');
  const removePicked = () => { for (const r of rows().filter((r) => r.classList.contains('is-picked'))) r.remove(); };
  document.getElementById('del').onclick = () => {
    const picked = rows().filter((r) => r.classList.contains('is-picked'));
    if (q.get('mode') === 'toast' && !picked.length) { document.getElementById('note').textContent = 'No tracks selected'; return; }
    if (q.get('mode') === 'ask') {
      const d = document.createElement('div');
      d.setAttribute('role', 'dialog'); d.setAttribute('aria-label', 'Delete tracks?');
      d.innerHTML = '<p>Delete ' + picked.length + ' track(s)?</p><button id="yes">Delete</button><button id="no">Keep</button>';
      document.body.append(d);
      d.querySelector('#yes').onclick = () => { removePicked(); d.remove(); };
      d.querySelector('#no').onclick = () => d.remove();
      return;
    }
    if (q.get('mode') === 'native') { if (confirm('Delete ' + picked.length + ' track(s)?')) removePicked(); return; }
    removePicked();
  };
</script>`;

const CHORES = `<!doctype html><title>Chores</title>
<main>
  <h1>Chores</h1>
  <ul id="list">
    <li><span>Water the ferns</span> <button class="own" aria-label="Remove Water the ferns">×</button></li>
    <li><span>Take out recycling</span> <button class="own" aria-label="Remove Take out recycling">×</button></li>
    <li><span>Descale the kettle</span> <button class="own" aria-label="Remove Descale the kettle">×</button></li>
  </ul>
  <button id="clear">Delete all</button>
</main>
<script>
  const q = new URLSearchParams(location.search);
  for (const b of document.querySelectorAll('.own')) b.onclick = () => b.closest('li').remove();
  document.getElementById('clear').onclick = () => {
    // The broken variant: the handler looks for items of a class the list never has.
    for (const li of document.querySelectorAll(q.has('broken') ? 'li.archived' : 'li')) li.remove();
  };
</script>`;

const pages = ownPages({ '/playlist': PLAYLIST, '/chores': CHORES });
const page = () => pages.client.page;
const tracks = () => page().locator('.track').allTextContents();
const ALL = ['Harbour Lights — 3:41', 'Desert Motel — 4:02', 'Night Ferry — 2:58'];

async function act(step: string) {
  try {
    return await pages.client.act(step);
  } catch {
    return undefined;
  }
}

describe('a removal asked is checked after the click (ExpectedEffect.removed)', () => {
  it('"delete the selected tracks" with none picked (a selection kept in classes): the click removes nothing, the step fails', async () => {
    await page().goto(`${pages.origin}/playlist`);
    const result = await act('delete the selected tracks');
    expect(result?.success).toBe(false);
    expect(result?.message).toMatch(/nothing was removed/);
    expect(await tracks()).toEqual(ALL);
  });

  it('the control answers with a note ("No tracks selected"), nothing removed: the step fails', async () => {
    await page().goto(`${pages.origin}/playlist?mode=toast`);
    const result = await act('delete the selected tracks');
    expect(result?.success).toBe(false);
    expect(await page().locator('#note').textContent()).toBe('No tracks selected');
    expect(await tracks()).toEqual(ALL);
  });

  it('a track picked: "delete the selected tracks" removes it, and the result says the removal was seen', async () => {
    await page().goto(`${pages.origin}/playlist?pick=1`);
    const result = await act('delete the selected tracks');
    expect(result?.success).toBe(true);
    expect(result?.decision?.effect).toMatchObject({ ok: true, found: expect.stringMatching(/1 item fewer shown \("Desert Motel/) });
    expect(await tracks()).toEqual([ALL[0], ALL[2]]);
  });

  it('a control that asks first: the step is the click that asked, and the result says so', async () => {
    await page().goto(`${pages.origin}/playlist?mode=ask&pick=0`);
    const result = await act('delete the selected tracks');
    expect(result?.success).toBe(true);
    expect(result?.decision?.effect).toMatchObject({ ok: true, found: expect.stringMatching(/confirmation opened: the step is the click that asked/) });
    expect(await page().getByRole('dialog', { name: 'Delete tracks?' }).count()).toBe(1);
    expect(await tracks()).toEqual(ALL);
  });

  it("the browser's own confirm, accepted as the step means it: the track is gone and the result names the question", async () => {
    await page().goto(`${pages.origin}/playlist?mode=native&pick=2`);
    const result = await act('delete the selected tracks');
    expect(result?.success).toBe(true);
    expect(result?.decision?.effect).toMatchObject({ ok: true, found: expect.stringMatching(/fewer shown .*asked "Delete 1 track\(s\)\?"/) });
    expect(await tracks()).toEqual([ALL[0], ALL[1]]);
  });

  it('near miss: "click Delete selected" with none picked clicks it, as said (no removal asked)', async () => {
    await page().goto(`${pages.origin}/playlist`);
    const result = await act('click Delete selected');
    expect(result?.success).toBe(true);
    expect(await tracks()).toEqual(ALL);
  });

  it('another rule (kind-word): "delete all" clicks "Delete all"; a handler that removes nothing fails the step', async () => {
    await page().goto(`${pages.origin}/chores?broken`);
    const result = await act('delete all');
    expect(result?.success).toBe(false);
    expect(await page().locator('#list li').count()).toBe(3);
  });

  it('near miss: the working "Delete all" empties the list and succeeds', async () => {
    await page().goto(`${pages.origin}/chores`);
    const result = await act('delete all');
    expect(result?.success).toBe(true);
    expect(result?.decision?.effect).toMatchObject({ ok: true, found: expect.stringMatching(/3 items fewer shown/) });
    expect(await page().locator('#list li').count()).toBe(0);
  });

  it("near miss: one chore's own × removes it (its own effect: the control gone with its item)", async () => {
    await page().goto(`${pages.origin}/chores`);
    const result = await act('remove Descale the kettle');
    expect(result?.success).toBe(true);
    expect(await page().locator('#list li span').allTextContents()).toEqual(['Water the ferns', 'Take out recycling']);
  });
});
