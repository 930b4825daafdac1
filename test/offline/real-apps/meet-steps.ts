/**
 * Steps for a made-up video meeting app of ours ("Corvid Meet", test/offline/apps/meet/) built on simple-notify 1.0.6
 * (MIT: every toast) and range-slider-input 2.4.5 (MIT: the two volume sliders of the settings dialog, role=slider thumbs
 * named by aria-labelledby). A pre-join lobby (a "Your name" field; Camera and Microphone selects; a camera preview with
 * two round toggles whose aria-label says what they will do, "Turn off microphone" / "Turn off camera"; "Join now" and a
 * "Present" link button, both disabled until a name is typed), then the call: a grid of participant tiles (the name, a
 * "Microphone off" icon, a 📌 titled Pinned, and on every other person's tile a ⋮ button named "More options", the same
 * on every tile, opening a role=menu "Options for <name>": Pin <first name> / Unpin <first name>, Mute for everyone
 * (disabled when muted), Spotlight for everyone / Remove spotlight, Remove from the call); a spotlight banner with Stop
 * spotlight; a captions region; a control bar: Microphone (aria-label, aria-pressed), Camera (title only, aria-pressed),
 * "Turn on captions" / "Turn off captions" (aria-label), "Raise hand" (aria-pressed), a reactions button drawn as an
 * svg with no name at all (aria-haspopup, opens a group "Reactions" of six emoji buttons named by aria-label), "Present
 * now" / "Stop presenting", a ⋮ titled "More options" (a role=menu: Settings, Record meeting, Change layout, Full
 * screen), "Leave call" (an icon, aria-label); on the right Meeting details, Show everyone (with a count badge), Chat with
 * everyone (aria-pressed, one side panel at a time). Side panels: People (a search field named by placeholder only,
 * "Waiting to join" with per-person Deny / Admit and Admit all, Mute all), In-call messages (a role=switch "Let everyone
 * send messages", a message box named by aria-label, a send button ➤ named by title only, disabled while empty), Meeting
 * details (the joining link, "Copy joining info"). A leave alertdialog (Cancel, End call for all, Just leave), a remove
 * alertdialog (Cancel, Remove), and a Settings dialog with vertical tabs Audio (Microphone, Speakers, Speaker volume and
 * Input level sliders, Noise cancellation switch), Video (Camera, Send resolution, Blur my background and Mirror my video
 * switches), General (Caption language, a Leave calls when nobody else is in them switch, a Play a sound when someone
 * joins checkbox), closed by a ✕ "Close dialog".
 * Blind: written the way testers write them, before the resolver was run on this app, and frozen
 * (test/offline/real-apps-frozen.test.ts). A few steps are ambiguous on purpose: the right outcome is a hand-over
 * with the page untouched.
 *
 * Every check compares the whole page state (the phase, the lobby's fields and toggles, every call toggle, reactions
 * sent, the panel shown and its fields, the waiting room, every participant's muted / pinned / removed state, the
 * spotlight, the open menu, the open dialog and its tab, every setting, the messages and draft, the link copied, the
 * recording, every toast shown) with the state the step started from, with only the asked-for change.
 */
import { expect, type Page } from '@playwright/test';
import { finds, LOAD_MS, says, type AppStep, type RealApp } from './corpus.js';

interface Person { name: string; muted: boolean; pinned: boolean; removed: boolean }
interface Settings {
  mic: string; speaker: string; volume: number; input: number; noise: boolean; camera: string; resolution: string;
  blur: boolean; mirror: boolean; lang: string; leaveEmpty: boolean; joinSound: boolean;
}
interface State {
  phase: string;
  name: string;
  camera: string;
  mic: string;
  preview: { mic: boolean; cam: boolean };
  micOn: boolean;
  camOn: boolean;
  sharing: boolean;
  hand: boolean;
  captions: boolean;
  reactionsOpen: boolean;
  reactions: string[];
  panel: string | null;
  peopleQuery: string;
  waiting: string[];
  admitted: string[];
  denied: string[];
  people: Record<string, Person>;
  spotlight: string | null;
  menu: string | null;
  confirm: { kind: string; id?: string } | null;
  settingsOpen: boolean;
  tab: string;
  settings: Settings;
  messages: { from: string; text: string }[];
  draft: string;
  everyoneCanChat: boolean;
  copied: string | null;
  recording: boolean;
  toasts: string[];
  hash: string;
}

const read = (page: Page) => page.evaluate(() => (window as unknown as { meet: { read(): object } }).meet.read()) as Promise<State>;

