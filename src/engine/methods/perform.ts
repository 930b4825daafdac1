import { setTimeout as sleep } from 'node:timers/promises';
import type { Locator, Page } from 'playwright-core';
import { ActionEffectError, InvalidArgumentError } from '../session/errors.js';
import { selectorLocator } from '../snapshot/selectors.js';
import { refLocator } from '../snapshot/aria-source.js';
import { readElement, type ElementState } from '../snapshot/element-state.js';
import { internalCalls } from '../session/internal-calls.js';
import { ACTION_METHODS, type ActionMethod } from './schemas.js';
import type { AnsweredDialog } from './native-dialogs.js';

/** Mouse moves a drag makes on its way to the drop (Playwright's `steps`). */
const DRAG_STEPS = 8;
/** How far inside the drop target's top or bottom edge a drag is dropped. */
const DROP_INSET_PX = 4;

/** Per-step bound for one Playwright action: a wrong element fails fast enough for selfHeal. */
export const STEP_TIMEOUT_MS = 3_000;

export function asActionMethod(method: string | undefined): ActionMethod {
  const name = method ?? 'click';
  const aliases: Record<string, ActionMethod> = { dblclick: 'doubleClick', select: 'selectOption', scroll: 'scrollTo', nextChunk: 'scrollByPage', prevChunk: 'scrollByPage', dragTo: 'dragAndDrop' };
  const found = (ACTION_METHODS as readonly string[]).includes(name) ? (name as ActionMethod) : aliases[name];
  if (!found) throw new InvalidArgumentError(`Unknown action method "${name}". Use one of: ${ACTION_METHODS.join(', ')}.`);
  return found;
}

export interface PerformInput {
  page: Page;
  /** The element, or undefined for page-level methods (press, scroll). */
  target: Locator | undefined;
  method: ActionMethod;
  /** Arguments with variables already substituted. */
  args: string[];
  /** Turns a ref or a selector (drag target) into a locator. */
  locate: (refOrSelector: string) => Locator;
  signal: AbortSignal;
  timeout?: number;
  /**
   * The element found again by a durable selector, for checking the effect when the element
   * re-rendered (a list row replaced on click): the ref then points at a detached node.
   */
  refind?: () => Locator;
  /**
   * The element that took the target's place once the target and its durable selector find none:
   * the one shown element of its role whose name says the same words, whatever marks around them
   * (a menu that draws its items anew on every toggle, a tick "✓" now in the item's name).
   */
  successor?: () => Locator;
  /**
   * The target as a read just before the action found it (one element): the action then takes
   * its value, its checked state and whether it lies under its label from here, not from reads of its own.
   */
  known?: ElementState;
  /**
   * The step asks to open or expand what the element stands for ("open the layers control"): a
   * click the page answers by opening it on hover, hiding the element, has done what was asked.
   */
  opens?: boolean;
  /**
   * A read of the page started beside the first read of a fill's or a type's own check of the
   * field's text (the same round trip's wait, not one more after it): what a key pressed next in
   * the field is judged against (methods/attempt.ts, ExpectedEffect.answered).
   */
  beside?: () => Promise<unknown>;
}

export { ActionEffectError };

/**
 * How an action was performed, when not as its plain Playwright call: `force` when the element
 * lay under its own label (a styled checkbox) and was clicked as its label clicks it. The code
 * form says so (`{ force: true }`): plain Playwright would wait for the input to take the pointer.
 */
export interface PerformedHow {
  force?: true;
  /**
   * A click on a control that opens on hover, for a step that asks to open it: the pointer's
   * arrival opened it and hid the control, so the press never came; what the step asked shows.
   * The action is recorded as the hover it was (`hover({ force: true })`).
   */
  hovered?: true;
  /**
   * A slider set to a value by the keys of the APG slider pattern (Home, End, PageUp/PageDown,
   * arrows), in the order pressed: the code form presses them as a person's test would.
   */
  keys?: string[];
  /**
   * A native multiple select: the values that were selected before and were kept beside the
   * option chosen ("choose Oregon" adds Oregon to the states already chosen). The code form
   * selects them all: a plain `selectOption('Oregon')` would deselect the others.
   */
  keptSelected?: string[];
  /** A sortable column header clicked this many times until it showed the order asked for: the code clicks as often. */
  clicks?: number;
  /** The browser's own dialogs the action raised and how they were answered (native-dialogs.ts). */
  dialogs?: AnsweredDialog[];
  /** A drag dropped at a point of its target, in moves: the code drags the same way. */
  drop?: { targetPosition: { x: number; y: number }; steps: number };
  /**
   * A fill into a display box that handed the focus to the widget's raw field (perform.ts,
   * handsFocusOn): the text was typed where the focus went and that field left; the code does the same.
   */
  focusHandedOn?: true;
}

/** Performs one action with Playwright's auto-waiting locators. Throws when it cannot. */
export async function performAction(input: PerformInput): Promise<PerformedHow> {
  const how: PerformedHow = {};
  await perform(input, how);
  return how;
}

/**
 * Whether a click that timed out had already been pressed: Playwright's call log ends with its
 * "performing click action" (the mouse events sent; the browser answers them only once the page's
 * handlers have run). Any other timeout (never visible, never stable, covered) did not press.
 */
