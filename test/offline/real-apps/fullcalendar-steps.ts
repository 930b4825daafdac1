/**
 * Steps for FullCalendar 6.1.20 (test/offline/apps/fullcalendar/: the standard bundle from the npm
 * package `fullcalendar`, MIT, on a host page of ours, `index.html`, set up the way the examples on
 * fullcalendar.io are, since the package ships no demo page): a month calendar with a toolbar
 * (arrow buttons known by their titles, "today", four view buttons), day numbers and week-view
 * column headers that are links to a day, events drawn as links, a "+2 more" link that opens a
 * popover, drag and drop of events, and clicks on empty time slots. Blind: written the way testers
 * write them, before the resolver was run on this app, and frozen
 * (test/offline/real-apps-frozen.test.ts). A few steps are ambiguous on purpose: the right outcome
 * is a hand-over with the page untouched.
 */
import { expect, type Page } from '@playwright/test';
import { finds, LOAD_MS, says, type AppStep, type RealApp } from './corpus.js';

interface Calendar {
  view: { type: string; currentStart: Date };
  changeView(type: string): void;
  getEventById(id: string): { start: Date } | null;
  getEvents(): { id: string; start: Date }[];
}
declare const calendar: Calendar;

/** Everything a step could change: the view, the dates shown, the events' dates, the two log lines, an open popover. */
async function state(page: Page): Promise<string> {
  return page.evaluate(() => {
    const day = (d: Date) => `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()} ${d.getHours()}:${d.getMinutes()}`;
    return JSON.stringify({
      view: calendar.view.type,
      start: day(calendar.view.currentStart),
      events: calendar.getEvents().map((e) => `${e.id}@${day(e.start)}`),
      logs: Array.from(document.querySelectorAll('.log')).map((e) => e.textContent),
      popover: document.querySelectorAll('.fc-popover').length,
      url: location.href,
    });
  });
}

let prepared = '';

async function prepare(page: Page, origin: string, setup: string) {
  if (!['month', 'week', 'list', 'popover'].includes(setup)) throw new Error(`no FullCalendar setup ${setup}`);
  await page.goto(`${origin}/fullcalendar/index.html?fresh=${Date.now()}`, { waitUntil: 'domcontentloaded', timeout: LOAD_MS });
  await expect(page.locator('.fc-toolbar-title')).toHaveText('March 2026', { timeout: LOAD_MS });
  if (setup === 'week' || setup === 'list') {
    await page.evaluate((type) => calendar.changeView(type), setup === 'week' ? 'timeGridWeek' : 'listWeek');
    await expect(page.locator('.fc-toolbar-title')).toHaveText('Mar 8 – 14, 2026');
  }
  if (setup === 'popover') {
    await page.locator('td[data-date="2026-03-18"] .fc-more-link').click();
    await expect(page.locator('.fc-popover')).toBeVisible();
  }
  await page.mouse.move(0, 0);
  prepared = await state(page);
}

/** An ambiguous step: the right outcome is a hand-over, and the page as it was. */
const untouched = async (page: Page) => {
  expect(await state(page)).toBe(prepared);
};
const asks = (setup: string, phrasings: string[]): AppStep[] => says(setup, async () => undefined, untouched, phrasings);

// --- checks ----------------------------------------------------------------------------------

