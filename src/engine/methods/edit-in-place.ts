/**
 * A cell edited in place (a grid cell, a table that edits a row at a time): the editor the click
 * opened found, filled or chosen in, and kept; the cell must then show the text.
 */
import type { ElementHandle } from 'playwright-core';
import { internalCalls } from '../session/internal-calls.js';
import type { HandlerContext } from './context.js';
import type { EffectCheck } from '../decision/decision.js';
import { withCode } from './action-code.js';
import { EFFECT_WAIT_MS } from './effects.js';
import { notPerformed, type Attempt } from './attempt.js';
import { pictureState } from '../offline/pictured.js';

/** A field an in-place editor shows: a text input, a text area, or an editable element. */
const EDITOR = 'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=button]):not([type=submit]), textarea, [contenteditable="true"]';
/** A list an in-place editor shows to choose from (a select cell editor): a native select, a combobox or list box that is no text field. */
const CHOOSER = 'select, [role=combobox]:not(input):not(textarea), [role=listbox]';

/** The fields shown in the element: text editors, and lists to choose from. */
async function shownEditors(element: ElementHandle): Promise<{ fields: ElementHandle[]; lists: ElementHandle[] }> {
  const fields: ElementHandle[] = [];
  const lists: ElementHandle[] = [];
  await internalCalls(element, async () => {
    for (const field of await element.$$(EDITOR).catch(() => [])) if (await field.isVisible().catch(() => false)) fields.push(field);
    for (const list of await element.$$(CHOOSER).catch(() => [])) if (await list.isVisible().catch(() => false)) lists.push(list);
  });
  return { fields, lists };
}

const shownText = async (element: ElementHandle) => ((await internalCalls(element, () => element.textContent()).catch(() => null)) ?? '').toLowerCase().replace(/\s+/g, ' ').trim();

/** A table cell's place: its table, and its row's and its own index there (HTML tables only). */
export interface CellPlace {
  table: ElementHandle;
  row: number;
  cell: number;
}

export async function cellPlace(cell: ElementHandle): Promise<CellPlace | undefined> {
  const at = await internalCalls(cell, () =>
    cell.evaluate((node) => {
      const el = node as Element;
      const table = el.closest('table');
      const row = el.closest('tr');
      return table && row && el instanceof HTMLTableCellElement ? { row: Array.from(table.rows).indexOf(row), cell: el.cellIndex } : null;
    }),
  ).catch(() => null);
  if (!at || at.row < 0) return undefined;
  const table = await internalCalls(cell, () => cell.evaluateHandle((el) => (el as Element).closest('table')!)).catch(() => undefined);
  const element = table?.asElement();
  return element ? { table: element, row: at.row, cell: at.cell } : undefined;
}

/** The element, or, once it is gone (its row drawn anew), the cell now at its place. */
async function current(element: ElementHandle, place: CellPlace | undefined): Promise<ElementHandle> {
  if (!place || (await internalCalls(element, () => element.evaluate((el) => el.isConnected)).catch(() => true))) return element;
  const again = await internalCalls(place.table, () => place.table.evaluateHandle((table, p) => (table as HTMLTableElement).rows[p.row]?.cells[p.cell] ?? null, { row: place.row, cell: place.cell })).catch(() => undefined);
  return again?.asElement() ?? element;
}

/** Words a row's own buttons for keeping or leaving its edit start with (a table that edits a row at a time: Update / Cancel). */
const ROW_BUTTONS = { edit: ['edit', 'modify'], commit: ['save', 'update', 'ok', 'apply', 'done', 'confirm', 'accept'], cancel: ['cancel', 'discard'] } as const;

