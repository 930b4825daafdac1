/**
 * Items named with their kind word after the name, and groups said as a row or a lane
 * (rules/item-kind.ts, rules/lane-scope.ts): a shared drive's board of our own, files drawn as plain
 * divs in rows, each row labelled at its start (no list, grid or group roles), selected by a click
 * that the page records; a fieldset of checkboxes repeats the row labels (a checkbox's label is no
 * row label and no file). Found by the eleventh blind batch (a timeline: "select the Database
 * migration task", "the first task in the QA row").
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const ROWS: [string, string[]][] = [
  ['Finance', ['Budget', 'Invoices 2026', 'Budget review']],
  ['Marketing', ['Launch plan', 'Logo sketches']],
  ['Legal', ['Contract draft', 'Privacy review']],
];

const BOARD = `<!doctype html><title>Drive</title>
<style>
  body { font-family: sans-serif; } .board { position: relative; width: 900px; }
  .labels { position: absolute; left: 0; top: 0; width: 120px; } .lanes { position: absolute; left: 130px; top: 0; width: 760px; }
  .label, .lane { height: 40px; border-bottom: 1px solid #ddd; box-sizing: border-box; } .lane { position: relative; }
  .file { position: absolute; top: 6px; height: 26px; padding: 2px 6px; border: 1px solid #88a; background: #eef; white-space: nowrap; }
  .file.on { background: #fc6; }
</style>
<h1>Shared drive</h1>
<fieldset><legend>Teams</legend>${ROWS.map(([team]) => `<label><input type="checkbox" checked> ${team}</label>`).join(' ')}</fieldset>
<div class="board">
  <div class="labels">${ROWS.map(([team]) => `<div class="label">${team}</div>`).join('')}</div>
  <div class="lanes">${ROWS.map(([, files]) => `<div class="lane">${files.map((f, i) => `<div class="file" style="left:${20 + i * 230}px"><div class="name">${f}</div></div>`).join('')}</div>`).join('')}</div>
</div>
<p id="status">Ready</p>
<script>
  document.querySelector('.lanes').addEventListener('click', (e) => {
    const file = e.target.closest('.file');
    if (!file) return;
    document.querySelectorAll('.file').forEach((f) => f.classList.toggle('on', f === file));
    document.getElementById('status').textContent = 'Selected ' + file.textContent.trim();
  });
</script>`;

// A playlist of our own: songs grouped in lists by role, one song name shown twice.
const PLAYLIST = `<!doctype html><title>Playlists</title>
<style> .song { padding: 4px; } .song.on { background: #fc6; } </style>
<div role="group" aria-label="Jazz"><div class="song">So what</div><div class="song">Blue in green</div><div class="song">Take five</div></div>
<div role="group" aria-label="Rock"><div class="song">Paranoid</div><div class="song">Take five</div></div>
<div><a href="#budget">Budget report</a></div>
<fieldset><legend>Mood</legend><p>Pick one</p><label><input type="radio" name="m"> Calm</label><label><input type="radio" name="m"> Loud</label></fieldset>
<p id="status">Ready</p>
<script>
  document.addEventListener('click', (e) => {
    const song = e.target.closest('.song');
    if (!song) return;
    document.querySelectorAll('.song').forEach((s) => s.classList.toggle('on', s === song));
    document.getElementById('status').textContent = 'Playing ' + song.textContent.trim() + ' from ' + song.parentElement.getAttribute('aria-label');
  });
</script>`;

// Files stacked over one another in a row (two spans at once): their order along the row is unclear.
const STACKED = BOARD.replace('<div class="file" style="left:250px"><div class="name">Invoices 2026</div></div>', '<div class="file" style="left:40px; top:20px"><div class="name">Invoices 2026</div></div>');

const pages = ownPages({ '/board': BOARD, '/playlist': PLAYLIST, '/stacked': STACKED });
const status = () => pages.client.page.locator('#status').textContent();

async function open(path: string) {
  await pages.client.page.goto(`${pages.origin}${path}`);
}

/** The step is handed over with a reason matching `why`, and the page is as it was. */
async function handsOver(step: string, why: RegExp) {
  await expect(pages.client.act(step)).rejects.toThrow(why);
  expect(await status()).toBe('Ready');
}

