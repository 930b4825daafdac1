/**
 * Steps for a made-up company's team chat of ours ("Harbor Labs") built on emoji-picker-element 1.29.1 (Apache-2.0: a
 * web component with a shadow root, the emoji picker of the composer and of reactions; its data from
 * emoji-picker-element-data 1.8.0, Apache-2.0) (test/offline/apps/chat/): a sidebar of Channels and Direct messages (section
 * buttons with aria-expanded, links with unread badges, muted channels greyed); a channel header (the channel's name as
 * a menu button: View channel details, Mute channel, Copy link, Leave #general; the topic; a members button named by
 * aria-label; a search box named by its placeholder only; a details icon button named by title only); a message list
 * (role=log) whose messages each carry reaction chips (aria-pressed, aria-label "2 reactions, react with thumbs up
 * emoji"), a "2 replies" link button, and a hover toolbar (Add reaction by aria-label, Reply in thread by title only,
 * More actions by aria-label) whose More actions menu reads Edit message / Pin to channel / Copy link / Delete
 * message… for one's own messages and Pin to channel / Copy link / Mark unread for others'; an inline edit box (Edit
 * message, Cancel, Save); a delete confirmation (alertdialog: Cancel, Delete); a composer (a Formatting toolbar: Bold by
 * aria-label, Italic and Strikethrough by title only, a code button named by its glyph "</>" only, Link, an unnamed
 * list button; a textarea "Message #general"; Attach files, an Emoji button named by title only, an unnamed "@" button,
 * Send now, disabled while empty); the emoji picker in a popover; a thread side panel (Close thread, a "Reply…" box
 * named by placeholder only, an "Also send to #general" checkbox, Send reply); a channel details dialog (About and
 * Notifications tabs: a Topic field; radios; two role=switch buttons, one named by aria-labelledby and one named by
 * nothing but its neighbouring text, and a checkbox switch in its label; Cancel, Save changes, an icon-only Close).
 * Blind: written the way testers write them, before the resolver was run on this app, and frozen
 * (test/offline/real-apps-frozen.test.ts). A few steps are ambiguous on purpose: the right outcome is a hand-over
 * with the page untouched.
 *
 * Every check compares the whole page state (the conversation shown, the channels joined, the sidebar sections, every
 * unread count, every conversation's settings, every message with its text / edited / pinned / files / reactions /
 * replies, the messages shown, the search, the composer's draft and files, the thread and its reply, the edit box, the
 * menu or popover open, the emoji picker's search, the details dialog and its fields, the delete confirmation, the
 * link copied, every toast shown, the URL) with the state the step started from, with only the asked-for change.
 */
import { expect, type Page } from '@playwright/test';
import { finds, LOAD_MS, says, type AppStep, type RealApp } from './corpus.js';

interface Message { id: string; author: string; text: string; edited: boolean; pinned: boolean; files: string[]; reactions: Record<string, string[]>; replies: string[] }
interface Settings { notify: string; muted: boolean; previews: boolean; threads: boolean; topic: string }
interface Details { tab: string | null; topic: string; notify: string | null; muted: boolean; previews: boolean; threads: boolean }
interface State {
  conv: string;
  channels: string[];
  collapsed: { channels: boolean; dms: boolean };
  unread: Record<string, number>;
  settings: Record<string, Settings>;
  messages: Record<string, Message[]>;
  shown: string[];
  search: string;
  draft: string;
  files: string[];
  thread: string | null;
  reply: string | null;
  alsoSend: boolean | null;
  editing: { id: string; text: string } | null;
  menu: string | null;
  popover: string | null;
  details: Details | null;
  confirm: string | null;
  copied: string | null;
  toasts: string[];
  pickerSearch?: string;
  url?: string;
}

const read = (page: Page) =>
  page.evaluate(() => {
    const picker = document.querySelector('emoji-picker');
    const input = picker?.shadowRoot?.querySelector('input');
    return { ...(window as unknown as { chat: { read(): object } }).chat.read(), pickerSearch: input ? input.value : '', url: location.href };
  }) as Promise<State>;

async function state(page: Page): Promise<string> {
  return JSON.stringify(await read(page));
}