export function pressLanded(error: unknown): boolean {
  if (!(error instanceof Error) || error.name !== 'TimeoutError') return false;
  const log = error.message.split('\n').map((line) => line.replace(/\u001b\[[0-9;]*m/g, '').trim()).filter(Boolean);
  return /^- performing click action$/.test(log.at(-1) ?? '');
}

/** A page that takes longer than this to answer a trivial read was busy (a round trip takes a few ms; a loaded machine's, tens). */
const BUSY_PROBE_MS = 400;
/** How long a busy page's handler is waited for (a chart redrawn for seconds); past it, the timeout stands. */
const BUSY_WAIT_MS = 20_000;

/**
 * A click that timed out once pressed, on a page still busy running what the press started: the
 * press landed. Playwright's log alone does not say the mouse events went out (its hit-target
 * check comes after the same line), so the page must also be busy: a page that answers at once
 * ran no handler of it, and the timeout stands. Waits (bounded) for the busy page to answer, so
 * the effect check after the step reads the page as the handler left it.
 */
async function pressTakenByBusyPage(page: Page, error: unknown): Promise<boolean> {
  if (!pressLanded(error)) return false;
  const pending = page.evaluate(() => true).catch(() => false);
  if ((await Promise.race([pending, sleep(BUSY_PROBE_MS).then(() => 'busy' as const)])) !== 'busy') return false;
  return (await Promise.race([pending, sleep(BUSY_WAIT_MS).then(() => false)])) === true;
}

async function perform({ page, target, method, args, locate, signal, timeout = STEP_TIMEOUT_MS, refind, successor, known, opens, beside }: PerformInput, how: PerformedHow): Promise<void> {
  const opts = { timeout, signal };
  const element = () => {
    if (!target) throw new InvalidArgumentError(`The ${method} action needs an element.`);
    return target;
  };
  switch (method) {
    case 'click': {
      if (mouseButton(args[0]) === 'left' && (await underItsLabel(element(), timeout, known))) {
        how.force = true;
        return clickInput(element(), opts);
      }
      // A click on an element lands where the element itself is, not on a control it holds (a
      // column header whose filter box sits at its centre: the box would take the click).
      const read = known?.textPoint !== undefined ? known : await readElement(element(), { pointer: true, timeoutMs: PROBE_MS });
      const position = read?.textPoint ?? undefined;
      try {
        // A box (its checked state read before): the pointer rests on it before the press.
        if (typeof known?.checked === 'boolean' && mouseButton(args[0]) === 'left') await pointAt(element(), opts, known);
        // A control set not to take the pointer until the pointer moves over it (a playing video's
        // controls, faded out and veiled): the hand arrives first, as a person's does, and the page
        // unveils it; Playwright's click would wait for it to take the pointer without ever moving there.
        else if (read?.veiled && mouseButton(args[0]) === 'left') await arriveAt(element(), opts);
        return await element().click({ ...opts, button: mouseButton(args[0]), ...(position ? { position } : {}) });
      } catch (error) {
        // Pressed, but the page's own handler outran the step's time (a chart redrawn for seconds):
        // the click landed, and the effect check after the step says whether it did what was asked.
        if (!signal.aborted && (await pressTakenByBusyPage(page, error))) return;
        if (opens && !signal.aborted && !(error instanceof ActionEffectError) && (await openedOnHover(element()))) {
          how.force = true;
          how.hovered = true;
          return;
        }
        // Veiled since it was read (the player faded its controls out while the step was resolved):
        // the click never landed, so the page is as it was; the hand arrives, then one more click.
        if (!signal.aborted && !(error instanceof ActionEffectError) && !read?.veiled && mouseButton(args[0]) === 'left' && (await readElement(element(), { pointer: true, timeoutMs: PROBE_MS }))?.veiled) {
          await arriveAt(element(), opts);
          return await element().click({ ...opts, button: mouseButton(args[0]), ...(position ? { position } : {}) }).catch(async (again: unknown) => {
            throw await hidOnHover(page, element(), again, signal);
          });
        }
        throw await hidOnHover(page, element(), error, signal);
      }
    }
    case 'rightClick':
      return element().click({ ...opts, button: 'right' });
    case 'middleClick':
      return element().click({ ...opts, button: 'middle' });
    case 'doubleClick':
      return element().dblclick(opts);
    case 'hover':
      return hover(element(), opts, how);
    case 'fill': {
      const text = args[0] ?? '';
      // "max", "the minimum", "25%": a slider's value in words, which an <input type=range> would
      // take as no number at all (silently): read as a slider first (a text field is not one).
      if (!/^\s*-?\d+(?:\.\d+)?\s*$/.test(text) && sliderGoal(text, 0, 100) !== undefined && (await moveSlider(element(), text, opts, how))) return;
      // A display box that hands the focus to the widget's real field (a formatted number box
      // shows "$250.00" and swaps in its raw input when focused): the text goes where the focus
      // went, and the real field is left so the widget takes it.
      // Such boxes format numbers, amounts and dates (masked fields too): a text with no digit in it
      // is typed as it is, without the look (a round trip through the page's main world, about six
      // calls in series, which every fill would otherwise pay).
      const focus = /\d/.test(text) ? await handsFocusOn(element()) : 'kept';
      if (focus === 'own field') {
        how.focusHandedOn = true;
        await fillFocused(page, text, opts);
        return expectValue(element(), refind, text, 'equal', signal, beside);
      }
      // Hidden on focus with the focus sent to a field not its own: typing would fill that one.
      if (focus === 'elsewhere') throw new ActionEffectError('The field hid itself when it was given the focus and sent the focus to another field, not its own: the text was not typed anywhere. Name the field that takes the text.', 'the field taking the focus to be filled', 'it hid itself and the focus went to another field');
      try {
        await element().fill(text, opts);
      } catch (error) {
        // A slider takes a value as a field does ("set Volume to 60"): an <input type=range> is
        // filled by Playwright with a number; any other slider (or value: "max", "25%") refuses
        // the fill at once and is moved by its keys.
        if (signal.aborted || !/not an <input>|cannot be filled|malformed value/i.test((error as Error)?.message ?? '') || !(await moveSlider(element(), text, opts, how))) throw error;
        return;
      }
      return expectValue(element(), refind, text, 'equal', signal, beside);
    }
    case 'type': {
      const text = args[0] ?? '';
      const held = known ? (known.value ?? undefined) : await fieldValue(element());
      const wasEmpty = held === '';
      // "type Paris into the City box" on a box holding text: the tester means the box to hold
      // "Paris", so it is replaced. Text that carries on from what the box holds (" soon", ".com")
      // goes at its end. (A box whose value is not readable is typed into at its end.)
      const replaces = held !== undefined && !wasEmpty && !continuesText(text);
      await element().click(opts);
      // The click put the caret where it landed, the middle of the box: text already there would be
      // split.
      if (replaces) await element().selectText(opts);
      else if (!wasEmpty) await caretToEnd(element(), opts);
      await element().pressSequentially(text, opts);
      try {
        return await expectValue(element(), refind, text, replaces ? 'equal' : 'contain', signal, beside);
      } catch (error) {
        // A keystroke lost on a loaded machine: a field that was empty is emptied and typed into once
        // more, key by key (a field that refuses some keys refuses them again, and the step fails).
        if (!(error instanceof ActionEffectError) || !wasEmpty || signal.aborted) throw error;
        await element().fill('', opts);
        await element().pressSequentially(text, opts);
        return expectValue(element(), refind, text, 'contain', signal, beside);
      }
    }
    case 'blur': {
      // Leaving the field: the browser fires `change` for a value typed into it (never Enter, which may submit).
      const held = await heldText(element());
      await element().blur(opts);
      // A field that drops its text when it is left took it as a search or a filter, not as its value.
      if (held?.trim()) return expectKeptOnLeaving(element(), held, signal);
      return;
    }
    case 'press':
      if (target) return target.press(args[0] ?? 'Enter', opts);
      return page.keyboard.press(args[0] ?? 'Enter');
    case 'selectOption': {
      const el = element();
      const label = args[0] ?? '';
      // A native select, and what a multiple one holds selected now (null: not a native select).
      const selected = await el.evaluate((node) => (node instanceof HTMLSelectElement ? (node.multiple ? Array.from(node.selectedOptions, (o) => o.value) : []) : null), undefined, opts);
      if (selected) {
        // Playwright's selectOption sets a multiple select's whole selection: choosing one option
        // would drop the ones chosen before. The step adds its option to them.
        const kept = selected.map((value) => ({ value }));
        await el.selectOption([...kept, { label }], opts).catch(() => el.selectOption([...selected, label], opts));
        if (selected.length) how.keptSelected = selected;
        return;
      }
      // A custom dropdown: open it when its options are not shown yet, then click the option.
      const option = el.getByRole('option', { name: label }).or(page.getByRole('option', { name: label })).first();
      if (!(await option.isVisible())) await el.click(opts);
      return option.click(opts);
    }
    case 'check':
      return setChecked(element(), true, opts, refind, known, how, successor);
    case 'uncheck':
      return setChecked(element(), false, opts, refind, known, how, successor);
    case 'dragAndDrop': {
      const to = args[0];
      if (!to) throw new InvalidArgumentError('dragAndDrop needs the drop target (a ref or selector) as its argument.');
      const edge = args[1];
      if (edge !== 'top' && edge !== 'bottom' && edge !== 'center') return element().dragTo(locate(to), opts);
      // A sortable list: dropped on the edge of the item whose place the dragged one takes, in one
      // move as Playwright's dragTo makes it (HTML5 drag and drop gets its events at the drop
      // point; a move on the way over other items would reorder them first). `moves`: a library
      // that follows the pointer and took no single move: moves on the way.
      const box = await locate(to).boundingBox(opts);
      if (!box) throw new InvalidArgumentError('the drop target is not shown.');
      const steps = args[2] === 'moves' ? DRAG_STEPS : 1;
      const inset = Math.max(1, Math.min(DROP_INSET_PX, Math.floor(box.height / 4)));
      const targetPosition = { x: Math.round(box.width / 2), y: Math.round(edge === 'top' ? inset : edge === 'bottom' ? box.height - inset : box.height / 2) };
      how.drop = { targetPosition, steps };
      // A drag before this one that the page did not take may have selected text on its way: a
      // press in the selection would drag the text (a native drag), not the item.
      if (steps === 1) return element().dragTo(locate(to), { ...opts, targetPosition });
      await page.evaluate(() => window.getSelection()?.removeAllRanges()).catch(() => undefined);
      // In moves, by the mouse: `dragTo`'s own `steps` is newer than the Playwright versions
      // supported (1.55 has none). The same events: hover, press, moves to the drop point, release.
      await element().hover(opts);
      await page.mouse.down();
      try {
        const at = (await locate(to).boundingBox(opts)) ?? box;
        await page.mouse.move(at.x + targetPosition.x, at.y + targetPosition.y, { steps });
      } finally {
        await page.mouse.up(); // never left pressed, also when the target could not be read
      }
      return;
    }
    case 'scrollIntoView':
      return element().scrollIntoViewIfNeeded(opts);
    case 'setInputFiles':
      // The paths were checked and resolved before (methods/upload.ts). Playwright sets them on a
      // file input however it is hidden (a label's or a drop area's), or on the input a label is for.
      return element().setInputFiles([...args], opts);
    case 'scrollTo': {
      const fraction = parseFraction(args[0]);
      if (target) {
        await target.evaluate((node, f) => node.scrollTo({ top: (node.scrollHeight - node.clientHeight) * f }), fraction, opts);
        return;
      }
      await page.evaluate((f) => window.scrollTo({ top: (document.documentElement.scrollHeight - window.innerHeight) * f }), fraction);
      return;
    }
    case 'scrollByPage': {
      const direction = /up|prev/i.test(args[0] ?? '') ? -1 : 1;
      if (target) {
        await target.evaluate((node, d) => node.scrollBy({ top: d * node.clientHeight }), direction, opts);
        return;
      }
      await page.evaluate((d) => window.scrollBy({ top: d * window.innerHeight }), direction);
      return;
    }
  }
}

/** Most key presses one slider step may take, and how long it may take: bounded whatever the slider's range. */
const SLIDER_MAX_PRESSES = 400;
const SLIDER_MAX_MS = 15_000;
/** Above this many arrow steps away, PageUp/PageDown is tried first (the pattern's larger step). */
const SLIDER_PAGE_AFTER = 10;

interface SliderState {
  /** An <input type=range> (else an element with role=slider). */
  input: boolean;
  now: number | null;
  min: number;
  max: number;
}

/** A slider's value and range (aria-valuenow/min/max, or an <input type=range>'s); null when it is no slider. */
async function readSlider(target: Locator, timeout: number): Promise<SliderState | null> {
  // No named functions inside: the callback runs in the page as written.
  return target
    .evaluate((el) => {
      if (el instanceof HTMLInputElement && el.type === 'range') {
        return { input: true, now: Number(el.value), min: el.min === '' ? 0 : Number(el.min), max: el.max === '' ? 100 : Number(el.max) };
      }
      if (el.getAttribute('role') !== 'slider') return null;
      const now = el.getAttribute('aria-valuenow');
      const min = el.getAttribute('aria-valuemin');
      const max = el.getAttribute('aria-valuemax');
      // ARIA's defaults: a slider's range is 0 to 100 unless it says otherwise.
      return { input: false, now: now === null || now.trim() === '' || !Number.isFinite(Number(now)) ? null : Number(now), min: min === null || min.trim() === '' ? 0 : Number(min), max: max === null || max.trim() === '' ? 100 : Number(max) };
    }, undefined, { timeout })
    .catch(() => null);
}

/** The value a step asks a slider for: a number, a percentage of its range, or its ends ("max", "the minimum"). */
export function sliderGoal(wanted: string, min: number, max: number): number | undefined {
  const text = wanted.trim().toLowerCase().replace(/^the\s+/, '');
  if (/^(?:max|maximum|end|highest|top)$/.test(text)) return max;
  if (/^(?:min|minimum|start|lowest|bottom)$/.test(text)) return min;
  const percent = text.match(/^(-?\d+(?:\.\d+)?)\s*(?:%|percent|per cent)$/);
  if (percent) return min + (Number(percent[1]) / 100) * (max - min);
  return /^-?\d+(?:\.\d+)?$/.test(text) ? Number(text) : undefined;
}

/**
 * Sets a slider to a value by the keys of the APG slider pattern, reading its value back: Home or
 * End for its ends, else PageUp/PageDown while a large step does not pass the value, then the
 * arrows (Right/Left, or Up/Down when those do not move it). Bounded in presses and in time. The
 * slider must then hold the value, else ActionEffectError says what it reached. False when the
 * element is not a slider or the value is no slider value (the caller fills it as a field).
 */
async function moveSlider(target: Locator, wanted: string, opts: { timeout: number; signal: AbortSignal }, how: PerformedHow): Promise<boolean> {
  let state = await readSlider(target, Math.min(opts.timeout, ATTACHED_PROBE_MS));
  if (!state) return false;
  const goal = sliderGoal(wanted, state.min, state.max);
  if (goal === undefined) return false;
  if (state.now === null) throw new ActionEffectError('The slider does not say its value (no aria-valuenow): it cannot be set to a value by its keys.');
  if (goal < Math.min(state.min, state.max) || goal > Math.max(state.min, state.max)) {
    throw new ActionEffectError(`${goal} is outside the slider's range (${state.min} to ${state.max}).`, `it at ${goal}`, `its range is ${state.min} to ${state.max}`);
  }
  const pressed: string[] = [];
  const until = Date.now() + SLIDER_MAX_MS;
  const close = (a: number | null) => a !== null && Math.abs(a - goal) <= Math.abs(state!.max - state!.min) * 1e-9;
  const press = async (key: string, times = 1) => {
    for (let i = 0; i < times && pressed.length < SLIDER_MAX_PRESSES && Date.now() < until && !opts.signal.aborted; i++) {
      await target.press(key, opts);
      pressed.push(key);
    }
    state = (await readSlider(target, opts.timeout)) ?? state;
  };
  const now = () => state!.now ?? Number.NaN;
  if (!close(now())) {
    if (goal === state.max || goal === state.min) await press(goal === state.max ? 'End' : 'Home');
    else {
      // One arrow measures the slider's step (and which arrows move it).
      let up = goal > now();
      let keys: [string, string] = ['ArrowRight', 'ArrowLeft'];
      let was = now();
      await press(up ? keys[0] : keys[1]);
      if (now() === was) {
        keys = ['ArrowUp', 'ArrowDown'];
        await press(up ? keys[0] : keys[1]);
      }
      const step = Math.abs(now() - was);
      if (step > 0) {
        // Far away: the pattern's larger step first, while it does not pass the value.
        if (Math.abs(goal - now()) / step > SLIDER_PAGE_AFTER) {
          was = now();
          const page = up ? 'PageUp' : 'PageDown';
          await press(page);
          const big = Math.abs(now() - was);
          if (big > step && !close(now()) && (goal > now()) === up) await press(page, Math.floor(Math.abs(goal - now()) / big));
        }
        // Then the arrows: as many as the distance says, then one at a time until it is there.
        let turns = 0;
        while (!close(now()) && pressed.length < SLIDER_MAX_PRESSES && Date.now() < until && !opts.signal.aborted && turns < 2) {
          const upNow = goal > now();
          if (upNow !== up) turns++;
          up = upNow;
          was = now();
          await press(up ? keys[0] : keys[1], Math.max(1, Math.floor(Math.abs(goal - now()) / step)));
          if (now() === was) break;
        }
      }
    }
  }
  opts.signal.throwIfAborted();
  if (pressed.length) how.keys = pressed;
  if (!close(state.now)) {
    const at = state.now === null ? 'no value' : String(state.now);
    throw new ActionEffectError(`Expected the slider at ${goal} after its keys (${pressed.length} pressed), but it is at ${at}.`, `it at ${goal}`, `it is at ${at}`);
  }
  return true;
}

/**
 * A hover. Playwright's own hover checks the element under the pointer again at its mousemove,
 * which comes after the page's mouseover and mouseenter: a control that opens what it stands for
 * on hover and hides itself (a map's layers button, its list in its place) fails that check, and
 * the retry waits for it to show again until the timeout, with the page changed. When the element
 * is hidden now and the pointer is where it was (its nearest shown ancestor is hovered), the
 * pointer reached it: the hover is done, and the code form says `{ force: true }` (a plain hover
 * would time out there).
 */
async function hover(el: Locator, opts: { timeout: number; signal: AbortSignal }, how: PerformedHow): Promise<void> {
  try {
    await el.hover(opts);
  } catch (error) {
    if (opts.signal.aborted || !(await hiddenUnderPointer(el))) throw error;
    how.force = true;
  }
}

/**
 * A click that failed on an element the pointer reached and the page then hid (a control that
 * opens on hover and puts what it opens where it was): the press never landed on it, and the page
 * shows what the hover opened. The pointer is moved off the page's content, as the hover is not
 * what the step asked for, and the step fails saying so.
 */
async function hidOnHover(page: Page, el: Locator, error: unknown, signal: AbortSignal): Promise<unknown> {
  if (signal.aborted || error instanceof ActionEffectError || !(await hiddenUnderPointer(el))) return error;
  await page.mouse.move(0, 0).catch(() => undefined);
  return new ActionEffectError('The element hid itself when the pointer reached it (it opens on hover), so the click never landed; the pointer was moved away. To open it, say "hover over" it.');
}

/**
 * The element hid itself under the pointer (hiddenUnderPointer) and its nearest shown ancestor now
 * shows a control of its own (a field, a button, a link, an option): what the element stood for
 * opened in its place on hover (a map's layers control, its list of layers).
 */
async function openedOnHover(el: Locator): Promise<boolean> {
  if (!(await hiddenUnderPointer(el))) return false;
  return el
    .evaluate((node) => {
      const shown = (e: Element) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
      let up = node.parentElement;
      while (up && !shown(up)) up = up.parentElement;
      if (!up) return false;
      const controls = Array.from(up.querySelectorAll('input, button, select, textarea, a[href], [role=option], [role=menuitem], [role=radio], [role=checkbox]'));
      return controls.some((c) => c !== node && !node.contains(c) && shown(c));
    }, undefined, { timeout: ATTACHED_PROBE_MS })
    .catch(() => false);
}

/** The one element is attached, not shown, and its nearest shown ancestor is under the pointer. */
async function hiddenUnderPointer(el: Locator): Promise<boolean> {
  if ((await el.count().catch(() => 0)) !== 1) return false;
  return el
    .evaluate((node) => {
      const shown = (e: Element) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
      if (shown(node)) return false;
      let up = node.parentElement;
      while (up && !shown(up)) up = up.parentElement;
      return !!up && up !== document.documentElement && up !== document.body && up.matches(':hover');
    }, undefined, { timeout: ATTACHED_PROBE_MS })
    .catch(() => false);
}

/** How long a control hidden until hover may take to show once its row is hovered. */
const REVEAL_WAIT_MS = 1_000;

/**
 * A control the page shows only while its row is hovered (the row was hovered by the step
 * before): it must be visible now, or the click would wait out its timeout on nothing.
 */
export async function expectRevealed(control: Locator, signal: AbortSignal): Promise<void> {
  const shown = await control.waitFor({ state: 'visible', timeout: REVEAL_WAIT_MS }).then(() => true, () => false);
  signal.throwIfAborted();
  if (!shown) throw new ActionEffectError('Expected the control hidden in the row to show once the row was hovered, but it stayed hidden.');
}

/** How long an effect may take to show after the action (a framework's next render). */
const EFFECT_WAIT_MS = 1_000;
const PROBE_MS = 300;
/**
 * Reading an element just found attached: instant, unless the machine is loaded. Not cut short at
 * PROBE_MS there: a box whose state could not be read is handed to Playwright's own check, which
 * waits out its whole timeout on a row that re-renders on click (seen at a load of ~10).
 */
const ATTACHED_PROBE_MS = 2_000;

/**
 * check()/uncheck() judged by the state of the box afterwards. Playwright checks the state itself
 * and throws when the element it clicked is gone, though a re-rendered row may hold a box in the
 * wanted state: that is a success. A box clicked without effect is a failure that says so; a
 * control Playwright could not click as a checkbox is clicked once, and judged the same way.
 */
async function setChecked(
  target: Locator,
  wanted: boolean,
  opts: { timeout: number; signal: AbortSignal },
  refind: (() => Locator) | undefined,
  known: ElementState | undefined,
  how: PerformedHow,
  successor?: () => Locator,
): Promise<void> {
  const word = wanted ? 'checked' : 'unchecked';
  const first = known ?? (await readElement(target, { timeoutMs: ATTACHED_PROBE_MS }));
  const before = first?.count === 1 && first.checked !== null ? first.checked : undefined;
  if (before === wanted) return;
  if (before === undefined) {
    // A state the page does not expose on the element: Playwright's own check, else one click.
    await target.setChecked(wanted, opts).catch(async (error: unknown) => {
      if (opts.signal.aborted || !/not a checkbox|did not change/i.test((error as Error)?.message ?? '')) throw error;
      await target.click(opts);
    });
    return;
  }
  // One click, then the box must be in the state asked for: the clicked element, or the one that
  // replaced it (Playwright's check() would wait out its timeout on a replaced element).
  if (await underItsLabel(target, opts.timeout, known)) {
    how.force = true;
    await clickInput(target, opts);
  } else {
    await pointAt(target, opts, known);
    await target.click(opts);
    // A native box that took the pointer where the read before found it (`boxPoint`): its state
    // read by its durable selector in Playwright's utility world, one round trip (the query and
    // the state in one call) instead of a main-world read's two. Taken only when it is the state
    // asked for, as the read below takes it first; anything else (not yet, not one element, no
    // answer in time) is read the long way below.
    if (known?.boxPoint && refind && (await checkedNow(refind())) === wanted) return;
  }
  const after = await waitForState(target, refind, wanted, opts.signal, successor);
  if (after === !wanted && first?.ariaChecked === !wanted && (await ownStateMoved(refind?.() ?? target, wanted))) return;
  // Gone, and no single element of its role and words in its place (the item truly removed, or several alike): said so.
  const found = after === undefined ? (successor ? 'gone, and no single element of its role and name took its place' : 'gone') : wanted ? 'unchecked' : 'checked';
  if (after !== wanted) throw new ActionEffectError(`Expected the box to be ${word} after clicking it, but it is ${found}.`, `it ${word}`, `it is ${found}`);
}

/**
 * The pointer moved onto a box before it is pressed, as a hand arrives before it presses: a part
 * that reacts to the pointer entering it (a collapsed layers control that opens on hover and,
 * while it opens, cancels clicks for one turn of the page's event loop) has done so by the press.
 * Pressing on arrival, in the same turn, was cancelled and the box left as it was.
 */
async function pointAt(target: Locator, opts: { timeout: number; signal: AbortSignal }, known: ElementState | undefined): Promise<void> {
  // Where the read before the action found the box taking the pointer: one mouse move, as
  // actwright's own call (the click that follows is the step's). Else Playwright's hover, which
  // finds the point itself (a dozen round trips).
  const at = known?.boxPoint;
  if (at) {
    const page = target.page();
    return internalCalls(page, () => page.mouse.move(at.x, at.y));
  }
  // Not taking the pointer when read: Playwright's hover, for a short while (the box may still be
  // settling); then the hand still arrives where the box is drawn, as a hand does (a player's
  // controls under a veil until the pointer moves over it): Playwright's hover waits for the box to
  // take the pointer first, which it does only once the pointer has moved there. The press that
  // follows checks that the box takes it.
  const hovered = await target.hover({ ...opts, timeout: Math.min(opts.timeout, HOVER_FIRST_MS) }).then(() => true, () => false);
  opts.signal.throwIfAborted();
  if (hovered || (await arriveAt(target, opts))) return;
  await target.hover(opts);
}

/** How long pointAt lets Playwright's hover wait for a box to take the pointer before moving the pointer there itself. */
const HOVER_FIRST_MS = 1_500;

/** The pointer moved to the centre of the element's box, scrolled into view, without waiting for it to take the pointer: whether it had a box to move to. */
async function arriveAt(target: Locator, opts: { timeout: number; signal: AbortSignal }): Promise<boolean> {
  const page = target.page();
  return internalCalls(page, async () => {
    await target.scrollIntoViewIfNeeded({ timeout: Math.min(opts.timeout, PROBE_MS * 3) }).catch(() => undefined);
    const box = await target.boundingBox({ timeout: Math.min(opts.timeout, PROBE_MS * 3) }).catch(() => null);
    opts.signal.throwIfAborted();
    if (!box || box.width <= 0 || box.height <= 0) return false;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    return true;
  });
}

/** How long to look at a checkbox before clicking it: the element is usually there already. */
const LABEL_PROBE_MS = 1_500;

/** Whether the box lies under its label: from the read before the action when it looked, else read now. */
async function underItsLabel(target: Locator, timeout: number, known: ElementState | undefined): Promise<boolean> {
  return known?.underLabel ?? shownByItsLabel(target, timeout);
}

/**
 * A styled checkbox or radio (iCheck, Bootstrap's custom controls, a toolkit's box drawn by the
 * label beside it that is tied to no control): the input lies invisible under
 * its own label, or is hidden (a pixel's box, transparent) where its label is drawn (a segmented
 * control's options), and the label is what a person sees and clicks.
 * Playwright would wait for the input itself to take the pointer until it timed out; the input's
 * own click is what clicking its label does (the label's text may hold a link, so not its centre).
 */
async function shownByItsLabel(target: Locator, timeout: number): Promise<boolean> {
  // No named functions inside: the callback runs in the page as written (no bundler helpers there).
  return target
    .evaluate((el) => {
      if (!(el instanceof HTMLInputElement) || (el.type !== 'checkbox' && el.type !== 'radio')) return false;
      // Its labels; else the one label beside it that is tied to no control, where the box and it are
      // all their parent holds (a toolkit's drawn box: `<div><input class=hidden><label>Text</label></div>`).
      const parent = el.parentElement;
      const beside = parent && parent.children.length === 2 ? Array.from(parent.children).find((c) => c !== el && c instanceof HTMLLabelElement && !c.htmlFor && !c.control) : undefined;
      const labels = el.labels?.length ? Array.from(el.labels) : beside ? [beside] : [];
      if (!labels.length) return false;
      if (!el.getClientRects().length) return false;
      el.scrollIntoView({ block: 'center', inline: 'center' });
      const at = el.getBoundingClientRect();
      const hit = document.elementFromPoint(at.left + at.width / 2, at.top + at.height / 2);
      // Drawn by its label: the box itself hidden (a pixel's box, or transparent) and a label of it shown (a segmented control).
      // (A label only beside it counts when it takes the pointer where the box is: drawn alone is not enough.)
      const drawn = labels[0] !== beside && hit !== el && (at.width <= 1 || at.height <= 1 || getComputedStyle(el).opacity === '0') && labels.some((label) => label.getBoundingClientRect().width > 1 && label.getBoundingClientRect().height > 1);
      return (!!hit && hit !== el && labels.some((label) => label.contains(hit))) || drawn;
    }, undefined, { timeout: Math.min(timeout, LABEL_PROBE_MS) })
    .catch(() => false);
}

/** The input's own click (what its label does); through evaluate, which every selector kind supports. */
async function clickInput(target: Locator, opts: { timeout: number }): Promise<void> {
  await target.evaluate((el) => (el as HTMLElement).click(), undefined, opts);
}

/**
 * A native box that carries its own aria-checked, said the other state before the click, and now
 * says the state asked for while its native checked does not (a toolkit's switch whose root takes
 * the click and cancels it, sets its own state and draws from it; the cancelled click then puts
 * the hidden input's checked back): the page moved the state it shows, which is the effect asked
 * for. A box whose aria-checked did not move (stale, or the click did nothing) is not taken.
 */
async function ownStateMoved(target: Locator, wanted: boolean): Promise<boolean> {
  const now = await readElement(target, { timeoutMs: ATTACHED_PROBE_MS });
  return now?.count === 1 && now.checked === !wanted && now.ariaChecked === wanted;
}

/** The checked state of the element, or of the element found again; undefined when it cannot be read. */
async function readChecked(target: Locator, refind: (() => Locator) | undefined, wanted?: boolean, successor?: () => Locator): Promise<boolean | undefined> {
  // The durable selector first: one read (a snapshot ref takes a count, then an element handle
  // moved to the page's world); the element as acted on when it finds not exactly one. A box whose
  // name says its state ("Toggle row selection (unchecked)") is found by that name only while the
  // state holds: when the durable selector's box is not in the state asked for, the element as
  // acted on, while it is still there, says what the click did.
  let durable: boolean | undefined;
  for (const locator of [refind?.(), target]) {
    if (!locator) continue;
    // One read: exactly one element, and the box it is, its label is for, or it holds.
    const state = await readElement(locator, { timeoutMs: ATTACHED_PROBE_MS });
    if (state?.count !== 1 || state.checked === null) continue;
    if (locator === target || wanted === undefined || state.checked === wanted || !refind) return state.checked;
    durable ??= state.checked;
  }
  if (durable !== undefined || !successor) return durable;
  // Both gone (the element acted on left the page): the one element that took its place, if exactly one did.
  const state = await readElement(successor(), { timeoutMs: ATTACHED_PROBE_MS });
  return state?.count === 1 && state.checked !== null ? state.checked : undefined;
}

/**
 * A native checkbox or radio's checked state by Playwright's `isChecked` (its utility world, one
 * call, strict: exactly one element); undefined when it does not answer within FIELD_READ_MS.
 */
async function checkedNow(locator: Locator): Promise<boolean | undefined> {
  try {
    return await internalCalls(locator, () => locator.isChecked({ timeout: FIELD_READ_MS }));
  } catch {
    return undefined;
  }
}

async function waitForState(target: Locator, refind: (() => Locator) | undefined, wanted: boolean, signal: AbortSignal, successor?: () => Locator): Promise<boolean | undefined> {
  const until = Date.now() + EFFECT_WAIT_MS;
  let state = await readChecked(target, refind, wanted, successor);
  while (state !== wanted && Date.now() < until && !signal.aborted) {
    await sleep(50, undefined, { signal }).catch(() => undefined);
    state = await readChecked(target, refind, wanted, successor);
  }
  return state;
}

/** Puts a text field's caret after its last character (an email or number field, whose selection cannot be set, by the End key). */
/** Typed text that continues what a box holds: it begins with a space or punctuation (" soon", ".com", ", thanks"). */
export function continuesText(text: string): boolean {
  return /^[\s.,;:!?)\]}\-–—/@&+]/.test(text);
}