describe('an item named with its kind word after the name (rule item-kind)', () => {
  it('"select the Budget file" clicks the item whose whole label is Budget, not Budget review', async () => {
    await open('/board');
    const result = await pages.client.act('select the Budget file');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'item-kind' });
    expect(await status()).toBe('Selected Budget');
  });

  it('"open the Launch plan file" and "select the Invoices 2026 file": names of several words', async () => {
    await open('/board');
    expect((await pages.client.act('open the Launch plan file')).success).toBe(true);
    expect(await status()).toBe('Selected Launch plan');
    await open('/board');
    expect((await pages.client.act('select the Invoices 2026 file')).success).toBe(true);
    expect(await status()).toBe('Selected Invoices 2026');
  });

  it('"select the review file" with two files whose names contain review is handed over, naming both', async () => {
    await open('/board');
    await handsOver('select the review file', /2 files have "review" in their names \("Budget review", "Privacy review"\)/);
  });

  it('"select the Take five song" with two songs called so is handed over', async () => {
    await open('/playlist');
    await handsOver('select the Take five song', /2 elements show "take five"/);
  });

  it('a name that is only part of one item ("the Paranoid song" resolves; "the green song" does not)', async () => {
    await open('/playlist');
    expect((await pages.client.act('select the Paranoid song')).success).toBe(true);
    expect(await status()).toBe('Playing Paranoid from Rock');
    await open('/playlist');
    await expect(pages.client.act('select the green song')).rejects.toThrow(/handed over/);
    expect(await status()).toBe('Ready');
  });

  it('observe "find the Budget file" finds it without acting', async () => {
    await open('/board');
    const [found] = await pages.client.observe('find the Budget file');
    expect(found?.description).toMatch(/Budget/);
    expect(await status()).toBe('Ready');
  });
});

describe('a group said as a row or a lane (rule lane-scope)', () => {
  it('"select the first file in the Marketing row": the leftmost file on the line of the Marketing label', async () => {
    await open('/board');
    const result = await pages.client.act('select the first file in the Marketing row');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'lane-scope' });
    expect(await status()).toBe('Selected Launch plan');
  });

  it('"click the last file in the Finance lane" and "pick Privacy review in the Legal lane"', async () => {
    await open('/board');
    expect((await pages.client.act('click the last file in the Finance lane')).success).toBe(true);
    expect(await status()).toBe('Selected Budget review');
    await open('/board');
    expect((await pages.client.act('pick Privacy review in the Legal lane')).success).toBe(true);
    expect(await status()).toBe('Selected Privacy review');
  });

  it('"select the file in the Finance row" with three files in it is handed over', async () => {
    await open('/board');
    await handsOver('select the file in the Finance row', /3 items in the finance row/);
  });

  it('"pick Budget in the Legal lane": no such file on that line is handed over, not the Finance one', async () => {
    await open('/board');
    await handsOver('pick Budget in the Legal lane', /nothing in the legal lane is called "budget"/);
  });

  it('an ordinal that lands on a file stacked over another is handed over; one apart from them resolves', async () => {
    await open('/stacked');
    await handsOver('select the first file in the Finance row', /overlap on the page \("Budget" and "Invoices 2026"\): their order is unclear/);
    // The last one overlaps none: its place is clear.
    expect((await pages.client.act('select the last file in the Finance row')).success).toBe(true);
    expect(await status()).toBe('Selected Budget review');
  });

  it('a group role named so: "select the second song in the Rock group", "pick Take five in the Jazz group"', async () => {
    await open('/playlist');
    expect((await pages.client.act('select the second song in the Rock group')).success).toBe(true);
    expect(await status()).toBe('Playing Take five from Rock');
    await open('/playlist');
    expect((await pages.client.act('pick Take five in the Jazz group')).success).toBe(true);
    expect(await status()).toBe('Playing Take five from Jazz');
  });

  it('"select the first option in the Mood group": a group of radios is left to the radio rules (Calm checked, not its hint clicked)', async () => {
    await open('/playlist');
    const result = await pages.client.act('select the first option in the Mood group');
    expect(result.decision?.by).not.toEqual({ kind: 'rule', rule: 'lane-scope' });
    expect(await pages.client.page.getByRole('radio', { name: 'Calm' }).isChecked()).toBe(true);
  });

  it('"select the fourth song in the Rock group" with two songs is handed over', async () => {
    await open('/playlist');
    await handsOver('select the fourth song in the Rock group', /has 2 items, no item 4/);
  });
});
