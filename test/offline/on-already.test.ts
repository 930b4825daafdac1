/**
 * Two wrongs found by probing the twentieth blind app (a video meeting, test/offline/apps/meet/), shown here on pages
 * of other kinds (a podcast player, a game lobby):
 *
 * - A toggle on already, clicked for a step that asks for the state it shows: with "Raise hand" pressed
 *   (aria-pressed=true), "raise my hand" (rule verb-object) and "raise hand" (rule kind-word) clicked it and lowered the
 *   hand. Now rule pressed-guard hands such a step over, whichever rule chose the toggle. Near misses: the same step
 *   with the toggle off still presses it; "click <name>" (the tester says how to act) still clicks it.
 * - "mute everyone" with a person's menu open clicked its "Mute for everyone" (rule focus-verb: the word "everyone"
 *   found in the item's name), which mutes that one person. The name says for whom ("for everyone"), the step whom:
 *   now that item is not the step's, and the step is handed over. Near misses: "mute for everyone" and "mute" with the
 *   menu open still pick the item.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const PLAYER = `<!doctype html><title>Podcasts</title>
<main>
  <h1>Night Shift Radio</h1>
  <p>Weekly stories from people who work while the city sleeps.</p>
  <button id="follow" aria-pressed="true">Follow show</button>
  <button id="notify" aria-pressed="false">Notify me</button>
  <button id="like" aria-pressed="true">Unlike show</button>
  <ol>
    <li>Ep. 12 · The baker <button class="play">Play</button></li>
    <li>Ep. 11 · The tram driver <button class="play">Play</button></li>
  </ol>
  <p id="status">Following</p>
</main>
<script>
  const follow = document.getElementById('follow');
  if (location.search === '?off') { follow.setAttribute('aria-pressed', 'false'); document.getElementById('status').textContent = 'Not following'; }
  follow.onclick = () => {
    const on = follow.getAttribute('aria-pressed') !== 'true';
    follow.setAttribute('aria-pressed', String(on));
    document.getElementById('status').textContent = on ? 'Following' : 'Not following';
  };
  document.getElementById('like').onclick = (e) => { const on = e.target.getAttribute('aria-pressed') !== 'true'; e.target.setAttribute('aria-pressed', String(on)); e.target.textContent = on ? 'Unlike show' : 'Like show'; };
  document.getElementById('notify').onclick = (e) => e.target.setAttribute('aria-pressed', String(e.target.getAttribute('aria-pressed') !== 'true'));
</script>`;

const LOBBY = `<!doctype html><title>Lobby</title>
<main>
  <h1>Squad lobby</h1>
  <ul>
    <li><span>Nova</span> <span class="state" id="s-nova">speaking</span> <button class="opt" data-p="nova" aria-haspopup="menu" aria-expanded="false">Player options</button></li>
    <li><span>Rook</span> <span class="state" id="s-rook">speaking</span> <button class="opt" data-p="rook" aria-haspopup="menu" aria-expanded="false">Player options</button></li>
  </ul>
  <div role="menu" id="menu" aria-label="Player options" hidden>
    <button role="menuitem" id="mute-one">Mute for everyone</button>
    <button role="menuitem" id="kick">Kick from lobby</button>
    <button role="menuitem" id="profile">View profile</button>
  </div>
  <button id="ready">Ready</button>
</main>
<script>
  const menu = document.getElementById('menu');
  let player = null;
  const close = () => { menu.hidden = true; for (const b of document.querySelectorAll('.opt')) b.setAttribute('aria-expanded', 'false'); };
  for (const b of document.querySelectorAll('.opt')) b.onclick = () => { player = b.dataset.p; menu.hidden = false; b.setAttribute('aria-expanded', 'true'); };
  document.getElementById('mute-one').onclick = () => { document.getElementById('s-' + player).textContent = 'muted'; close(); };
  document.getElementById('kick').onclick = () => { document.getElementById('s-' + player).textContent = 'kicked'; close(); };
  document.getElementById('profile').onclick = () => close();
</script>`;

const pages = ownPages({ '/player': PLAYER, '/lobby': LOBBY });
const page = () => pages.client.page;
const outcome = (step: string) => pages.client.act(step).then((r) => (r.success ? 'acted' : `failed: ${r.message}`), () => 'handed over');

describe('a toggle on already is not clicked for the state it shows (rule pressed-guard)', () => {
  it('"follow the show" with "Follow show" pressed: handed over, still following', async () => {
    await page().goto(`${pages.origin}/player`);
    expect(await outcome('follow the show')).toBe('handed over');
    expect(await page().locator('#follow').getAttribute('aria-pressed')).toBe('true');
    expect(await page().locator('#status').textContent()).toBe('Following');
  });

  it('"follow show" (the toggle\'s whole name) with it pressed: handed over', async () => {
    await page().goto(`${pages.origin}/player`);
    expect(await outcome('follow show')).toBe('handed over');
    expect(await page().locator('#status').textContent()).toBe('Following');
  });

  it('near miss: "follow the show" with the toggle off presses it', async () => {
    await page().goto(`${pages.origin}/player?off`);
    expect(await outcome('follow the show')).toBe('acted');
    expect(await page().locator('#status').textContent()).toBe('Following');
  });

  it('near miss: a pressed toggle whose name says the undoing ("Unlike show": its name follows its state) is clicked for "unlike show"', async () => {
    await page().goto(`${pages.origin}/player`);
    expect(await outcome('unlike show')).toBe('acted');
    expect(await page().locator('#like').getAttribute('aria-pressed')).toBe('false');
  });

  it('near miss: "click Follow show" says how to act: it is clicked, though pressed', async () => {
    await page().goto(`${pages.origin}/player`);
    expect(await outcome('click Follow show')).toBe('acted');
    expect(await page().locator('#status').textContent()).toBe('Not following');
  });
});

describe('an item done "for everyone" is not the step that acts on everyone (rule focus-verb)', () => {
  async function novaMenu() {
    await page().goto(`${pages.origin}/lobby`);
    await page().locator('.opt[data-p="nova"]').click();
    await expect.poll(() => page().locator('#menu').isVisible()).toBe(true);
  }

  it('"mute everyone" with Nova\'s menu open: handed over, nobody muted', async () => {
    await novaMenu();
    expect(await outcome('mute everyone')).toBe('handed over');
    expect(await page().locator('#s-nova').textContent()).toBe('speaking');
    expect(await page().locator('#s-rook').textContent()).toBe('speaking');
  });

  it('near miss: "mute for everyone" picks the item', async () => {
    await novaMenu();
    expect(await outcome('mute for everyone')).toBe('acted');
    expect(await page().locator('#s-nova').textContent()).toBe('muted');
  });

  it('near miss: "mute" with the menu open picks the item', async () => {
    await novaMenu();
    expect(await outcome('mute')).toBe('acted');
    expect(await page().locator('#s-nova').textContent()).toBe('muted');
  });
});
