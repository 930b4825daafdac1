import type { BenchSide } from './side.js';
import { median, within } from './stats.js';

export interface ActTask {
  path: string;
  instruction: string;
  /** The accessible name of the element the scripted model picks. */
  target: string;
}

/** Acts that leave the page as it was (a counter goes up, a sort button is pressed), so they repeat. */
export const ACT_TASKS: ActTask[] = [
  { path: '/grid-200.html', instruction: 'click the "Add Item 0150 to cart" button', target: 'Add Item 0150 to cart' },
  { path: '/table-300.html', instruction: 'click the "Sort by price" button', target: 'Sort by price' },
  { path: '/frames.html', instruction: 'click "Pay now" in the card frame', target: 'Pay now' },
];

export interface ActFigure {
  path: string;
  instruction: string;
  /** Median engine ms per act (wall time minus the client's own model time), per side. */
  engineMs: Partial<Record<BenchSide['name'], number>>;
  /** Median model ms per act (the loopback round trip), for the record. */
  modelMs: Partial<Record<BenchSide['name'], number>>;
}

const ACT_BOUND_MS = 60_000;

/** Figure 3: `repeat` timed acts per task after one warm-up; the fake answers through `setTarget`. */
export async function benchAct(sides: BenchSide[], origin: string, repeat: number, setTarget: (name: string) => void): Promise<ActFigure[]> {
  const figures: ActFigure[] = ACT_TASKS.map((t) => ({ path: t.path, instruction: t.instruction, engineMs: {}, modelMs: {} }));
  for (const side of sides) {
    if (side.missing('act')) continue;
    const open = await side.open();
    try {
      for (const [i, task] of ACT_TASKS.entries()) {
        setTarget(task.target);
        await open.goto(origin + task.path);
        await within(ACT_BOUND_MS, `${side.name} act on ${task.path}`, open.act(task.instruction));
        const engine: number[] = [];
        const model: number[] = [];
        for (let r = 0; r < repeat; r++) {
          const modelBefore = await open.actInferenceMs();
          const started = performance.now();
          await within(ACT_BOUND_MS, `${side.name} act on ${task.path}`, open.act(task.instruction));
          const wall = performance.now() - started;
          const modelTime = (await open.actInferenceMs()) - modelBefore;
          engine.push(wall - modelTime);
          model.push(modelTime);
        }
        figures[i]!.engineMs[side.name] = median(engine);
        figures[i]!.modelMs[side.name] = median(model);
      }
    } finally {
      await open.close();
    }
  }
  return figures;
}
