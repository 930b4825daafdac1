/**
 * An action on one row said as its verb and the row's item (rule row-verb), and a row's toggle drawn
 * as a sign named by its tooltip (rule row-toggle), on pages of our own: a photo library's bin
 * (Restore and Delete forever per row), a music library whose rows each have a "More actions" menu
 * button (APG menu button: a role menu of entries), and a mailbox whose messages have a ☆ toggle
 * titled Star. Each behaviour acts and its effect is read on the page; each near miss hands over
 * with a reason and leaves the page as it was (a menu opened to look for an entry is closed again).
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const BIN_ROWS: [string, string][] = [
  ['Harbour at dusk.jpg', 'Monday'],
  ['Old logo.png', 'Tuesday'],
  ['Beach.jpg', 'Wednesday'],
  ['Beach.jpg', 'Thursday'],
  ['Sunset.jpg', 'Friday'],
];

/** A photo library's bin: every row has Restore and Delete forever; two rows are "Beach.jpg"; Locked.png has only Details. */
const BIN = `<!doctype html><title>Photos - Bin</title>
<h1>Bin</h1>
<table aria-label="Deleted photos">
<thead><tr><th>Name</th><th>Deleted</th><th>Actions</th></tr></thead>
<tbody>${BIN_ROWS.map(([name, day], i) => `<tr data-i="${i}"><td>${name}</td><td>${day}</td><td><button class="restore">Restore</button> <button class="forever">Delete forever</button></td></tr>`).join('')}
<tr data-i="9"><td>Locked.png</td><td>Saturday</td><td><button class="details">Details</button></td></tr></tbody>
</table>
<p id="log">Ready</p>
<script>
  const log = (t) => { document.getElementById('log').textContent = t; };
  const name = (el) => el.closest('tr').cells[0].textContent;
  document.querySelectorAll('.restore').forEach((b) => b.onclick = () => { log('Restored ' + name(b)); b.closest('tr').remove(); });
  document.querySelectorAll('.forever').forEach((b) => b.onclick = () => { log('Erased ' + name(b)); b.closest('tr').remove(); });
  document.querySelectorAll('.details').forEach((b) => b.onclick = () => log('Details of ' + name(b)));
</script>`;

const TRACKS: [string, string, string[]][] = [
  ['Blue in Green', 'Miles Davis', ['Rename', 'Duplicate', 'Move to playlist', 'Delete']],
  ['So What', 'Miles Davis', ['Rename', 'Duplicate', 'Move to playlist', 'Delete']],
  ['Naima', 'John Coltrane', ['Rename', 'Download', 'Download as MP3', 'Delete']],
];

/**
 * A music library: each row's "More actions" menu button (aria-haspopup, aria-expanded) opens a menu
 * of its own entries, closed by Escape (APG menu button). Entries act on their row.
 */
const LIBRARY = `<!doctype html><title>Music library</title>
<h1>Library</h1>
<table aria-label="Tracks">
<thead><tr><th>Title</th><th>Artist</th><th><span class="sr">Actions</span></th></tr></thead>
<tbody>${TRACKS.map(([title, artist, entries], i) => `<tr><td>${title}</td><td>${artist}</td><td><button class="more" aria-haspopup="menu" aria-expanded="false" aria-controls="m${i}">More actions</button>
<ul role="menu" id="m${i}" aria-label="Actions for ${title}" hidden>${entries.map((e) => `<li role="menuitem" tabindex="-1">${e}</li>`).join('')}</ul></td></tr>`).join('')}</tbody>
</table>
<p id="log">Ready</p>
<script>
  const log = (t) => { document.getElementById('log').textContent = t; };
  const close = (b) => { b.setAttribute('aria-expanded', 'false'); document.getElementById(b.getAttribute('aria-controls')).hidden = true; };
  document.querySelectorAll('.more').forEach((b) => {
    const menu = document.getElementById(b.getAttribute('aria-controls'));
    b.onclick = () => {
      document.querySelectorAll('.more').forEach((o) => o !== b && close(o));
      const open = b.getAttribute('aria-expanded') !== 'true';
      b.setAttribute('aria-expanded', String(open));
      menu.hidden = !open;
      if (open) menu.querySelector('[role=menuitem]').focus();
    };
    menu.addEventListener('keydown', (e) => { if (e.key === 'Escape') { close(b); b.focus(); } });
    menu.querySelectorAll('[role=menuitem]').forEach((m) => m.onclick = () => { close(b); log(m.textContent + ': ' + b.closest('tr').cells[0].textContent); });
  });
</script>`;

/**
 * A mailbox: each message has a sign toggle ☆ titled "Star" (aria-pressed), and a ⚑ titled "Flag";
 * the newsletter's only toggle is the flag. The list is drawn anew from its data on every toggle (the
 * button pressed is replaced by one showing ★), as apps that render from state do; each row starts with
 * its day, which leaves no text that finds a star through its row, so it is found by its place among
 * the ☆s, and once drawn as ★ that place holds the next message's ☆ (its state is not the effect).
 */