/** The row's one button for the purpose, by its name's first word (aria-label, title, value or text); null when none or several. */
async function rowButton(element: ElementHandle, purpose: keyof typeof ROW_BUTTONS): Promise<ElementHandle | null> {
  const found = await internalCalls(element, () =>
    element.evaluateHandle((el, words: string[]) => {
      const row = (el as Element).closest('tr, [role=row]');
      if (!row) return null;
      const named = (b: Element) => (b.getAttribute('aria-label') || b.getAttribute('title') || (b as HTMLInputElement).value || b.textContent || '').trim().toLowerCase().split(/[^\p{L}]+/u)[0] ?? '';
      const buttons = Array.from(row.querySelectorAll('button, input[type=button], input[type=submit], [role=button]')).filter((b: Element) => (b as HTMLElement).offsetParent !== null && words.includes(named(b)));
      return buttons.length === 1 ? buttons[0]! : null;
    }, [...ROW_BUTTONS[purpose]]),
  ).catch(() => undefined);
  return found?.asElement() ?? null;
}

/**
 * The editor the click opened in the element (a grid cell edited in place): the one text field
 * shown in it, filled with the text, then Enter; or, where the editor is a list to choose from (a
 * select cell editor), the option saying the text chosen in it. The element must then show the
 * text. No editor (or several): Escape, and a failure that says so.
 */
