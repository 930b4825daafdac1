/**
 * An item of a person's open menu said with the person as a pronoun or by their name: "bench her" for "Bench Nova",
 * "release Nova from the squad" for "Release from the squad", with the menu "Actions for Nova Reyes" open. Found on the
 * twentieth blind app (a video meeting: "pin him", "mute him for everyone", "remove Marco from the call" with a
 * participant's "Options for Marco Rossi" menu open); shown here on a sports squad's roster. Rule menu-owner.
 *
 * Near misses (handed over, nothing done): another player's name said while Nova's menu is open; a pronoun with no menu
 * open; a pronoun and a verb two items share.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const ROSTER = `<!doctype html><title>Squad</title>
<main>
  <h1>Squad roster</h1>
  <ul>
    <li><span>Nova Reyes</span> <span id="s-nova">starting</span> <button class="acts" data-p="nova" data-name="Nova Reyes" aria-haspopup="menu" aria-expanded="false">Player actions</button></li>
    <li><span>Rook Adebayo</span> <span id="s-rook">starting</span> <button class="acts" data-p="rook" data-name="Rook Adebayo" aria-haspopup="menu" aria-expanded="false">Player actions</button></li>
  </ul>
  <div role="menu" id="menu" hidden></div>
</main>
<script>
  const menu = document.getElementById('menu');
  let who = null;
  const close = () => { menu.hidden = true; for (const b of document.querySelectorAll('.acts')) b.setAttribute('aria-expanded', 'false'); };
  const set = (text) => { document.getElementById('s-' + who).textContent = text; close(); };
  for (const b of document.querySelectorAll('.acts')) b.onclick = () => {
    who = b.dataset.p;
    const first = b.dataset.name.split(' ')[0];
    menu.setAttribute('aria-label', 'Actions for ' + b.dataset.name);
    menu.innerHTML = '<button role="menuitem" data-s="benched">Bench ' + first + '</button>'
      + '<button role="menuitem" data-s="captain">Promote to captain</button>'
      + '<button role="menuitem" data-s="notified">Message for ' + first + '</button>'
      + '<button role="menuitem" data-s="released">Release from the squad</button>'
      + (location.search === '?two' ? '<button role="menuitem" data-s="benched2">Bench ' + b.dataset.name + '</button>' : '');
    for (const i of menu.querySelectorAll('[role=menuitem]')) i.onclick = () => set(i.dataset.s);
    menu.hidden = false;
    b.setAttribute('aria-expanded', 'true');
  };
</script>`;

const pages = ownPages({ '/roster': ROSTER });
const page = () => pages.client.page;
const outcome = (step: string) => pages.client.act(step).then((r) => (r.success ? 'acted' : `failed: ${r.message}`), () => 'handed over');
const states = () => page().evaluate(() => `${document.getElementById('s-nova')!.textContent} ${document.getElementById('s-rook')!.textContent}`);

async function openMenu(who: 'nova' | 'rook', search = '') {
  await page().goto(`${pages.origin}/roster${search}`);
  await page().locator(`.acts[data-p="${who}"]`).click();
  await expect.poll(() => page().locator('#menu').isVisible()).toBe(true);
}

describe('an open menu\'s item said with its person as a pronoun or a name (rule menu-owner)', () => {
  it('"bench her" with Nova\'s menu open clicks "Bench Nova"', async () => {
    await openMenu('nova');
    expect(await outcome('bench her')).toBe('acted');
    expect(await states()).toBe('benched starting');
  });

  it('"promote him to captain" with Rook\'s menu open clicks "Promote to captain" for Rook', async () => {
    await openMenu('rook');
    expect(await outcome('promote him to captain')).toBe('acted');
    expect(await states()).toBe('starting captain');
  });

  it('"release Nova from the squad" with Nova\'s menu open clicks "Release from the squad"', async () => {
    await openMenu('nova');
    expect(await outcome('release Nova from the squad')).toBe('acted');
    expect(await states()).toBe('released starting');
  });

  it('near miss: "bench Rook" while Nova\'s menu is open is handed over (Rook is not whom the menu is for)', async () => {
    await openMenu('nova');
    expect(await outcome('bench Rook')).toBe('handed over');
    expect(await states()).toBe('starting starting');
  });

  it('near miss: "bench her" with no menu open is handed over', async () => {
    await page().goto(`${pages.origin}/roster`);
    expect(await outcome('bench her')).toBe('handed over');
    expect(await states()).toBe('starting starting');
  });

  it('near miss: "bench her" when two items say "bench" and her name ("Bench Nova", "Bench Nova Reyes") is handed over', async () => {
    await openMenu('nova', '?two');
    expect(await outcome('bench her')).toBe('handed over');
    expect(await states()).toBe('starting starting');
  });
});