const MAIL = `<!doctype html><title>Inbox</title>
<h1>Inbox</h1>
<table aria-label="Messages"><thead><tr><th>Received</th><th>From</th><th>Subject</th><th></th></tr></thead><tbody id="list"></tbody></table>
<p id="log">Ready</p>
<script>
  const mail = [
    { day: 'Today', from: 'Priya Nair', subject: 'Quarterly figures', star: false, flag: false },
    { day: 'Today', from: 'Priya Nair', subject: 'Board minutes', star: false, flag: false },
    { day: 'Today', from: 'Tom Berg', subject: 'Lunch on Friday', star: true, flag: false },
    { day: 'Monday', from: 'Weekly digest', subject: 'Your newsletter', flag: false },
    { day: 'Monday', from: 'Anna Lind', subject: 'Holiday photos', star: false, flag: false },
  ];
  const log = (t) => { document.getElementById('log').textContent = t; };
  const render = () => {
    document.getElementById('list').innerHTML = mail.map((m, i) => '<tr data-i="' + i + '"><td>' + m.day + '</td><td>' + m.from + '</td><td>' + m.subject + '</td><td>'
      + ('star' in m ? '<button class="star" title="Star" aria-pressed="' + m.star + '">' + (m.star ? '★' : '☆') + '</button> ' : '')
      + '<button class="flag" title="Flag" aria-pressed="' + m.flag + '">⚑</button></td></tr>').join('');
  };
  document.getElementById('list').addEventListener('click', (e) => {
    const b = e.target.closest('button'); if (!b) return;
    const m = mail[Number(b.closest('tr').dataset.i)];
    const what = b.className;
    m[what] = !m[what];
    log((m[what] ? '' : 'un') + what + ' ' + m.subject);
    render();
  });
  render();
</script>`;

/**
 * A document bin whose name cells hold the name as a button (a file manager's way: click to
 * preview), no text of their own beside it; two rows are "Poster.svg".
 */
const DOCS_BIN = `<!doctype html><title>Documents - Bin</title>
<h1>Bin</h1>
<table aria-label="Deleted documents">
<thead><tr><th>Name</th><th>Deleted</th><th></th></tr></thead>
<tbody>${[['Minutes.odt', 'Monday'], ['Poster.svg', 'Tuesday'], ['Poster.svg', 'Wednesday'], ['Budget notes.txt', 'Friday']].map(([name, day]) => `<tr><td><button class="name">${name}</button></td><td>${day}</td><td><button class="restore">Restore</button></td></tr>`).join('')}</tbody>
</table>
<p id="log">Ready</p>
<script>
  const log = (t) => { document.getElementById('log').textContent = t; };
  document.querySelectorAll('.restore').forEach((b) => b.onclick = () => { log('Restored ' + b.closest('tr').cells[0].textContent); b.closest('tr').remove(); });
  document.querySelectorAll('.name').forEach((b) => b.onclick = () => log('Preview of ' + b.textContent));
</script>`;

const pages = ownPages({ '/bin': BIN, '/library': LIBRARY, '/mail': MAIL, '/docs-bin': DOCS_BIN });
const page = () => pages.client.page;
const log = () => page().locator('#log').textContent();

async function open(path: string) {
  await page().goto(`${pages.origin}${path}`);
}

async function resolves(step: string, rule: string, after: string) {
  const result = await pages.client.act(step);
  expect(result.success, result.message).toBe(true);
  expect(result.decision?.by).toEqual({ kind: 'rule', rule });
  expect(await log()).toBe(after);
  return result;
}

async function handsOver(step: string, why: RegExp) {
  await expect(pages.client.act(step)).rejects.toThrow(why);
  expect(await log()).toBe('Ready');
}

/** No menu of the library is open, and every menu button says it is closed. */
async function menusClosed() {
  expect(await page().locator('[role=menu]:not([hidden])').count()).toBe(0);
  expect(await page().locator('.more[aria-expanded="true"]').count()).toBe(0);
}

