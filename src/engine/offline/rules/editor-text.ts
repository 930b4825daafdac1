import type { EditorGoal } from '../../decision/resolved.js';
import type { SnapshotNode } from '../../snapshot/index.js';
import type { OfflineAction } from '../action.js';
import type { StepForm } from '../grammar.js';
import type { HintBook } from '../hints.js';
import { ancestors, type PageIndex } from '../page-index.js';
import { words } from '../text.js';
import type { RuleFound, RuleHandover, WidgetRule } from './widget.js';

/**
 * A code or text editor's own text area: an editor drawn in divs that takes its keys through a
 * text field of its own, either a hidden one (a textarea clipped to a pixel or moved off the page,
 * as CodeMirror 5 and Ace draw it) beside the part that shows the text, or a contenteditable that
 * is the text. Such a field has no label, and typing into the hidden one through Playwright's
 * fill does nothing the editor sees: a person clicks the text and uses the keyboard, and so does
 * this rule (its code says so: a click, then keys). Named by the word editor, code or text, or by
 * the editor's own label or the heading before it. The effect is read from what the editor shows
 * afterwards (methods/editor-text.ts), never from the hidden field.
 */

/** Words that say "the editor's text" and name no editor in particular. */
const EDITOR_WORDS = new Set(['editor', 'code', 'text', 'textarea', 'area', 'source', 'content', 'contents', 'document']);
/** Words around them that name nothing ("all the text in the editor", "the editor's whole content"). */
const FILLER = new Set(['the', 'a', 'an', 's', 'of', 'in', 'into', 'inside', 'its', 'all', 'whole', 'entire', 'everything', 'current', 'this']);
/** Verbs (as said) that empty the editor. */
const CLEAR_VERBS = new Set(['clear', 'empty', 'erase', 'wipe', 'delete', 'remove']);
/** Words that name an editor itself as the thing clicked ("click into the editor", "click in the text area"). */
const FOCUS_WORDS = new Set(['editor', 'textarea']);
/** Kinds the snapshot gives a contenteditable part with no role of its own: a plain part, or the one paragraph it folds into. */
const PLAIN_PARTS = new Set(['generic', 'paragraph']);
/** Roles a document's text does not hold: a part holding one is a form or a toolbar, not an editor's text. */
const NOT_TEXT = new Set(['button', 'textbox', 'searchbox', 'checkbox', 'radio', 'combobox', 'listbox', 'slider', 'spinbutton', 'switch', 'tab', 'menuitem', 'menubar', 'toolbar', 'navigation', 'form', 'table', 'grid', 'tree']);
/** Most plain parts whose facts are read when the words name an editor and no text field is one: a bound on the probe. */
const MAX_PLAIN_PARTS = 24;
/** Words that say "all of it" in a selection. */
const ALL_WORDS = new Set(['all', 'everything', 'whole', 'entire']);

/** An editor on the page: the region that shows its text, the part clicked, the field that takes its keys, what names it. */
interface EditorView {
  region: SnapshotNode;
  shows: SnapshotNode;
  field: SnapshotNode;
  name: string;
  /** The text it shows, line numbers left out. */
  text: string;
}

type Op = EditorGoal['op'];

/** What the step asks of an editor, and the phrase that names it; undefined when it is no editor step. */
function asked(form: StepForm): { op: Op; text?: string; phrase: string } | undefined {
  const target = form.target;
  if (!target) return undefined;
  const said = form.said.toLowerCase();
  const phrase = [target.raw, form.scope && form.scope.relation !== 'with' ? form.scope.name : ''].join(' ');
  switch (form.verb) {
    case 'click':
    case 'find': {
      // "click into the editor", "click in the text area": the editor itself, to put the caret in it ("find the editor": where it is).
      const all = words(target.raw).filter((w) => !FILLER.has(w));
      const focus = all.some((w) => FOCUS_WORDS.has(w)) || /\btext area\b/.test(all.join(' '));
      return focus && form.value === undefined ? { op: 'focus', phrase } : undefined;
    }
    case 'type':
      return form.value !== undefined ? { op: 'type', text: form.value, phrase } : undefined;
    case 'fill':
    case 'set':
      return form.value !== undefined ? { op: 'replace', text: form.value, phrase } : undefined;
    case 'select': {
      // "select all the code", "select all the text in the editor", "select everything in the editor".
      const all = [...words(target.raw), ...words(form.value ?? '')];
      return all.some((w) => ALL_WORDS.has(w)) ? { op: 'select', phrase: [phrase, form.value ?? ''].join(' ') } : undefined;
    }
    case 'remove':
    case 'do':
      if (said === 'replace' && form.scope?.relation === 'with') return { op: 'replace', text: form.scope.name, phrase };
      if (CLEAR_VERBS.has(said) && (form.verb === 'do' || words(target.raw).some((w) => ALL_WORDS.has(w)))) return { op: 'clear', phrase };
      return undefined;
    default:
      return undefined;
  }
}

