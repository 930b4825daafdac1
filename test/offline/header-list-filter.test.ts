/**
 * A header filter drawn as a box that takes no typing over a list of plain boxes (no option roles):
 * "choose Engineering in the Department filter" and "filter Department by Engineering" open the
 * list with a click and pick the entry that says the value; the box must show it after. Pages of
 * our own (a staff grid); found on a data grid toolkit's header filters (issue 25).
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

/** `twoFilters`: the Department header holds two such boxes (which one is meant is not certain). */
const page = (twoFilters: boolean) => `<!doctype html><title>Staff</title>
<style>.list { position: absolute; background: #fff; border: 1px solid #999; } .list div { padding: 2px 6px; cursor: pointer; }</style>
<div role="grid" aria-label="Staff">
  <div role="row">
    <div role="columnheader">Name <input type="search" aria-label="filter" id="f-name"></div>
    <div role="columnheader">Department <input readonly aria-label="filter" class="pick" id="f-dept">${twoFilters ? '<input readonly aria-label="filter" class="pick" id="f-dept2">' : ''}</div>
  </div>
  <div id="rows"></div>
</div>
<p id="shown"></p>
<script>
  const people = [['Ann Lee', 'Engineering'], ['Bo Chen', 'Sales'], ['Cy Dorn', 'Engineering'], ['Di Eck', 'Support']];
  let dept = '';
  function draw() {
    const rows = people.filter((p) => !dept || p[1] === dept);
    document.getElementById('rows').innerHTML = rows.map((p) => '<div role="row"><div role="gridcell">' + p[0] + '</div><div role="gridcell">' + p[1] + '</div></div>').join('');
    document.getElementById('shown').textContent = rows.map((p) => p[0]).join(', ');
  }
  for (const box of document.querySelectorAll('.pick')) {
    box.addEventListener('click', () => {
      document.querySelector('.list')?.remove();
      const list = document.createElement('div');
      list.className = 'list';
      for (const value of ['', 'Engineering', 'Sales', 'Support']) {
        const entry = document.createElement('div');
        entry.textContent = value || '\\u00a0';
        entry.addEventListener('mousedown', (e) => { e.preventDefault(); box.value = value; dept = value; list.remove(); draw(); });
        list.appendChild(entry);
      }
      const at = box.getBoundingClientRect();
      list.style.left = at.left + 'px';
      list.style.top = at.bottom + 'px';
      document.body.appendChild(list);
    });
  }
  draw();
</script>`;

const pages = ownPages({ '/one': page(false), '/two': page(true) });

describe('a header filter drawn as a list without option roles', () => {
  for (const step of ['choose Engineering in the Department filter', 'filter Department by Engineering']) {
    it(`"${step}" opens the list and picks the entry; the box shows it`, async () => {
      const { client } = pages;
      await client.page.goto(`${pages.origin}/one`);
      const result = await client.act(step);
      expect(result.success, result.message).toBe(true);
      expect(await client.page.locator('#f-dept').inputValue()).toBe('Engineering');
      expect(await client.page.locator('#shown').textContent()).toBe('Ann Lee, Cy Dorn');
    });
  }

  it('near miss: a value the list does not offer is not reported done, and the filter keeps its value', async () => {
    const { client } = pages;
    await client.page.goto(`${pages.origin}/one`);
    const result = await client.act('choose Legal in the Department filter').catch((error: Error) => ({ success: false, message: error.message }));
    expect(result.success).toBe(false);
    expect(result.message).toMatch(/no entry saying "Legal"/);
    expect(await client.page.locator('#f-dept').inputValue()).toBe('');
    expect(await client.page.locator('#shown').textContent()).toBe('Ann Lee, Bo Chen, Cy Dorn, Di Eck');
  });

  it('near miss: a header holding two such boxes is handed over', async () => {
    const { client } = pages;
    await client.page.goto(`${pages.origin}/two`);
    const result = await client.act('choose Engineering in the Department filter').catch((error: Error) => ({ success: false, message: error.message }));
    expect(result.success).toBe(false);
    expect(result.message).toMatch(/several fields/);
    expect(await client.page.locator('#shown').textContent()).toBe('Ann Lee, Bo Chen, Cy Dorn, Di Eck');
  });
});