describe('a row\'s own control named by the verb and the words after the item (rule row-verb)', () => {
  it('"restore Old logo.png": the Restore of that row', async () => {
    await open('/bin');
    await resolves('restore Old logo.png', 'row-verb', 'Restored Old logo.png');
    expect(await page().getByRole('row', { name: /Old logo/ }).count()).toBe(0);
  });

  it('"delete Harbour at dusk.jpg forever": the words after the item say which control (Delete forever)', async () => {
    await open('/bin');
    await resolves('delete Harbour at dusk.jpg forever', 'row-verb', 'Erased Harbour at dusk.jpg');
  });

  it('"remove Sunset.jpg forever": remove and delete are one verb (Delete forever)', async () => {
    await open('/bin');
    await resolves('remove Sunset.jpg forever', 'row-verb', 'Erased Sunset.jpg');
  });

  it('near miss: "delete Sunset.jpg permanently" names no control of the row (Delete forever)', async () => {
    await open('/bin');
    await handsOver('delete Sunset.jpg permanently', /no control named "delete permanently"/);
  });

  it('near miss: two rows naming the item hand over naming both', async () => {
    await open('/bin');
    await handsOver('restore Beach.jpg', /2 rows say "Beach\.jpg".*Wednesday.*Thursday/);
  });

  it('near miss: a row with no such control and no menu button hands over saying what it holds', async () => {
    await open('/bin');
    await handsOver('restore Locked.png', /the row for "Locked\.png" has no control named "restore" and no menu button \(it holds: Details\)/);
  });

  it('near miss: a verb no control of the row says hands over', async () => {
    await open('/bin');
    await handsOver('archive Sunset.jpg', /no control named "archive"/);
  });
});

describe('a row said by the name its cell shows as its one control (rule row-verb)', () => {
  it('"restore Minutes.odt": the row whose name cell holds the button "Minutes.odt", its Restore', async () => {
    await open('/docs-bin');
    await resolves('restore Minutes.odt', 'row-verb', 'Restored Minutes.odt');
  });

  it('near miss: two rows whose name buttons say "Poster.svg" hand over naming both', async () => {
    await open('/docs-bin');
    await handsOver('restore Poster.svg', /2 rows say "Poster\.svg"/);
  });

  it('near miss: a part of a name ("restore Budget") keys no row: handed over, nothing restored', async () => {
    await open('/docs-bin');
    await handsOver('restore Budget', /handed over/);
  });
});

describe('a row\'s action picked from the row\'s one menu (rule row-verb, then the menu entry)', () => {
  it('"rename So What": More actions of that row, then its Rename entry', async () => {
    await open('/library');
    const result = await resolves('rename So What', 'row-verb', 'Rename: So What');
    await menusClosed();
    // The action is said once: the opener, then the entry picked.
    expect(result.actionDescription).toBe('open button "More actions" of the row for "So What", then pick the menu entry "Rename"');
    expect(result.actions).toHaveLength(2);
  });

  it('"duplicate Blue in Green": an entry said by the verb alone', async () => {
    await open('/library');
    await resolves('duplicate Blue in Green', 'row-verb', 'Duplicate: Blue in Green');
  });

  it('"download Naima as MP3": the words after the item narrow two Download entries to one', async () => {
    await open('/library');
    await resolves('download Naima as MP3', 'row-verb', 'Download as MP3: Naima');
  });

  it('near miss: a menu with no entry saying the verb is closed with Escape and handed over naming its entries', async () => {
    await open('/library');
    await handsOver('archive So What', /opened a menu, but no entry of the menu says archive \(it shows "rename", "duplicate", "move to playlist", "delete"\)/);
    await menusClosed();
  });

  it('near miss: two entries saying the verb are not picked from', async () => {
    await open('/library');
    await handsOver('download Naima', /2 entries of the menu fit \("download", "download as mp3"\)/);
    await menusClosed();
  });

  it('near miss: a verb for a row no table names is not this rule\'s', async () => {
    await open('/library');
    await expect(pages.client.act('rename Giant Steps')).rejects.toThrow();
    expect(await log()).toBe('Ready');
    await menusClosed();
  });
});

describe('a row\'s toggle drawn as a sign, named by its tooltip (rule row-toggle)', () => {
  it('"star Quarterly figures": the ☆ titled Star is pressed (drawn anew as ★)', async () => {
    await open('/mail');
    await resolves('star Quarterly figures', 'row-toggle', 'star Quarterly figures');
    expect(await page().getByTitle('Star').first().getAttribute('aria-pressed')).toBe('true');
    expect(await page().getByTitle('Star').nth(1).getAttribute('aria-pressed')).toBe('false');
  });

  it('"unstar Lunch on Friday": the pressed ★ is released', async () => {
    await open('/mail');
    await resolves('unstar Lunch on Friday', 'row-toggle', 'unstar Lunch on Friday');
  });

  it('"flag Your newsletter": another sign, its own tooltip', async () => {
    await open('/mail');
    await resolves('flag Your newsletter', 'row-toggle', 'flag Your newsletter');
  });

  it('near miss: a sign whose tooltip does not say the verb is not pressed', async () => {
    await open('/mail');
    await handsOver('star Your newsletter', /no star toggle/);
  });

  it('near miss: a message already starred hands over saying so', async () => {
    await open('/mail');
    await handsOver('star Lunch on Friday', /pressed already/);
  });
});