async function state(page: Page): Promise<string> {
  return JSON.stringify(await read(page));
}

let prepared: State | undefined;

const until = async (page: Page, ok: (s: State) => boolean) => {
  await expect.poll(() => read(page).then(ok), { timeout: LOAD_MS }).toBe(true);
};
const moreOf = (page: Page, id: string) => page.locator(`#grid .tile[data-id="${id}"] button.tmore`);
const item = (page: Page, name: string) => page.getByRole('menuitem', { name, exact: true });

async function prepare(page: Page, origin: string, setup: string) {
  await page.goto(`${origin}/meet/index.html?fresh=${Date.now()}`, { waitUntil: 'load', timeout: LOAD_MS });
  await expect.poll(() => page.evaluate(() => (window as unknown as { meetReady?: boolean }).meetReady === true), { timeout: LOAD_MS }).toBe(true);
  if (setup !== 'lobby') {
    await page.locator('#name').fill('Sam Lee');
    await until(page, (s) => s.name === 'Sam Lee');
  }
  if (setup !== 'lobby' && setup !== 'lobby-named') {
    await page.locator('#join').click();
    await until(page, (s) => s.phase === 'call');
  }
  if (setup === 'call-muted') {
    await page.locator('#mic').click();
    await until(page, (s) => !s.micOn);
  }
  if (setup === 'hand') {
    await page.locator('#hand').click();
    await until(page, (s) => s.hand);
  }
  if (setup === 'reactions') {
    await page.locator('#react-btn').click();
    await until(page, (s) => s.reactionsOpen);
  }
  if (setup === 'leave') {
    await page.locator('#leave-btn').click();
    await until(page, (s) => s.confirm?.kind === 'leave');
  }
  if (setup === 'menu-marco' || setup === 'remove') {
    await moreOf(page, 'marco').click();
    await until(page, (s) => s.menu === 'tile:marco');
    if (setup === 'remove') {
      await item(page, 'Remove from the call').click();
      await until(page, (s) => s.confirm?.kind === 'remove');
    }
  }
  if (setup === 'pinned-aiko') {
    await moreOf(page, 'aiko').click();
    await item(page, 'Pin Aiko').click();
    await until(page, (s) => s.people.aiko?.pinned === true && s.menu === null);
  }
  if (setup === 'people') {
    await page.locator('#people-btn').click();
    await until(page, (s) => s.panel === 'people');
  }
  if (setup === 'chat' || setup === 'chat-typed') {
    await page.locator('#chat-btn').click();
    await until(page, (s) => s.panel === 'chat');
    if (setup === 'chat-typed') {
      await page.locator('#chat-input').fill('Running five minutes late');
      await until(page, (s) => s.draft === 'Running five minutes late');
    }
  }
  if (setup === 'details') {
    await page.locator('#details-btn').click();
    await until(page, (s) => s.panel === 'details');
  }
  if (setup === 'more' || setup.startsWith('settings')) {
    await page.locator('#more-btn').click();
    await until(page, (s) => s.menu === 'more');
    if (setup.startsWith('settings')) {
      await item(page, 'Settings').click();
      await until(page, (s) => s.settingsOpen);
      if (setup === 'settings-video' || setup === 'settings-general') {
        await page.locator(`#tab-${setup.slice(9)}`).click();
        await until(page, (s) => s.tab === setup.slice(9));
      }
    }
  }
  await page.mouse.move(1270, 10);
  prepared = await read(page);
}

interface Change {
  phase?: string;
  name?: string;
  camera?: string;
  mic?: string;
  preview?: Partial<State['preview']>;
  micOn?: boolean;
  camOn?: boolean;
  sharing?: boolean;
  hand?: boolean;
  captions?: boolean;
  reactionsOpen?: boolean;
  /** Reactions sent by the step, after the ones before it. */
  reactions?: string[];
  panel?: string | null;
  peopleQuery?: string;
  waiting?: string[];
  admitted?: string[];
  denied?: string[];
  /** Changed fields of participants, by id. */
  person?: Record<string, Partial<Person>>;
  spotlight?: string | null;
  menu?: string | null;
  confirm?: State['confirm'];
  settingsOpen?: boolean;
  tab?: string;
  settings?: Partial<Settings>;
  /** Messages sent by the step, after the ones before it. */
  messages?: State['messages'];
  draft?: string;
  everyoneCanChat?: boolean;
  copied?: string | null;
  recording?: boolean;
  /** Toasts shown by the step, after the ones before it. */
  toasts?: string[];
}