/** The words of the phrase that name one editor among several (its label), once the editor words are gone; undefined when it says no editor word at all. */
function nameWords(phrase: string): string[] | undefined {
  const all = words(phrase);
  if (!all.some((w) => EDITOR_WORDS.has(w))) return undefined;
  return all.filter((w) => !EDITOR_WORDS.has(w) && !FILLER.has(w));
}

/** Text as an editor shows it, for comparing: lines of digits alone (line numbers) dropped, white space collapsed. */
export function editorShown(text: string): string {
  return text
    // Zero-width spaces an editor keeps in an empty line are no text.
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .split('\n')
    .filter((line) => !/^\s*\d+\s*$/.test(line))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The texts a part shows, one per text or element, in order. */
function textsOf(node: SnapshotNode, skip: SnapshotNode): string[] {
  if (node === skip) return [];
  const own = node.role === 'text' ? node.text : node.children.length ? undefined : node.text;
  return [...(own ? [own] : []), ...node.children.flatMap((c) => textsOf(c, skip))];
}

/**
 * The editors on the page, read from the tree and the page's facts: a text field the page hides
 * (clipped to a pixel, off the page) inside a part that shows text or lines beside it, or a
 * contenteditable text field (no input or textarea). Undefined while the facts are being read.
 */
function editorsOn(index: PageIndex, book: HintBook, plain = false): EditorView[] | undefined {
  const fields = index.order.filter((n) => n.role === 'textbox' && n.ref);
  if (plain) return plainEditors(index, book, fields);
  const out: EditorView[] = [];
  let waiting = false;
  for (const field of fields) {
    const facts = book.facts(field);
    if (!facts) {
      waiting = true;
      continue;
    }
    if (facts.unseen && (facts.tag === 'textarea' || facts.tag === 'input')) {
      // The part around the hidden field that shows something besides it: its nearest ancestor with another child.
      let child = field;
      // An empty editor shows nothing beside its field: the nearest part around the field that holds nothing else is clicked.
      let alone: SnapshotNode | undefined;
      for (const up of ancestors(index, field).slice(0, 4)) {
        const others = up.children.filter((c) => c !== child && (c.ref || c.text));
        if (others.length) {
          // The part clicked: the largest other child (the text, not a scroll bar's stub).
          const shows = others.filter((c) => c.ref).sort((a, b) => textsOf(b, field).length - textsOf(a, field).length)[0];
          if (shows) out.push({ region: up, shows, field, name: nameOf(index, up, field), text: editorShown(textsOf(up, field).join('\n')) });
          else if (alone) out.push({ region: alone, shows: alone, field, name: nameOf(index, alone, field), text: '' });
          break;
        }
        if (up.ref && !alone) alone = up;
        child = up;
      }
    } else if (!facts.unseen && facts.tag !== 'textarea' && facts.tag !== 'input' && !field.name) {
      // A contenteditable with no name of its own: the text it shows is its value.
      out.push({ region: field, shows: field, field, name: nameOf(index, field, field), text: editorShown(textsOf(field, { role: '', frame: [], children: [] }).join('\n')) });
    }
  }
  return waiting ? undefined : out;
}

/**
 * Editors drawn as a contenteditable part with no role (a rich-text editor's document): the
 * snapshot reads such a part as a plain part, or, holding one paragraph, as that paragraph. Read
 * only when the words name an editor and no text field is one: the plain parts that hold no
 * control (a document's text), first in the page's order, whose element the page says is editable.
 * The outermost editable part is the editor. Undefined while the facts are being read.
 */
function plainEditors(index: PageIndex, book: HintBook, fields: SnapshotNode[]): EditorView[] | undefined {
  const holdsControl = (n: SnapshotNode): boolean => n.children.some((c) => NOT_TEXT.has(c.role) || holdsControl(c));
  const inField = (n: SnapshotNode) => ancestors(index, n).some((up) => fields.includes(up));
  const parts = index.order.filter((n) => n.ref && PLAIN_PARTS.has(n.role) && !holdsControl(n) && !inField(n)).slice(0, MAX_PLAIN_PARTS);
  const editable = new Set<SnapshotNode>();
  let waiting = false;
  for (const part of parts) {
    const facts = book.facts(part);
    if (!facts) waiting = true;
    else if (facts.editing) editable.add(part);
  }
  if (waiting) return undefined;
  const out: EditorView[] = [];
  for (const part of editable) {
    if (ancestors(index, part).some((up) => editable.has(up))) continue;
    out.push({ region: part, shows: part, field: part, name: nameOf(index, part, part), text: editorShown(textsOf(part, { role: '', frame: [], children: [] }).join('\n')) });
  }
  return out;
}

/** What names an editor: the field's or the region's own name, else the heading or caption just before it (a few levels up). */
function nameOf(index: PageIndex, region: SnapshotNode, field: SnapshotNode): string {
  if (field.name) return field.name;
  if (region.name) return region.name;
  let child = region;
  for (const up of ancestors(index, region).slice(0, 4)) {
    if (up.name && ['region', 'group', 'form', 'dialog', 'article', 'tabpanel'].includes(up.role)) return up.name;
    const before = up.children.slice(0, up.children.indexOf(child)).reverse();
    const heading = before.find((c) => c.role === 'heading' || (c.role === 'text' && !!c.text));
    if (heading) return heading.name ?? heading.text ?? '';
    child = up;
  }
  return '';
}

export const editorText: WidgetRule = {
  info: {
    name: 'editor-text',
    does: 'A code or text editor drawn in divs (its keys taken by a hidden text field or a contenteditable): typed into, cleared, its text replaced or selected by a click on its text and the keyboard; the step succeeds only when the editor shows the text asked (or none, or all of it selected).',
    when: '"type X into the editor", "clear the editor", "select all the code", "set the editor\'s text to X", "replace the editor\'s text with X", "click into the editor": the step names an editor, its code or its text (or its label) and the page has such an editor.',
    evidence: 'Exactly one editor the words name: a text field the page hides (clipped to a pixel or off the page) beside a part that shows text, a contenteditable text box with no name, or (when no text field is one) a contenteditable part with no role that holds no control; "type" into an editor that already shows text is handed over (replace or add to it?).',
    example: {
      html: '<h2>Notes</h2><div role="textbox" aria-multiline="true" contenteditable="true"><p>Buy milk</p></div>',
      step: 'clear the editor',
      action: 'click the "Notes" editor\'s text, then select all of the "Notes" editor\'s text (ControlOrMeta+a), then delete the "Notes" editor\'s text',
    },
  },
  applies: (form, kind) => (kind === 'act' ? form.verb !== 'find' : kind === 'observe' && form.verb === 'find') && !!asked(form) && nameWords(asked(form)!.phrase) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const ask = asked(form)!;
    const named = nameWords(ask.phrase)!;
    const fitting = (editors: EditorView[]) => (named.length ? editors.filter((e) => named.every((w) => words(e.name).includes(w))) : editors);
    const fields = editorsOn(ctx.index, ctx.book);
    if (!fields) return undefined;
    let fits = fitting(fields);
    if (!fits.length) {
      // No text field is the editor: a contenteditable part with no role may be (read only now: it costs a probe).
      const plain = editorsOn(ctx.index, ctx.book, true);
      if (!plain) return undefined;
      fits = fitting(plain);
    }
    if (!fits.length) return undefined;
    if (fits.length > 1) return { handover: `${fits.length} editors on the page${named.length ? ` are named "${named.join(' ')}"` : ''}: say which by its label or heading ("${form.said} ${ask.text !== undefined ? `${ask.text} ` : ''}in the ${fits.find((e) => e.name)?.name || '…'} editor")`, near: true };
    const editor = fits[0]!;
    const text = ask.text;
    if (ask.op === 'type' && editor.text) return { handover: `the editor already shows text ("${editor.text.slice(0, 40)}${editor.text.length > 40 ? '…' : ''}"): say "replace the editor's text with ${text}" to replace it`, near: true };
    if (ask.op === 'select' && !editor.text) return { handover: 'the editor shows no text to select', near: true };
    if (ask.op === 'clear' && !editor.text) return { handover: 'the editor shows no text already: nothing to clear', near: true };
    const where = editor.name ? `the "${editor.name}" editor` : 'the editor';
    const why = editor.field !== editor.region ? 'a hidden text field beside the text it edits' : editor.field.role === 'textbox' ? 'a contenteditable text field with no name' : 'a contenteditable part with no role';
    if (ctx.kind === 'observe') return { actions: [{ ref: editor.shows.ref!, method: 'click', arguments: [], description: `${where}'s text` }], candidates: [{ role: editor.field.role, name: editor.name, score: 1, why }], facts: [why] };
    const goal: EditorGoal = { op: ask.op, region: editor.region.ref!, ...(text !== undefined ? { text } : {}) };
    const keys: OfflineAction[] = [];
    if (ask.op !== 'type' && ask.op !== 'focus') keys.push({ ref: '', method: 'press', arguments: ['ControlOrMeta+a'], description: `select all of ${where}'s text (ControlOrMeta+a)` });
    if (ask.op === 'clear') keys.push({ ref: '', method: 'press', arguments: ['Delete'], description: `delete ${where}'s text` });
    const actions: OfflineAction[] = [{ ref: editor.shows.ref!, method: 'click', arguments: [], description: `click ${where}'s text` }, ...keys];
    actions[actions.length - 1] = { ...actions.at(-1)!, editor: goal };
    return {
      actions,
      candidates: [{ role: editor.field.role, name: editor.name, score: 1, why }],
      facts: [
        editor.field === editor.region ? 'the text field is the editor\'s text (contenteditable)' : 'the text field is hidden (clipped or off the page): the editor takes keys through it',
        `the editor shows "${editor.text.slice(0, 60)}${editor.text.length > 60 ? '…' : ''}"`,
        ...(text !== undefined ? [`afterwards it must show "${text}"`] : ask.op === 'clear' ? ['afterwards it must show no text'] : ask.op === 'focus' ? ['afterwards the focus must be in it'] : ['afterwards all of its text must be selected']),
      ],
    };
  },
};
