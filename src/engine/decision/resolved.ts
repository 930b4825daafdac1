/**
 * The vocabulary shared by everything that resolves a step: what an action can do, an action
 * resolved on a snapshot (by ref, before it becomes a durable Decision), and the tier that
 * resolves before the model. Kept here, below methods/ and offline/, so neither imports the other for it.
 */
import { z } from 'zod';
import type { Page } from 'playwright-core';
import type { PageSnapshot } from '../snapshot/index.js';
import type { Candidate, Evidence } from './decision.js';

/** What act() can do with an element (or the page, for press and scroll). */
export const ACTION_METHODS = [
  'click',
  'doubleClick',
  'rightClick',
  'middleClick',
  'hover',
  'fill',
  'type',
  // Leaves the field (the element loses the focus, so the browser itself fires `change` on a value
  // typed into it): "set X to V" commits the value it filled, as a person does by leaving the field.
  'blur',
  'press',
  'selectOption',
  'check',
  'uncheck',
  'dragAndDrop',
  'scrollTo',
  'scrollByPage',
  'scrollIntoView',
  // Sets the files of a file input (`<input type=file>`, however hidden behind a label or a drop
  // area): its arguments are the files' paths as the step wrote them, resolved against the test's
  // working directory. Only a path the step's own words (or the caller's variables) give is taken
  // (methods/upload.ts): page text never chooses a file of the user's to send.
  'setInputFiles',
] as const;
export const ActionMethodSchema = z.enum(ACTION_METHODS);
export type ActionMethod = z.infer<typeof ActionMethodSchema>;

/** An action resolved on a snapshot: the element's ref and what to do with it. */
export interface ResolvedAction {
  ref: string;
  method: ActionMethod;
  arguments: string[];
  description: string;
  /**
   * A control inside `ref`'s element that the snapshot does not show (hidden until the element is
   * hovered), as a CSS selector relative to it; an earlier step hovers the element.
   */
  within?: string;
  /** The offline rule that decided (src/engine/offline/rules.ts): the Decision's `by.rule`. */
  rule?: string;
  /** What the offline rule weighed, best first, with scores: the Decision's evidence. */
  candidates?: Candidate[];
  /** Page facts the rule read to decide (`aria-expanded=false`, `covered by a modal`): the evidence's facts. */
  facts?: string[];
  /**
   * The effect the step asks for ("expand X", "open the menu", "close the dialog"), checked after
   * acting: a step whose effect is absent fails. Absent, the effect is inferred from the
   * instruction's verb and the element's ARIA state before acting (methods/effects.ts).
   */
  effect?: ExpectedEffect;
  /**
   * A choice made after this action, on the page as it is then: an option that a list shows only
   * once this action opened it (or typed into its field). The field this action acted on must
   * show the choice afterwards (methods/effects.ts, awaitChoice).
   */
  then?: PickAfter;
  /**
   * The value a "set X to V" step fills into a text field: should the field drop the text (its page
   * takes typing as the search of a list it draws, offline/rules/list-field.ts), the value is chosen from
   * the list the field opens instead (methods/list-field.ts); a field that keeps it is left as filled.
   */
  chooses?: string;
  /**
   * The text this action's element takes once the action opened its editor in it (a grid cell
   * edited in place): typed into the one text field that shows in the element, then Enter; the
   * element must then show the text.
   */
  edit?: string;
  /**
   * A cell that draws a yes/no value as a picture (a tick or a cross, no checkbox role): after this
   * click, the checkbox editor the click opened in it, if any, is set to this state, and the cell
   * must then be drawn with it (its picture's words, offline/pictured.ts).
   */
  tick?: boolean;
  /**
   * What the calendar this action opens or moves must come to (offline/calendar-steps.ts): the
   * page is read again after each step and the next step taken, a bounded number of times; a
   * date picked must then show in the field acted on.
   */
  calendar?: CalendarGoal;
  /**
   * The lists a drag and drop must leave (offline/rules/drag-drop.ts): read again after the drag,
   * and the step succeeds only when they show it; a drop the page read otherwise is corrected a
   * bounded number of times, and the step fails with what the lists show.
   */
  drag?: DragGoal;
  /**
   * The entry to pick in the menu this action opens (a right-click on a row's or a column's
   * header), found on the page as it is after the action (offline/menu-layer.ts), and the change
   * the table must show after the pick; a menu with no one entry saying the words is closed again
   * (Escape) and the step handed over, naming the entries.
   */
  menu?: MenuGoal;
  /** What an editor drawn in divs must show after this action's keys (see EditorGoal). */
  editor?: EditorGoal;
}