/** The page as the step found it, with these changes only. */
const becomes = (change: Change) => async (page: Page) => {
  if (!prepared) throw new Error('not prepared');
  const { preview = {}, reactions = [], person = {}, settings = {}, messages = [], toasts = [], ...rest } = change;
  const people: Record<string, Person> = {};
  for (const [id, p] of Object.entries(prepared.people)) people[id] = { ...p, ...(person[id] ?? {}) };
  const want: State = {
    ...prepared,
    ...rest,
    preview: { ...prepared.preview, ...preview },
    reactions: [...prepared.reactions, ...reactions],
    people,
    settings: { ...prepared.settings, ...settings },
    messages: [...prepared.messages, ...messages],
    toasts: [...prepared.toasts, ...toasts],
  };
  await expect.poll(() => read(page), { timeout: 5_000 }).toEqual(want).catch(async () => {
    const got = (await read(page)) as unknown as Record<string, unknown>;
    const keys = Object.keys(want).filter((k) => JSON.stringify(got[k]) !== JSON.stringify((want as unknown as Record<string, unknown>)[k]));
    throw new Error(`page state differs: ${keys.map((k) => `${k} ${JSON.stringify(got[k])}, wanted ${JSON.stringify((want as unknown as Record<string, unknown>)[k])}`).join('; ')}`);
  });
};

/** An ambiguous step: the right outcome is a hand-over, and the page as it was. */
const asks = (setup: string, phrasings: string[]): AppStep[] => says(setup, async () => undefined, becomes({}), phrasings);

// --- references ------------------------------------------------------------------------------

const click = (selector: string) => async (page: Page) => { await page.locator(selector).click(); };
const menuItem = (name: string) => async (page: Page) => { await item(page, name).click(); };
const LINK = 'https://meet.corvid.test/wdr-4821-qk';

