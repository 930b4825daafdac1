/**
 * Steps for a made-up team chat app's settings page of ours built on tippy.js 6.3.7 and its dependency
 * @popperjs/core 2.11.8 (test/offline/apps/settings/: the npm packages, both MIT): tabs (General, Notifications,
 * Appearance, Privacy & security); General: Display name, Email address, Language and Time zone selects, a "Week
 * starts on" segmented radio group drawn as buttons, a Date format segmented control of hidden radios; Notifications:
 * switches (some named by aria-labelledby, one by a wrapped label, a Sound switch with no name at all, Quiet hours by
 * aria-label with From / To time fields), a reminder delay stepper (a number field with Decrease / Increase reminder
 * delay buttons), a digest items spinbutton with Fewer / More buttons named by their title only, and a "Notify me
 * about" table of unlabelled checkboxes (rows Direct messages, Mentions, Team updates, Billing; columns Email, Push,
 * SMS); Appearance: a Theme group of toggle buttons (Light, Dark, System), an Accent colour radio group of swatches
 * named by title only, a Density segmented control, a Font size stepper (A− / A+ titled Smaller text / Larger text),
 * Reduce motion and Show avatars switches, Reset to defaults; Privacy & security: a Two-factor authentication switch,
 * a session timeout stepper (buttons named only Decrease / Increase) with a help tooltip drawn by tippy.js, a profile
 * visibility select, a table of signed-in sessions each with a "Session options" menu drawn by tippy.js (Sign out
 * this session, Trust / Stop trusting this device), Sign out of all other sessions; and a save bar (Discard, Save
 * changes) shown while anything differs from what was saved.
 * Blind: written the way testers write them, before the resolver was run on this app, and frozen
 * (test/offline/real-apps-frozen.test.ts). A few steps are ambiguous on purpose: the right outcome
 * is a hand-over with the page untouched.
 *
 * Every check compares the whole page state (the tab shown, every setting as the controls show it, the saved
 * settings, whether the save bar shows, the sessions, the menu open, the tooltip shown, the status line, the URL)
 * with the state the step started from, with only the asked-for change.
 */
import { expect, type Page } from '@playwright/test';
import { finds, LOAD_MS, says, type AppStep, type RealApp } from './corpus.js';

type Settings = Record<string, unknown> & { channels: Record<string, Record<string, boolean>> };
interface State {
  tab: string;
  settings: Settings;
  saved: Settings;
  dirty: boolean;
  saveBar: boolean;
  sessions: { device: string; trusted: boolean }[];
  menu: string | null;
  tooltip: string | null;
  status: string;
  url?: string;
}

const read = (page: Page) =>
  page.evaluate(() => ({ ...(window as unknown as { settings: { read(): object } }).settings.read(), url: location.href })) as Promise<State>;

async function state(page: Page): Promise<string> {
  return JSON.stringify(await read(page));
}

let prepared: State | undefined;

const TABS: Record<string, string> = {
  general: 'General', dirty: 'General', notifications: 'Notifications', quiet: 'Notifications',
  appearance: 'Appearance', privacy: 'Privacy & security', 'session-menu': 'Privacy & security',
};

const until = async (page: Page, ok: (s: State) => boolean) => {
  await expect.poll(() => read(page).then(ok), { timeout: LOAD_MS }).toBe(true);
};
const sessionRow = (page: Page, device: string) => page.locator('#sessions tbody tr').filter({ has: page.getByRole('cell', { name: device }) });

async function prepare(page: Page, origin: string, setup: string) {
  await page.goto(`${origin}/settings/index.html?fresh=${Date.now()}`, { waitUntil: 'load', timeout: LOAD_MS });
  await expect.poll(() => page.evaluate(() => (window as unknown as { settingsReady?: boolean }).settingsReady === true), { timeout: LOAD_MS }).toBe(true);
  const tab = TABS[setup] ?? 'General';
  if (tab !== 'General') {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await until(page, (s) => s.tab === tab);
  }
  if (setup === 'dirty') {
    await page.getByLabel('Language').selectOption('de');
    await until(page, (s) => s.dirty);
  }
  if (setup === 'quiet') {
    await page.getByRole('switch', { name: 'Quiet hours' }).click();
    await until(page, (s) => s.settings.quietHours === true);
  }
  if (setup === 'session-menu') {
    await sessionRow(page, 'iPhone 15').getByRole('button', { name: 'Session options' }).click();
    await until(page, (s) => s.menu === 'iPhone 15');
  }
  await page.mouse.move(1270, 710);
  prepared = await read(page);
}

interface Change {
  tab?: string;
  /** Settings changed (channels merged by event). */
  set?: Partial<Settings> & { channels?: Record<string, Record<string, boolean>> };
  /** Save: the saved settings become the ones shown. */
  save?: boolean;
  /** Discard: the settings shown go back to the saved ones. */
  discard?: boolean;
  sessions?: { device: string; trusted: boolean }[];
  menu?: string | null;
  tooltip?: string | null;
  status?: string;
}

