/**
 * The words the offline resolver understands: role words, ordinals, keys and scope words.
 * Kept in one place so the parser stays a grammar and the lists can grow without touching it.
 */

/** Role words of an instruction → the ARIA roles they stand for. Longest phrases first when matching. */
export const ROLE_WORDS: ReadonlyMap<string, readonly string[]> = new Map([
  ['radio button', ['radio']],
  ['check box', ['checkbox']],
  ['text box', ['textbox', 'searchbox']],
  ['text field', ['textbox', 'searchbox', 'spinbutton']],
  ['text area', ['textbox']],
  ['input field', ['textbox', 'searchbox', 'spinbutton', 'combobox']],
  ['menu item', ['menuitem', 'menuitemcheckbox', 'menuitemradio']],
  ['combo box', ['combobox']],
  ['list box', ['listbox', 'combobox']],
  ['drop down', ['combobox', 'listbox']],
  ['column header', ['columnheader']],
  ['header cell', ['columnheader', 'rowheader']],
  ['column heading', ['columnheader']],
  ['tree item', ['treeitem']],
  ['button', ['button']],
  ['btn', ['button']],
  ['link', ['link', 'tab']],
  ['field', ['textbox', 'searchbox', 'spinbutton', 'combobox']],
  ['input', ['textbox', 'searchbox', 'spinbutton', 'combobox']],
  ['box', ['textbox', 'searchbox', 'checkbox', 'combobox']],
  ['textbox', ['textbox', 'searchbox']],
  ['textarea', ['textbox']],
  ['searchbox', ['searchbox', 'textbox']],
  ['checkbox', ['checkbox']],
  ['radio', ['radio']],
  ['option', ['option', 'radio', 'menuitemradio']],
  // People call a navigation link styled as a tab a tab, and the other way round.
  ['tab', ['tab', 'link']],
  ['menuitem', ['menuitem', 'menuitemcheckbox', 'menuitemradio']],
  ['dropdown', ['combobox', 'listbox']],
  ['select', ['combobox', 'listbox']],
  ['combobox', ['combobox']],
  ['listbox', ['listbox', 'combobox']],
  ['switch', ['switch', 'checkbox']],
  ['toggle', ['switch', 'checkbox', 'button']],
  ['slider', ['slider']],
  ['spinner', ['spinbutton']],
  ['heading', ['heading']],
  // A table's header: "click the Name header" (a page's header is a scope: CONTAINER_WORDS).
  ['header', ['columnheader', 'rowheader']],
  ['treeitem', ['treeitem']],
  ['image', ['img']],
  ['icon', ['img', 'button', 'link']],
]);

/** Plurals of role words, for "all links" in observe(). */
export const PLURAL_ROLE_WORDS: ReadonlyMap<string, string> = new Map([
  ['buttons', 'button'], ['links', 'link'], ['fields', 'field'], ['inputs', 'input'], ['checkboxes', 'checkbox'],
  ['radio buttons', 'radio button'], ['tabs', 'tab'], ['menu items', 'menu item'], ['dropdowns', 'dropdown'],
  ['options', 'option'], ['switches', 'switch'], ['headings', 'heading'], ['text boxes', 'text box'],
]);

export const ORDINALS: ReadonlyMap<string, number> = new Map([
  ['first', 1], ['1st', 1], ['second', 2], ['2nd', 2], ['third', 3], ['3rd', 3], ['fourth', 4], ['4th', 4],
  ['fifth', 5], ['5th', 5], ['sixth', 6], ['6th', 6], ['seventh', 7], ['7th', 7], ['eighth', 8], ['8th', 8],
  ['ninth', 9], ['9th', 9], ['tenth', 10], ['10th', 10], ['last', -1], ['second to last', -2], ['second last', -2],
  ['last but one', -2], ['next to last', -2], ['penultimate', -2], ['second from last', -2], ['last but two', -3], ['third from last', -3], ['third to last', -3],
  // Written with hyphens ("the second-to-last row"), one word as a step splits them.
  ['second-to-last', -2], ['next-to-last', -2], ['last-but-one', -2], ['second-from-last', -2], ['third-to-last', -3], ['third-from-last', -3],
]);

const ORDINAL_WORDS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

/** An ordinal as ORDINALS reads it (1-based, negative from the end), said back in words for a reason. */
export function ordinalWord(n: number): string {
  if (n === -1) return 'last';
  if (n === -2) return 'second to last';
  if (n < 0) return `${ORDINAL_WORDS[-n - 1] ?? `#${-n}`} from last`;
  return ORDINAL_WORDS[n - 1] ?? `#${n}`;
}