async function caretToEnd(target: Locator, opts: { timeout: number }): Promise<void> {
  const set = await target
    .evaluate((el) => {
      if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) return true;
      try {
        el.setSelectionRange(el.value.length, el.value.length);
        return true;
      } catch {
        return false;
      }
    }, undefined, { timeout: ATTACHED_PROBE_MS })
    .catch(() => true);
  if (!set) await target.press('End', opts);
}

/**
 * Focuses a text field and tells whether it handed the focus on: it hid itself and a text field
 * beside it (the same parent: the widget's own raw input) took the focus. Such a box shows a value
 * it does not hold: text filled into it lands in a hidden box the page never reads (a Kendo
 * NumericTextBox kept its number and the fill was reported done).
 */
export async function handsFocusOn(target: Pick<Locator, 'evaluate'>): Promise<'kept' | 'own field' | 'elsewhere'> {
  // One round trip: the check, the focus and the look at where the focus went (a fill pays it before typing).
  // A look that outlasts its bound (a busy page, or a focus handler that takes its time) is not a
  // field that kept the focus: taken for one, the text went into the box the widget had hidden and
  // was reported typed (fieldservice's number box, once, at load 29). It is looked at once more,
  // with the page's longer bound: a box already hidden is not focused again, so the look says where
  // the focus went; only a second bound passing leaves it as an ordinary field.
  const look = (timeout: number) => target.evaluate(async (el) => {
      const textual = (node: Element | null) =>
        (node instanceof HTMLInputElement && !['checkbox', 'radio', 'file', 'range', 'color', 'button', 'submit', 'reset', 'image', 'hidden'].includes(node.type)) || node instanceof HTMLTextAreaElement;
      if (!textual(el)) return 'kept' as const;
      (el as HTMLElement).focus();
      // A widget may hand the focus on from a timer its focus handler set (Kendo's number box
      // does): timers of the same delay run in order, so two turns of ours come after it.
      for (let turn = 0; turn < 2; turn++) await new Promise((done) => setTimeout(done, 0));
      const active = el.ownerDocument.activeElement;
      // Still shown, or the focus stayed (or went nowhere): an ordinary field.
      if (!active || active === el || active === el.ownerDocument.body || el.getClientRects().length > 0) return 'kept' as const;
      return textual(active) && active.parentElement === el.parentElement && active.getClientRects().length > 0 ? ('own field' as const) : ('elsewhere' as const);
    }, undefined, { timeout });
  return look(PROBE_MS)
    .catch(() => look(ATTACHED_PROBE_MS))
    .catch(() => 'kept' as const);
}

