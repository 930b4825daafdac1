/**
 * Steps for a mail app of ours built on the Fluent UI web components 2.6.1 (test/offline/apps/fluent-mail/:
 * the npm package `@fluentui/web-components`, MIT, whose elements keep their controls in shadow DOM):
 * folders in a fluent tree view, a search box, a message list (a checkbox and a Star toggle button on
 * each row; unread ones in bold), Archive / Delete / Mark all as read for the ticked messages, a
 * reading pane (Reply, Forward, Archive, Delete, a More actions menu: Mark as unread, Block sender,
 * Report as junk), a compose dialog (To, Subject, Message, a Priority select, a read-receipt
 * checkbox, Send, Discard), settings (a Focused inbox switch, a Density radio group) and a status line.
 * Blind: written the way testers write them, before the resolver was run on this app, and frozen
 * (test/offline/real-apps-frozen.test.ts). A few steps are ambiguous on purpose: the right outcome
 * is a hand-over with the page untouched.
 *
 * Every check compares the whole page state (the app's model: folder, open message, search, ticked
 * messages, each message's folder, unread and starred flags, blocked senders, sent messages,
 * settings; the compose dialog and its fields; the menu; the status line) with the state the step
 * started from, with only the asked-for change.
 */
import { expect, type Page } from '@playwright/test';
import { finds, LOAD_MS, says, type AppStep, type RealApp } from './corpus.js';

/** Everything a step could change. */
const read = (page: Page) =>
  page.evaluate(() => {
    interface Message { id: number; folder: string; unread: boolean; starred: boolean }
    const mail = (window as unknown as { mail: { folder: string; open: number | null; query: string; checked: number[]; blocked: string[]; sent: unknown[]; settings: { focused: boolean; density: string }; messages: Message[] } }).mail;
    const value = (id: string) => (document.getElementById(id) as unknown as { value: string }).value;
    const compose = document.getElementById('compose') as HTMLElement;
    return {
      folder: mail.folder,
      open: mail.open,
      query: mail.query,
      checked: [...mail.checked].sort(),
      blocked: [...mail.blocked],
      sent: JSON.parse(JSON.stringify(mail.sent)) as unknown[],
      settings: { ...mail.settings },
      messages: Object.fromEntries(mail.messages.map((m) => [m.id, { folder: m.folder, unread: m.unread, starred: m.starred }])),
      compose: compose.hidden
        ? null
        : { title: document.getElementById('compose-title')?.textContent ?? '', to: value('to'), subject: value('subject'), body: value('body'), priority: value('priority'), receipt: (document.getElementById('receipt') as unknown as { checked: boolean }).checked },
      menu: document.getElementById('more-menu') ? !(document.getElementById('more-menu') as HTMLElement).hidden : null,
      search: value('search'),
      status: (document.getElementById('status')?.textContent ?? '').trim(),
    };
  });
type State = Awaited<ReturnType<typeof read>>;
type Msg = State['messages'][string];

async function state(page: Page): Promise<string> {
  return JSON.stringify({ ...(await read(page)), url: page.url() });
}

let prepared: State | undefined;

const row = (page: Page, subject: string) => page.locator('.msg').filter({ has: page.locator('.subject').getByText(subject, { exact: true }) });

