/**
 * Steps for Plyr 3.8.4 (test/offline/apps/plyr/: the media player from the npm package `plyr`, MIT,
 * on a host page of ours, `index.html`, set up the way its README shows, since the package ships no
 * demo page): two players on one page, a video ("Harbour at dawn", with a large "Play" button over
 * it, "Rewind 10s"/"Forward 10s", captions in English and French from <track> elements, fullscreen)
 * and a podcast (audio); both with Play, a "Seek" slider in percent, "Mute", a "Volume" slider from
 * 0 to 1 and a "Settings" button whose menu opens panes of menuitemradio options (Speed:
 * "0.5×"…"Normal"…"4×"; Captions: "Disabled", "English EN", "Français FR"); a list of chapter
 * buttons of ours under the video. Their controls carry the same names in both players: only the
 * section's heading tells them apart. Blind: written the way testers write them, before the
 * resolver was run on this app, and frozen (test/offline/real-apps-frozen.test.ts). A few steps
 * are ambiguous on purpose: the right outcome is a hand-over with the page untouched.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { finds, LOAD_MS, says, type AppStep, type RealApp } from './corpus.js';

interface Player {
  paused: boolean;
  muted: boolean;
  volume: number;
  currentTime: number;
  duration: number;
  speed: number;
  currentTrack: number;
  language: string;
  fullscreen: { active: boolean };
  elements: { container: HTMLElement };
}
declare const players: { video: Player; podcast: Player } | undefined;

/** Both players as Plyr reports them; a playing player's time is not read (it moves). */
const read = (page: Page) =>
  page.evaluate(() => {
    const one = (p: Player) => {
      const popup = p.elements.container.querySelector<HTMLElement>('.plyr__menu__container');
      const pane = popup && !popup.hidden ? Array.from(popup.querySelectorAll<HTMLElement>('[id^="plyr-settings-"]')).find((e) => !e.hidden) : undefined;
      return {
        playing: !p.paused,
        time: p.paused ? Math.round(p.currentTime * 10) / 10 : null,
        muted: p.muted,
        volume: p.volume,
        speed: p.speed,
        captions: p.currentTrack >= 0 ? p.language : null,
        fullscreen: p.fullscreen.active,
        menu: pane ? pane.id.replace(/^plyr-settings-\d+-/, '') : null,
      };
    };
    return { video: one(players!.video), podcast: one(players!.podcast) };
  });
type One = Awaited<ReturnType<typeof read>>['video'];

async function state(page: Page): Promise<string> {
  return JSON.stringify({ ...(await read(page)), url: page.url() });
}

const SETUPS = ['page', 'video-playing', 'podcast-playing', 'video-muted', 'video-at-30', 'video-settings', 'video-speed-menu', 'video-fast', 'captions-on', 'video-fullscreen'];
const START: One = { playing: false, time: 0, muted: false, volume: 1, speed: 1, captions: null, fullscreen: false, menu: null };

let prepared = '';
let from: { video: Partial<One>; podcast: Partial<One> } = { video: {}, podcast: {} };

type Where = (page: Page) => Locator;
const video: Where = (page) => page.locator('.plyr').nth(0);
const podcast: Where = (page) => page.locator('.plyr').nth(1);

async function prepare(page: Page, origin: string, setup: string) {
  if (!SETUPS.includes(setup)) throw new Error(`no Plyr setup ${setup}`);
  await page.goto(`${origin}/plyr/index.html?fresh=${Date.now()}`, { waitUntil: 'load', timeout: LOAD_MS });
  await expect
    .poll(() => page.evaluate(() => (typeof players === 'undefined' ? null : [players.video.duration, players.podcast.duration])), { timeout: LOAD_MS })
    .toEqual([60, 90]);
  await expect(page.locator('.plyr--full-ui')).toHaveCount(2, { timeout: LOAD_MS });
  from = { video: {}, podcast: {} };
  if (setup === 'video-playing') {
    await video(page).locator('.plyr__control--overlaid').click();
    from.video = { playing: true, time: null };
  }
  if (setup === 'podcast-playing') {
    await podcast(page).getByRole('button', { name: 'Play' }).click();
    from.podcast = { playing: true, time: null };
  }
  if (setup === 'video-muted') {
    await video(page).getByRole('button', { name: 'Mute' }).click();
    from.video = { muted: true };
  }
  if (setup === 'video-at-30') {
    await page.evaluate(() => {
      players!.video.currentTime = 30;
    });
    from.video = { time: 30 };
  }
  if (setup === 'video-settings' || setup === 'video-speed-menu') {
    await video(page).locator('button[data-plyr="settings"]').first().click();
    from.video = { menu: 'home' };
  }
  if (setup === 'video-speed-menu') {
    await video(page).getByRole('menuitem', { name: /^Speed/ }).click();
    from.video = { menu: 'speed' };
  }
  if (setup === 'video-fast') {
    await page.evaluate(() => {
      players!.video.speed = 1.5;
    });
    from.video = { speed: 1.5 };
  }
  if (setup === 'captions-on') {
    await video(page).getByRole('button', { name: 'Enable captions' }).click();
    from.video = { captions: 'en' };
  }
  if (setup === 'video-fullscreen') {
    await video(page).getByRole('button', { name: 'Enter fullscreen' }).click();
    from.video = { fullscreen: true };
  }
  await page.mouse.move(0, 0);
  await expect.poll(() => read(page), { timeout: LOAD_MS }).toEqual({ video: { ...START, ...from.video }, podcast: { ...START, ...from.podcast } });
  prepared = await state(page);
}