/**
 * A code or text editor's goal (offline/rules/editor-text.ts): after this action (the last key of
 * the step), the text typed if any (by the keyboard: the editor takes keys through a field of its
 * own), then the editor's region (by snapshot ref) must show it: the text alone (`type`,
 * `replace`), no text (`clear`), all of its text selected (`select`), or hold the focus (`focus`: a
 * click into it, the caret there).
 */
export interface EditorGoal {
  op: 'type' | 'replace' | 'clear' | 'select' | 'focus';
  region: string;
  text?: string;
}

/**
 * A drag and drop's goal, by the items' names (what a tester sees): the item, the list it must
 * end in and that list's order afterwards, and the list it came from (found again by its ref, or
 * by its name once the page drew it anew).
 */
export interface DragGoal {
  item: string;
  to: { ref: string; name: string };
  from: { ref: string; name: string };
  /** The target list's items afterwards, in order. */
  order: string[];
  /** Another list: the source's items afterwards, without the item. */
  source?: string[];
  /** The source's items before: a list that gives copies keeps them, which counts as done too. */
  sourceBefore?: string[];
  /** The step asked for a copy: the source must keep the item. */
  copy?: boolean;
  /** The item's grip, a CSS selector relative to it, when the tree does not show it (ElementFacts.grip). */
  grip?: string;
  /** How the lists read before the first drag (dragStep's `at`): a drag after which they read so changed nothing. */
  before?: string;
}

/**
 * A menu entry to pick once the menu is shown, and what it must change in a table. The menu is a
 * popup of role menu (its menu items), else the layer of entries that appeared with the action
 * (several short texts the page did not show before, side by side in the page's order).
 */
export interface MenuGoal {
  /** Each group's words: the entry says at least one of each group, as whole words ("insert|add", "row|rows", "before|above"). */
  says: string[][];
  /** Words the entry must not say (the other place: "after", "below"). */
  not: string[];
  /** Why the rule went by the menu, for a hand-over when no menu opens ("the header shows no sort state"). */
  why?: string;
  /** The change the entry must make; absent, the step only opens the menu ("open the context menu of row 3"): a menu must show. */
  change?: TableChange;
  /**
   * The entry that fits `says` is picked with no table change to read ("rename X": a row's menu
   * button clicked, then its one entry saying "rename"): the rule that chose the opener, named on
   * the pick. A menu with no one fitting entry is closed again (Escape) and the step handed over.
   */
  pick?: { rule: string };
  /**
   * The step closes a menu drawn without roles ("close the context menu", Escape): a run of short
   * entries the page showed before the action must be gone afterwards (offline/menu-layer.ts, read
   * the other way round); when none went, the step is handed over.
   */
  closes?: boolean;
}

/**
 * A change to a grid or table, read from its rows of data before and after (offline/menu-layer.ts):
 * a row or column inserted next to the one named, the one named deleted, or the rows ordered by a
 * column. Each of the other rows and columns must read as before.
 */
export interface TableChange {
  kind: 'insert-row' | 'delete-row' | 'insert-column' | 'delete-column' | 'sort';
  /** The table by its place among the page's grids and tables with a header (0-based). */
  table: number;
  /** The row (among its rows of data) or the column (among its header's cells) the step names, 0-based. */
  at: number;
  /** Where an inserted row or column goes. */
  place?: 'before' | 'after';
  /** A sort's order. */
  order?: 'ascending' | 'descending';
}

/**
 * A calendar's goal (APG date picker dialog, combobox with a grid popup, calendars without roles):
 * each field optional, one said per goal.
 */
export interface CalendarGoal {
  /** Pick this day (2027-03-14), moving the calendar month by month to it; the field must then show it. */
  pick?: string;
  /** Set this time (18:00) in the hour and minute fields the popup shows; the field must then show it. */
  time?: string;
  /** Show this month (2027-04). */
  month?: string;
  /** How many months the calendar was from the goal when the step began: a first move that takes it further stops the step at once. */
  away?: number;
  /** A calendar shown (true) or none shown (false) after the action. */
  shown?: boolean;
  /** No calendar was shown before the step: one it opened is closed again (Escape) when the goal cannot be reached. */
  close?: boolean;
  /** The ref of the field that must show the date or time, when it is not the element acted on (a "Choose date" button beside it). */
  field?: string;
}