/**
 * The text typed where the focus is (the field that took it), replacing what it holds, then that
 * field left so the widget takes the value (it reads it on blur and shows it formatted in the box).
 */
async function fillFocused(page: Page, text: string, opts: { timeout: number }): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await page.locator('*:focus').blur(opts);
}

/** A text field's value; undefined for anything else (or when it cannot be read at once). */
async function fieldValue(target: Locator): Promise<string | undefined> {
  const value = await target
    .evaluate((el) => ((el instanceof HTMLInputElement && !['checkbox', 'radio', 'file', 'range', 'color'].includes(el.type)) || el instanceof HTMLTextAreaElement ? el.value : null), undefined, { timeout: PROBE_MS })
    .catch(() => null);
  return value ?? undefined;
}

/**
 * After fill/type: the field holds the text. Fields may format what they are given ("1000" →
 * "1,000.00", upper case), so letters and digits are compared, case-insensitively; a field that
 * is gone (submitted, closed) or is not a text input is not judged.
 */
async function expectValue(target: Locator, refind: (() => Locator) | undefined, text: string, how: 'equal' | 'contain', signal: AbortSignal, beside?: () => Promise<unknown>): Promise<void> {
  const core = (s: string) => s.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const wanted = core(text) || text;
  const read = async (): Promise<string | undefined> => {
    // The durable selector first, as readChecked does.
    for (const locator of [refind?.(), target]) {
      if (!locator) continue;
      const value = await heldText(locator);
      if (value !== undefined) return value;
    }
    return undefined;
  };
  const fits = (value: string | undefined) => value === undefined || (how === 'equal' && !text ? value === '' : (core(value) || value).includes(wanted));
  const until = Date.now() + EFFECT_WAIT_MS;
  // The read beside the first one (PerformInput.beside) is awaited with it: what follows the fill goes after both.
  let [value] = await Promise.all([read(), beside?.()]);
  while (!fits(value) && Date.now() < until && !signal.aborted) {
    await sleep(50, undefined, { signal }).catch(() => undefined);
    value = await read();
  }
  if (!fits(value)) throw new ActionEffectError(`Expected the field to hold the text given (${text.length} characters), but it holds ${value?.length ?? 0} characters.`, `the field holding the text given (${text.length} characters)`, `it holds ${value?.length ?? 0} characters`);
}