export async function editInPlace(ctx: HandlerContext, found: ElementHandle | null, at: string | undefined, text: string, place?: CellPlace): Promise<Attempt> {
  if (!found) return { ok: false, message: 'the element to edit could not be found again' };
  let element = await current(found, place);
  let until = Date.now() + EFFECT_WAIT_MS;
  // A grid cell the click only focused (APG grid: F2 or Enter starts editing a focused cell): F2
  // once, when no editor showed in the first half of the wait (F2 activates nothing else).
  let keyed = false;
  let rowEdit = false;
  let editor: ElementHandle | undefined;
  let list: ElementHandle | undefined;
  // Cleared: a cell that opened no editor on the click is cleared the spreadsheet way, Delete on
  // the selected cell; it must then still be there and show nothing.
  if (!text && !(await shownEditors(element)).fields.length) {
    await internalCalls(element, () => element.press('Delete', { timeout: 1_000 })).catch(() => undefined);
    for (const end = Date.now() + EFFECT_WAIT_MS / 2; Date.now() < end && !ctx.signal.aborted; await new Promise((resolve) => setTimeout(resolve, 100))) {
      const there = await internalCalls(element, () => element.evaluate((el) => el.isConnected)).catch(() => false);
      if (there && !(await shownText(element)) && !(await shownEditors(element)).fields.length) {
        return { ok: true, action: withCode(ctx, { selector: at ?? '', description: 'press Delete on it', method: 'press', arguments: ['Delete'] }), effect: { expected: 'it to show nothing', found: 'it shows nothing', ok: true } };
      }
    }
  }
  for (;;) {
    element = await current(element, place);
    const shown = await shownEditors(element);
    if (shown.fields.length === 1) {
      editor = shown.fields[0];
      break;
    }
    if (!shown.fields.length && shown.lists.length === 1) {
      list = shown.lists[0];
      break;
    }
    const count = shown.fields.length + shown.lists.length;
    if (!count && !keyed && Date.now() > until - EFFECT_WAIT_MS / 2) {
      keyed = true;
      await internalCalls(element, () => element.press('F2', { timeout: 1_000 })).catch(() => undefined);
      continue;
    }
    // Neither the click nor F2 opened one: a table that edits a row at a time opens it with the row's own Edit button, once.
    if (!count && !rowEdit && Date.now() > until) {
      rowEdit = true;
      const edit = await rowButton(element, 'edit');
      if (edit && (await edit.click({ timeout: 1_000 }).then(() => true, () => false))) {
        until = Date.now() + EFFECT_WAIT_MS;
        continue;
      }
    }
    if (Date.now() > until || ctx.signal.aborted) {
      const cancel = count ? null : await rowButton(element, 'cancel');
      if (cancel) await cancel.click({ timeout: 1_000 }).catch(() => undefined);
      else await ctx.page.keyboard.press('Escape').catch(() => undefined);
      return { ok: false, message: count ? `${count} fields show in it: which one edits it is not certain` : 'no editor showed in it after the click' };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // A read-only field is no text box: it shows the choice of a list drawn beside it in the element.
  const readOnly = editor ? await internalCalls(editor, () => editor!.evaluate((el) => (el as HTMLInputElement).readOnly === true)).catch(() => false) : false;
  if (editor && readOnly) return pickInPlace(ctx, element, editor, at, text);
  const was = editor ? await internalCalls(editor, () => editor!.inputValue()).catch(() => undefined) : undefined;
  try {
    if (editor) {
      await editor.fill(text, { timeout: 3_000 });
      await editor.press('Enter', { timeout: 3_000 });
    } else {
      const chosen = await chooseInPlace(ctx, list!, text);
      if (!chosen.ok) {
        await ctx.page.keyboard.press('Escape').catch(() => undefined);
        return chosen;
      }
    }
  } catch (error) {
    return notPerformed(ctx, error);
  }
  const expected = text ? `it to show "${text}"` : 'it to show nothing';
  const wanted = text.toLowerCase().replace(/\s+/g, ' ').trim();
  let committed = !!editor;
  let buttoned = false;
  for (;;) {
    element = await current(element, place);
    const now = await shownText(element);
    // Cleared (an empty text): the cell must show nothing.
    if (wanted ? now.includes(wanted) : !now) break;
    // A list that kept the choice open in the cell: Enter keeps it (APG grid), once.
    if (!committed && Date.now() > until + EFFECT_WAIT_MS / 2) {
      committed = true;
      if (await list!.isVisible().catch(() => false)) await internalCalls(list!, () => list!.press('Enter', { timeout: 1_000 })).catch(() => undefined);
      continue;
    }
    // Enter kept nothing and the editor still shows: a table that edits a row at a time keeps it with the row's own Update button, once.
    if (editor && !buttoned && Date.now() > until + EFFECT_WAIT_MS / 2 && (await editor.isVisible().catch(() => false))) {
      buttoned = true;
      const update = await rowButton(editor, 'commit');
      if (update) await update.click({ timeout: 1_000 }).catch(() => undefined);
      continue;
    }
    if (Date.now() > until + EFFECT_WAIT_MS || ctx.signal.aborted) {
      // Enter did not keep the text: the editor gets its text back and is left (the row's Cancel button, else Escape), as before the step.
      if (editor && was !== undefined && (await editor.isVisible().catch(() => false))) await editor.fill(was, { timeout: 1_000 }).catch(() => undefined);
      const cancel = editor && (await editor.isVisible().catch(() => false)) ? await rowButton(editor, 'cancel') : null;
      if (cancel) await cancel.click({ timeout: 1_000 }).catch(() => undefined);
      else await ctx.page.keyboard.press('Escape').catch(() => undefined);
      return { ok: false, message: `Expected ${expected} after the edit, but it shows "${now.slice(0, 80)}"`, effect: { expected, found: `it shows "${now.slice(0, 80)}"`, ok: false } };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!editor) {
    const selector = at ? `${at} >> css=${CHOOSER}` : CHOOSER;
    return { ok: true, action: withCode(ctx, { selector, description: `choose "${text}" in its editor`, method: 'selectOption', arguments: [text] }), effect: { expected, found: `it shows "${text}"`, ok: true } };
  }
  const selector = at ? `${at} >> css=${EDITOR}` : EDITOR;
  return { ok: true, action: withCode(ctx, { selector, description: `fill its editor with "${text}", then Enter`, method: 'fill', arguments: [text] }), effect: { expected, found: text ? `it shows "${text}"` : 'it shows nothing', ok: true } };
}

/**
 * A cell editor whose field is read-only (a drop-down drawn without roles): the one element shown
 * in the cell that says the text and nothing else is clicked; the editor must then be gone and the
 * cell show the text. Anything else: Escape, as before the step.
 */
async function pickInPlace(ctx: HandlerContext, element: ElementHandle, editor: ElementHandle, at: string | undefined, text: string): Promise<Attempt> {
  const fail = async (message: string): Promise<Attempt> => {
    await ctx.page.keyboard.press('Escape').catch(() => undefined);
    return { ok: false, message };
  };
  const wanted = optionCore(text);
  if (!wanted) return fail('its editor is a list, and an empty choice is not one of its items');
  // The deepest elements saying exactly the text (a click on one reaches the item around it).
  const found = await internalCalls(element, () =>
    element.evaluateHandle((root, want) => {
      const core = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
      const saying = Array.from((root as Element).querySelectorAll('*')).filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && core(el.textContent ?? '') === want;
      });
      const deepest = saying.filter((el) => !saying.some((other) => other !== el && el.contains(other)));
      return deepest.length === 1 ? deepest[0]! : deepest.length;
    }, wanted),
  ).catch(() => undefined);
  const item = found?.asElement() ?? null;
  const count = item ? 1 : ((await found?.jsonValue().catch(() => 0)) as number | undefined) ?? 0;
  if (!item) return fail(count ? `${count} items in its list say "${text}"` : `no item in its list says "${text}"`);
  try {
    await item.click({ timeout: 3_000 });
  } catch (error) {
    return notPerformed(ctx, error);
  }
  const expected = `it to show "${text}"`;
  for (const end = Date.now() + EFFECT_WAIT_MS; ; await new Promise((resolve) => setTimeout(resolve, 100))) {
    const open = await editor.isVisible().catch(() => false);
    const now = await shownText(element);
    if (!open && now.includes(text.toLowerCase().replace(/\s+/g, ' ').trim())) break;
    if (Date.now() > end || ctx.signal.aborted) {
      await ctx.page.keyboard.press('Escape').catch(() => undefined);
      return { ok: false, message: `Expected ${expected} after the pick, but it shows "${now.slice(0, 80)}"`, effect: { expected, found: `it shows "${now.slice(0, 80)}"`, ok: false } };
    }
  }
  return { ok: true, action: withCode(ctx, { selector: at ?? '', description: `choose "${text}" in its list`, method: 'click', arguments: [] }), effect: { expected, found: `it shows "${text}"`, ok: true } };
}

/** An option's text as compared with the text asked for: letters and digits, lower-cased. */
const optionCore = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/**
 * The option saying the text, chosen in a list editor: a native select's option selected; a list
 * box's option clicked; a combobox opened (unless open) and the option clicked in the one list it
 * shows (the list it controls, else the one visible list box on the page). Bounded.
 */
async function chooseInPlace(ctx: HandlerContext, list: ElementHandle, text: string): Promise<Attempt> {
  const tag = await internalCalls(list, () => list.evaluate((el: Element) => ({ tag: el.tagName.toLowerCase(), role: el.getAttribute('role'), expanded: el.getAttribute('aria-expanded'), controls: (el.getAttribute('aria-controls') ?? el.getAttribute('aria-owns') ?? '').trim() }))).catch(() => undefined);
  if (!tag) return { ok: false, message: 'the list in it could not be read' };
  if (tag.tag === 'select') {
    const labels = await internalCalls(list, () => list.evaluate((el) => Array.from((el as HTMLSelectElement).options).map((o) => o.label || o.text))).catch(() => [] as string[]);
    const hit = labels.filter((l) => optionCore(l) === optionCore(text));
    if (hit.length !== 1) return { ok: false, message: `"${text}" is not one of its options (${labels.slice(0, 8).join(', ')})` };
    await list.selectOption({ label: hit[0]! }, { timeout: 3_000 });
    return { ok: true, action: withCode(ctx, { selector: CHOOSER, description: `select "${hit[0]}"`, method: 'selectOption', arguments: [hit[0]!] }) };
  }
  let options: ElementHandle[] = tag.role === 'listbox' ? await list.$$('[role=option]') : [];
  if (tag.role === 'combobox') {
    if (tag.expanded !== 'true') await list.click({ timeout: 3_000 });
    const until = Date.now() + EFFECT_WAIT_MS;
    for (;;) {
      const owned = tag.controls && !/\s/.test(tag.controls) ? ctx.page.locator(`[id="${tag.controls.replace(/"/g, '\\"')}"]`) : undefined;
      const boxes = owned && (await owned.count().catch(() => 0)) === 1 ? [owned] : [ctx.page.locator('[role=listbox]:visible')];
      const count = await boxes[0]!.count().catch(() => 0);
      if (count === 1) {
        options = await boxes[0]!.locator('[role=option]').elementHandles().catch(() => []);
        if (options.length) break;
      }
      if (Date.now() > until || ctx.signal.aborted) return { ok: false, message: count > 1 ? `${count} lists show: which one is the editor's is not certain` : 'no list of options showed' };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const matching: ElementHandle[] = [];
  for (const option of options) {
    const said = (await option.textContent().catch(() => null)) ?? '';
    if (optionCore(said) === optionCore(text)) matching.push(option);
  }
  if (matching.length !== 1) return { ok: false, message: matching.length ? `${matching.length} options say "${text}"` : `no option says "${text}"` };
  await matching[0]!.click({ timeout: 3_000 });
  return { ok: true, action: withCode(ctx, { selector: CHOOSER, description: `choose "${text}"`, method: 'click', arguments: [] }) };
}

/**
 * A cell's place in a grid drawn with ARIA roles (rows of role row, cells of role gridcell or
 * cell), and the texts of the other cells of its row: a grid that draws its rows anew after a
 * change is read at the same place, and only a row that still says the same in its other cells is
 * the same row.
 */
export interface GridPlace {
  grid: ElementHandle;
  row: number;
  cell: number;
  others: string[];
}

export async function gridPlace(cell: ElementHandle): Promise<GridPlace | undefined> {
  const at = await internalCalls(cell, () =>
    cell.evaluate((node) => {
      const el = node as Element;
      const grid = el.closest('[role=grid], [role=treegrid], [role=table]');
      const row = el.closest('[role=row]');
      if (!grid || !row) return null;
      const cells = Array.from(row.querySelectorAll('[role=gridcell], [role=cell], [role=rowheader]')).filter((c) => c.closest('[role=row]') === row);
      const rows = Array.from(grid.querySelectorAll('[role=row]')).filter((r) => r.closest('[role=grid], [role=treegrid], [role=table]') === grid);
      const i = cells.indexOf(el);
      return i < 0 ? null : { row: rows.indexOf(row), cell: i, others: cells.filter((c) => c !== el).map((c) => (c.textContent ?? '').replace(/\s+/g, ' ').trim()) };
    }),
  ).catch(() => null);
  if (!at || at.row < 0) return undefined;
  const grid = await internalCalls(cell, () => cell.evaluateHandle((el) => (el as Element).closest('[role=grid], [role=treegrid], [role=table]')!)).catch(() => undefined);
  const element = grid?.asElement();
  return element ? { grid: element, ...at } : undefined;
}

/** The element, or, once it is gone (its row drawn anew), the cell at its place in a row that says the same in its other cells. */
async function inGrid(element: ElementHandle, place: GridPlace | undefined): Promise<ElementHandle> {
  if (!place || (await internalCalls(element, () => element.evaluate((el) => el.isConnected)).catch(() => true))) return element;
  const again = await internalCalls(place.grid, () =>
    place.grid.evaluateHandle((node, p) => {
      const grid = node as Element;
      const rows = Array.from(grid.querySelectorAll('[role=row]')).filter((r) => r.closest('[role=grid], [role=treegrid], [role=table]') === grid);
      const row = rows[p.row];
      if (!row) return null;
      const cells = Array.from(row.querySelectorAll('[role=gridcell], [role=cell], [role=rowheader]')).filter((c) => c.closest('[role=row]') === row);
      const cell = cells[p.cell];
      const others = cells.filter((c) => c !== cell).map((c) => (c.textContent ?? '').replace(/\s+/g, ' ').trim());
      return cell && others.length === p.others.length && others.every((t, i) => t === p.others[i]) ? cell : null;
    }, { row: place.row, cell: place.cell, others: place.others }),
  ).catch(() => undefined);
  return again?.asElement() ?? element;
}

/** What a cell drawn as a tick or a cross shows: its picture's state, and the checkbox editor shown in it, if any. */
interface PictureRead {
  state: boolean | undefined;
  words: string;
  box?: { checked: boolean };
}

/**
 * The words the cell's picture is drawn with (the probe's ElementFacts.picture, read the same way:
 * class words of the cell and of what it holds, images' alt, a tick or cross glyph), and the one
 * visible checkbox editor it shows.
 */
async function readPicture(element: ElementHandle): Promise<PictureRead | undefined> {
  const read = await internalCalls(element, () =>
    element.evaluate((node) => {
      const el = node as Element;
      const boxes = Array.from(el.querySelectorAll('input[type=checkbox]')).filter((b) => (b as HTMLElement).offsetParent !== null) as HTMLInputElement[];
      const text = (el.textContent ?? '').replace(/\s+/g, '');
      const glyph = /^[\u2713\u2714\u2611\u2705]$/.test(text) ? 'tick' : /^[\u2717\u2718\u2612\u274c\u2715\u2716]$/.test(text) ? 'cross' : '';
      if (text && !glyph) return { words: [] as string[], boxes: boxes.map((b) => b.checked), text: true };
      const words: string[] = [];
      for (const p of [el, ...Array.from(el.querySelectorAll('*')).slice(0, 30)]) {
        const said = `${p.getAttribute('class') ?? ''} ${p instanceof HTMLImageElement ? p.alt : ''}`;
        for (const w of said.toLowerCase().split(/[^a-z]+/)) if (w.length > 1 && !words.includes(w)) words.push(w);
      }
      if (glyph) words.push(glyph);
      return { words, boxes: boxes.map((b) => b.checked), text: false };
    }),
  ).catch(() => undefined);
  if (!read) return undefined;
  return { state: read.text ? undefined : pictureState(read.words), words: read.words.slice(0, 6).join(' '), ...(read.boxes.length === 1 ? { box: { checked: read.boxes[0]! } } : {}) };
}

/**
 * A cell that draws a yes/no value as a tick or a cross (ResolvedAction.tick), after the click on
 * it: the checkbox editor the click opened in it, when one shows, is clicked while it is not as
 * asked (the editor keeps its value when the box changes); the cell must then be drawn with the
 * state asked for, its editor gone. Otherwise Escape, and a failure that says what it shows.
 */
export async function tickInPlace(ctx: HandlerContext, found: ElementHandle | null, at: string | undefined, want: boolean, place?: CellPlace, placed?: GridPlace): Promise<Attempt | { ok: true; action?: undefined; effect: EffectCheck }> {
  if (!found) return { ok: false, message: 'the cell could not be found again' };
  const expected = `it to be drawn ${want ? 'ticked' : 'unticked'}`;
  const again = async (el: ElementHandle) => (place ? current(el, place) : inGrid(el, placed));
  let element = await again(found);
  let clicked = false;
  let last: PictureRead | undefined;
  for (const until = Date.now() + EFFECT_WAIT_MS; ; ) {
    element = await again(element);
    last = await readPicture(element);
    if (last && !last.box && last.state === want) break;
    if (last?.box && last.box.checked !== want && !clicked) {
      clicked = true;
      const box = await internalCalls(element, () => element.$('input[type=checkbox]')).catch(() => null);
      await box?.click({ timeout: 1_000 }).catch(() => undefined);
      continue;
    }
    if (Date.now() > until || ctx.signal.aborted) {
      await ctx.page.keyboard.press('Escape').catch(() => undefined);
      const found = !last ? 'it could not be read' : last.box ? `its checkbox editor still shows (${last.box.checked ? 'ticked' : 'unticked'})` : last.state === undefined ? `its picture says neither ("${last.words}")` : `it is drawn ${last.state ? 'ticked' : 'unticked'}`;
      return { ok: false, message: `Expected ${expected} after the click, but ${found}`, effect: { expected, found, ok: false } };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const effect = { expected, found: `it is drawn ${want ? 'ticked' : 'unticked'} ("${last.words}")`, ok: true };
  // The click on the cell set it: nothing more was done.
  if (!clicked) return { ok: true, effect };
  const selector = at ? `${at} >> css=input[type=checkbox]` : 'input[type=checkbox]';
  return { ok: true, action: withCode(ctx, { selector, description: `${want ? 'tick' : 'untick'} the checkbox its editor shows`, method: 'click', arguments: [] }), effect };
}