async function prepare(page: Page, origin: string, setup: string) {
  await page.goto(`${origin}/fluent-mail/index.html?fresh=${Date.now()}`, { waitUntil: 'load', timeout: LOAD_MS });
  await expect.poll(() => page.evaluate(() => (window as unknown as { mailReady?: boolean }).mailReady === true), { timeout: LOAD_MS }).toBe(true);
  await expect(page.getByRole('treeitem', { name: 'Inbox (3)' })).toBeVisible({ timeout: LOAD_MS });
  await expect(page.getByRole('checkbox', { name: 'Select Flight itinerary' })).toBeVisible({ timeout: LOAD_MS });
  if (['open', 'menu', 'reply'].includes(setup)) {
    await row(page, 'Flight itinerary').locator('.open').click();
    await expect(page.getByRole('button', { name: 'More actions' })).toBeVisible({ timeout: LOAD_MS });
  }
  if (setup === 'menu') {
    await page.getByRole('button', { name: 'More actions' }).click();
    await expect(page.getByRole('menuitem', { name: 'Block sender' })).toBeVisible({ timeout: LOAD_MS });
  }
  if (setup === 'reply') {
    await page.getByRole('button', { name: 'Reply', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('Re: Flight itinerary', { timeout: LOAD_MS });
  }
  if (setup === 'compose') {
    await page.getByRole('button', { name: 'New message' }).click();
    await expect(page.getByRole('textbox', { name: 'To' })).toBeVisible({ timeout: LOAD_MS });
  }
  if (setup === 'checked') {
    await page.getByRole('checkbox', { name: 'Select Quarterly report draft' }).click();
    await page.getByRole('checkbox', { name: 'Select Invoice 1002 overdue' }).click();
    await expect.poll(() => read(page).then((s) => s.checked), { timeout: LOAD_MS }).toEqual([1, 4]);
  }
  if (setup === 'search') {
    await page.getByRole('searchbox', { name: 'Search mail' }).fill('invoice');
    await expect.poll(() => read(page).then((s) => s.query), { timeout: LOAD_MS }).toBe('invoice');
  }
  if (setup === 'archive') {
    await page.getByRole('treeitem', { name: 'Archive' }).click();
    await expect.poll(() => read(page).then((s) => s.folder), { timeout: LOAD_MS }).toBe('Archive');
  }
  await page.mouse.move(1270, 700);
  prepared = await read(page);
}

// --- checks ----------------------------------------------------------------------------------

type Change = Partial<Omit<State, 'messages' | 'compose'>> & { messages?: Record<number, Partial<Msg>>; compose?: Partial<NonNullable<State['compose']>> | null };

/** The page as the step found it, with these changes only (`messages` and `compose` are merged). */
const becomes = (change: Change) => async (page: Page) => {
  if (!prepared) throw new Error('not prepared');
  const messages = { ...prepared.messages };
  for (const [id, patch] of Object.entries(change.messages ?? {})) messages[id] = { ...messages[id]!, ...patch };
  const compose = change.compose === null ? null : change.compose ? { title: '', to: '', subject: '', body: '', priority: 'Normal', receipt: false, ...prepared.compose, ...change.compose } : prepared.compose;
  const want = { ...prepared, ...change, messages, compose };
  await expect.poll(() => read(page), { timeout: 5_000 }).toEqual(want).catch(async () => {
    // One line that names what differs (the corpus prints the first lines of a failed check).
    const got = (await read(page)) as Record<string, unknown>;
    const keys = Object.keys(want).filter((k) => JSON.stringify(got[k]) !== JSON.stringify((want as Record<string, unknown>)[k]));
    throw new Error(`page state differs: ${keys.map((k) => `${k} ${JSON.stringify(got[k])}, wanted ${JSON.stringify((want as Record<string, unknown>)[k])}`).join('; ')}`);
  });
};

/** An ambiguous step: the right outcome is a hand-over, and the page as it was. */
const asks = (setup: string, phrasings: string[]): AppStep[] => says(setup, async () => undefined, becomes({}), phrasings);

// --- references ------------------------------------------------------------------------------

const open = (subject: string) => async (page: Page) => {
  await row(page, subject).locator('.open').click();
};
const starButton = (subject: string) => async (page: Page) => {
  await row(page, subject).locator('.star').click();
};
const tick = (subject: string) => async (page: Page) => {
  await page.getByRole('checkbox', { name: `Select ${subject}` }).click();
};
const button = (name: string, scope?: string) => async (page: Page) => {
  await (scope ? page.locator(scope) : page).getByRole('button', { name, exact: true }).click();
};
const menuItem = (name: string) => async (page: Page) => {
  await page.getByRole('menuitem', { name }).click();
};
const folder = (name: string) => async (page: Page) => {
  await page.getByRole('treeitem', { name: new RegExp(`^${name}`) }).click();
};
const search = (text: string) => async (page: Page) => {
  await page.getByRole('searchbox', { name: 'Search mail' }).fill(text);
};
const fill = (name: string, text: string) => async (page: Page) => {
  await page.getByRole('textbox', { name, exact: true }).fill(text);
};
const priority = (value: string) => async (page: Page) => {
  await page.getByRole('combobox', { name: 'Priority' }).click();
  await page.getByRole('option', { name: value, exact: true }).click();
};

const OPENED = (subject: string) => `Opened "${subject}"`;
const REPLY = { title: 'Reply', to: 'Chen Wei', subject: 'Re: Flight itinerary', body: '', priority: 'Normal', receipt: false };
const NEW = { title: 'New message', to: '', subject: '', body: '', priority: 'Normal', receipt: false };

export const FLUENT_MAIL_STEPS: AppStep[] = [
  // The message list.
  ...says('home', open('Flight itinerary'), becomes({ open: 3, menu: false, status: OPENED('Flight itinerary') }), ['open the message from Chen Wei']),
  ...says('home', open('Quarterly report draft'), becomes({ open: 1, menu: false, messages: { 1: { unread: false } }, status: OPENED('Quarterly report draft') }), ['click Quarterly report draft']),
  ...says('home', open('Invoice 1002 overdue'), becomes({ open: 4, menu: false, messages: { 4: { unread: false } }, status: OPENED('Invoice 1002 overdue') }), ['read the invoice email']),
  ...says('home', starButton('Invoice 1002 overdue'), becomes({ messages: { 4: { starred: true } }, status: 'Starred "Invoice 1002 overdue"' }), ['star the message from Dana Smith']),
  ...says('home', starButton('Lunch on Friday?'), becomes({ messages: { 2: { starred: false } }, status: 'Unstarred "Lunch on Friday?"' }), ['unstar Lunch on Friday?']),
  ...says('home', starButton('Flight itinerary'), becomes({ messages: { 3: { starred: true } }, status: 'Starred "Flight itinerary"' }), ['star the third message']),
  ...says('home', tick('Team offsite photos'), becomes({ checked: [5], status: '1 selected' }), ['tick the checkbox for Team offsite photos']),
  ...says('checked', button('Archive', '#list-pane'), becomes({ checked: [], messages: { 1: { folder: 'Archive' }, 4: { folder: 'Archive' } }, status: 'Archived 2 messages' }), ['archive the selected messages']),
  ...says('checked', button('Delete', '#list-pane'), becomes({ checked: [], messages: { 1: { folder: 'Trash' }, 4: { folder: 'Trash' } }, status: 'Deleted 2 messages' }), ['click Delete']),
  ...says('checked', tick('Invoice 1002 overdue'), becomes({ checked: [1], status: '1 selected' }), ['uncheck Invoice 1002 overdue']),
  ...says('home', button('Mark all as read'), becomes({ messages: { 1: { unread: false }, 2: { unread: false }, 4: { unread: false } }, status: 'Marked all in Inbox as read' }), ['mark all as read']),
  ...says('home', button('Archive', '#list-pane'), becomes({ status: 'Select messages first' }), ['click Archive above the message list']),

  // The reading pane and its menu.
  ...says('open', button('Archive', '#reading'), becomes({ open: null, messages: { 3: { folder: 'Archive' } }, menu: null, status: 'Archived "Flight itinerary"' }), ['archive this message']),
  ...says('open', button('Delete', '#reading'), becomes({ open: null, messages: { 3: { folder: 'Trash' } }, menu: null, status: 'Deleted "Flight itinerary"' }), ['click Delete in the reading pane']),
  ...says('open', button('Reply'), becomes({ compose: REPLY, status: 'Replying to Chen Wei' }), ['reply to Chen Wei']),
  ...says('open', button('Forward'), becomes({ compose: { ...NEW, title: 'Forward', subject: 'Fwd: Flight itinerary', body: '\n\n---\nYour flight to Lisbon leaves at 9:40 on Monday.' }, status: 'Forwarding Flight itinerary' }), ['forward this email']),
  ...says('open', button('More actions'), becomes({ menu: true }), ['open the More actions menu']),
  ...says('menu', menuItem('Block sender'), becomes({ menu: false, blocked: ['Chen Wei'], status: 'Blocked Chen Wei' }), ['click Block sender']),
  ...says('menu', menuItem('Report as junk'), becomes({ open: null, menu: null, messages: { 3: { folder: 'Junk' } }, status: 'Moved "Flight itinerary" to Junk' }), ['choose Report as junk']),
  ...says('open', async (page) => { await button('More actions')(page); await menuItem('Mark as unread')(page); }, becomes({ open: null, menu: null, messages: { 3: { unread: true } }, status: 'Marked "Flight itinerary" as unread' }), ['mark the message as unread']),
  ...says('menu', async (page) => { await page.keyboard.press('Escape'); }, becomes({ menu: false }), ['close the menu']),

  // Folders.
  ...says('home', folder('Sent'), becomes({ folder: 'Sent', status: 'Showing Sent' }), ['go to the Sent folder']),
  ...says('home', folder('Archive'), becomes({ folder: 'Archive', status: 'Showing Archive' }), ['open Archive in the folders list']),
  ...says('archive', folder('Inbox'), becomes({ folder: 'Inbox', status: 'Showing Inbox' }), ['go back to the Inbox']),

  // Searching.
  ...says('home', search('invoice'), becomes({ query: 'invoice', search: 'invoice' }), ['search for invoice']),
  ...says('home', search('Lisbon'), becomes({ query: 'Lisbon', search: 'Lisbon' }), ['type Lisbon in the search box']),
  ...says('search', search(''), becomes({ query: '', search: '' }), ['clear the search']),

  // Writing messages.
  ...says('home', button('New message'), becomes({ compose: NEW, status: 'Writing a new message' }), ['click New message']),
  ...says('compose', fill('To', 'dana@example.com'), becomes({ compose: { to: 'dana@example.com' } }), ['fill To with dana@example.com']),
  ...says('compose', fill('Subject', 'Meeting notes'), becomes({ compose: { subject: 'Meeting notes' } }), ['enter Meeting notes as the subject']),
  ...says('compose', fill('Message', 'See you at 10'), becomes({ compose: { body: 'See you at 10' } }), ["type 'See you at 10' in the message"]),
  ...says('compose', priority('High'), becomes({ compose: { priority: 'High' } }), ['set the priority to High']),
  ...says('reply', priority('Low'), becomes({ compose: { priority: 'Low' } }), ['choose Low priority']),
  ...says('compose', async (page) => { await page.getByRole('checkbox', { name: 'Request a read receipt' }).click(); }, becomes({ compose: { receipt: true } }), ['tick Request a read receipt']),
  ...says('reply', button('Send'), becomes({ compose: null, sent: [{ to: 'Chen Wei', subject: 'Re: Flight itinerary', body: '', priority: 'Normal', receipt: false }], status: 'Message sent to Chen Wei' }), ['send the reply']),
  ...says('compose', button('Send'), becomes({ status: 'Add at least one recipient' }), ['click Send']),
  ...says('reply', button('Discard'), becomes({ compose: null, status: 'Draft discarded' }), ['discard the draft']),

  // Settings.
  ...says('home', async (page) => { await page.getByRole('switch', { name: 'Focused inbox' }).click(); }, becomes({ settings: { focused: true, density: 'comfortable' }, status: 'Focused inbox on' }), ['turn on Focused inbox']),
  ...says('home', async (page) => { await page.getByRole('radio', { name: 'Compact' }).click(); }, becomes({ settings: { focused: false, density: 'compact' }, status: 'Density: compact' }), ['switch the density to Compact']),

  // Ambiguous: six messages with a Star button; three unread messages; four fields in the dialog.
  ...asks('home', ['star the message']),
  ...asks('home', ['open the unread email']),
  ...asks('compose', ['type hello into the field']),

  // Finding things.
  ...finds('home', '#search', ['find the search box']),
  ...finds('open', '#reply', ['find the Reply button']),
  ...finds('home', '.msg[data-id="2"] .pick', ['find the checkbox for Lunch on Friday?']),
];

export const FLUENT_MAIL: RealApp = { name: 'fluent-mail', steps: FLUENT_MAIL_STEPS, prepare, state };
