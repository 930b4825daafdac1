/**
 * Calendars as people page and read them, through a Client with no model (the offline tier: rules
 * calendar-period, calendar-view, calendar-date, more-link, calendar-day, kind words), on pages of our
 * own: a team calendar's month grid (ARIA grid and gridcells, each day a link named by its date, the
 * days of the months around it drawn too; previous/next month buttons drawn ‹ › with aria-labels; a
 * Today button; a view switcher of Month, Week, Day, Agenda; events as clickable boxes; a day's "+2 more"
 * that opens a popover drawn over the page with no dialog role, closed by popover-close, its events clicked by popover-scope), a booking page's
 * week of slots (each day's column headed by a link named by its date), a date picker dialog (a month title over bare day numbers), and a page with
 * two calendars. Near misses (a month six months away, a view the page lacks, a day not shown, two
 * events of one title, a count no day shows) are handed over with the page untouched.
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { ownPages } from '../support/own-pages.js';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

// The team calendar: state (year, month, view) drawn by a script; every click logged.
const TEAM = `<!doctype html><title>Team</title>
<style>
  td { vertical-align: top; width: 90px; height: 60px; border: 1px solid #ccc; }
  td.other a { color: #aaa; }
  .ev { display: block; font-size: 11px; }
  #pop { position: absolute; top: 120px; left: 200px; background: #fff; border: 1px solid #888; padding: 6px; z-index: 10; }
</style>
<div id="cal">
  <div>
    <button type="button" id="prev" aria-label="Previous month">‹</button>
    <button type="button" id="next" aria-label="Next month">›</button>
    <button type="button" id="today">Today</button>
    <h2 id="title"></h2>
    <div role="group" aria-label="View">
      <button type="button" class="view" data-view="month" aria-pressed="true">Month</button>
      <button type="button" class="view" data-view="week" aria-pressed="false">Week</button>
      <button type="button" class="view" data-view="day" aria-pressed="false">Day</button>
      <button type="button" class="view" data-view="agenda" aria-pressed="false">Agenda</button>
    </div>
  </div>
  <table role="grid" aria-labelledby="title"><thead><tr><th>Sun</th><th>Mon</th><th>Tue</th><th>Wed</th><th>Thu</th><th>Fri</th><th>Sat</th></tr></thead><tbody id="grid"></tbody></table>
</div>
<div id="pop" role="none" hidden><span id="poptitle">March 18, 2027</span> <button type="button" id="popclose" aria-label="Close">×</button><button type="button" class="ev">Sprint retro</button><button type="button" class="ev">Budget call</button></div>
<p id="tip">Drag an event to move it. <button type="button" aria-label="Close tip" onclick="tip.remove()">×</button></p>
<output id="log"></output>
<script>
  const MONTHS = ${JSON.stringify(MONTHS)};
  const EVENTS = { '2027-03-02': ['Team offsite'], '2027-03-10': ['Standup'], '2027-03-11': ['Standup'], '2027-03-12': ['Dentist'], '2027-03-18': ['Customer demo', 'Lunch'], '2027-03-23': ['Sprint retro'], '2027-03-25': ['Review', 'Retro'] };
  const MORE = { '2027-03-18': 2, '2027-03-25': 2 };
  let view = { y: 2027, m: 2 };
  const log = (t) => (document.getElementById('log').textContent = t);
  const iso = (y, m, d) => y + '-' + String(m + 1).padStart(2, '0') + '-' + String(d).padStart(2, '0');
  function cell(y, m, d, other) {
    const key = iso(y, m, d);
    const date = new Date(y, m, d);
    let html = '<td role="gridcell"' + (other ? ' class="other"' : '') + '><a href="#" class="day" data-date="' + key + '" aria-label="Go to ' + MONTHS[date.getMonth()] + ' ' + date.getDate() + ', ' + date.getFullYear() + '">' + date.getDate() + '</a>';
    for (const e of EVENTS[key] || []) html += '<div class="ev" tabindex="0" style="cursor:pointer">' + e + '</div>';
    if (MORE[key]) html += '<button type="button" class="more" data-date="' + key + '">+' + MORE[key] + ' more</button>';
    return html + '</td>';
  }
  function draw() {
    title.textContent = MONTHS[view.m] + ' ' + view.y;
    const first = new Date(view.y, view.m, 1).getDay();
    const cells = [];
    for (let i = first; i > 0; i--) { const d = new Date(view.y, view.m, 1 - i); cells.push(cell(d.getFullYear(), d.getMonth(), d.getDate(), true)); }
    const days = new Date(view.y, view.m + 1, 0).getDate();
    for (let d = 1; d <= days; d++) cells.push(cell(view.y, view.m, d, false));
    for (let d = 1; cells.length % 7; d++) { const x = new Date(view.y, view.m + 1, d); cells.push(cell(x.getFullYear(), x.getMonth(), x.getDate(), true)); }
    let rows = '';
    for (let i = 0; i < cells.length; i += 7) rows += '<tr>' + cells.slice(i, i + 7).join('') + '</tr>';
    grid.innerHTML = rows;
  }
  const move = (by) => { const d = new Date(view.y, view.m + by, 1); view = { y: d.getFullYear(), m: d.getMonth() }; draw(); };
  prev.onclick = () => move(-1);
  next.onclick = () => move(1);
  today.onclick = () => { const d = new Date(); view = { y: d.getFullYear(), m: d.getMonth() }; draw(); };
  for (const b of document.querySelectorAll('.view')) b.onclick = () => {
    for (const o of document.querySelectorAll('.view')) o.setAttribute('aria-pressed', String(o === b));
    log('view ' + b.dataset.view);
  };
  document.addEventListener('click', (e) => {
    const t = e.target;
    if (t.classList.contains('day')) { e.preventDefault(); log('day ' + t.dataset.date); }
    if (t.classList.contains('ev')) log('event ' + t.textContent);
    if (t.classList.contains('more')) { pop.hidden = false; log('more ' + t.dataset.date); }
  });
  popclose.onclick = () => (pop.hidden = true);
  draw();
</script>`;

// A date picker dialog: a month title over bare day numbers (the months around it greyed and disabled).
const PICKER = `<!doctype html><title>Picker</title>
<div role="dialog" aria-label="Choose date">
  <button type="button" id="prev" aria-label="previous month">‹</button>
  <h2 id="title">March 2027</h2>
  <button type="button" id="next" aria-label="next month">›</button>
  <div id="days"></div>
</div>
<output id="log"></output>
<script>
  const MONTHS = ${JSON.stringify(MONTHS)};
  let m = 2;
  function draw() {
    title.textContent = MONTHS[m] + ' 2027';
    const n = new Date(2027, m + 1, 0).getDate();
    days.innerHTML = [26, 27, 28].map((d) => '<button type="button" disabled>' + d + '</button>').join('') + Array.from({ length: n }, (_, i) => '<button type="button" class="d">' + (i + 1) + '</button>').join('');
  }
  prev.onclick = () => { m--; draw(); };
  next.onclick = () => { m++; draw(); };
  days.onclick = (e) => { if (e.target.classList.contains('d')) log.textContent = 'picked ' + MONTHS[m] + ' ' + e.target.textContent; };
  draw();
</script>`;

// Two calendars side by side: which one a step means is not said.
const TWO = `<!doctype html><title>Two</title>
${[0, 1].map((i) => `<section><button type="button" aria-label="Previous month">‹</button><h2>${MONTHS[2 + i]} 2027</h2><button type="button" aria-label="Next month">›</button><div>${Array.from({ length: 31 }, (_, d) => `<button type="button">${d + 1}</button>`).join('')}</div></section>`).join('')}`;

// A view switcher whose periods are not the calendar's: a lone "Week" button beside no other view.
const LONE = `<!doctype html><title>Lone</title><p><button type="button">Week</button> <button type="button">Save</button></p>`;

// Two boxes drawn over the page, each with its Close: which one a step means is not said.
const POPS = `<!doctype html><title>Pops</title><p>Schedule</p>${[60, 260].map((left, i) => `<div style="position:absolute;top:40px;left:${left}px;z-index:5;background:#fff;border:1px solid #888"><span>Day ${i + 1}</span> <button type="button" aria-label="Close">×</button></div>`).join('')}`;

// A calendar whose Next month control goes back a month (a page's bug): paging stops at its first wrong step.
const BACKWARDS = `<!doctype html><title>Backwards</title>
<button type="button" id="prev" aria-label="Previous month">‹</button><h2 id="title"></h2><button type="button" id="next" aria-label="Next month">›</button><div id="days"></div>
<script>
  const MONTHS = ${JSON.stringify(MONTHS)};
  let m = 2;
  function draw() { title.textContent = MONTHS[(m + 12) % 12] + ' ' + (2027 + Math.floor(m / 12)); days.innerHTML = Array.from({ length: 28 }, (_, i) => '<button type="button">' + (i + 1) + '</button>').join(''); }
  prev.onclick = () => { m--; draw(); };
  next.onclick = () => { m--; draw(); };
  draw();
</script>`;

// A booking page: a week of slots, each day's column headed by a link named by its date.
const WEEK = `<!doctype html><title>Book a room</title>
<h2>Mar 14 – 20, 2027</h2>
<table role="grid" aria-label="Room 2"><thead><tr><th>Time</th>${[14, 15, 16, 17, 18, 19, 20].map((d, i) => `<th><a href="#" class="day" data-date="2027-03-${d}" aria-label="${['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][i]}, March ${d}, 2027">${['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][i]} 3/${d}</a></th>`).join('')}</tr></thead>
<tbody>${['9:00', '10:00', '11:00'].map((t) => `<tr><th>${t}</th>${Array.from({ length: 7 }, () => '<td><button type="button" class="slot">Free</button></td>').join('')}</tr>`).join('')}</tbody></table>
<output id="log"></output>
<script>document.addEventListener('click', (e) => { if (e.target.classList.contains('day')) { e.preventDefault(); log.textContent = 'day ' + e.target.dataset.date; } });</script>`;

const pages = ownPages({ '/week': WEEK, '/backwards': BACKWARDS,  '/team': TEAM, '/picker': PICKER, '/two': TWO, '/lone': LONE, '/pops': POPS });
const text = (selector: string) => pages.client.page.locator(selector).textContent();
const handedOver = async (step: string) => {
  const error = await pages.client.act(step).then(() => undefined, (e: unknown) => e);
  expect(error, step).toBeInstanceOf(MissingLLMConfigurationError);
  return (error as Error).message;
};
const resolves = async (step: string, rule: string) => {
  const result = await pages.client.act(step);
  expect(result.success, `${step}: ${result.message}`).toBe(true);
  expect(result.decision?.by, step).toEqual({ kind: 'rule', rule });
  return result;
};

describe('calendar-period: a calendar paged to a month named', () => {
  it('steps the next or previous control until the title names the month: the nearest one, or back as the step says, or the year said', async () => {
    await pages.client.page.goto(`${pages.origin}/team`);
    const may = await resolves('navigate to May', 'calendar-period');
    expect(await text('#title')).toBe('May 2027');
    expect(may.actions.filter((a) => /Next month/.test(a.description))).toHaveLength(2);
    expect(may.actions[0]?.description).toMatch(/the nearest May, 2 months ahead/);
    await resolves('go back to February', 'calendar-period');
    expect(await text('#title')).toBe('February 2027');
    await resolves('show January 2028', 'calendar-period');
    expect(await text('#title')).toBe('January 2028');
    // The nearest December from January 2028 is the one before it, in 2027.
    const december = await resolves('go to December', 'calendar-period');
    expect(await text('#title')).toBe('December 2027');
    expect(december.actions[0]?.description).toMatch(/December 2027: the nearest December, 1 month back/);
  });

  it('goes to the current month by its Today control, and checks the title names it', async () => {
    await pages.client.page.goto(`${pages.origin}/team`);
    const result = await resolves('jump to the current month', 'calendar-period');
    const now = new Date();
    expect(await text('#title')).toBe(`${MONTHS[now.getMonth()]} ${now.getFullYear()}`);
    expect(result.actions[0]?.description).toMatch(/button "Today"/);
  });

  it('hands over a month six months either way, and a page with two calendars', async () => {
    await pages.client.page.goto(`${pages.origin}/team`);
    expect(await handedOver('go to September')).toMatch(/six months ahead and six back; say the year/);
    expect(await text('#title')).toBe('March 2027');
    await pages.client.page.goto(`${pages.origin}/two`);
    expect(await handedOver('navigate to May')).toMatch(/2 calendars are shown/);
  });

  it('stops at once when a step takes the calendar away from the month asked', async () => {
    await pages.client.page.goto(`${pages.origin}/backwards`);
    const result = await pages.client.act('navigate to May');
    expect(result.success).toBe(false);
    expect(result.message).toMatch(/moved away from 2027-05/);
    expect(await text('#title')).toBe('February 2027');
  });
});

describe('calendar-view: a view said by its period', () => {
  it('clicks the one control of the view switcher named by the period word', async () => {
    await pages.client.page.goto(`${pages.origin}/team`);
    await resolves('show the calendar by week', 'calendar-view');
    expect(await text('#log')).toBe('view week');
    await resolves('switch to the day view', 'calendar-view');
    expect(await text('#log')).toBe('view day');
    await resolves('show the agenda', 'calendar-view');
    expect(await text('#log')).toBe('view agenda');
    await resolves('view by month', 'calendar-view');
    expect(await text('#log')).toBe('view month');
  });

  it('hands over a view the switcher lacks, the view shown already, and a period word on a control that switches no view', async () => {
    await pages.client.page.goto(`${pages.origin}/team`);
    expect(await handedOver('show the calendar by year')).toMatch(/none is the year view/);
    expect(await handedOver('show the calendar by month')).toMatch(/shown already/);
    expect(await text('#log')).toBe('');
    await pages.client.page.goto(`${pages.origin}/lone`);
    expect(await handedOver('show the calendar by week')).toMatch(/not in a switcher of views/);
  });
});

describe('calendar-date: a day said as a date', () => {
  it('clicks the day named by that date, in the month shown or the days drawn around it', async () => {
    await pages.client.page.goto(`${pages.origin}/team`);
    await resolves('go to March 18', 'calendar-date');
    expect(await text('#log')).toBe('day 2027-03-18');
    await resolves('open April 2, 2027', 'calendar-date');
    expect(await text('#log')).toBe('day 2027-04-02');
    await resolves('click the 9th of March', 'calendar-date');
    expect(await text('#log')).toBe('day 2027-03-09');
  });

  it('clicks the day under a month title, and the day number said so', async () => {
    await pages.client.page.goto(`${pages.origin}/picker`);
    await resolves('go to March 18', 'calendar-date');
    expect(await text('#log')).toBe('picked March 18');
    await resolves('click the day number 27', 'calendar-day');
    expect(await text('#log')).toBe('picked March 27');
  });

  it('in a week of slots: goes to a day said as a date or by its day of the week', async () => {
    await pages.client.page.goto(`${pages.origin}/week`);
    await resolves('open Thursday', 'calendar-date');
    expect(await text('#log')).toBe('day 2027-03-18');
    await resolves('go to March 16', 'calendar-date');
    expect(await text('#log')).toBe('day 2027-03-16');
    await resolves('open Saturday in the day view', 'calendar-date');
    expect(await text('#log')).toBe('day 2027-03-20');
  });

  it('hands over a day of the week a month shows several of, and a date the week does not show', async () => {
    await pages.client.page.goto(`${pages.origin}/team`);
    expect(await handedOver('open Thursday')).toMatch(/shows 5 Thursdays/);
    await pages.client.page.goto(`${pages.origin}/week`);
    expect(await handedOver('go to March 22')).toBeTruthy();
    expect(await text('#log')).toBe('');
  });

  it('hands over a date the calendar does not show, and one of another year', async () => {
    await pages.client.page.goto(`${pages.origin}/team`);
    expect(await handedOver('go to May 18')).toMatch(/not May 18|not May/);
    expect(await handedOver('open March 18, 2026')).toMatch(/not March 18, 2026/);
    expect(await text('#log')).toBe('');
  });
});

describe('events and a day\'s "+N more"', () => {
  it('clicks an event said with its kind word (bar), and a day\'s "+2 more" said by its count and its day', async () => {
    await pages.client.page.goto(`${pages.origin}/team`);
    const bar = await pages.client.act('click the Team offsite bar');
    expect(bar.success, bar.message).toBe(true);
    expect(await text('#log')).toBe('event Team offsite');
    await resolves('show the 2 more events on the 18th', 'more-link');
    expect(await text('#log')).toBe('more 2027-03-18');
    expect(await pages.client.page.locator('#pop').isVisible()).toBe(true);
  });

  it('hands over two events of one title, "more" said with no day where two days have it, and a count no day shows', async () => {
    await pages.client.page.goto(`${pages.origin}/team`);
    expect(await handedOver('open the Standup meeting')).toMatch(/Standup/);
    expect(await handedOver('show the 2 more events')).toMatch(/2 controls say 2 more/);
    expect(await handedOver('show the 3 more events on the 18th')).toMatch(/no control says 3 more on the 18th/);
    expect(await text('#log')).toBe('');
  });
});

describe('popover-close: a popover the page marks with no dialog role', () => {
  it('clicks the one closing control in a box drawn over the page, not the tip\'s ×', async () => {
    await pages.client.page.goto(`${pages.origin}/team`);
    expect(await handedOver('close the popover')).toMatch(/no popover is open/);
    expect(await pages.client.page.locator('#tip').count()).toBe(1);
    await resolves('show the 2 more events on the 18th', 'more-link');
    await resolves('close the popover', 'popover-close');
    expect(await pages.client.page.locator('#pop').isHidden()).toBe(true);
    expect(await pages.client.page.locator('#tip').count()).toBe(1);
  });

  it('clicks the element named so in the popover, not its namesake in the grid', async () => {
    await pages.client.page.goto(`${pages.origin}/team`);
    expect(await handedOver('click Sprint retro in the popover')).toMatch(/no "Sprint retro" lies in a popover/);
    expect(await text('#log')).toBe('');
    await resolves('show the 2 more events on the 18th', 'more-link');
    const result = await resolves('click Sprint retro in the popover', 'popover-scope');
    expect(await text('#log')).toBe('event Sprint retro');
    expect(result.actions[0]?.description).toMatch(/in the popover/);
  });

  it('hands over two popovers open', async () => {
    await pages.client.page.goto(`${pages.origin}/pops`);
    expect(await handedOver('close the popover')).toMatch(/2 closing controls lie in boxes drawn over the page/);
  });
});