/** The calendar shows this view, starting on this day (`YYYY-M-D`, local). */
const shows = (type: string, start: string) => async (page: Page) => {
  const read = () =>
    page.evaluate(() => {
      const d = calendar.view.currentStart;
      return `${calendar.view.type} ${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
    });
  await expect.poll(read, { timeout: 3_000 }).toBe(`${type} ${start}`);
};
/** The month view of the month that holds today. */
const showsToday = async (page: Page) => {
  const read = () =>
    page.evaluate(() => {
      const now = new Date();
      const d = calendar.view.currentStart;
      return calendar.view.type === 'dayGridMonth' && d.getFullYear() === now.getFullYear() && d.getMonth() === now.getMonth();
    });
  await expect.poll(read, { timeout: 3_000 }).toBe(true);
};
const selected = (title: string) => async (page: Page) => {
  await expect(page.locator('#event-log')).toHaveText(`Selected: ${title}`, { timeout: 3_000 });
};
/** The event now starts on this day (`YYYY-M-D`), at the time it had. */
const movedTo = (id: string, date: string) => async (page: Page) => {
  const read = () =>
    page.evaluate((id) => {
      const d = calendar.getEventById(id)?.start;
      return d ? `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}` : null;
    }, id);
  await expect.poll(read, { timeout: 3_000 }).toBe(date);
};
const popoverOpen = (open: boolean) => async (page: Page) => {
  if (open) await expect(page.locator('.fc-popover')).toContainText('Sprint retro', { timeout: 3_000 });
  else await expect(page.locator('.fc-popover')).toHaveCount(0, { timeout: 3_000 });
};

// --- references ------------------------------------------------------------------------------

const click = (selector: string) => (page: Page) => page.locator(selector).first().click();
const event = (title: string) => `a.fc-event:has(.fc-event-title:text-is("${title}"))`;
const dayCell = (date: string) => `td[data-date="${date}"]`;
/** FullCalendar starts a drag after the pointer has moved a few pixels: a person moves in steps. */
const drag = (title: string, date: string) => async (page: Page) => {
  const from = await page.locator(event(title)).boundingBox();
  const to = await page.locator(`${dayCell(date)} .fc-daygrid-day-frame`).boundingBox();
  if (!from || !to) throw new Error(`cannot drag ${title} to ${date}`);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
  await page.mouse.up();
};
/** The 2 pm slot of a day column in the week view. */
const clickSlot = (date: string, time: string) => async (page: Page) => {
  const column = await page.locator(`.fc-timegrid-col[data-date="${date}"]`).boundingBox();
  const slot = page.locator(`.fc-timegrid-slot-lane[data-time="${time}"]`);
  await slot.scrollIntoViewIfNeeded();
  const row = await slot.boundingBox();
  if (!column || !row) throw new Error(`no slot ${date} ${time}`);
  await page.mouse.click(column.x + column.width / 2, row.y + row.height / 2);
};

export const FULLCALENDAR_STEPS: AppStep[] = [
  // The toolbar: months.
  ...says('month', click('.fc-next-button'), shows('dayGridMonth', '2026-4-1'), [
    'go to the next month',
    'click the Next month button',
    'click the right arrow',
    'navigate to April',
  ]),
  ...says('month', click('.fc-prev-button'), shows('dayGridMonth', '2026-2-1'), ['go back to February', 'click "Previous month"']),
  ...says('month', click('.fc-today-button'), showsToday, ['click today', 'jump to the current month']),

  // The toolbar: views.
  ...says('month', click('.fc-timeGridWeek-button'), shows('timeGridWeek', '2026-3-8'), ['switch to week view', 'click week', 'show the calendar by week']),
  ...says('month', click('.fc-timeGridDay-button'), shows('timeGridDay', '2026-3-10'), ['change the view to day', 'open the day view']),
  ...says('month', click('.fc-listWeek-button'), shows('listWeek', '2026-3-8'), ['show the list view', 'click the list button']),
  ...says('week', click('.fc-dayGridMonth-button'), shows('dayGridMonth', '2026-3-1'), ['go back to the month view', 'click month']),
  ...says('week', click('.fc-next-button'), shows('timeGridWeek', '2026-3-15'), ['go to next week', 'click the Next week arrow']),

  // Links to a day.
  ...says('month', click(`${dayCell('2026-03-18')} a.fc-daygrid-day-number`), shows('timeGridDay', '2026-3-18'), [
    'go to March 18',
    'click the day number 18',
    'open March 18, 2026',
  ]),
  ...says('week', click('th.fc-day-thu a.fc-col-header-cell-cushion'), shows('timeGridDay', '2026-3-12'), ['open Thursday in the day view']),

  // Events.
  ...says('month', click(event('Dentist')), selected('Dentist'), ['click the Dentist event', 'open Dentist']),
  ...says('month', click(event('Design review')), selected('Design review'), ['select the event "Design review"']),
  ...says('month', click(event('Release 2.4')), selected('Release 2.4'), ['click on Release 2.4']),
  ...says('month', click(event('Team offsite')), selected('Team offsite'), ['click the Team offsite bar']),
  ...says('list', click('tr.fc-list-event:has-text("Design review") a'), selected('Design review'), ['click Design review in the list']),

  // "+2 more" and its popover.
  ...says('month', click(`${dayCell('2026-03-18')} .fc-more-link`), popoverOpen(true), ['click "+2 more"', 'show the 2 more events on the 18th']),
  ...says('popover', click(`.fc-popover ${event('Sprint retro')}`), selected('Sprint retro'), ['click Sprint retro in the popover']),
  ...says('popover', click('.fc-popover-close'), popoverOpen(false), ['close the popover']),

  // An empty slot (dateClick).
  ...says('week', clickSlot('2026-03-13', '14:00:00'), async (page) => {
    await expect(page.locator('#date-log')).toHaveText(/^Clicked 2026-03-13T14:00:00/, { timeout: 3_000 });
  }, ['click the 2pm slot on Friday']),

  // Drag and drop.
  ...says('month', drag('Dentist', '2026-03-20'), movedTo('dentist', '2026-3-20'), ['drag Dentist to March 20', 'move the Dentist appointment to Friday the 20th']),
  ...says('month', drag("Olga's birthday", '2026-03-28'), movedTo('birthday', '2026-3-28'), ["drag Olga's birthday to the 28th"]),

  // Ambiguous: two arrows, eleven events, two days numbered 2 (March and April).
  ...asks('month', ['click the arrow', 'open the event', 'click 2']),

  // Finding things.
  ...finds('month', '.fc-toolbar-title', ['find the month title']),
  ...finds('month', event('Dentist'), ['find the Dentist event']),
  ...finds('month', '.fc-next-button', ['find the next button']),
  ...finds('month', `${dayCell('2026-03-18')} .fc-more-link`, ['find the "+2 more" link']),
];

export const FULLCALENDAR: RealApp = { name: 'fullcalendar', steps: FULLCALENDAR_STEPS, prepare, state };
