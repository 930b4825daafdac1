import type { SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { MAX_PROBED_REFS } from '../hints.js';
import { MIN_SCORE, nameScore } from '../score.js';
import { normalize, withoutShortcut } from '../text.js';
import { FORMATS } from '../vocabulary.js';
import { nodesInScope } from './scope.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** Roles of an editor toolbar's controls (APG toolbar: buttons, toggle buttons, menu items). */
const FORMAT_ROLES: ReadonlySet<string> = new Set(['button', 'menuitem', 'menuitemcheckbox', 'menuitemradio']);

/** Words a control's name adds to the format it applies: "Toggle Bold", "Insert Link", "Create Link". */
const NAME_VERBS: ReadonlySet<string> = new Set(['toggle', 'insert', 'create', 'add', 'make', 'format', 'apply', 'set', 'new', 'as', 'text', 'style', 'formatting', 'selection']);

/** A format as said: its entry in FORMATS and a heading's level ("Heading 2", "H2", "header: 2"). */
export interface SaidFormat {
  format: string;
  toggles: boolean;
  level?: number;
}

/**
 * The format some words name, or undefined. Signs are read first: "indent: +1" is "indent plus 1",
 * "indent: -1" "indent minus 1" (normalization would make them one); a verb of the control's own
 * ("toggle", "insert") and a shortcut hint are dropped.
 */
export function formatOf(text: string): SaidFormat | undefined {
  const signed = withoutShortcut(text).replace(/(^|[\s:(])\+\s*(\d)/g, '$1 plus $2').replace(/(^|[\s:(])[-−–]\s*(\d)/g, '$1 minus $2');
  let said = normalize(signed).split(' ').filter((w) => w && !NAME_VERBS.has(w)).join(' ');
  let level: number | undefined;
  // A heading's level: "heading 1", "h1", "header 1", "heading level 2".
  const heading = said.match(/^(?:h([1-6])|(heading|header|title)\s+(?:level\s+)?([1-6]))$/);
  if (heading) {
    level = Number(heading[1] ?? heading[3]);
    said = 'heading';
  }
  // The words as written when the control's verbs were the format's own ("Clear formatting", "Remove format").
  const entry = formatEntry(said) ?? (level === undefined ? formatEntry(normalize(signed)) : undefined);
  if (!entry) return undefined;
  return { format: entry.format, toggles: entry.toggles, ...(level !== undefined ? { level } : {}) };
}

/** Verbs (as said) that take formatting off: "remove the formatting", "strip all formatting from the selection". */
const UNFORMAT_VERBS: ReadonlySet<string> = new Set(['remove', 'clear', 'strip', 'delete', 'reset']);
/** Words that name formatting as a whole, and the words around them that name nothing more. */
const FORMATTING_WORDS: ReadonlySet<string> = new Set(['formatting', 'format', 'formats', 'styles', 'styling']);
const ALL_FILLER: ReadonlySet<string> = new Set(['all', 'the', 'any', 'its', 'of']);

/**
 * "remove the formatting", "clear all formatting", "strip all formatting from the selection": the
 * clear-formatting format said as a verb that takes something off and formatting as its object (the
 * selection, the text or "it" as where, at most).
 */
function unformats(form: StepForm): boolean {
  if (!UNFORMAT_VERBS.has(form.said.toLowerCase()) || !form.target) return false;
  const said = normalize(form.target.raw).split(' ');
  if (!said.some((w) => FORMATTING_WORDS.has(w)) || !said.every((w) => FORMATTING_WORDS.has(w) || ALL_FILLER.has(w))) return false;
  return !form.scope || /^(?:the\s+)?(?:selection|selected text|text|line|paragraph|it)$/i.test(form.scope.name);
}

/** The FORMATS entry some words say, in any order. */
function formatEntry(said: string): (typeof FORMATS)[number] | undefined {
  const sorted = said.split(' ').sort().join(' ');
  return FORMATS.find((f) => f.says.some((s) => s === said || s.split(' ').sort().join(' ') === sorted));
}

const sameFormat = (a: SaidFormat, b: SaidFormat) => a.format === b.format && a.level === b.level;

/**
 * An editor's formatting said as a verb ("make the selected text bold", "italicize the
 * selection", "turn the line into Heading 1", "insert a link") or a toolbar control said by its
 * format ("click the H1 button"): the one control of the page whose name is that format (less a
 * shortcut hint, "Toggle", "Insert"). The toolbar's toggle buttons show the format applied
 * (aria-pressed): a format already on is not clicked off, and after the click it must be on.
 */
export const formatVerb: WidgetRule = {
  fallback: true,
  info: {
    name: 'format-verb',
    does: 'An editor\'s formatting ("make it bold", "italicize the selection", "turn the line into Heading 1", "insert a link"): the one toolbar control whose name is that format, clicked; a toggle format must show pressed afterwards where the page shows its state (or, where the pressed state does not follow that format, the edited text must change).',
    when: 'A formatting verb or "make/turn/convert … into/format … as" a format, said of the selection, the line or "it"; "remove the formatting", "strip all formatting from the selection" (the clear-formatting control); or "click the H1 button" where no control has that name but one applies that format.',
    evidence: 'Exactly one enabled button or menu item whose name, less a shortcut hint ("Bold (Ctrl-B)") and a verb ("Toggle", "Insert"), says the same format (and heading level), or, where no name says it, whose name is a letter or two or signs only ("I", "</>") and whose tooltip (title) says it; a toggle format already pressed is handed over (a click would remove it).',
    example: {
      html: '<div role="toolbar" aria-label="Formatting"><button aria-label="Bold (Ctrl-B)" aria-pressed="false">B</button><button aria-label="Italic (Ctrl-I)" aria-pressed="false">I</button><button aria-label="Insert Link">🔗</button></div><div contenteditable="true">Some text</div>',
      step: 'make the selected text bold',
      action: 'click button "Bold (Ctrl-B)"',
    },
  },
  applies: (form, kind) =>
    kind === 'act' &&
    !!form.target?.name &&
    form.target.ordinal === undefined &&
    (form.frame === 'format' || unformats(form) || ((form.verb === 'click' || form.verb === 'add') && form.frame === 'target' && (!form.target.roles || form.target.roles.includes('button')))),
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const removal = unformats(form);
    const wanted = formatOf(removal ? 'clear formatting' : form.target!.name);
    if (!wanted) return form.frame === 'format' ? { handover: `"${form.target!.raw}" is not a format this tier knows: name the toolbar button ("click the … button")` } : undefined;
    // "click the H1 button": only when the words are no control's name (the name rules read those).
    if (form.frame !== 'format' && !removal && ctx.index.order.some((n) => n.ref && nameScore(form.target!.name, n.name ?? '') >= MIN_SCORE)) return undefined;
    const nodes = nodesInScope(removal ? undefined : form.scope, ctx.index, 'click', { name: '', exact: false, roles: [...FORMAT_ROLES] });
    if ('handover' in nodes) return undefined;
    let matching = nodes.filter((n: SnapshotNode) => n.ref && FORMAT_ROLES.has(n.role) && n.name && sameMatch(n.name, wanted));
    let tooltips = false;
    // A toolbar drawn as letters or signs ("I", "</>") says its format in its tooltip (title): read the tooltips
    // of the short-named controls when no name says the format.
    if (!matching.length && form.frame === 'format') {
      const short = nodes.filter((n: SnapshotNode) => n.ref && FORMAT_ROLES.has(n.role) && shortName(n.name ?? ''));
      if (short.length && short.length <= MAX_PROBED_REFS) {
        const before = ctx.book.misses;
        const tips = short.map((n) => ({ n, tip: ctx.book.facts(n)?.title ?? '' }));
        if (ctx.book.misses > before) return { handover: 'reading the tooltips of the toolbar controls drawn as letters or signs', near: true };
        matching = tips.filter((t) => t.tip && sameMatch(t.tip, wanted)).map((t) => t.n);
        tooltips = matching.length > 0;
      }
    }
    if (!matching.length) return form.frame === 'format' ? { handover: `no control of the page is named "${form.target!.raw}"${wanted.level ? ` (level ${wanted.level})` : ''}: name the toolbar button that applies it`, near: true } : undefined;
    const enabled = matching.filter((n) => !n.disabled);
    if (enabled.length !== 1) {
      return enabled.length
        ? { handover: `${enabled.length} controls apply "${form.target!.raw}" (${enabled.map((n) => said(n)).join(', ')}): say which ("the Bold button in the … toolbar")`, near: true }
        : { handover: `${said(matching[0]!)} is disabled`, near: true };
    }
    const node = enabled[0]!;
    const asked = form.frame === 'format' || form.verb === 'add';
    // A toggle format already applied: the click would take it off.
    if (asked && wanted.toggles && node.pressed === true) return { handover: `${said(node)} is pressed already: the format is on, a click would remove it`, near: true };
    // Pressed afterwards, or (a button whose pressed state does not follow this format) the edited text changed.
    const effect = asked && wanted.toggles ? { formatted: true } : undefined;
    return {
      actions: [{ ref: node.ref!, method: 'click', arguments: [], description: `click ${said(node)}`, ...(effect ? { effect } : {}) }],
      candidates: matching.map((n) => ({ role: n.role, name: n.name ?? '', score: 1, why: `applies the format "${wanted.format}${wanted.level ? ` ${wanted.level}` : ''}"${tooltips ? ' (its tooltip says so)' : ''}` })),
      facts: [`format "${wanted.format}${wanted.level ? ` ${wanted.level}` : ''}"`, ...(tooltips ? [`${said(node)} is named by its tooltip, which says the format`] : []), ...(effect ? ['a toggle format: pressed afterwards where the page shows it'] : [])],
    };
  },
};

/** A name of a letter or two, or of signs only ("I", "B", "</>"): a toolbar's drawing, not its word. */
function shortName(name: string): boolean {
  const bare = name.replace(/\s+/g, '');
  return bare.length > 0 && (bare.length <= 2 || !/[\p{L}\p{N}]/u.test(bare));
}

function sameMatch(name: string, wanted: SaidFormat): boolean {
  const format = formatOf(name);
  return !!format && sameFormat(format, wanted);
}