/** The page as the step found it, with these changes only. */
const becomes = (change: Change) => async (page: Page) => {
  if (!prepared) throw new Error('not prepared');
  const { set = {}, save, discard, ...rest } = change;
  const { channels = {}, ...plain } = set;
  const mergedChannels = Object.fromEntries(Object.entries(prepared.settings.channels).map(([k, v]) => [k, { ...v, ...channels[k] }]));
  let settings = { ...prepared.settings, ...plain, channels: mergedChannels } as Settings;
  let saved = prepared.saved;
  if (discard) settings = saved;
  if (save) saved = settings;
  const dirty = JSON.stringify(settings) !== JSON.stringify(saved);
  const want: State = { ...prepared, ...rest, settings, saved, dirty, saveBar: dirty };
  await expect.poll(() => read(page), { timeout: 5_000 }).toEqual(want).catch(async () => {
    const got = (await read(page)) as unknown as Record<string, unknown>;
    const keys = Object.keys(want).filter((k) => JSON.stringify(got[k]) !== JSON.stringify((want as unknown as Record<string, unknown>)[k]));
    throw new Error(`page state differs: ${keys.map((k) => `${k} ${JSON.stringify(got[k])}, wanted ${JSON.stringify((want as unknown as Record<string, unknown>)[k])}`).join('; ')}`);
  });
};

/** An ambiguous step: the right outcome is a hand-over, and the page as it was. */
const asks = (setup: string, phrasings: string[]): AppStep[] => says(setup, async () => undefined, becomes({}), phrasings);

// --- references ------------------------------------------------------------------------------

const tab = (name: string) => async (page: Page) => { await page.getByRole('tab', { name, exact: true }).click(); };
const sw = (name: string) => async (page: Page) => { await page.getByRole('switch', { name, exact: true }).click(); };
const button = (name: string) => async (page: Page) => { await page.getByRole('button', { name, exact: true }).click(); };
const title = (text: string) => async (page: Page) => { await page.getByTitle(text, { exact: true }).click(); };
const channel = (event: string, column: 'email' | 'push' | 'sms') => async (page: Page) => {
  await page.locator(`#channels tr[data-event="${event}"] input[data-channel="${column}"]`).click();
};
const SESSIONS = [
  { device: 'Chrome on macOS', trusted: true },
  { device: 'iPhone 15', trusted: true },
  { device: 'Firefox on Windows', trusted: false },
  { device: 'iPad Air', trusted: false },
];