/** Whether a step names its target by place ("the second Delete", "the last row"): an ordinal of ORDINALS among its words. */
export function saysPlace(step: string): boolean {
  const words = step.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return words.some((_, i) => [1, 2, 3].some((size) => i + size <= words.length && ORDINALS.has(words.slice(i, i + size).join(' '))));
}

/** Named keys (normalized words) → Playwright key names. */
export const KEYS: ReadonlyMap<string, string> = new Map([
  ['enter', 'Enter'], ['return', 'Enter'], ['escape', 'Escape'], ['esc', 'Escape'], ['tab', 'Tab'],
  ['space', 'Space'], ['spacebar', 'Space'], ['backspace', 'Backspace'], ['delete', 'Delete'], ['del', 'Delete'],
  ['home', 'Home'], ['end', 'End'], ['page up', 'PageUp'], ['pageup', 'PageUp'], ['page down', 'PageDown'],
  ['pagedown', 'PageDown'], ['arrow up', 'ArrowUp'], ['up arrow', 'ArrowUp'], ['arrowup', 'ArrowUp'],
  ['arrow down', 'ArrowDown'], ['down arrow', 'ArrowDown'], ['arrowdown', 'ArrowDown'], ['arrow left', 'ArrowLeft'],
  ['left arrow', 'ArrowLeft'], ['arrowleft', 'ArrowLeft'], ['arrow right', 'ArrowRight'], ['right arrow', 'ArrowRight'],
  ['arrowright', 'ArrowRight'], ['insert', 'Insert'],
  ...Array.from({ length: 12 }, (_, i) => [`f${i + 1}`, `F${i + 1}`] as [string, string]),
]);

export const MODIFIERS: ReadonlyMap<string, string> = new Map([
  ['ctrl', 'Control'], ['control', 'Control'], ['shift', 'Shift'], ['alt', 'Alt'], ['option', 'Alt'],
  ['cmd', 'Meta'], ['command', 'Meta'], ['meta', 'Meta'], ['controlormeta', 'ControlOrMeta'],
]);

/** Container words of a scope phrase ("in the dialog") → the roles of the container. */
export const CONTAINER_WORDS: ReadonlyMap<string, readonly string[]> = new Map([
  ['dialog', ['dialog', 'alertdialog']], ['modal', ['dialog', 'alertdialog']], ['popup', ['dialog', 'alertdialog']],
  ['pop up', ['dialog', 'alertdialog']], ['drawer', ['dialog']], ['header', ['banner']], ['banner', ['banner']],
  ['footer', ['contentinfo']], ['sidebar', ['complementary']], ['side bar', ['complementary']],
  ['navigation', ['navigation']], ['nav', ['navigation']], ['navbar', ['navigation']], ['nav bar', ['navigation']],
  ['menu', ['menu', 'menubar']], ['menu bar', ['menubar']], ['toolbar', ['toolbar']], ['main content', ['main']],
  ['form', ['form']], ['table', ['table', 'grid']],
]);

/** Words naming a part of the page by its name: "in the Billing section", "of the Blue Mug card". */
export const UNIT_WORDS: ReadonlySet<string> = new Set([
  'section', 'card', 'row', 'panel', 'region', 'area', 'group', 'item', 'tile', 'entry', 'block', 'dialog', 'modal',
  'form', 'list', 'table', 'frame', 'column', 'box', 'widget', 'menu', 'fieldset', 'tree',
]);

/**
 * Unit words that name a part holding things ("the row for Bruno Costa", "the card of Blue Mug")
 * → the roles such a part has (APG grid, list, feed). Said alone with what the part holds, the word
 * names the part itself, never a control that has the word in its name.
 */
export const HOLDING_UNITS: ReadonlyMap<string, readonly string[]> = new Map([
  ['row', ['row']],
  ['item', ['row', 'listitem', 'treeitem', 'article']],
  ['entry', ['row', 'listitem', 'treeitem', 'article']],
  ['record', ['row', 'listitem', 'article']],
  ['card', ['article', 'listitem', 'region', 'group']],
  ['tile', ['article', 'listitem', 'region', 'group']],
]);

/** Roles that make a self-contained unit: a scope anchored inside one never reaches past it. */
export const UNIT_ROLES: ReadonlySet<string> = new Set([
  'row', 'listitem', 'article', 'dialog', 'alertdialog', 'form', 'region', 'tabpanel', 'group', 'treeitem',
]);

/** What an expand/collapse step asks of a disclosure control (toggle.ts). */
export type ToggleDirection = 'expand' | 'collapse';

