/**
 * A grid whose yes/no column draws each value as a picture alone (an SVG tick or cross, no
 * checkbox role, no text): "tick Remote for Bo Chen" reads the cell's state from the words its
 * picture is drawn with, clicks the cell, ticks the checkbox editor the click opens (where it opens
 * one), and checks the cell is drawn ticked after. Pages of our own; found on a data grid
 * toolkit's tick/cross cells (issue 25).
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

/**
 * `mode`: `editor`, a click opens a checkbox editor that keeps its value when changed; `toggle`, a
 * click flips the value; `dead`, a click does nothing; `plain`, the picture says no state (a star).
 */
const page = (mode: 'editor' | 'toggle' | 'dead' | 'plain') => `<!doctype html><title>Staff</title>
<div role="grid" aria-label="Staff">
  <div role="row"><div role="columnheader">Name</div><div role="columnheader">Remote</div></div>
  <div id="rows"></div>
</div>
<p id="log"></p>
<script>
  const people = [{ name: 'Ann Lee', remote: true }, { name: 'Bo Chen', remote: false }, { name: 'Cy Dorn', remote: false }];
  const mark = (on) => ${mode === 'plain' ? "'<svg width=\"12\" height=\"12\"><path class=\"star\" d=\"M0 0L12 12\"/></svg>'" : "on ? '<svg width=\"12\" height=\"12\"><path class=\"mark-tick\" d=\"M0 6L4 10L12 0\"/></svg>' : '<svg width=\"12\" height=\"12\"><path class=\"mark-cross\" d=\"M0 0L12 12M12 0L0 12\"/></svg>'"};
  function draw() {
    document.getElementById('rows').innerHTML = people.map((p, i) => '<div role="row"><div role="gridcell">' + p.name + '</div><div role="gridcell" class="flag" data-i="' + i + '" style="min-width:40px;min-height:16px">' + mark(p.remote) + '</div></div>').join('');
    document.getElementById('log').textContent = people.filter((p) => p.remote).map((p) => p.name).join(', ');
  }
  document.getElementById('rows').addEventListener('click', (e) => {
    const cell = e.target.closest('.flag');
    if (!cell || cell.querySelector('input')) return;
    const p = people[Number(cell.dataset.i)];
    if (${JSON.stringify(mode)} === 'toggle') { p.remote = !p.remote; draw(); }
    if (${JSON.stringify(mode)} === 'editor') {
      cell.innerHTML = '<input type="checkbox"' + (p.remote ? ' checked' : '') + '>';
      const box = cell.querySelector('input');
      box.focus();
      box.addEventListener('change', () => { p.remote = box.checked; draw(); });
    }
  });
  draw();
</script>`;

const pages = ownPages({ '/editor': page('editor'), '/toggle': page('toggle'), '/dead': page('dead'), '/plain': page('plain') });
const act = async (step: string) => pages.client.act(step).catch((error: Error) => ({ success: false, message: error.message }));

describe('a yes/no cell drawn as a tick or a cross', () => {
  it('"tick Remote for Bo Chen": the click opens a checkbox editor, ticked; the cell is drawn ticked after', async () => {
    await pages.client.page.goto(`${pages.origin}/editor`);
    const result = await act('tick Remote for Bo Chen');
    expect(result.success, result.message).toBe(true);
    expect(await pages.client.page.locator('#log').textContent()).toBe('Ann Lee, Bo Chen');
  });

  it('"mark Cy Dorn as remote": a click that flips the value is the whole action', async () => {
    await pages.client.page.goto(`${pages.origin}/toggle`);
    const result = await act('mark Cy Dorn as remote');
    expect(result.success, result.message).toBe(true);
    expect(await pages.client.page.locator('#log').textContent()).toBe('Ann Lee, Cy Dorn');
  });

  it('"untick Remote for Ann Lee" unticks a cell drawn ticked', async () => {
    await pages.client.page.goto(`${pages.origin}/editor`);
    const result = await act('untick Remote for Ann Lee');
    expect(result.success, result.message).toBe(true);
    expect(await pages.client.page.locator('#log').textContent()).toBe('');
  });

  it('near miss: a cell already drawn ticked is handed over, untouched', async () => {
    await pages.client.page.goto(`${pages.origin}/toggle`);
    const result = await act('tick Remote for Ann Lee');
    expect(result.success).toBe(false);
    expect(result.message).toMatch(/ticked already/);
    expect(await pages.client.page.locator('#log').textContent()).toBe('Ann Lee');
  });

  it('near miss: a picture with no state word is handed over, untouched', async () => {
    await pages.client.page.goto(`${pages.origin}/plain`);
    const result = await act('tick Remote for Bo Chen');
    expect(result.success).toBe(false);
    expect(result.message).toMatch(/says neither ticked nor unticked/);
    expect(await pages.client.page.locator('#log').textContent()).toBe('Ann Lee');
  });

  it('near miss: a click that changes nothing is a failure, never a success', async () => {
    await pages.client.page.goto(`${pages.origin}/dead`);
    const result = await act('tick Remote for Bo Chen');
    expect(result.success).toBe(false);
    expect(result.message).toMatch(/Expected it to be drawn ticked/);
  });
});