export const SETTINGS_STEPS: AppStep[] = [
  // Tabs.
  ...says('general', tab('Notifications'), becomes({ tab: 'Notifications' }), ['go to the Notifications tab']),
  ...says('general', tab('Appearance'), becomes({ tab: 'Appearance' }), ['open the appearance settings']),
  ...says('notifications', tab('Privacy & security'), becomes({ tab: 'Privacy & security' }), ['switch to Privacy & security']),

  // General.
  ...says('general', async (page) => { await page.getByLabel('Display name').fill('Dana W.'); }, becomes({ set: { displayName: 'Dana W.' } }), ['change my display name to Dana W.']),
  ...says('general', async (page) => { await page.getByLabel('Email address').fill('dana@example.org'); }, becomes({ set: { email: 'dana@example.org' } }), ['enter dana@example.org as the email']),
  ...says('general', async (page) => { await page.getByLabel('Language').selectOption('de'); }, becomes({ set: { language: 'de' } }), ['set the language to Deutsch']),
  ...says('general', async (page) => { await page.getByLabel('Time zone').selectOption('Europe/Berlin'); }, becomes({ set: { timezone: 'Europe/Berlin' } }), ['choose the Berlin time zone']),
  ...says('general', async (page) => { await page.getByRole('radio', { name: 'Monday', exact: true }).click(); }, becomes({ set: { weekStart: 'Monday' } }), ['start the week on Monday']),
  ...says('general', async (page) => { await page.getByText('2026-11-28', { exact: true }).click(); }, becomes({ set: { dateFormat: 'iso' } }), ['use the 2026-11-28 date format']),
  ...says('general', async (page) => { await page.getByText('11/28/2026', { exact: true }).click(); }, becomes({ set: { dateFormat: 'mdy' } }), ['show dates month first']),

  // Notifications: switches.
  ...says('notifications', sw('Email notifications'), becomes({ set: { emailNotifications: false } }), ['turn off email notifications']),
  ...says('notifications', sw('Push notifications'), becomes({ set: { pushNotifications: true } }), ['enable push notifications']),
  ...says('notifications', sw('Weekly digest'), becomes({ set: { weeklyDigest: true } }), ['switch on the weekly digest']),
  ...says('notifications', async (page) => { await page.locator('[data-key=sound]').click(); }, becomes({ set: { sound: false } }), ['turn off the sound for new messages']),
  ...says('notifications', sw('Quiet hours'), becomes({ set: { quietHours: true } }), ['turn on quiet hours']),
  ...says('quiet', async (page) => { await page.getByLabel('From').fill('21:00'); }, becomes({ set: { quietFrom: '21:00' } }), ['make quiet hours start at 21:00']),

  // Notifications: steppers.
  ...says('notifications', button('Increase reminder delay'), becomes({ set: { reminderDelay: 20 } }), ['increase the reminder delay']),
  ...says('notifications', button('Decrease reminder delay'), becomes({ set: { reminderDelay: 10 } }), ['click the minus next to the reminder delay']),
  ...says('notifications', async (page) => { await page.getByLabel('Remind me about unread messages after').fill('30'); }, becomes({ set: { reminderDelay: 30 } }), ['change 15 minutes to 30']),
  ...says('notifications', title('More'), becomes({ set: { digestItems: 6 } }), ['add one more item to the weekly digest']),
  ...says('notifications', title('Fewer'), becomes({ set: { digestItems: 4 } }), ['decrease the number of items in the digest']),

  // Notifications: the table.
  ...says('notifications', channel('mentions', 'sms'), becomes({ set: { channels: { mentions: { sms: true } } } }), ['turn on SMS for Mentions']),
  ...says('notifications', channel('teamUpdates', 'email'), becomes({ set: { channels: { teamUpdates: { email: false } } } }), ['stop emailing me about team updates']),
  ...says('notifications', channel('billing', 'push'), becomes({ set: { channels: { billing: { push: true } } } }), ['tick Push in the Billing row']),

  // Appearance.
  ...says('appearance', button('☾ Dark'), becomes({ set: { theme: 'dark' } }), ['switch to dark mode']),
  ...says('appearance', button('🖥 System'), becomes({ set: { theme: 'system' } }), ['pick the last theme option']),
  ...says('appearance', async (page) => { await page.getByRole('radio', { name: 'Violet', exact: true }).click(); }, becomes({ set: { accent: 'Violet' } }), ['choose the violet accent colour']),
  ...says('appearance', async (page) => { await page.getByText('Compact', { exact: true }).click(); }, becomes({ set: { density: 'compact' } }), ['make the layout compact']),
  ...says('appearance', title('Larger text'), becomes({ set: { fontSize: 15 } }), ['increase the font size']),
  ...says('appearance', title('Smaller text'), becomes({ set: { fontSize: 13 } }), ['make the text smaller']),
  ...says('appearance', async (page) => { await page.getByLabel('Font size').fill('18'); }, becomes({ set: { fontSize: 18 } }), ['set the font size to 18']),
  ...says('appearance', sw('Reduce motion'), becomes({ set: { reduceMotion: true } }), ['turn on reduce motion']),
  ...says('appearance', sw('Show avatars'), becomes({ set: { showAvatars: false } }), ['hide avatars']),
  ...says('appearance', button('Reset to defaults'), becomes({ set: { theme: 'system' }, status: 'Appearance reset to defaults' }), ['reset the appearance to its defaults']),

  // Privacy & security.
  ...says('privacy', sw('Two-factor authentication'), becomes({ set: { twoFactor: true } }), ['enable two-factor authentication']),
  ...says('privacy', async (page) => { await page.getByLabel('Who can see your profile').selectOption('me'); }, becomes({ set: { visibility: 'me' } }), ['make my profile visible only to me']),
  ...says('privacy', button('Increase'), becomes({ set: { sessionTimeout: 9 } }), ['add an hour to the session timeout']),
  ...says('privacy', async (page) => { await page.getByRole('button', { name: 'About session timeout' }).hover(); }, becomes({ tooltip: 'Counted from your last activity on that device.' }), ['show the help for the session timeout']),
  ...says('privacy', async (page) => { await sessionRow(page, 'Firefox on Windows').getByRole('button', { name: 'Session options' }).click(); }, becomes({ menu: 'Firefox on Windows' }), ['open the options for the Firefox on Windows session']),
  ...says('session-menu', async (page) => { await page.getByRole('menuitem', { name: 'Sign out this session' }).click(); }, becomes({ menu: null, sessions: SESSIONS.filter((s) => s.device !== 'iPhone 15'), status: 'Signed out iPhone 15' }), ['click Sign out this session']),
  ...says('session-menu', async (page) => { await page.keyboard.press('Escape'); }, becomes({ menu: null }), ['close the menu']),
  ...says('privacy', button('Sign out of all other sessions'), becomes({ sessions: SESSIONS.slice(0, 1), status: 'Signed out of 3 other sessions' }), ['sign out everywhere else']),

  // The save bar (Language changed to Deutsch).
  ...says('dirty', button('Save changes'), becomes({ save: true, status: 'Settings saved' }), ['save the changes']),
  ...says('dirty', button('Discard'), becomes({ discard: true, status: 'Changes discarded' }), ['discard my changes']),

  // Ambiguous: SMS for which event; two plus buttons on the tab; three session menus.
  ...asks('notifications', ['turn on SMS']),
  ...asks('notifications', ['click the plus button']),
  ...asks('privacy', ['open the session menu']),

  // Finding things.
  ...finds('notifications', '#reminder', ['find the reminder delay field']),
  ...finds('appearance', '#theme, #theme button', ['find the theme options']),
  ...finds('privacy', '#sessions tbody tr:nth-child(2), #sessions tbody tr:nth-child(2) td', ['find the row for the iPhone 15 session']),
];

export const SETTINGS: RealApp = { name: 'settings', steps: SETTINGS_STEPS, prepare, state };
