import { missingFrom, type BenchPage } from './pages.js';
import type { BenchSide, OpenSide } from './side.js';
import { median, timeRuns, within } from './stats.js';

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

async function measurePage(side: BenchSide, open: OpenSide, page: BenchPage, origin: string, repeat: number) {
  const label = `${side.name} extract() on ${page.path}`;
  await open.goto(origin + page.path);
  let text = await within(EXTRACT_BOUND_MS, label, open.pageText()); // warm-up
  const runs = await timeRuns(Math.min(repeat, page.maxRepeat ?? repeat), async () => {
    text = await within(EXTRACT_BOUND_MS, label, open.pageText());
  });
  return { ms: median(runs), chars: text.length, missing: missingFrom(text, page) };
}

/**
 * Figure 1: each side opens one browser, then per page: goto, one warm-up extract(), `repeat`
 * timed extract() calls. Sides run one after the other so they never share the two cores.
 */
export async function benchPageText(sides: BenchSide[], pages: BenchPage[], origin: string, repeat: number): Promise<PageTextFigure[]> {
  const figures: PageTextFigure[] = pages.map((p) => ({ page: p.title, path: p.path, ms: {}, chars: {}, missing: {}, errors: {} }));
  for (const side of sides) {
    const missing = side.missing('extract');
    if (missing) {
      for (const f of figures) f.errors[side.name] = missing;
      continue;
    }
    const open = await side.open();
    try {
      for (const [i, page] of pages.entries()) {
        const figure = figures[i]!;
        try {
          const measured = await measurePage(side, open, page, origin, repeat);
          figure.ms[side.name] = measured.ms;
          figure.chars[side.name] = measured.chars;
          figure.missing[side.name] = measured.missing;
        } catch (error) {
          figure.errors[side.name] = (error as Error).message.split('\n')[0]!;
        }
      }
    } finally {
      await open.close();
    }
  }
  return figures;
}