/** An option to pick once its list is open (offline/rules/listbox-pick.ts): found on the page as it is after opening. */
export interface PickAfter {
  /** The option's name as the step says it. */
  option: string;
  /** Quoted in the step: only an option of that name exactly. */
  exact: boolean;
  /** The roles the option may have (`option`; `menuitem` for a menu drawn as a list). */
  roles: readonly string[];
  /** The group the option is said to be under ("Cams under Climbing"): the open list must show it there. */
  group?: string;
  /**
   * The ref of the element that must show the choice, when it is not the one acted on: the
   * combobox whose own search box was typed into ("type Sev in the hotel search and pick …").
   */
  field?: string;
  /**
   * The option's name without the field's own name ("Low" for "choose Low priority", the field
   * named Priority): tried, exactly, only when no option named `option` shows.
   */
  bare?: string;
  /**
   * The list may be drawn without option roles (a header filter's list of plain boxes): when no
   * option of `roles` shows, the one entry of the layer that appeared since the step began (the
   * run of short new texts, offline/menu-layer.ts) that says the option exactly is picked.
   */
  drawn?: boolean;
  /**
   * The field was opened to look for the option (offline/rules/closed-option.ts: an option said
   * without its field): a list that does not show it is closed again and the step handed over, not failed.
   */
  probe?: boolean;
}

/** A popup a step opens or closes, by its ARIA role (`any`: whichever the control says it has). */
export type PopupKind = 'menu' | 'listbox' | 'dialog' | 'tree' | 'grid' | 'any';

/**
 * What the page must show after an action, each field checked when present (all optional, so a
 * rule states only what its step asks for). Read after a bounded wait for the page's next render.
 */