export const MEET_STEPS: AppStep[] = [
  // The lobby.
  ...says('lobby', async (page) => { await page.locator('#name').fill('Sam Lee'); }, becomes({ name: 'Sam Lee' }), ['enter Sam Lee as your name']),
  ...says('lobby', async (page) => { await page.locator('#cam-select').selectOption('usb'); }, becomes({ camera: 'usb', settings: { camera: 'usb' } }), ['pick the USB webcam as the camera']),
  ...says('lobby', click('#pv-cam'), becomes({ preview: { cam: false } }), ['turn the camera off before joining']),
  ...says('lobby', click('#pv-mic'), becomes({ preview: { mic: false } }), ['mute myself in the preview']),
  ...says('lobby-named', click('#join'), becomes({ phase: 'call' }), ['join the call']),

  // The control bar.
  ...says('call', click('#mic'), becomes({ micOn: false }), ['mute my mic']),
  ...says('call-muted', click('#mic'), becomes({ micOn: true }), ['unmute']),
  ...says('call', click('#share'), becomes({ sharing: true, toasts: ['You are presenting to everyone'] }), ['start presenting']),
  ...says('call', click('#hand'), becomes({ hand: true, toasts: ['You raised your hand'] }), ['raise my hand']),
  ...says('hand', click('#hand'), becomes({ hand: false }), ['lower my hand']),
  ...says('call', click('#react-btn'), becomes({ reactionsOpen: true }), ['open the reactions']),
  ...says('reactions', click('#react-pop [data-r="clap"]'), becomes({ reactionsOpen: false, reactions: ['clap'] }), ['react with a clap']),
  ...says('call', click('#captions-btn'), becomes({ captions: true }), ['turn on live captions']),

  // Leaving.
  ...says('call', click('#leave-btn'), becomes({ confirm: { kind: 'leave' } }), ['leave the meeting']),
  ...says('leave', click('#leave-ok'), becomes({ phase: 'left', confirm: null }), ['yes, leave']),
  ...says('leave', click('#leave-end'), becomes({ phase: 'ended', confirm: null }), ['end the call for everyone']),
  ...says('leave', click('#leave-cancel'), becomes({ confirm: null }), ['actually, stay in the call']),

  // A participant's tile and its menu.
  ...says('call', async (page) => { await moreOf(page, 'marco').click(); }, becomes({ menu: 'tile:marco' }), ["open the options on Marco Rossi's tile"]),
  ...says('menu-marco', menuItem('Pin Marco'), becomes({ menu: null, person: { marco: { pinned: true } } }), ['pin him']),
  ...says('menu-marco', menuItem('Mute for everyone'), becomes({ menu: null, person: { marco: { muted: true } }, toasts: ['You muted Marco Rossi for everyone'] }), ['mute him for everyone']),
  ...says('menu-marco', menuItem('Spotlight for everyone'), becomes({ menu: null, spotlight: 'marco' }), ['put him in the spotlight']),
  ...says('menu-marco', menuItem('Remove from the call'), becomes({ menu: null, confirm: { kind: 'remove', id: 'marco' } }), ['remove Marco from the call']),
  ...says('remove', click('#remove-ok'), becomes({ confirm: null, person: { marco: { removed: true } }, toasts: ['Marco Rossi was removed from the call'] }), ['yes, remove him']),
  ...says('call', async (page) => { await moreOf(page, 'priya').click(); await item(page, 'Pin Priya').click(); }, becomes({ person: { priya: { pinned: true } } }), ["pin Priya Nair's video"]),
  ...says('pinned-aiko', async (page) => { await moreOf(page, 'aiko').click(); await item(page, 'Unpin Aiko').click(); }, becomes({ person: { aiko: { pinned: false } } }), ['unpin Aiko']),

  // People and the waiting room.
  ...says('call', click('#people-btn'), becomes({ panel: 'people' }), ['show everyone in the call']),
  ...says('people', async (page) => { await page.locator('#people-search').fill('Dana'); }, becomes({ peopleQuery: 'Dana' }), ['search the people list for Dana']),
  ...says('people', click('#waiting [data-admit="Noor Haddad"]'), becomes({ waiting: ['Owen Price'], admitted: ['Noor Haddad'], toasts: ['Noor Haddad joined the call'] }), ['admit Noor Haddad']),
  ...says('people', click('#mute-all'), becomes({
    person: { marco: { muted: true }, priya: { muted: true }, luis: { muted: true } }, toasts: ['Everyone else was muted'],
  }), ['mute all participants']),

  // In-call messages.
  ...says('call', click('#chat-btn'), becomes({ panel: 'chat' }), ['open the in-call chat']),
  ...says('chat', async (page) => { await page.locator('#chat-input').fill('Running five minutes late'); }, becomes({ draft: 'Running five minutes late' }), ["type 'Running five minutes late' in the message box"]),
  ...says('chat-typed', click('#chat-send'), becomes({ draft: '', messages: [{ from: 'You', text: 'Running five minutes late' }] }), ['send the message']),
  ...says('chat', click('#chat-perm'), becomes({ everyoneCanChat: false }), ["don't let others send messages"]),

  // Meeting details.
  ...says('call', click('#details-btn'), becomes({ panel: 'details' }), ['show the meeting info']),
  ...says('details', click('#copy-info'), becomes({ copied: LINK, toasts: ['Joining info copied'] }), ['copy the meeting link']),

  // More options and settings.
  ...says('call', click('#more-btn'), becomes({ menu: 'more' }), ['open more options in the control bar']),
  ...says('more', menuItem('Settings'), becomes({ menu: null, settingsOpen: true }), ['go to settings']),
  ...says('settings', click('#tab-video'), becomes({ tab: 'video' }), ['switch to the Video tab']),
  ...says('settings', async (page) => {
    const thumb = page.locator('#vol-slider .range-slider__thumb[data-upper]');
    await thumb.focus();
    for (let i = 0; i < 30; i++) await thumb.press('ArrowRight');
  }, becomes({ settings: { volume: 80 } }), ['set the speaker volume to 80%']),
  ...says('settings', click('#noise'), becomes({ settings: { noise: true } }), ['turn on noise cancellation']),
  ...says('settings', async (page) => { await page.locator('#set-speaker').selectOption('airpods'); }, becomes({ settings: { speaker: 'airpods' } }), ['play the sound through the AirPods']),
  ...says('settings-video', click('#blur'), becomes({ settings: { blur: true } }), ['blur the background']),
  ...says('settings-general', async (page) => { await page.locator('#join-sound').uncheck(); }, becomes({ settings: { joinSound: false } }), ["don't play a sound when people join"]),
  ...says('settings', click('#settings-close'), becomes({ settingsOpen: false }), ['close the settings']),

  // Ambiguous: five tiles can be pinned, two people wait to join, "it" could be the mic, the camera or captions.
  ...asks('call', ['pin the tile']),
  ...asks('people', ['admit the guest']),
  ...asks('call', ['turn it off']),

  // Finding things.
  ...finds('call', '#leave-btn', ['find the leave button']),
  ...finds('call', '#meeting-code', ['find the meeting code']),
  ...finds('chat', '#chat-input', ['find the message box']),
];

export const MEET: RealApp = { name: 'meet', steps: MEET_STEPS, prepare, state };
