/**
 * Date fields and their calendars through a Client with no model (the offline tier: rules
 * date-field, calendar-open, calendar-day, calendar-month, calendar-close), on pages of our own:
 * native date, time and datetime-local inputs; text fields that show their format (a placeholder,
 * a date in them); read-only picker fields: one opening an APG-style date picker dialog (a grid of
 * day numbers under a month title, previous/next month buttons), one a popup drawn without roles
 * (days named by their dates, unnamed arrows, a select of the months), one a time popup (Hour and
 * Minute fields). Relative and ambiguous dates, and steps naming no one field, are handed over.
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { ownPages } from '../support/own-pages.js';

const NATIVE = `<!doctype html><title>Native</title>
<label>Check-in <input type="date" id="checkin"></label>
<label>Arrival time <input type="time" id="arrival"></label>
<label>Meeting <input type="datetime-local" id="meeting"></label>
<output id="log"></output>
<script>for (const i of document.querySelectorAll('input')) i.addEventListener('change', () => (log.textContent = i.id + ' ' + i.value));</script>`;

const TYPED = `<!doctype html><title>Typed</title>
<p><label>Start date <input id="start" placeholder="dd.mm.yyyy"></label></p>
<p><label>End date <input id="end" value="03/25/2027"></label></p>
<p><label>Due date <input id="due"></label></p>
<p><label>Notes <input id="notes"></label></p>
<output id="log"></output>
<script>for (const i of document.querySelectorAll('input')) i.addEventListener('change', () => (log.textContent = i.id + ' ' + i.value));</script>`;

// Check-in: an APG-style date picker dialog (grid of day numbers, a month title, previous/next
// month buttons, Cancel, Escape). Check-out: a popup without roles (days named by their dates,
// arrows without names, a select of the months, a year box). Arrival time: a time popup.
const PICKERS = `<!doctype html><title>Pickers</title>
<style>
  .pop { border: 1px solid #888; padding: 6px; width: 260px; }
  .pop span.day, td { display: inline-block; width: 28px; text-align: center; cursor: pointer; }
  .arrow { display: inline-block; width: 16px; height: 16px; background: #ccc; cursor: pointer; }
  .other { color: #aaa; }
</style>
<p><label for="ci">Check-in</label> <input id="ci" readonly placeholder="Select a date"></p>
<p><label for="co">Check-out</label> <input id="co" readonly placeholder="Select a date"></p>
<p><label for="at">Arrival time</label> <input id="at" readonly value="15:00"></p>
<div id="duegroup"><label for="due">Due date</label> <input id="due"> <button type="button" id="choose" aria-label="Choose Date">&#128197;</button></div>
<div id="dlg" class="pop" role="dialog" aria-modal="true" aria-label="Choose Date" hidden>
  <div><button type="button" id="prev" aria-label="previous month">‹</button>
  <h2 id="title" aria-live="polite" style="display:inline">x</h2>
  <button type="button" id="next" aria-label="next month">›</button></div>
  <table role="grid" aria-labelledby="title"><thead><tr><th>Su</th><th>Mo</th><th>Tu</th><th>We</th><th>Th</th><th>Fr</th><th>Sa</th></tr></thead><tbody id="grid"></tbody></table>
  <button type="button" id="cancel">Cancel</button>
</div>
<div id="pop" class="pop" hidden>
  <span class="arrow" id="pprev"></span>
  <select id="month" aria-label="Month"></select>
  <input id="year" type="number" aria-label="Year" value="2027" readonly>
  <span class="arrow" id="pnext"></span>
  <div id="days"></div>
</div>
<div id="clock" class="pop" hidden>
  <input id="hour" type="number" aria-label="Hour" min="0" max="23"> : <input id="minute" type="number" aria-label="Minute" min="0" max="59">
</div>
<output id="log"></output>
<script>
  const MONTHS = ['January','February','March','April','May','June','July','August','September','October','November','December'];
  const pad = (n) => String(n).padStart(2, '0');
  const log = (t) => (document.getElementById('log').textContent = t);
  // The dialog: shows a month (view), picks a day into #ci as dd/mm/yyyy.
  let view = { y: 2027, m: 2 };
  function drawDialog() {
    title.textContent = MONTHS[view.m] + ' ' + view.y;
    const first = new Date(view.y, view.m, 1).getDay();
    const days = new Date(view.y, view.m + 1, 0).getDate();
    const before = new Date(view.y, view.m, 0).getDate();
    const cells = [];
    for (let i = first - 1; i >= 0; i--) cells.push('<td class="other" aria-disabled="true">' + (before - i) + '</td>');
    for (let d = 1; d <= days; d++) cells.push('<td tabindex="-1" data-day="' + d + '">' + d + '</td>');
    for (let d = 1; cells.length % 7; d++) cells.push('<td class="other" aria-disabled="true">' + d + '</td>');
    let rows = '';
    for (let i = 0; i < cells.length; i += 7) rows += '<tr>' + cells.slice(i, i + 7).join('') + '</tr>';
    grid.innerHTML = rows;
  }
  const closeDialog = () => { dlg.hidden = true; log('dialog closed'); };
  // Check-in writes dd/mm/yyyy; Due date (typed, or picked through its Choose Date button) mm/dd/yyyy.
  let target = ci;
  const openDialog = (field) => { target = field; dlg.hidden = false; drawDialog(); grid.querySelector('[data-day]').focus(); };
  ci.addEventListener('click', () => openDialog(ci));
  choose.addEventListener('click', () => openDialog(due));
  prev.addEventListener('click', () => { view = view.m ? { y: view.y, m: view.m - 1 } : { y: view.y - 1, m: 11 }; drawDialog(); });
  next.addEventListener('click', () => { view = view.m < 11 ? { y: view.y, m: view.m + 1 } : { y: view.y + 1, m: 0 }; drawDialog(); });
  cancel.addEventListener('click', closeDialog);
  dlg.addEventListener('keydown', (e) => { if (e.key === 'Escape') closeDialog(); });
  grid.addEventListener('click', (e) => {
    const d = e.target.closest('[data-day]');
    if (!d) return;
    target.value = target === ci ? pad(d.dataset.day) + '/' + pad(view.m + 1) + '/' + view.y : pad(view.m + 1) + '/' + pad(d.dataset.day) + '/' + view.y;
    target.dispatchEvent(new Event('change'));
    closeDialog();
  });
  // The popup without roles: days named by their dates; a select of the months (of 2027 from March).
  let shown = { y: 2027, m: 2 };
  function drawPop() {
    month.innerHTML = MONTHS.map((n, i) => '<option value="' + i + '"' + (i === shown.m ? ' selected' : '') + '>' + n + '</option>').join('');
    year.value = shown.y;
    const days = new Date(shown.y, shown.m + 1, 0).getDate();
    let html = '';
    const lead = new Date(shown.y, shown.m, 0);
    html += '<span class="day other" tabindex="-1" aria-label="' + MONTHS[lead.getMonth()] + ' ' + lead.getDate() + ', ' + lead.getFullYear() + '">' + lead.getDate() + '</span>';
    for (let d = 1; d <= days; d++) html += '<span class="day" tabindex="-1" data-day="' + d + '" aria-label="' + MONTHS[shown.m] + ' ' + d + ', ' + shown.y + '">' + d + '</span>';
    const after = new Date(shown.y, shown.m + 1, 1);
    for (let d = 1; d <= 3; d++) html += '<span class="day other" tabindex="-1" aria-label="' + MONTHS[after.getMonth()] + ' ' + d + ', ' + after.getFullYear() + '">' + d + '</span>';
    document.getElementById('days').innerHTML = html;
  }
  co.addEventListener('click', () => { pop.hidden = false; drawPop(); });
  // Its arrows have no names; Page Up and Page Down in the field move it a month (as APG's date picker).
  co.addEventListener('keydown', (e) => {
    if (pop.hidden || (e.key !== 'PageDown' && e.key !== 'PageUp')) return;
    e.preventDefault();
    (e.key === 'PageDown' ? pnext : pprev).click();
  });
  month.addEventListener('change', () => { shown = { y: shown.y, m: Number(month.value) }; drawPop(); });
  pprev.addEventListener('click', () => { shown = shown.m ? { y: shown.y, m: shown.m - 1 } : { y: shown.y - 1, m: 11 }; drawPop(); });
  pnext.addEventListener('click', () => { shown = shown.m < 11 ? { y: shown.y, m: shown.m + 1 } : { y: shown.y + 1, m: 0 }; drawPop(); });
  document.getElementById('days').addEventListener('click', (e) => {
    const d = e.target.closest('[data-day]');
    if (!d) return;
    co.value = shown.y + '-' + pad(shown.m + 1) + '-' + pad(d.dataset.day);
    pop.hidden = true;
  });
  document.addEventListener('keydown', (e) => { if (e.key === 'Escape') { pop.hidden = true; clock.hidden = true; } });
  // The time popup: Enter in Hour or Minute sets the field.
  at.addEventListener('click', () => { clock.hidden = false; const [h, m] = at.value.split(':'); hour.value = h; minute.value = m; });
  for (const f of [hour, minute]) f.addEventListener('keydown', (e) => { if (e.key === 'Enter') { at.value = pad(hour.value) + ':' + pad(minute.value); clock.hidden = true; } });
</script>`;

// A date box captioned by the text before it (no label tied to it), opening a calendar on focus.
const CAPTIONED = `<!doctype html><title>Captioned</title>
<p>Date: <input id="d"></p>
<div id="cal" hidden><button type="button">Prev</button> <span>March 2027</span> <button type="button">Next</button>
<div>${Array.from({ length: 31 }, (_, i) => `<a href="#" onclick="return false">${i + 1}</a>`).join(' ')}</div></div>
<script>d.addEventListener('focus', () => (cal.hidden = false));</script>`;

const pages = ownPages({ '/native': NATIVE, '/typed': TYPED, '/pickers': PICKERS, '/captioned': CAPTIONED });

const valueOf = (id: string) => pages.client.page.locator(`#${id}`).inputValue();
const handedOver = async (step: string) => {
  const error = await pages.client.act(step).then(() => undefined, (e: unknown) => e);
  expect(error, step).toBeInstanceOf(MissingLLMConfigurationError);
  return (error as Error).message;
};

describe('date-field: native inputs', () => {
  it('fills a date, a time and a date with a time in their ISO forms', async () => {
    await pages.client.page.goto(`${pages.origin}/native`);
    const result = await pages.client.act('set the check-in date to 14 March 2027');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'date-field' });
    expect(await valueOf('checkin')).toBe('2027-03-14');
    expect(await pages.client.page.locator('#log').textContent()).toBe('checkin 2027-03-14');
    expect((await pages.client.act('set Arrival time to 6:30 pm')).success).toBe(true);
    expect(await valueOf('arrival')).toBe('18:30');
    expect((await pages.client.act('set Meeting to 2 April 2027 at 09:15')).success).toBe(true);
    expect(await valueOf('meeting')).toBe('2027-04-02T09:15');
  });

  it('hands over a date relative to today, one that reads two ways, and a date without its time', async () => {
    await pages.client.page.goto(`${pages.origin}/native`);
    expect(await handedOver('set the check-in date to tomorrow')).toMatch(/relative to today/);
    expect(await handedOver('set the check-in date to 03/04/2027')).toMatch(/day first or month first/);
    expect(await handedOver('set Meeting to 2 April 2027')).toMatch(/without a time/);
    expect(await valueOf('checkin')).toBe('');
  });
});

describe('date-field: text fields', () => {
  it('types the date in the format the field shows (placeholder, or a date in it), and commits it', async () => {
    await pages.client.page.goto(`${pages.origin}/typed`);
    const result = await pages.client.act('set the start date to 14 March 2027');
    expect(result.success, result.message).toBe(true);
    expect(await valueOf('start')).toBe('14.03.2027');
    expect(await pages.client.page.locator('#log').textContent()).toBe('start 14.03.2027');
    expect((await pages.client.act('choose 1 April 2027 for the end date')).success).toBe(true);
    expect(await valueOf('end')).toBe('04/01/2027');
  });

  it('hands over a date field that shows no format; a field that says nothing of dates takes the text as written', async () => {
    await pages.client.page.goto(`${pages.origin}/typed`);
    expect(await handedOver('set the due date to 14 March 2027')).toMatch(/no date format/);
    expect(await valueOf('due')).toBe('');
    expect((await pages.client.act('type 14 March 2027 into Notes')).success).toBe(true);
    expect(await valueOf('notes')).toBe('14 March 2027');
  });
});

describe('date-field: read-only picker fields', () => {
  it('opens the dialog, moves it month by month, clicks the day, and reads the field back', async () => {
    await pages.client.page.goto(`${pages.origin}/pickers`);
    const result = await pages.client.act('set the check-in date to 14 April 2027');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'date-field' });
    expect(await valueOf('ci')).toBe('14/04/2027');
    expect(await pages.client.page.locator('#dlg').isHidden()).toBe(true);
    expect(result.actions.map((a) => a.description).join(' | ')).toMatch(/next-month.*day 14 of April 2027/);
    expect((await pages.client.act('pick February 2, 2027 as the check-in date')).success).toBe(true);
    expect(await valueOf('ci')).toBe('02/02/2027');
  });

  it('picks in a popup drawn without roles: days named by their dates, the month chosen in its list', async () => {
    await pages.client.page.goto(`${pages.origin}/pickers`);
    const result = await pages.client.act('choose 18 May 2027 for check-out');
    expect(result.success, result.message).toBe(true);
    expect(await valueOf('co')).toBe('2027-05-18');
    expect(await pages.client.page.locator('#pop').isHidden()).toBe(true);
  });

  it('picks through the Choose Date button beside a field that takes typing but shows no format', async () => {
    await pages.client.page.goto(`${pages.origin}/pickers`);
    const result = await pages.client.act('set the due date to 14 April 2027');
    expect(result.success, result.message).toBe(true);
    expect(await valueOf('due')).toBe('04/14/2027');
    expect(result.actions[0]?.description).toMatch(/Choose Date/);
  });

  it('moves a calendar with no named arrows to another year by its month keys, where the focus is', async () => {
    await pages.client.page.goto(`${pages.origin}/pickers`);
    const result = await pages.client.act('choose 18 January 2028 for check-out');
    expect(result.success, result.message).toBe(true);
    expect(await valueOf('co')).toBe('2028-01-18');
    expect(result.actions.filter((a) => /press PageDown/.test(a.description))).toHaveLength(10);
  });

  it('sets a time in a time popup (Hour and Minute fields)', async () => {
    await pages.client.page.goto(`${pages.origin}/pickers`);
    const result = await pages.client.act('set Arrival time to 18:00');
    expect(result.success, result.message).toBe(true);
    expect(await valueOf('at')).toBe('18:00');
  });

  it('hands over a date or a calendar that names no one of the date fields', async () => {
    await pages.client.page.goto(`${pages.origin}/pickers`);
    expect(await handedOver('set the date to 14 March 2027')).toMatch(/3 date fields \("Check-in", "Check-out", "Due date"\)/);
    expect(await handedOver('open the calendar')).toMatch(/3 date fields/);
    expect(await pages.client.page.locator('#dlg').isHidden()).toBe(true);
  });
});

describe('the calendar itself', () => {
  it('opens a field\'s calendar, moves it, picks a day of the month shown, and closes it', async () => {
    await pages.client.page.goto(`${pages.origin}/pickers`);
    const opened = await pages.client.act('open the Check-in calendar');
    expect(opened.success, opened.message).toBe(true);
    expect(opened.decision?.by).toEqual({ kind: 'rule', rule: 'calendar-open' });
    expect(await pages.client.page.locator('#dlg').isVisible()).toBe(true);
    expect((await pages.client.act('go to the next month')).success).toBe(true);
    expect(await pages.client.page.locator('#title').textContent()).toBe('April 2027');
    const moved = await pages.client.act('show June in the calendar');
    expect(moved.success, moved.message).toBe(true);
    expect(await pages.client.page.locator('#title').textContent()).toBe('June 2027');
    const picked = await pages.client.act('click the 20th');
    expect(picked.success, picked.message).toBe(true);
    expect(await valueOf('ci')).toBe('20/06/2027');
    expect((await pages.client.act('open the Check-in calendar')).success).toBe(true);
    const closed = await pages.client.act('close the calendar');
    expect(closed.success, closed.message).toBe(true);
    expect(await pages.client.page.locator('#dlg').isHidden()).toBe(true);
  });

  it('moves a calendar drawn without roles by its list of months, and closes it by Escape', async () => {
    await pages.client.page.goto(`${pages.origin}/pickers`);
    expect((await pages.client.act('open the Check-out calendar')).success).toBe(true);
    const moved = await pages.client.act('go to the next month');
    expect(moved.success, moved.message).toBe(true);
    expect(await pages.client.page.locator('#month').inputValue()).toBe('3');
    const closed = await pages.client.act('close the calendar');
    expect(closed.success, closed.message).toBe(true);
    expect(await pages.client.page.locator('#pop').isHidden()).toBe(true);
  });

  it('opens the calendar of the one date box, known by the caption before it', async () => {
    await pages.client.page.goto(`${pages.origin}/captioned`);
    const opened = await pages.client.act('open the date picker');
    expect(opened.success, opened.message).toBe(true);
    expect(opened.decision?.by).toEqual({ kind: 'rule', rule: 'calendar-open' });
    expect(await pages.client.page.locator('#cal').isVisible()).toBe(true);
  });

  it('reads a bare number as a day only where the step names the calendar', async () => {
    await pages.client.page.goto(`${pages.origin}/pickers`);
    expect((await pages.client.act('open the Check-out calendar')).success).toBe(true);
    expect(await handedOver('click 2')).toMatch(/"2"/);
    expect(await valueOf('co')).toBe('');
    const picked = await pages.client.act('click the 2nd');
    expect(picked.success, picked.message).toBe(true);
    expect(picked.decision?.by).toEqual({ kind: 'rule', rule: 'calendar-day' });
    expect(await valueOf('co')).toBe('2027-03-02');
  });
});
