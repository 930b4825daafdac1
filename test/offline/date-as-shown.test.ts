/**
 * A date (and time) written the way the field already shows its own (issue 25 item 4; fieldservice's Kendo
 * DateTimePicker "Visit start", showing "1/11/2027 8:00 AM": "set visit start to 1/12/2027 9:30 AM" opened it as a
 * list and failed). A numeric date such as 1/12/2027 may be read day or month first, so date-field hands it over; but
 * when the field shows a value written the same way (the same runs of digits, separators and AM/PM), the field reads
 * the tester's text in its own order: it is typed as written and the field left (rule date-field). Pages of ours of
 * another domain: a clinic's appointment form. Near misses: a field showing another shape (ISO) hands the ambiguous
 * date over, untouched; a date with a time on a date-only field is not typed as a date.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

/** A text field that reads a typed "m/d/yyyy h:mm AM" (or "m/d/yyyy") on leaving it, and rewrites it; anything else is refused (emptied). */
const field = (id: string, label: string, held: string, withTime: boolean) => `
  <p><label for="${id}">${label}</label> <input id="${id}" role="combobox" aria-expanded="false" aria-haspopup="grid" value="${held}"></p>
  <script>
    (() => {
      const el = document.getElementById('${id}');
      el.addEventListener('click', () => {});
      el.addEventListener('change', () => {
        const m = el.value.trim().match(${withTime ? '/^(\\d{1,2})\\/(\\d{1,2})\\/(\\d{4}) (\\d{1,2}):(\\d{2}) (AM|PM)$/' : '/^(\\d{1,2})\\/(\\d{1,2})\\/(\\d{4})$/'});
        el.value = m ? m.slice(1).join(' ').replace(/^(\\d+) (\\d+) (\\d+)/, '$1/$2/$3').replace(/ (\\d+) (\\d+) /, ' $1:$2 ') : '';
        el.dataset.read = m ? 'yes' : 'no';
      });
    })();
  </script>`;

const CLINIC = `<!doctype html><title>Clinic appointment</title>
<h1>Book an appointment</h1>
${field('slot', 'Appointment', '3/4/2027 10:15 AM', true)}
${field('follow', 'Follow-up date', '3/18/2027', false)}
<button type="button">Confirm</button>`;

const ISO = `<!doctype html><title>Clinic appointment</title>
<h1>Book an appointment</h1>
<p><label for="slot">Appointment date</label> <input id="slot" value="2027-03-04"></p>`;

const pages = ownPages({ '/clinic': CLINIC, '/iso': ISO });
const page = () => pages.client.page;
const run = (step: string) => pages.client.act(step).then((r) => ({ outcome: r.success ? 'acted' : 'failed', message: r.message }), (e: Error) => ({ outcome: 'handed over', message: e.message }));
const open = (path: string) => page().goto(`${pages.origin}${path}`);
const value = (selector: string) => page().locator(selector).inputValue();

describe('date-field: a date written as the field shows its own', () => {
  it('"set appointment to 3/9/2027 2:30 PM" on a field showing "3/4/2027 10:15 AM": typed as written and left', async () => {
    await open('/clinic');
    const r = await run('set appointment to 3/9/2027 2:30 PM');
    expect(r).toMatchObject({ outcome: 'acted' });
    expect(await value('#slot')).toBe('3/9/2027 2:30 PM');
    expect(await page().locator('#slot').getAttribute('data-read')).toBe('yes');
  });

  it('"set the follow-up date to 4/2/2027" on a field showing "3/18/2027": typed as written', async () => {
    await open('/clinic');
    const r = await run('set the follow-up date to 4/2/2027');
    expect(r).toMatchObject({ outcome: 'acted' });
    expect(await value('#follow')).toBe('4/2/2027');
  });

  it('near miss: the field shows its date another way (ISO): 3/9/2027 may be read two ways, handed over, untouched', async () => {
    await open('/iso');
    const r = await run('set the appointment date to 3/9/2027');
    expect(r.outcome).toBe('handed over');
    expect(r.message).toMatch(/day first or month first/);
    expect(await value('#slot')).toBe('2027-03-04');
  });
});