/** The messages the list shows: the conversation's, those matching the search. */
function shownFor(s: State): string[] {
  const q = s.search.trim().toLowerCase();
  return (s.messages[s.conv] ?? []).filter((m) => !q || m.text.toLowerCase().includes(q) || m.author.toLowerCase().includes(q)).map((m) => m.id);
}

let prepared: State | undefined;

const until = async (page: Page, ok: (s: State) => boolean) => {
  await expect.poll(() => read(page).then(ok), { timeout: LOAD_MS }).toBe(true);
};
const message = (page: Page, id: string) => page.locator(`#msgs .msg[data-id="${id}"]`);
const tool = (page: Page, id: string, act: string) => message(page, id).locator(`.tools [data-act="${act}"]`);
const picker = (page: Page) => page.locator('#emoji-pop emoji-picker');
/** An emoji button of the picker (named "😀, grinning face, grinning, grinning_face"). */
const pickEmoji = (page: Page, emoji: string) => picker(page).getByRole('menuitem', { name: new RegExp(`^${emoji}, `) }).first();

async function prepare(page: Page, origin: string, setup: string) {
  const at = setup === 'design' ? '#/design' : '';
  await page.goto(`${origin}/chat/index.html?fresh=${Date.now()}${at}`, { waitUntil: 'load', timeout: LOAD_MS });
  await expect.poll(() => page.evaluate(() => (window as unknown as { chatReady?: boolean }).chatReady === true), { timeout: LOAD_MS }).toBe(true);
  if (setup === 'typed' || setup === 'selected') {
    const text = setup === 'typed' ? 'The release notes are ready' : 'release notes';
    await page.getByLabel('Message #general').fill(text);
    if (setup === 'selected') await page.getByLabel('Message #general').selectText();
    await until(page, (s) => s.draft === text);
  }
  if (setup === 'more4' || setup === 'more2') {
    const id = setup === 'more4' ? 'm4' : 'm2';
    await tool(page, id, 'more').click();
    await until(page, (s) => s.menu === `more:${id}`);
  }
  if (setup === 'editing' || setup === 'edited' || setup === 'confirm') {
    await tool(page, 'm4', 'more').click();
    await page.getByRole('menuitem', { name: setup === 'confirm' ? 'Delete message…' : 'Edit message' }).click();
    if (setup === 'confirm') await until(page, (s) => s.confirm === 'm4');
    else await until(page, (s) => s.editing !== null);
    if (setup === 'edited') {
      await page.getByLabel('Edit message').fill('Slides are in the shared drive');
      await until(page, (s) => s.editing?.text === 'Slides are in the shared drive');
    }
  }
  if (setup === 'thread' || setup === 'replied') {
    await message(page, 'm2').getByRole('button', { name: '2 replies' }).click();
    await until(page, (s) => s.thread === 'm2');
    if (setup === 'replied') {
      await page.getByPlaceholder('Reply…').fill('All smoke tests passed');
      await until(page, (s) => s.reply === 'All smoke tests passed');
    }
  }
  if (setup === 'conv-menu') {
    await page.locator('#conv-name').click();
    await until(page, (s) => s.menu === 'conv');
  }
  if (setup === 'details' || setup === 'notif' || setup === 'notif-all') {
    await page.getByTitle('Channel details').click();
    await until(page, (s) => s.details !== null);
    if (setup !== 'details') {
      await page.getByRole('tab', { name: 'Notifications' }).click();
      await until(page, (s) => s.details?.tab === 'notif');
    }
    if (setup === 'notif-all') {
      await page.getByLabel('All new messages').check();
      await until(page, (s) => s.details?.notify === 'all');
    }
  }
  if (setup === 'emoji-composer') {
    await page.getByTitle('Emoji').click();
    await until(page, (s) => s.popover === 'emoji:composer');
  }
  if (setup === 'emoji-m3') {
    await tool(page, 'm3', 'react').click();
    await until(page, (s) => s.popover === 'emoji:m3');
  }
  if (setup.startsWith('emoji-')) {
    await expect(pickEmoji(page, '😀')).toBeVisible({ timeout: LOAD_MS });
  }
  if (setup === 'search') {
    await page.getByPlaceholder('Search #general').fill('deploy');
    await until(page, (s) => s.search === 'deploy');
  }
  if (setup === 'design') await until(page, (s) => s.conv === 'design');
  await page.mouse.move(1270, 710);
  prepared = await read(page);
}

