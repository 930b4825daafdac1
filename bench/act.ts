import type { BenchSide, OpenSide } from './side.js';
import { median, within } from './stats.js';

export interface ActTask {
  path: string;
  instruction: string;
  /** The accessible name of the element the scripted model picks. */
  target: string;
}

/**
 * Acts that leave the page as it was (a counter goes up, a sort button is pressed), so they repeat.
 * Worded loosely on purpose: a plain `click "X"` may be resolved without the model by actwright's
 * offline tier, and this figure is about the engine around a model call.
 */
export const MODEL_ACT_TASKS: ActTask[] = [
  { path: '/grid-200.html', instruction: 'put product number 150 into my basket', target: 'Add Item 0150 to cart' },
  { path: '/table-300.html', instruction: 'order the inventory by how much things cost', target: 'Sort by price' },
  { path: '/frames.html', instruction: 'settle the bill with the card in the payment frame', target: 'Pay now' },
];

/** A plain instruction for actwright's offline resolver (no model configured at all). */
export const OFFLINE_ACT_TASK: ActTask = { path: '/grid-200.html', instruction: 'click the "Add Item 0150 to cart" button', target: 'Add Item 0150 to cart' };

export interface ActMeasure {
  /** Median engine ms per act: wall time minus the client's own model time. */
  engineMs: number;
  /** Median wall ms per act. */
  wallMs: number;
  /** Median model ms per act (the loopback round trip). */
  modelMs: number;
  /** Model requests per act, counted at the fake (0 means resolved without the model). */
  modelCalls: number;
}

export interface ActFigure {
  path: string;
  instruction: string;
  sides: Partial<Record<BenchSide['name'], ActMeasure>>;
  errors: Partial<Record<BenchSide['name'], string>>;
}

const ACT_BOUND_MS = 60_000;

export interface ActHooks {
  /** Tells the scripted model which element to pick. */
  setTarget(name: string): void;
  /** Requests the fake model has answered so far. */
  modelCalls(): number;
}

/** `repeat` timed acts after one warm-up act, on an open side. */
async function measureAct(side: BenchSide, open: OpenSide, origin: string, task: ActTask, repeat: number, hooks: ActHooks): Promise<ActMeasure> {
  hooks.setTarget(task.target);
  await open.goto(origin + task.path);
  const label = `${side.name} act("${task.instruction}")`;
  await within(ACT_BOUND_MS, label, open.act(task.instruction));
  const engine: number[] = [];
  const wall: number[] = [];
  const model: number[] = [];
  const callsBefore = hooks.modelCalls();
  for (let r = 0; r < repeat; r++) {
    const modelBefore = await open.actInferenceMs();
    const started = performance.now();
    await within(ACT_BOUND_MS, label, open.act(task.instruction));
    const elapsed = performance.now() - started;
    const modelTime = (await open.actInferenceMs()) - modelBefore;
    engine.push(elapsed - modelTime);
    wall.push(elapsed);
    model.push(modelTime);
  }
  return { engineMs: median(engine), wallMs: median(wall), modelMs: median(model), modelCalls: (hooks.modelCalls() - callsBefore) / repeat };
}

/** Figure 3: each task on every side (one browser per side), errors kept per side instead of ending the run. */
export async function benchAct(sides: BenchSide[], tasks: ActTask[], origin: string, repeat: number, hooks: ActHooks): Promise<ActFigure[]> {
  const figures: ActFigure[] = tasks.map((t) => ({ path: t.path, instruction: t.instruction, sides: {}, errors: {} }));
  for (const side of sides) {
    const missing = side.missing('act');
    if (missing) {
      for (const f of figures) f.errors[side.name] = missing;
      continue;
    }
    const open = await side.open();
    try {
      for (const [i, task] of tasks.entries()) {
        try {
          figures[i]!.sides[side.name] = await measureAct(side, open, origin, task, repeat, hooks);
        } catch (error) {
          figures[i]!.errors[side.name] = (error as Error).message.split('\n')[0]!;
        }
      }
    } finally {
      await open.close();
    }
  }
  return figures;
}
