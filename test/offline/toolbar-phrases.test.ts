/**
 * Toolbar controls said by a paraphrase (rules/toolbar-phrase.ts) and a filter box said by its verb
 * (rules/search-verb.ts): a concert calendar of our own, its toolbar moving the shown week, zooming
 * and fitting the events, a box that filters them as typed. Found by the eleventh blind batch (a
 * timeline: "go to the next week", "jump to today", "fit all tasks on the screen", "filter the tasks
 * by review").
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const toolbar = (label: string) => `<div role="toolbar" aria-label="${label}">
  <button type="button" data-do="new">New concert</button>
  <button type="button" data-do="prev">Previous</button><button type="button" data-do="today">Today</button><button type="button" data-do="next">Next</button>
  <button type="button" data-do="zoom">Zoom in</button><button type="button" data-do="fit">Fit all</button>
  <input type="search" aria-label="Filter concerts" placeholder="Filter concerts">
</div>`;

const script = `<script>
  const log = (t) => { document.getElementById('status').textContent = t; };
  document.addEventListener('click', (e) => { const b = e.target.closest('button[data-do]'); if (b) log(b.dataset.do); });
  const box = document.querySelector('input[type=search]');
  box.addEventListener('input', () => {
    const q = box.value.toLowerCase();
    let shown = 0;
    document.querySelectorAll('.concert').forEach((c) => { const on = c.textContent.toLowerCase().includes(q); c.hidden = !on; shown += on; });
    log('Showing ' + shown + ' concerts');
  });
</script>`;

const CONCERTS = `<ul><li class="concert">Jazz night</li><li class="concert">Opera gala</li><li class="concert">Late jazz</li></ul>`;
const CALENDAR = `<!doctype html><title>Concerts</title><h1>Concerts</h1>${toolbar('Calendar')}${CONCERTS}<p id="status">Ready</p>${script}`;
// The same toolbar twice (two calendars): "go to the next week" says either Next.
const TWICE = `<!doctype html><title>Concerts</title>${toolbar('Hall A')}${toolbar('Hall B')}${CONCERTS}<p id="status">Ready</p>${script}`;
// No toolbar: buttons in a plain row are not read by paraphrase.
const PLAIN = CALENDAR.replace('role="toolbar"', 'class="bar"');

const pages = ownPages({ '/calendar': CALENDAR, '/twice': TWICE, '/plain': PLAIN });
const status = () => pages.client.page.locator('#status').textContent();
const open = (path: string) => pages.client.page.goto(`${pages.origin}${path}`);

async function handsOver(step: string, why: RegExp) {
  await expect(pages.client.act(step)).rejects.toThrow(why);
  expect(await status()).toBe('Ready');
}

describe('toolbar controls said by a paraphrase (rule toolbar-phrase)', () => {
  for (const [step, done] of [
    ['go to the next week', 'next'],
    ['jump to today', 'today'],
    ['go to the previous month', 'prev'],
    ['fit all concerts on the screen', 'fit'],
  ] as const) {
    it(`"${step}" clicks the one control it says`, async () => {
      await open('/calendar');
      const result = await pages.client.act(step);
      expect(result.success, result.message).toBe(true);
      expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'toolbar-phrase' });
      expect(await status()).toBe(done);
    });
  }

  it('"go to the next concert" is handed over: Next moves the view, not to a concert', async () => {
    await open('/calendar');
    await handsOver('go to the next concert', /says more than the control does/);
  });

  it('"go to the next week" with two toolbars that both have Next is handed over', async () => {
    await open('/twice');
    await handsOver('go to the next week', /2 controls are said/);
  });

  it('"go to the next week" with no toolbar on the page is handed over', async () => {
    await open('/plain');
    await expect(pages.client.act('go to the next week')).rejects.toThrow(/handed over/);
    expect(await status()).toBe('Ready');
  });
});

describe('a filter box said by its verb (rule search-verb)', () => {
  it('"filter the concerts by jazz" types into the Filter concerts box, and the list shows the two', async () => {
    await open('/calendar');
    const result = await pages.client.act('filter the concerts by jazz');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'search-verb' });
    expect(await pages.client.page.getByRole('searchbox', { name: 'Filter concerts' }).inputValue()).toBe('jazz');
    expect(await status()).toBe('Showing 2 concerts');
  });

  it('"filter the tickets by jazz": no box filters tickets, handed over', async () => {
    await open('/calendar');
    await handsOver('filter the tickets by jazz', /no search box of "tickets"/);
  });
});
