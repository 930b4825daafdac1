import { setTimeout } from 'node:timers/promises';
import { missingFrom, type BenchPage } from './pages.js';
import type { BenchSide, OpenSide } from './side.js';
import { median, within } from './stats.js';

export interface PageTextFigure {
  page: string;
  path: string;
  /** Median ms of extract() with no arguments, per side; absent when the side could not run. */
  ms: Partial<Record<BenchSide['name'], number>>;
  chars: Partial<Record<BenchSide['name'], number>>;
  /** Markers and actionable names absent from each side's page text. */
  missing: Partial<Record<BenchSide['name'], string[]>>;
  /** Why a side has no figure for this page. */
  errors: Partial<Record<BenchSide['name'], string>>;
}

const EXTRACT_BOUND_MS = 60_000;
/** Longer than actwright's 300 ms quiet window, so settling costs neither side anything. */
const QUIET_AFTER_TOUCH_MS = 350;
/**
 * A page whose warm-up read took less than this on every side is read SHORT_PAGE_FACTOR times as
 * often: a call of a few milliseconds is mostly one round trip, whose jitter (±0.5 ms on a 2-core
 * VM) would otherwise decide the ratio; extra runs of it cost a second or two.
 */
export const SHORT_READ_MS = 50;
export const SHORT_PAGE_FACTOR = 3;

/**
 * Figure 1: both sides open their browser first; then per page, each side loads it and makes one
 * warm-up extract(), and the `repeat` timed extract() calls alternate between the sides (one call at
 * a time, so they never share the two cores). Alternating keeps the ratio fair on a machine whose
 * load changes during the run: both sides meet the same load, run by run.
 */
export async function benchPageText(sides: BenchSide[], pages: BenchPage[], origin: string, repeat: number): Promise<PageTextFigure[]> {
  const figures: PageTextFigure[] = pages.map((p) => ({ page: p.title, path: p.path, ms: {}, chars: {}, missing: {}, errors: {} }));
  const open = new Map<BenchSide, OpenSide>();
  try {
    for (const side of sides) {
      const missing = side.missing('extract');
      if (missing) for (const f of figures) f.errors[side.name] = missing;
      else open.set(side, await side.open());
    }
    for (const [i, page] of pages.entries()) {
      const figure = figures[i]!;
      const texts = new Map<BenchSide, string>();
      const runs = new Map<BenchSide, number[]>();
      let slowestWarmUp = 0;
      const failed = (side: BenchSide, error: unknown) => {
        figure.errors[side.name] = (error as Error).message.split('\n')[0]!;
        texts.delete(side);
      };
      for (const [side, o] of open) {
        try {
          await o.goto(origin + page.path);
          const started = performance.now();
          texts.set(side, await within(EXTRACT_BOUND_MS, `${side.name} extract() on ${page.path}`, o.pageText())); // warm-up
          slowestWarmUp = Math.max(slowestWarmUp, performance.now() - started);
          runs.set(side, []);
        } catch (error) {
          failed(side, error);
        }
      }
      const times = slowestWarmUp < SHORT_READ_MS ? repeat * SHORT_PAGE_FACTOR : Math.min(repeat, page.maxRepeat ?? repeat);
      for (let r = 0; r < times; r++) {
        for (const [side, o] of open) {
          if (!texts.has(side)) continue;
          try {
            // A fresh read, not a reused one: change the page, then let it be quiet again (untimed).
            await o.touch();
            await setTimeout(QUIET_AFTER_TOUCH_MS);
            const started = performance.now();
            texts.set(side, await within(EXTRACT_BOUND_MS, `${side.name} extract() on ${page.path}`, o.pageText()));
            runs.get(side)!.push(performance.now() - started);
          } catch (error) {
            failed(side, error);
          }
        }
      }
      for (const [side, text] of texts) {
        figure.ms[side.name] = median(runs.get(side)!);
        figure.chars[side.name] = text.length;
        figure.missing[side.name] = missingFrom(text, page);
      }
    }
  } finally {
    for (const o of open.values()) await o.close().catch(() => undefined);
  }
  return figures;
}