interface Change {
  conv?: string;
  channels?: string[];
  collapsed?: Partial<State['collapsed']>;
  unread?: Record<string, number>;
  settings?: Record<string, Partial<Settings>>;
  /** Changed fields of messages, by id (in any conversation). */
  msg?: Record<string, Partial<Message>>;
  /** Messages gone, by id. */
  removed?: string[];
  /** A message added at the end of a conversation. */
  added?: { conv: string; message: Message };
  search?: string;
  draft?: string;
  files?: string[];
  thread?: string | null;
  reply?: string | null;
  alsoSend?: boolean | null;
  editing?: { id: string; text: string } | null;
  menu?: string | null;
  popover?: string | null;
  details?: Partial<Details> | null;
  confirm?: string | null;
  copied?: string | null;
  pickerSearch?: string;
  /** Toasts shown by the step, after the ones before it. */
  toasts?: string[];
  /** The URL's new ending (a hash). */
  hash?: string;
}

/** The page as the step found it, with these changes only. */
const becomes = (change: Change) => async (page: Page) => {
  if (!prepared) throw new Error('not prepared');
  const { collapsed = {}, unread = {}, settings = {}, msg = {}, removed = [], added, details, toasts = [], hash, ...rest } = change;
  const messages: Record<string, Message[]> = {};
  for (const [c, list] of Object.entries(prepared.messages)) {
    messages[c] = list.filter((m) => !removed.includes(m.id)).map((m) => ({ ...m, ...(msg[m.id] ?? {}) }));
  }
  if (added) messages[added.conv] = [...(messages[added.conv] ?? []), added.message];
  const allSettings: Record<string, Settings> = {};
  for (const [c, s] of Object.entries(prepared.settings)) allSettings[c] = { ...s, ...(settings[c] ?? {}) };
  const url = hash !== undefined ? prepared.url!.replace(/#.*$/, '') + hash : prepared.url;
  const want: State = {
    ...prepared,
    ...rest,
    collapsed: { ...prepared.collapsed, ...collapsed },
    unread: { ...prepared.unread, ...unread },
    settings: allSettings,
    messages,
    details: details === undefined ? prepared.details : details === null ? null : { ...prepared.details!, ...details },
    toasts: [...prepared.toasts, ...toasts],
    url,
  };
  want.shown = shownFor(want);
  await expect.poll(() => read(page), { timeout: 5_000 }).toEqual(want).catch(async () => {
    const got = (await read(page)) as unknown as Record<string, unknown>;
    const keys = Object.keys(want).filter((k) => JSON.stringify(got[k]) !== JSON.stringify((want as unknown as Record<string, unknown>)[k]));
    throw new Error(`page state differs: ${keys.map((k) => `${k} ${JSON.stringify(got[k])}, wanted ${JSON.stringify((want as unknown as Record<string, unknown>)[k])}`).join('; ')}`);
  });
};

/** An ambiguous step: the right outcome is a hand-over, and the page as it was. */
const asks = (setup: string, phrasings: string[]): AppStep[] => says(setup, async () => undefined, becomes({}), phrasings);

// --- references ------------------------------------------------------------------------------

const menuItem = (name: string) => async (page: Page) => { await page.getByRole('menuitem', { name, exact: true }).click(); };
const mine = (text: string): Message => ({ id: 'm100', author: 'Jordan Lee', text, edited: false, pinned: false, files: [], reactions: {}, replies: [] });
const M4 = 'I’ll share them after lunch.';

export const CHAT_STEPS: AppStep[] = [
  // The sidebar.
  ...says('general', async (page) => { await page.locator('a[data-conv="design"]').click(); }, becomes({ conv: 'design', unread: { design: 0 }, hash: '#/design' }), ['open the design channel']),
  ...says('general', async (page) => { await page.locator('a[data-conv="dm-aiko"]').click(); }, becomes({ conv: 'dm-aiko', unread: { 'dm-aiko': 0 }, hash: '#/dm-aiko' }), ['go to my DMs with Aiko']),
  ...says('general', async (page) => { await page.getByRole('button', { name: 'Direct messages' }).click(); }, becomes({ collapsed: { dms: true } }), ['collapse the Direct messages section']),

  // Reactions.
  ...says('general', async (page) => { await tool(page, 'm3', 'react').click(); }, becomes({ popover: 'emoji:m3' }), ['add a reaction to Aiko\'s question']),
  ...says('emoji-m3', async (page) => { await pickEmoji(page, '😂').click(); }, becomes({ popover: null, msg: { m3: { reactions: { '😂': ['Jordan Lee'] } } } }), ['pick the 😂 emoji']),
  ...says('general', async (page) => { await message(page, 'm1').locator('.reaction[data-emoji="👍"]').click(); }, becomes({ msg: { m1: { reactions: { '👍': ['Aiko Tanaka', 'Jordan Lee', 'Marco Rossi'] } } } }), ['add a thumbs up to Priya\'s stand-up message too']),

  // Threads.
  ...says('general', async (page) => { await tool(page, 'm3', 'thread').click(); }, becomes({ thread: 'm3', reply: '', alsoSend: false }), ['reply in thread to Aiko\'s question']),
  ...says('general', async (page) => { await message(page, 'm2').getByRole('button', { name: '2 replies' }).click(); }, becomes({ thread: 'm2', reply: '', alsoSend: false }), ['open the thread on the staging deploy message']),
  ...says('thread', async (page) => { await page.getByPlaceholder('Reply…').fill('All smoke tests passed'); }, becomes({ reply: 'All smoke tests passed' }), ['write "All smoke tests passed" as a reply']),
  ...says('replied', async (page) => { await page.getByLabel('Also send to #general').check(); }, becomes({ alsoSend: true }), ['also send it to #general']),
  ...says('replied', async (page) => { await page.getByRole('button', { name: 'Send reply' }).click(); }, becomes({
    reply: '', msg: { m2: { replies: ['Aiko Tanaka: Starting the smoke tests now.', 'Priya Natarajan: Thanks Marco!', 'Jordan Lee: All smoke tests passed'] } },
  }), ['send the reply']),
  ...says('thread', async (page) => { await page.getByRole('button', { name: 'Close thread' }).click(); }, becomes({ thread: null, reply: null, alsoSend: null }), ['close the thread']),

  // More actions on a message.
  ...says('general', async (page) => { await tool(page, 'm4', 'more').click(); }, becomes({ menu: 'more:m4' }), ['open more actions on my message']),
  ...says('more4', menuItem('Edit message'), becomes({ menu: null, editing: { id: 'm4', text: M4 } }), ['edit message']),
  ...says('editing', async (page) => { await page.getByLabel('Edit message').fill('Slides are in the shared drive'); }, becomes({ editing: { id: 'm4', text: 'Slides are in the shared drive' } }), ['replace the text with "Slides are in the shared drive"']),
  ...says('edited', async (page) => { await message(page, 'm4').getByRole('button', { name: 'Save' }).click(); }, becomes({ editing: null, msg: { m4: { text: 'Slides are in the shared drive', edited: true } } }), ['save the edit']),
  ...says('more4', menuItem('Delete message…'), becomes({ menu: null, confirm: 'm4' }), ['delete it']),
  ...says('confirm', async (page) => { await page.getByRole('button', { name: 'Delete', exact: true }).click(); }, becomes({ confirm: null, removed: ['m4'], toasts: ['Message deleted'] }), ['yes, delete the message']),
  ...says('confirm', async (page) => { await page.locator('#confirm-cancel').click(); }, becomes({ confirm: null }), ['cancel the delete']),
  ...says('more2', menuItem('Pin to channel'), becomes({ menu: null, msg: { m2: { pinned: true } }, toasts: ['Pinned to #general'] }), ['pin it to the channel']),
  ...says('more2', menuItem('Copy link'), becomes({ menu: null, copied: 'https://harbor.example/archives/general/m2', toasts: ['Link copied to clipboard'] }), ['copy the link to this message']),
  ...says('more2', menuItem('Mark unread'), becomes({ menu: null, unread: { general: 5 }, toasts: ['Marked as unread'] }), ['mark as unread']),
  ...says('general', async (page) => { await tool(page, 'm6', 'more').click(); await menuItem('Unpin from channel')(page); }, becomes({ msg: { m6: { pinned: false } }, toasts: ['Unpinned from #general'] }), ['unpin the reminder about the office being closed']),

  // The composer.
  ...says('general', async (page) => { await page.getByLabel('Message #general').fill('Slides are up'); }, becomes({ draft: 'Slides are up' }), ['type "Slides are up" in the message box']),
  ...says('typed', async (page) => { await page.getByRole('button', { name: 'Send now' }).click(); }, becomes({ draft: '', added: { conv: 'general', message: mine('The release notes are ready') } }), ['send the message']),
  ...says('selected', async (page) => { await page.getByRole('button', { name: 'Bold' }).click(); }, becomes({ draft: '**release notes**' }), ['make the selected text bold']),
  ...says('selected', async (page) => { await page.getByTitle('Italic').click(); }, becomes({ draft: '_release notes_' }), ['italicize it']),
  ...says('selected', async (page) => { await page.locator('#composer [data-fmt="code"]').click(); }, becomes({ draft: '`release notes`' }), ['format the selection as code']),
  ...says('general', async (page) => { await page.getByTitle('Emoji').click(); }, becomes({ popover: 'emoji:composer' }), ['open the emoji picker']),
  ...says('emoji-composer', async (page) => { await pickEmoji(page, '😀').click(); }, becomes({ popover: null, draft: '😀' }), ['insert a grinning face']),
  ...says('emoji-composer', async (page) => { await picker(page).getByRole('combobox').fill('rocket'); }, becomes({ pickerSearch: 'rocket' }), ['search emojis for rocket']),

  // The channel header.
  ...says('general', async (page) => { await page.getByPlaceholder('Search #general').fill('deploy'); }, becomes({ search: 'deploy' }), ['search the channel for "deploy"']),
  ...says('search', async (page) => { await page.getByRole('button', { name: 'Clear search' }).click(); }, becomes({ search: '' }), ['clear the search']),
  ...says('general', async (page) => { await page.getByRole('button', { name: 'View all 5 members' }).click(); }, becomes({ popover: 'members' }), ['see who is in this channel']),
  ...says('general', async (page) => { await page.locator('#conv-name').click(); }, becomes({ menu: 'conv' }), ['click the channel name']),
  ...says('conv-menu', menuItem('Mute channel'), becomes({ menu: null, settings: { general: { muted: true } }, toasts: ['Muted #general'] }), ['mute the channel']),
  ...says('conv-menu', menuItem('Leave #general'), becomes({
    menu: null, conv: 'random', channels: ['design', 'engineering', 'random', 'releases'], toasts: ['You left #general'], hash: '#/random',
  }), ['leave the channel']),

  // The details dialog.
  ...says('general', async (page) => { await page.getByTitle('Channel details').click(); }, becomes({ details: { tab: 'about', topic: 'Company-wide announcements and work-based matters', notify: 'mentions', muted: false, previews: true, threads: true } }), ['open channel details']),
  ...says('details', async (page) => { await page.getByRole('tab', { name: 'Notifications' }).click(); }, becomes({ details: { tab: 'notif' } }), ['go to the notifications tab']),
  ...says('notif', async (page) => { await page.getByLabel('All new messages').check(); }, becomes({ details: { notify: 'all' } }), ['get notified for every new message']),
  ...says('notif', async (page) => { await page.getByRole('switch', { name: 'Mute channel' }).click(); }, becomes({ details: { muted: true } }), ['turn on Mute channel']),
  ...says('notif', async (page) => { await page.getByLabel('Show link previews').uncheck(); }, becomes({ details: { previews: false } }), ['switch off link previews']),
  ...says('notif', async (page) => { await page.locator('#sw-threads').click(); }, becomes({ details: { threads: false } }), ['stop notifying me about thread replies']),
  ...says('notif-all', async (page) => { await page.getByRole('button', { name: 'Save changes' }).click(); }, becomes({ details: null, settings: { general: { notify: 'all' } }, toasts: ['Saved the settings of #general'] }), ['save changes']),

  // Ambiguous: four reaction chips, three direct messages, six More actions buttons.
  ...asks('general', ['click the reaction']),
  ...asks('general', ['open the DM']),
  ...asks('general', ['open more actions']),

  // Finding things.
  ...finds('general', '#attach', ['find the attach button']),
  ...finds('general', 'a[data-conv="engineering"] .badge, a[data-conv="engineering"]', ['find how many unread messages #engineering has']),
  ...finds('general', '#draft', ['find the message input']),
];

export const CHAT: RealApp = { name: 'chat', steps: CHAT_STEPS, prepare, state };