/** An ambiguous step: the right outcome is a hand-over, and the page as it was. */
const untouched = async (page: Page) => {
  expect(await state(page)).toBe(prepared);
};
const asks = (setup: string, phrasings: string[]): AppStep[] => says(setup, async () => undefined, untouched, phrasings);

// --- checks ----------------------------------------------------------------------------------

/** Not compared: the value this step leaves open (a paused player's exact time, a menu left open). */
const ANY = 'any';
type Want = { [K in keyof One]?: One[K] | typeof ANY };

/** Within a second of the wanted time, within 0.05 of the wanted volume, counts as the same. */
function near(got: One, want: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...got };
  for (const [key, value] of Object.entries(want)) {
    if (value === ANY) out[key] = ANY;
    else if (key === 'time' && typeof value === 'number' && typeof got.time === 'number' && Math.abs(got.time - value) <= 1) out[key] = value;
    else if (key === 'volume' && typeof value === 'number' && Math.abs(got.volume - value) <= 0.05) out[key] = value;
  }
  return out;
}

/** The players are as the setup left them but for these changes. */
const are = (changes: { video?: Want; podcast?: Want }) => async (page: Page) => {
  const want = { video: { ...START, ...from.video, ...changes.video }, podcast: { ...START, ...from.podcast, ...changes.podcast } };
  await expect.poll(() => read(page).then((r) => ({ video: near(r.video, want.video), podcast: near(r.podcast, want.podcast) })), { timeout: 3_000 }).toEqual(want);
};

// --- references ------------------------------------------------------------------------------

/** While a video plays its controls hide: a person moves the mouse over it first. */
const inVideo = async (page: Page) => {
  await video(page).hover();
  return video(page);
};
const slider = (player: Where, name: 'Seek' | 'Volume', value: string) => (page: Page) =>
  player(page).getByRole('slider', { name }).fill(value);
const settings = (player: Where, item: 'Speed' | 'Captions', option: string) => async (page: Page) => {
  await player(page).locator('button[data-plyr="settings"]').first().click();
  await player(page).getByRole('menuitem', { name: new RegExp(`^${item}`) }).click();
  await player(page).getByRole('menuitemradio', { name: option }).click();
};
const chapter = (name: string) => (page: Page) => page.getByRole('button', { name }).click();