/** What a field left shows of the text it held: in itself, or beside it, once the page has settled. */
interface LeftField {
  value: string;
  /** The visible text of the field's parent (a chip, a dropdown's chosen text), the field's own value left out. */
  beside: string;
  /** CSS animations or transitions still running in the parent (a list closing). */
  moving: boolean;
}

/**
 * After leaving a field that held text: the field still holds some text, or, emptied, the text
 * it held shows beside it (a chip made of it, a dropdown's chosen option). Emptied with nothing
 * beside it, the page took the text as a search or filter (a drawn dropdown's search box drops
 * it when left), not as a value: the step failed. Judged once the parent has settled (no
 * animation running, its text read the same twice), so a list still closing does not count as
 * the text shown; a field that is gone is not judged.
 */
async function expectKeptOnLeaving(target: Locator, held: string, signal: AbortSignal): Promise<void> {
  const core = (s: string) => s.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const wanted = core(held) || held;
  const read = (): Promise<LeftField | undefined> =>
    internalCalls(target, () =>
      target.evaluate((el) => {
        const field = el as HTMLInputElement;
        const parent = el.parentElement;
        const beside = parent ? parent.innerText.replace(typeof field.value === 'string' ? field.value : '', ' ') : '';
        const moving = !!parent?.getAnimations({ subtree: true }).some((a) => a.playState === 'running');
        return { value: typeof field.value === 'string' ? field.value : '', beside, moving };
      }, undefined, { timeout: FIELD_READ_MS }),
    ).catch(() => undefined);
  // A list closing takes a few frames; on a loaded machine, more: a longer bound than a field's own check.
  const until = Date.now() + 3 * EFFECT_WAIT_MS;
  let last = await read();
  while (last && !last.value.trim() && Date.now() < until && !signal.aborted) {
    await sleep(150, undefined, { signal }).catch(() => undefined);
    const now = await read();
    if (!now) return;
    const settled = !now.moving && !last.moving && now.beside === last.beside;
    last = now;
    if (now.value.trim() || settled) break;
  }
  if (!last || last.value.trim() || core(last.beside).includes(wanted)) return;
  throw new ActionEffectError(
    `The field dropped the text typed into it (${held.length} characters) when it was left, and nothing beside it shows that text: the page took it as a search or filter, not as the field's value. Choose the option from the list it opens instead.`,
    'the field keeping the text given, or showing it beside the field, after it was left',
    'the field is empty and nothing beside it shows the text',
  );
}