/**
 * Verb words both readers of a step know: the grammar's verb table (grammar.ts `VERBS`) and the
 * name rules' step table (parse.ts `STEP_VERBS`). Written once, so the two cannot drift; each
 * table adds the words only it reads (parse.ts: "left click", "follow"; grammar.ts: "tap on").
 */
export const VERB_WORDS = {
  // "activate" is no shared word: the step table reads it as check (a switch turned on), before any click.
  click: ['click', 'tap', 'press', 'push', 'hit'],
  doubleClick: ['double click', 'double-click', 'doubleclick', 'dblclick'],
  hover: ['hover over', 'hover on', 'hover', 'mouse over'],
  expand: ['expand', 'unfold', 'open up'],
  collapse: ['collapse', 'fold up', 'fold'],
  open: ['open', 'show', 'display'],
  // "go into Invoices": a place entered (a folder, a section) is gone to.
  goTo: ['go to', 'navigate to', 'switch to', 'return to', 'go into', 'navigate into'],
  dismiss: ['close', 'dismiss'],
  fill: ['fill in', 'fill out', 'fill'],
  enter: ['enter', 'input', 'write', 'put'],
  set: ['set', 'change', 'update'],
  select: ['select', 'choose', 'pick'],
  check: ['check', 'tick', 'enable', 'turn on'],
  uncheck: ['uncheck', 'untick', 'disable', 'turn off'],
  remove: ['remove', 'delete'],
} as const satisfies Record<string, readonly string[]>;

/**
 * Verb phrases people say for a verb both tables know, read as that verb: "get rid of X" is
 * "remove X", "wipe the field" is "clear the field", "toggle on X" is "check X", "go with X" is
 * "choose X", "bring up X" is "open X", "shut the dialog" is "close the dialog", "switch over to
 * X" is "switch to X", "take me to X" is "go to X". ("drop" is left out: "drop X on Y" is a drag.) Only where the phrase starts the step (grammar.ts
 * `plainVerb`); a control's own name is still matched as written.
 */
export const VERB_PARAPHRASES: ReadonlyMap<string, string> = new Map([
  ['get rid of', 'remove'], ['do away with', 'remove'], ['wipe out', 'clear'], ['wipe', 'clear'], ['blank out', 'clear'],
  ['toggle on', 'check'], ['toggle off', 'uncheck'], ['go with', 'choose'], ['go for', 'choose'], ['opt for', 'choose'],
  ['bring up', 'open'], ['pull up', 'open'],
  ['shut', 'close'], ['switch over to', 'switch to'], ['change over to', 'switch to'], ['take me to', 'go to'], ['take me back to', 'go to'],
  // Third phrasings batch: "punch in X for Y", "pop open the dialog", "back out of the dialog",
  // "flip over to Advanced", "kick off the tour", "bin the selected rows", "move on to the next step".
  ['punch in', 'enter'], ['punch', 'enter'], ['pop open', 'open'], ['back out of', 'close'], ['flip over to', 'switch to'],
  ['kick off', 'start'], ['bin', 'remove'], ['move on to', 'go to'],
  // Fourth and fifth phrasings batches: "drill into Section 4", "close out the dialog", "flip to the
  // next month", "tick off Approved", "empty the Country box", "bump up the spinner".
  ['drill into', 'expand'], ['drill down into', 'expand'], ['close out of', 'close'], ['close out', 'close'], ['flip to', 'go to'],
  ['tick off', 'check'], ['empty out', 'clear'], ['empty', 'clear'], ['bump up', 'increase'], ['bump down', 'decrease'],
  // Sixth: 'look up "tent"'.
  ['look up', 'search for'],
  // Seventh: "cross off buy milk" (a list's item done; "cross out" is the strikethrough format).
  ['cross off', 'check'],
]);

/** Verbs that are themselves an editor's format: "bold the selection", "italicize", "underline it". */
export const FORMAT_VERBS: readonly string[] = ['bold', 'embolden', 'italicize', 'italicise', 'underline', 'strike through', 'strikethrough', 'strike out', 'highlight', 'indent', 'outdent', 'unindent'];

/**
 * An editor's formats (the toolbar of a rich-text or markdown editor, APG toolbar) and the words
 * each is said with, as sets of words: a step's words and a control's name (less its shortcut hint
 * and a verb such as "toggle" or "insert") name the same format when their words are one of its
 * sets. `toggles`: the format is a state the selection has (a pressed button shows it), not a
 * thing inserted.
 */