export const PLYR_STEPS: AppStep[] = [
  // Play and pause.
  ...says('page', (page) => video(page).locator('.plyr__control--overlaid').click(), are({ video: { playing: true, time: null } }), [
    'play the video',
    'click the big play button on the video',
    'start the Harbour at dawn video',
  ]),
  ...says('video-playing', async (page) => (await inVideo(page)).locator('.plyr__controls').getByRole('button', { name: 'Pause' }).click(), are({ video: { playing: false, time: ANY } }), ['pause the video', 'click Pause']),
  ...says('page', (page) => podcast(page).getByRole('button', { name: 'Play' }).click(), are({ podcast: { playing: true, time: null } }), ['play the podcast', 'click Play in the podcast player']),
  ...says('podcast-playing', (page) => podcast(page).getByRole('button', { name: 'Pause' }).click(), are({ podcast: { playing: false, time: ANY } }), ['pause the episode']),

  // Sound.
  ...says('page', (page) => video(page).getByRole('button', { name: 'Mute' }).click(), are({ video: { muted: true } }), ['mute the video', 'turn the sound off on the video']),
  ...says('page', (page) => podcast(page).getByRole('button', { name: 'Mute' }).click(), are({ podcast: { muted: true } }), ['click Mute in the Podcast section']),
  ...says('video-muted', (page) => video(page).getByRole('button', { name: 'Unmute' }).click(), are({ video: { muted: false } }), ['unmute the video']),
  ...says('page', slider(video, 'Volume', '0.5'), are({ video: { volume: 0.5 } }), ['set the video volume to 50%']),
  ...says('page', slider(podcast, 'Volume', '0.2'), are({ podcast: { volume: 0.2 } }), ['turn the podcast volume down to 20%']),

  // Moving in time.
  ...says('page', (page) => video(page).getByRole('button', { name: 'Forward 10s' }).click(), are({ video: { time: 10 } }), ['skip forward 10 seconds', 'click Forward 10s']),
  ...says('video-at-30', (page) => video(page).getByRole('button', { name: 'Rewind 10s' }).click(), are({ video: { time: 20 } }), ['rewind 10 seconds']),
  ...says('page', slider(video, 'Seek', '50'), are({ video: { time: 30 } }), ['seek the video to 0:30']),
  ...says('page', slider(podcast, 'Seek', '50'), are({ podcast: { time: 45 } }), ['jump to the middle of the podcast']),
  ...says('page', slider(podcast, 'Seek', '66.67'), are({ podcast: { time: 60 } }), ['skip the podcast to 01:00']),
  ...says('page', chapter('The fishing fleet (0:14)'), are({ video: { time: 14 } }), ['click The fishing fleet']),
  ...says('page', chapter('Market on the quay (0:24)'), are({ video: { time: 24 } }), ['go to the chapter Market on the quay']),
  ...says('page', chapter('The lighthouse (0:48)'), are({ video: { time: 48 } }), ['jump to the lighthouse chapter']),
  ...says('video-at-30', chapter('Dawn (0:00)'), are({ video: { time: 0 } }), ['restart the video from the beginning']),

  // Speed: Settings → Speed → an option (the menu stays open on its first pane).
  ...says('page', settings(video, 'Speed', '1.5×'), are({ video: { speed: 1.5, menu: ANY } }), ['set the video speed to 1.5×']),
  ...says('page', settings(podcast, 'Speed', '2×'), are({ podcast: { speed: 2, menu: ANY } }), ['change the playback speed of the podcast to 2x']),
  ...says('video-settings', (page) => video(page).getByRole('menuitem', { name: /^Speed/ }).click(), are({ video: { menu: 'speed' } }), ['click Speed']),
  ...says('video-speed-menu', (page) => video(page).getByRole('menuitemradio', { name: '0.75×' }).click(), are({ video: { speed: 0.75, menu: ANY } }), ['choose 0.75×']),
  ...says('video-fast', settings(video, 'Speed', 'Normal'), are({ video: { speed: 1, menu: ANY } }), ['reset the video speed to normal']),

  // Captions.
  ...says('page', (page) => video(page).getByRole('button', { name: 'Enable captions' }).click(), are({ video: { captions: 'en' } }), ['turn on captions', 'click Enable captions']),
  ...says('captions-on', (page) => video(page).getByRole('button', { name: 'Disable captions' }).click(), are({ video: { captions: null } }), ['turn off subtitles']),
  ...says('page', settings(video, 'Captions', 'Français FR'), are({ video: { captions: 'fr', menu: ANY } }), ['switch the captions to French', 'show French subtitles']),
  ...says('video-settings', (page) => video(page).getByRole('menuitem', { name: /^Captions/ }).click(), are({ video: { menu: 'captions' } }), ['open the Captions menu']),
  ...says('video-settings', (page) => video(page).locator('button[data-plyr="settings"]').first().click(), are({ video: { menu: null } }), ['close the settings menu']),

  // Fullscreen.
  ...says('page', (page) => video(page).getByRole('button', { name: 'Enter fullscreen' }).click(), are({ video: { fullscreen: true } }), ['make the video full screen']),
  ...says('video-fullscreen', (page) => video(page).getByRole('button', { name: 'Exit fullscreen' }).click(), are({ video: { fullscreen: false } }), ['exit full screen']),

  // Ambiguous: two players with the same controls.
  ...asks('page', ['click Play', 'set the volume to 50%', 'open the settings']),

  // Finding things.
  ...finds('page', '[aria-labelledby="video-title"] input[data-plyr="seek"]', ["find the video's seek bar"]),
  ...finds('page', '[aria-labelledby="podcast-title"] .plyr__time--duration', ['find the podcast duration']),
  ...finds('page', '[aria-labelledby="video-title"] button[data-plyr="captions"]', ['find the captions button']),
];

export const PLYR: RealApp = { name: 'plyr', steps: PLYR_STEPS, prepare, state };
