import { missingFrom, type BenchPage } from './pages.js';
import type { BenchSide } from './side.js';
import { median, timeRuns, within } from './stats.js';

export interface PageTextFigure {
  page: string;
  path: string;
  /** Median ms of extract() with no arguments, per side; undefined when the side could not run. */
  ms: Partial<Record<BenchSide['name'], number>>;
  chars: Partial<Record<BenchSide['name'], number>>;
  /** Markers and actionable names absent from each side's page text. */
  missing: Partial<Record<BenchSide['name'], string[]>>;
}

const EXTRACT_BOUND_MS = 60_000;

/**
 * Figure 1: each side opens one browser, then per page: goto, one warm-up extract(), `repeat`
 * timed extract() calls. Sides run one after the other so they never share the two cores.
 */
export async function benchPageText(sides: BenchSide[], pages: BenchPage[], origin: string, repeat: number): Promise<PageTextFigure[]> {
  const figures: PageTextFigure[] = pages.map((p) => ({ page: p.title, path: p.path, ms: {}, chars: {}, missing: {} }));
  for (const side of sides) {
    if (side.missing('extract')) continue;
    const open = await side.open();
    try {
      for (const [i, page] of pages.entries()) {
        const figure = figures[i]!;
        await open.goto(origin + page.path);
        let text = await within(EXTRACT_BOUND_MS, `${side.name} extract() on ${page.path}`, open.pageText());
        const runs = await timeRuns(Math.min(repeat, page.maxRepeat ?? repeat), async () => {
          text = await within(EXTRACT_BOUND_MS, `${side.name} extract() on ${page.path}`, open.pageText());
        });
        figure.ms[side.name] = median(runs);
        figure.chars[side.name] = text.length;
        figure.missing[side.name] = missingFrom(text, page);
      }
    } finally {
      await open.close();
    }
  }
  return figures;
}