export interface ExpectedEffect {
  /** The disclosure the element controls is shown (true) or hidden (false): its `aria-expanded`, its `aria-controls` part, or its `<details>`. */
  expanded?: boolean;
  /** A popup is shown (`open: true`, "open the menu") or gone (`open: false`, "close the dialog"). */
  popup?: { kind: PopupKind; open: boolean };
  /** The element is checked (true) or unchecked (false): a checkbox, radio, switch or pressed toggle. */
  checked?: boolean;
  /** true: the field holds the action's text afterwards (fill, type, clear: an empty text). */
  value?: boolean;
  /** true: the option the action names (its argument) is the selected one. */
  selected?: boolean;
  /** true: the page's address or history changed (a navigation started, or the URL changed in place). */
  navigated?: boolean;
  /** The element's `aria-selected` afterwards (a grid row selected by a click: APG grid). */
  rowSelected?: boolean;
  /** true: the element acted on is gone afterwards (a remove button, with the item it removes). */
  gone?: boolean;
  /**
   * true: a click said to remove things ("delete the selected rows") left fewer of them: one of the page's items
   * (rows, list items, tree items, rows drawn in divs) shows fewer times afterwards, or the control is gone (outside
   * menus and dialogs), or a confirmation was asked (then the step is the click that asked). A control that did
   * nothing (nothing selected) fails the step (methods/removal-effects.ts).
   */
  removed?: boolean;
  /** true: the field's value differs afterwards (a spin button stepped by its keys). */
  changed?: boolean;
  /**
   * The text a field commits as a new item (a tag, a chip) shows once more than before in the box
   * around the field, and the field is emptied: "add Tom Baker as another guest".
   */
  added?: string;
  /**
   * A part of the page the action shows (`shown: true`) or hides, by its snapshot ref: the card a
   * collapse tool with no state of its own heads. Judged by the part's rendered height growing
   * (or shrinking), read before and after acting.
   */
  region?: { ref: string; shown: boolean };
  /**
   * A stepper's field (by snapshot ref), stepped by a button beside it: its number (value,
   * aria-valuenow, else its text) read before and after, and it must have moved up (or down), by
   * exactly `by` when given ("add an hour" to a field counted in hours).
   */
  stepped?: { ref: string; up: boolean; by?: number };
  /**
   * A sortable column header shows this order afterwards (its `aria-sort`, or the aria-sort of the
   * header a sort button lies in; `sorted`: either order). The element is clicked again, one click
   * at a time with the state read after each, until it does: at most one click per state aria-sort
   * can take; a header that comes back to a state it showed never reaches the order.
   */
  sorted?: 'ascending' | 'descending' | 'sorted';
  /**
   * A pager's part (by snapshot ref) reads otherwise afterwards: its text, its controls' current,
   * pressed, selected and disabled states, or the rows of the grid beside it. A page turned.
   */
  turned?: { ref: string };
  /**
   * A search typed into this field (by snapshot ref) showed something: the page outside the field
   * reads otherwise after the whole step than before its first action (rows hidden or shown, a
   * results list, a status line, another address). Judged over the step's actions together
   * (methods/act.ts, performSteps); a search that showed nothing puts the field back as it was.
   */
  searched?: { ref: string };
  /**
   * A key pressed to end an edit ("press Escape to cancel the edit", "press Enter to save the
   * edit"): the text field that had the focus before the key (an editor open in a cell, a field)
   * has left it or is gone afterwards. With no text field focused before, nothing is judged: the
   * step is reported as the key press it was.
   */
  editorLeft?: boolean;
  /**
   * Menus (role menu, shown) counted on the page before and after the action: more afterwards
   * (`opened`: a context menu opened by a right-click) or fewer (`closed`: Escape closed one).
   */
  menus?: 'opened' | 'closed';
  /** Dialogs (role dialog or alertdialog, an open `<dialog>`) shown: fewer afterwards ("press Escape to close the dialog"). */
  dialogs?: 'closed';
  /**
   * A viewer opened on the page (a thumbnail clicked: "open the photo of Lake Bled"): more dialogs
   * (role dialog or alertdialog, `aria-modal`, an open `<dialog>`) or fixed layers that cover most
   * of the window shown afterwards than before, or the page went to another address (the image
   * shown as a page of its own).
   */
  viewer?: 'opened';
  /**
   * A viewer or carousel shows another slide (by snapshot ref: the viewer's dialog, or its Next or
   * Previous control): what shows in view inside it (its visible text and images, its parts'
   * current, selected, hidden and disabled states) reads otherwise afterwards, and has settled
   * (read the same twice) before the step goes on; with `shows`, its text in view then says it.
   */
  /**
   * A picture zoomed in (its rendered box larger afterwards) or out (smaller): "zoom in on the
   * photo", a click on an image the page draws with a zoom cursor.
   */
  zoomed?: 'in' | 'out';
  slid?: {
    ref: string;
    /** Going to a slide by its caption: the viewer must show this text in view once settled. */
    shows?: string;
  };
  /**
   * A step whose effect has no element of its own (a shortcut pressed where the focus is: "undo
   * the last change"): the page reads otherwise afterwards (its address, text, or a control's value
   * or state). A page that reads as before is a failed step, never a success.
   */
  pageChanged?: boolean;
  /**
   * A key (Enter) pressed in the field the step just put text into ("type X in Search, then press
   * Enter"; `field` says which, for words): the page must answer it, reading otherwise afterwards
   * than once the field had taken its text (the field emptied or changed, an item shown, another
   * address, results shown). A page that reads as before is a failed step, never a success
   * (issue 25 item 3). The page as it was is read beside the fill's own check of the field's
   * text, after the page's zero-delay timers have run (methods/effects.ts, FIELD_TURNS): the key
   * goes in once the page has taken the text.
   */
  answered?: { key: string; field: string };
  /**
   * A toolbar button that applies an editor's toggle format: it shows pressed afterwards, or, where
   * its pressed state does not follow the format, the editable text's markup reads otherwise
   * (methods/format-effects.ts). A button with no pressed state is not judged.
   */
  formatted?: boolean;
  /**
   * Files set on a file input (methods/upload.ts): afterwards the input holds them, or the part
   * the input belongs to (by snapshot ref; else the page) shows each file's name more often than
   * before (a drop zone that lists what it took and empties its input).
   */
  uploaded?: { files: string[]; part?: string };
  /**
   * A box drawn as an icon in a tree's row (no checkbox role, no aria-checked; offline/rules/drawn-tree.ts),
   * by snapshot refs of the icon, its row and the box of rows, and the row's title: after acting, the row
   * found again by its title in the box of rows (a widget may draw its rows anew), the classes of the
   * icon at the same place, of its parent and of the row say checked (true) or not (false). Classes
   * that say neither, or no row found again, are a failed step.
   */
  drawnChecked?: { box: string; row: string; title: string; list: string; checked: boolean };
}

/**
 * A tier that answers before the model (the offline resolver): given the page text, it either
 * resolves the instruction with zero tokens or returns undefined and the model is asked.
 */
export type ResolverTier = (
  kind: 'act' | 'observe',
  instruction: string,
  snapshot: PageSnapshot,
  /**
   * Told why the tier handed over: the reason in words a tester can act on (with a rephrasing
   * when one would resolve), and optionally the phrasings and the evidence apart.
   */
  explain?: (reason: string, detail?: { rephrase?: string[]; evidence?: Evidence }) => void,
  /** The page the snapshot is of: a tier may read a few facts the snapshot leaves out (read-only). */
  page?: Page,
) => ResolvedAction[] | undefined | Promise<ResolvedAction[] | undefined>;

export type Tier = 'model' | 'offline' | 'direct' | 'cache';