/** How long a field just filled may take to be found again (it is normally there at once). */
const FIELD_READ_MS = 300;

/**
 * The text a field holds, in one round trip (Playwright's inputValue, exactly one element; a
 * label reads its control); undefined when it is not one text field, is gone, or is not found
 * within FIELD_READ_MS.
 */
async function heldText(locator: Locator): Promise<string | undefined> {
  try {
    return await internalCalls(locator, () =>
      locator.inputValue({ timeout: FIELD_READ_MS }),
    );
  } catch {
    return undefined;
  }
}

function mouseButton(arg: string | undefined): 'left' | 'right' | 'middle' {
  return arg === 'right' || arg === 'middle' ? arg : 'left';
}

function parseFraction(arg: string | undefined): number {
  const n = Number.parseFloat(arg ?? '100');
  if (!Number.isFinite(n)) return 1;
  return Math.min(1, Math.max(0, n > 1 || arg?.includes('%') ? n / 100 : n));
}

/**
 * Methods whose action or effect check takes something from the element's state read just before
 * it (a click's point and effect, a box's state, a field's text): others read nothing first (an
 * effect a step states or asks for is read by the effect check itself).
 */
export function readsBefore(method: string): boolean {
  return method === 'click' || method === 'check' || method === 'uncheck' || method === 'type' || method === 'selectOption';
}

/** Methods whose action may go to a box's own click when it lies under its label (a read before them looks). */
export function readsPointer(method: string): boolean {
  return method === 'click' || method === 'check' || method === 'uncheck';
}

/** Page-level methods that need no element. */
export const PAGE_METHODS: ReadonlySet<ActionMethod> = new Set(['press', 'scrollTo', 'scrollByPage']);

/** A locator for a ref (`e12`, `f1e3`) or for any selector string. */
export function locatorFor(page: Page, refOrSelector: string): Locator {
  return /^(f\d+)?e\d+$/.test(refOrSelector) ? refLocator(page, refOrSelector) : selectorLocator(page, refOrSelector);
}
