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

/**
 * Figure 3: every side opens its browser first; then per task, each side loads the page and makes
 * one warm-up act, and the `repeat` timed acts alternate between the sides (one act at a time), so
 * a change of the machine's load during the run hits both sides alike. Each timed act comes right
 * after an untimed one of the same side, as in a run of back-to-back acts: the page is still
 * settling from that side's previous action, which each client waits out in its own way (before
 * the next read, or after its own action). Errors are kept per side instead of ending the run.
 */
export async function benchAct(sides: BenchSide[], tasks: ActTask[], origin: string, repeat: number, hooks: ActHooks): Promise<ActFigure[]> {
  const figures: ActFigure[] = tasks.map((t) => ({ path: t.path, instruction: t.instruction, sides: {}, errors: {} }));
  const open = new Map<BenchSide, OpenSide>();
  try {
    for (const side of sides) {
      const missing = side.missing('act');
      if (missing) for (const f of figures) f.errors[side.name] = missing;
      else open.set(side, await side.open());
    }
    for (const [i, task] of tasks.entries()) {
      const figure = figures[i]!;
      hooks.setTarget(task.target);
      const samples = new Map<BenchSide, { engine: number[]; wall: number[]; model: number[]; calls: number }>();
      const act = (side: BenchSide, o: OpenSide) => within(ACT_BOUND_MS, `${side.name} act("${task.instruction}")`, o.act(task.instruction));
      for (const [side, o] of open) {
        try {
          await o.goto(origin + task.path);
          await act(side, o); // warm-up
          samples.set(side, { engine: [], wall: [], model: [], calls: 0 });
        } catch (error) {
          figure.errors[side.name] = (error as Error).message.split('\n')[0]!;
        }
      }
      for (let r = 0; r < repeat; r++) {
        for (const [side, o] of open) {
          const s = samples.get(side);
          if (!s) continue;
          try {
            await act(side, o); // the act right before, as in back-to-back acts
            const modelBefore = await o.actInferenceMs();
            const callsBefore = hooks.modelCalls();
            const started = performance.now();
            await act(side, o);
            const elapsed = performance.now() - started;
            s.calls += hooks.modelCalls() - callsBefore;
            const modelTime = (await o.actInferenceMs()) - modelBefore;
            s.engine.push(elapsed - modelTime);
            s.wall.push(elapsed);
            s.model.push(modelTime);
          } catch (error) {
            figure.errors[side.name] = (error as Error).message.split('\n')[0]!;
            samples.delete(side);
          }
        }
      }
      for (const [side, s] of samples) {
        figure.sides[side.name] = { engineMs: median(s.engine), wallMs: median(s.wall), modelMs: median(s.model), modelCalls: s.calls / repeat };
      }
    }
  } finally {
    for (const o of open.values()) await o.close().catch(() => undefined);
  }
  return figures;
}