export const FORMATS: readonly { format: string; says: readonly string[]; toggles: boolean }[] = [
  { format: 'bold', says: ['bold', 'embolden', 'strong', 'bold text'], toggles: true },
  { format: 'italic', says: ['italic', 'italics', 'italicize', 'italicise', 'italicized', 'emphasis', 'emphasize', 'italic text'], toggles: true },
  { format: 'underline', says: ['underline', 'underlined', 'underlined text'], toggles: true },
  { format: 'strikethrough', says: ['strikethrough', 'strike through', 'strike', 'strikeout', 'strike out', 'struck through', 'crossed out', 'cross out'], toggles: true },
  { format: 'heading', says: ['heading', 'header', 'headline', 'title'], toggles: true },
  { format: 'quote', says: ['quote', 'blockquote', 'block quote', 'quotation'], toggles: true },
  { format: 'code block', says: ['code block', 'codeblock', 'code'], toggles: true },
  { format: 'numbered list', says: ['numbered list', 'number list', 'ordered list', 'list ordered', 'numbering', 'numbers', 'numbered'], toggles: true },
  { format: 'bulleted list', says: ['bulleted list', 'bullet list', 'bullet', 'bullets', 'bullet points', 'bulleted', 'unordered list', 'list bullet'], toggles: true },
  { format: 'checklist', says: ['checklist', 'check list', 'task list', 'todo list', 'list check'], toggles: true },
  { format: 'subscript', says: ['subscript', 'script sub', 'sub'], toggles: true },
  { format: 'superscript', says: ['superscript', 'script super', 'super'], toggles: true },
  { format: 'highlight', says: ['highlight', 'highlighted', 'highlighted text'], toggles: true },
  { format: 'link', says: ['link', 'hyperlink', 'url'], toggles: false },
  { format: 'image', says: ['image', 'picture', 'photo'], toggles: false },
  { format: 'table', says: ['table'], toggles: false },
  { format: 'horizontal rule', says: ['horizontal rule', 'horizontal line', 'divider', 'separator', 'hr'], toggles: false },
  { format: 'indent', says: ['indent', 'increase indent', 'indent plus 1', 'indent more'], toggles: false },
  { format: 'outdent', says: ['outdent', 'unindent', 'decrease indent', 'indent minus 1', 'indent less'], toggles: false },
  { format: 'clear formatting', says: ['clear formatting', 'remove formatting', 'clean', 'clear format', 'remove format', 'plain text'], toggles: false },
];

/**
 * Verbs of purpose and the words a control that does it is named by (verb-object rule): "finish
 * the tour" is a "Finish" button, "continue" a "Next", "restart" a "Start", "create a new project" a
 * "New project". Each entry: the verb as said → the control's first word(s), the verb's own first.
 */
export const VERB_SENSES: ReadonlyMap<string, readonly string[]> = new Map([
  ['finish', ['finish', 'done', 'complete', 'end']],
  ['complete', ['complete', 'finish', 'done']],
  ['continue', ['continue', 'next', 'proceed']],
  ['proceed', ['proceed', 'continue', 'next']],
  ['restart', ['restart', 'start again', 'start over', 'start', 'replay']],
  ['start', ['start', 'begin', 'launch', 'take']],
  ['begin', ['begin', 'start', 'launch', 'take']],
  ['take', ['take', 'start', 'begin', 'launch']],
  ['launch', ['launch', 'start', 'begin']],
  ['create', ['create', 'new', 'add']],
  ['exit', ['exit', 'quit', 'leave', 'close', 'end']],
  ['quit', ['quit', 'exit', 'leave', 'close', 'end']],
  ['leave', ['leave', 'exit', 'quit', 'close']],
  ['reset', ['reset', 'clear']],
  ['clear', ['clear', 'reset']],
]);

/**
 * Words a control's name may add to its verb without naming an object: "Book now", "Keep it",
 * "Save this". Such a control is named by the verb alone (verb-object rule).
 */
export const VERB_ONLY_TAILS: ReadonlySet<string> = new Set(['now', 'it', 'them', 'this', 'here', 'today']);

/**
 * A dialog's answers (APG alertdialog: a confirmation's buttons), by the first words of their
 * names: `yes` answers go ahead with what the dialog asks, `no` answers leave things as they were.
 * The verbs that ask for each answer: "confirm the booking" is the dialog's yes, "cancel the
 * booking" and "keep the file" its no (unless the dialog itself asks to cancel: then "cancel" is
 * its yes, a doubt). One table for every rule that answers a dialog (dialog-answer, verb-object,
 * dialog-purpose).
 */
