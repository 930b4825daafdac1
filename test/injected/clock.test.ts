import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOCK_SOURCE } from '../../src/engine/injected/generated/clock.js';
import { CLOCK_KEY } from '../../src/engine/injected/keys.js';
import type { FrameLook, FrameReading } from '../../src/engine/injected/clock/types.js';
import { bundle, html, launch } from './support.js';

// clock/: what the page clock reads (changes, pending timers, frames and requests, controls,
// how it was installed) and a look that carries a same-origin frame's reading. Installed with
// long bounds (a minute), so that no assertion depends on how fast the machine runs.
const KEY = 'actwright.test-clock';
let browser: Browser;
let context: BrowserContext;
let script: string;
const ORIGIN = 'http://clock.test';
const held: Route[] = [];

beforeAll(async () => {
  browser = await launch();
  script = await bundle(`
    import { installClock } from './clock/install.js';
    installClock(${JSON.stringify(KEY)}, { shortTimerMs: 60_000, activeMs: 60_000, idleFrames: 2, loopFrames: 4, stalledMs: 60_000 });
  `);
  context = await browser.newContext();
  await context.addInitScript({ content: script });
  await context.route(`${ORIGIN}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/held') return void held.push(route);
    if (path === '/child') return route.fulfill({ contentType: 'text/html', body: html('<p>child</p>') });
    if (path === '/parent') return route.fulfill({ contentType: 'text/html', body: html(`<iframe src="${ORIGIN}/child"></iframe>`) });
    return route.fulfill({ contentType: 'text/html', body: html('<p id="p">page</p><input id="i">') });
  });
});
afterAll(async () => browser?.close());

const reading = (page: Page) => page.evaluate((key) => (window as unknown as Record<symbol, { read(): FrameReading }>)[Symbol.for(key)]!.read(), KEY);
const fresh = async (path = '/page') => {
  const page = await context.newPage();
  await page.goto(`${ORIGIN}${path}`);
  return page;
};

describe('the page clock', () => {
  it('counts DOM changes, knows a document it saw from the start, and reads the page address and viewport', async () => {
    const page = await fresh();
    const first = await reading(page);
    expect(first).toMatchObject({ knowsAll: true, loaded: true, url: `${ORIGIN}/page`, width: 1280, height: 720 });
    await page.evaluate(() => void (document.getElementById('p')!.textContent = 'changed'));
    const second = await reading(page);
    expect(second.doc).toBe(first.doc);
    expect(second.epoch).toBeGreaterThan(first.epoch);
    await page.goto(`${ORIGIN}/again`);
    expect((await reading(page)).doc).not.toBe(first.doc);
    await page.close();
  });

  it('folds control values into `controls`: a typed value changes it without a DOM mutation', async () => {
    const page = await fresh();
    const before = await reading(page);
    await page.evaluate(() => void ((document.getElementById('i') as HTMLInputElement).value = 'typed'));
    expect((await reading(page)).controls).not.toBe(before.controls);
    await page.close();
  });

  it('holds a short timer set while active as pending until it runs or is cleared; a longer one is not awaited', async () => {
    const page = await fresh();
    const base = (await reading(page)).pending;
    const id = await page.evaluate(() => setTimeout(() => {}, 50_000));
    const pending = await reading(page);
    expect(pending.pending).toBe(base + 1);
    expect(pending.nextDueIn).toBeGreaterThan(0);
    await page.evaluate((t) => clearTimeout(t), id);
    expect((await reading(page)).pending).toBe(base);
    await page.evaluate(() => void setTimeout(() => {}, 120_000));
    expect((await reading(page)).pending).toBe(base);
    await page.close();
  });

  it('holds a fetch under way as pending until its answer', async () => {
    const page = await fresh();
    const base = (await reading(page)).pending;
    await page.evaluate(() => void fetch('/held').catch(() => {}));
    await expect.poll(() => held.length).toBe(1);
    expect((await reading(page)).pending).toBe(base + 1);
    await held.pop()!.fulfill({ body: 'late' });
    await expect.poll(async () => (await reading(page)).pending).toBe(base);
    await page.close();
  });

  it('counts rendering frames after the last change, up to idleFrames', async () => {
    const page = await fresh();
    await expect.poll(async () => (await reading(page)).frames).toBe(2);
    await page.close();
  });

  it('holds an animation frame as pending, and a chain of frames that changes the page; a frame loop that changes nothing (a canvas drawn) only for its first frames', async () => {
    const page = await fresh();
    const base = (await reading(page)).pending;
    // Runs a frame loop from the page until its callback ran `frames` times, then reads the clock
    // in the next task (the loop's next frame is requested, not yet run). `change`: each callback
    // changes the DOM. The loop goes on afterwards (its id is kept to stop it).
    const loop = (frames: number, change: boolean) =>
      page.evaluate(
        async ([key, frames, change]) => {
          const w = window as unknown as { loopId?: number } & Record<symbol, { read(): FrameReading }>;
          await new Promise<void>((resolve) => {
            let n = 0;
            const tick = () => {
              if (change) document.getElementById('p')!.textContent = `frame ${n}`;
              if (++n === frames) resolve();
              w.loopId = requestAnimationFrame(tick);
            };
            w.loopId = requestAnimationFrame(tick);
          });
          return w[Symbol.for(key as string)]!.read().pending;
        },
        [KEY, frames, change] as const,
      );
    const stop = () => page.evaluate(() => cancelAnimationFrame((window as unknown as { loopId: number }).loopId));
    // A frame requested from a frame that changed nothing ("after the next paint"): still awaited.
    expect(await loop(1, false)).toBe(base + 1);
    await stop();
    // Ten frames in a row that changed nothing: a loop, its next frame not awaited.
    expect(await loop(10, false)).toBe(base);
    await stop();
    // Ten frames that each changed the page: its next frame is awaited.
    expect(await loop(10, true)).toBe(base + 1);
    await stop();
    await page.close();
  });

  it('marks an interval that changes the DOM as animating', async () => {
    const page = await fresh();
    expect((await reading(page)).animating).toBe(false);
    await page.evaluate(() => {
      const t = setInterval(() => {
        document.getElementById('p')!.textContent = String(Math.random());
        clearInterval(t);
      }, 0);
    });
    await expect.poll(async () => (await reading(page)).animating).toBe(true);
    await page.close();
  });

  it('counts a DOM-changing interval whose callback is late (a starved page) as pending, until it is cleared', async () => {
    // A clock with a short active window (50 ms): the page is kept busy in one task for 200 ms, in which the interval cannot run.
    const short = await bundle(`
      import { installClock } from './clock/install.js';
      installClock('actwright.test-clock-short', { shortTimerMs: 1_000, activeMs: 50, idleFrames: 2, stalledMs: 60_000 });
    `);
    const page = await browser.newPage();
    await page.setContent(html('<p id="p">0</p>'));
    await page.evaluate(short);
    await page.evaluate(() => void ((window as unknown as { ticker: number }).ticker = window.setInterval(() => void (document.getElementById('p')!.textContent = String(Math.random())), 0)));
    await expect.poll(() => page.evaluate(() => document.getElementById('p')!.textContent)).not.toBe('0');
    // All in one task: nothing else changes between the two last readings but the cleared interval.
    const [starved, cleared] = await page.evaluate(() => {
      const clock = (window as unknown as Record<symbol, { read(): FrameReading }>)[Symbol.for('actwright.test-clock-short')]!;
      const read = () => clock.read().pending;
      const until = performance.now() + 200;
      while (performance.now() < until);
      const late = read();
      clearInterval((window as unknown as { ticker: number }).ticker);
      return [late, read()];
    });
    expect(starved).toBe(cleared + 1);
    await page.close();
  });

  it('knows it came late when installed on a document already loaded, and installs once', async () => {
    const other = await browser.newPage();
    await other.route(`${ORIGIN}/**`, (route) => route.fulfill({ contentType: 'text/html', body: html('<p>late</p>') }));
    await other.goto(`${ORIGIN}/late`);
    await other.evaluate(script);
    const first = await reading(other);
    expect(first.knowsAll).toBe(false);
    await other.evaluate(script);
    expect((await reading(other)).doc).toBe(first.doc);
    await other.close();
  });

  it('a look reads the frame and carries the readings of the same-origin frames it was asked for', async () => {
    const page = await fresh('/parent');
    await expect.poll(() => page.frames().length).toBe(2);
    const child = await page.frames()[1]!.evaluate((key) => (window as unknown as Record<symbol, { read(): FrameReading }>)[Symbol.for(key)]!.read().doc, KEY);
    const look = (want: string[]) =>
      page.evaluate(
        ([key, w]) => (window as unknown as Record<symbol, { look(want: string[], alongside: ((r: FrameReading, win: Window) => unknown) | null): FrameLook }>)[Symbol.for(key as string)]!.look(w as string[], (r) => r.url),
        [KEY, want] as const,
      );
    const without = await look([]);
    expect(without.reachable).toEqual([child]);
    expect(without.carried).toEqual({});
    expect(without.extra).toBe(`${ORIGIN}/parent`);
    const withChild = await look([child]);
    expect(withChild.carried[child]).toMatchObject({ reading: { doc: child, url: `${ORIGIN}/child` }, extra: `${ORIGIN}/child` });
    await page.close();
  });

  it('a look asked to wait, on a document that lacks only rendering frames, answers once they passed; not asked, at once', async () => {
    const page = await fresh();
    await expect.poll(async () => (await reading(page)).frames).toBe(2);
    // A change, then a look in the same task (no frame in between): frames start again from 0.
    const look = (waitMs: number) =>
      page.evaluate(
        async ([key, ms]) => {
          document.getElementById('p')!.textContent = `changed ${Math.random()}`;
          await Promise.resolve(); // the clock's observer is told of the change in a microtask
          const clock = (window as unknown as Record<symbol, { look(want: string[], alongside: null, waitMs?: number): FrameLook | Promise<FrameLook> }>)[Symbol.for(key as string)]!;
          return (await clock.look([], null, ms as number)).reading.frames;
        },
        [KEY, waitMs] as const,
      );
    expect(await look(0)).toBe(0);
    // Bounded by a minute: only the frames end this wait.
    expect(await look(60_000)).toBe(2);
    await page.close();
  });

  it('the bundled clock is the engine’s: under its key, with settling’s bounds (SHORT_TIMER_MS)', async () => {
    const page = await browser.newPage();
    await page.setContent(html('<p>x</p>'));
    await page.evaluate(CLOCK_SOURCE);
    // In one task (no time passes): input makes the page active; a timer of SHORT_TIMER_MS counts, one a millisecond longer does not.
    const added = await page.evaluate((key) => {
      const clock = (window as unknown as Record<symbol, { read(): FrameReading }>)[Symbol.for(key)]!;
      const base = clock.read().pending;
      window.dispatchEvent(new Event('input'));
      setTimeout(() => {}, 1_000);
      setTimeout(() => {}, 1_001);
      return clock.read().pending - base;
    }, CLOCK_KEY);
    expect(added).toBe(1);
    await page.close();
  });
});