export const DIALOG_ANSWERS = {
  yes: { verbs: ['confirm', 'accept', 'approve'], names: ['yes', 'ok', 'okay', 'confirm', 'sure'] },
  no: { verbs: ['cancel', 'abort', 'decline', 'reject', 'keep'], names: ['no', 'cancel', 'keep', 'back', 'go back', 'not now', 'never mind'] },
} as const;

/**
 * Everyday words said for a control's purpose, each read as the one word pages name it by
 * (title-purpose rule): "open the info panel" for "Show info", "hide the details" for "Close
 * details", "flip the sort order" for "Reverse order", "create a new folder" for "New folder".
 */
export const PURPOSE_SAME: Readonly<Record<string, string>> = {
  open: 'show', display: 'show', hide: 'close',
  flip: 'reverse', invert: 'reverse',
  create: 'new', add: 'new',
  sort: 'order', sorting: 'order',
};

/** What a message dialog's one button says when it only acknowledges the message (it closes it). */
export const ACKNOWLEDGE_NAMES: ReadonlySet<string> = new Set(['ok', 'okay', 'got it', 'done', 'close', 'dismiss']);

/**
 * An account's actions and the ways pages and testers say each (account-action rule): "create the
 * account" is a "Sign up" button, "log in" a "Sign in" link. Compared with spaces and the words
 * "a", "the", "your", "new", "now", "for free" taken out.
 */
export const ACCOUNT_ACTIONS: ReadonlyMap<string, readonly string[]> = new Map([
  ['sign up', ['sign up', 'register', 'create account', 'join']],
  ['sign in', ['sign in', 'log in', 'log on']],
  ['sign out', ['sign out', 'log out', 'log off']],
]);

/**
 * Nouns said for one another for the same thing (general English): a "Leave call" button is what
 * "leave the meeting" asks, "Meeting details" what "the meeting info" names. Read only where one
 * control fits and none says the step's own words (verb-object rule).
 */
export const SAME_NOUNS: readonly (readonly string[])[] = [
  ['call', 'meeting'],
  ['info', 'information', 'details'],
  ['everyone', 'everybody'],
];

/** A noun and the nouns said for it (SAME_NOUNS), itself first. */
export function sameNouns(noun: string): readonly string[] {
  const group = SAME_NOUNS.find((g) => g.includes(noun));
  return group ? [noun, ...group.filter((w) => w !== noun)] : [noun];
}

/** Pronouns that stand for what the part of a step before acted on: "… and save it". */
export const PRONOUNS: ReadonlySet<string> = new Set(['it', 'them', 'this', 'that']);

/**
 * Verbs that set an item's own on/off toggle ("star Grace", "pin the note", "mute #general"), each
 * with its everyday synonyms: a toggle named by any word of a group is set by any other
 * ("star X" presses a Favourite button). Language-level words only; "un…" says the off state.
 */
export const TOGGLE_VERBS: readonly (readonly string[])[] = [
  ['star', 'favourite', 'favorite', 'bookmark'],
  ['pin'],
  ['mute'],
  ['flag'],
  ['follow'],
  ['watch'],
];

/** The toggle group a word names, in any of its forms (star, stars, starred, favourites), or undefined. */
export function toggleGroup(word: string): readonly string[] | undefined {
  const w = word.toLowerCase();
  return TOGGLE_VERBS.find((group) => group.some((base) => w === base || w === `${base}s` || w === `${base}d` || w === `${base}ed` || w === `${base}${base.at(-1)}ed`));
}

/**
 * Words of one family as developers and testers write a control's purpose: a tester says "the
 * heading dropdown" where the code says `header`, "the alignment" where it says `align`, "colour"
 * where it says `color`, "highlight" where it says `background`. Language-level words only, each in
 * one family; read as the same word where a developer's name is compared with the step's (a menu
 * or picker by its developers' names: menu-button, menu-value, format-value), which still need
 * exactly one control to fit.
 */
export const WORD_FAMILIES: readonly (readonly string[])[] = [
  ['heading', 'header', 'headings', 'headers', 'headline'],
  ['align', 'alignment', 'aligned', 'aligns'],
  ['color', 'colour', 'colors', 'colours', 'colored', 'coloured'],
  ['background', 'highlight', 'highlighted', 'backcolor', 'bg'],
  // What a shop keeps chosen things in: one place, whatever a shop calls it ("add to my basket" for "Add to cart").
  ['cart', 'basket', 'bag', 'trolley'],
];

/** Whether two words are one word of a family (WORD_FAMILIES), or the same word. */
export function sameFamily(a: string, b: string): boolean {
  if (a === b) return true;
  return WORD_FAMILIES.some((family) => family.includes(a) && family.includes(b));
}
