import { isActionable, type SnapshotNode } from '../../snapshot/index.js';
import { MAX_PROBED_REFS } from '../hints.js';
import { MIN_LEAD, MIN_SCORE, nameScore } from '../score.js';
import type { StepForm } from '../grammar.js';
import { words } from '../text.js';
import { sameFamily } from '../vocabulary.js';
import { devPhrases } from '../dev-names.js';
import { nodesInScope } from './scope.js';
import { said, type RuleContext, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';
import { ancestors, subtree } from '../page-index.js';
import { drawnMenuPart } from './menu-pick.js';

const MENU_KINDS = new Set(['menu', 'dropdown', 'drop down', 'menu button']);
/** Words developers put beside a menu's purpose in its names: "userDropdown", "user-menu-toggle". */
const MENU_WORDS = new Set(['menu', 'dropdown', 'drop', 'down', 'toggle', 'button', 'btn', 'popup', 'trigger', 'picker', 'chooser', 'selector']);

/**
 * The part a menu button is drawn in alone (a picker: `<span class="size picker"><button
 * aria-expanded="false">Normal</button><span hidden>…items…</span></span>`): its nearest ancestor
 * with a ref, when the only control shown in it is the button. Undefined otherwise.
 */
export function ownPart(ctx: RuleContext, node: SnapshotNode): SnapshotNode | undefined {
  const up = ancestors(ctx.index, node).slice(0, 2).find((a) => a.ref);
  return up && subtree(up).filter(isActionable).every((n) => n === node) ? up : undefined;
}

/**
 * Whether what the developers called a menu button says the words with a menu word
 * ("userDropdown"), or the part drawn around it alone says them in one of its names and a menu word
 * in another (`class="size picker"`, `class="ql-size ql-picker"`). Facts not read yet are asked for
 * (the caller compares ctx.book.misses).
 */
export function devNamedMenu(ctx: RuleContext, node: SnapshotNode, wanted: readonly string[], parts = true): boolean {
  if (!wanted.length) return false;
  // A word of the family said for the developers' word: "heading" for `header` (WORD_FAMILIES).
  const says = (p: string) => wanted.every((w) => p.split(' ').some((d) => sameFamily(w, d)));
  const menuWord = (p: string) => p.split(' ').some((w) => MENU_WORDS.has(w));
  if (ctx.book.devPhrases(node).some((p) => says(p) && menuWord(p))) return true;
  if (!parts) return false;
  const part = ownPart(ctx, node);
  // The part the button is drawn in alone as the page has it (the snapshot may leave such a
  // wrapper out, or give the toolbar around it instead): its names as the button's facts read them.
  const partAttrs = ctx.book.facts(node)?.partAttrs;
  const phrases = [...(part ? ctx.book.devPhrases(part) : []), ...(partAttrs ? devPhrases(partAttrs) : [])];
  return phrases.some(says) && [...phrases, ...ctx.book.devPhrases(node)].some(menuWord);
}

/** "the font picker", "the colour chooser": a picker said by what it sets and a picker word the grammar reads as no kind. */
const PICKER_SAID = /^(.+?)\s+(?:picker|chooser|selector)$/i;

/**
 * "the sort options", "the export choices": the choices a menu button offers, said by what they are
 * for. Read as that menu ("the sort menu"): the control that opens them is named by their purpose
 * ("Sort by Name, ascending"), and it must say that it opens something (its aria-expanded).
 */
const OPTIONS_SAID = /^(.+?)\s+(?:options|choices)$/i;

/** What the options said are for ("sort" of "the sort options"), or undefined. */
function optionsSaid(form: StepForm): string | undefined {
  if (!form.target || form.target.kind || form.target.ordinal !== undefined || form.target.exact) return undefined;
  return form.target.name.match(OPTIONS_SAID)?.[1];
}

/** What a picker said with a picker word sets ("font" of "the font picker"), or what the options said are for ("sort"); undefined otherwise. */
function pickerSaid(form: StepForm): string | undefined {
  if (!form.target || form.target.kind || form.target.ordinal !== undefined || form.target.exact) return undefined;
  return form.target.name.match(PICKER_SAID)?.[1] ?? form.target.name.match(OPTIONS_SAID)?.[1];
}

/**
 * Menu buttons (APG menu button pattern): "the user menu" is the control that opens a menu
 * (`aria-expanded`, read from the page) whose name, or else whose developer-given names, say
 * "user". Opening it is a click; the effect asked for is that it is expanded after.
 */
export const menuButton: WidgetRule = {
  info: {
    name: 'menu-button',
    does: 'Opens a menu by its menu button: the one control with an aria-expanded state whose name, or developer-given names, say what the menu is for.',
    when: '"open the user menu", "find the user menu", "open the Douglas McGee dropdown", "find the font picker", "pull up the heading dropdown" (its developers wrote header: one word family), "open the sort options" (the choices a menu button offers, said by their purpose).',
    evidence: 'The control has aria-expanded (read from the page) and is collapsed, or says it opens a menu (aria-haspopup menu/true) with no aria-expanded, when the effect checked is a menu shown after the click; "for X" is the part around X that holds a control so named (its row); its name matches, or no control\'s name does and exactly one\'s id/class says the words with "menu"/"dropdown"/"picker" (or the part drawn around it alone says them, with a menu word in its names: `class="size picker"`). A control with no state counts when it is the one named so whose own part holds at least two controls hidden (a menu drawn closed) and no control with a menu state of its own (its part: the nearest around it holding hidden controls, climbing through wrappers that show no other control, as a toolkit\'s button host); a toggle button (aria-pressed) never does.',
    example: {
      html: '<button id="userDropdown" aria-haspopup="true" aria-expanded="false">Ann Lee</button><div hidden><a href="#">Logout</a></div><button>Save</button>',
      step: 'open the user menu',
      action: 'click button "Ann Lee"',
    },
  },
  applies: (form) => ['open', 'click', 'find', 'expand'].includes(form.verb) && ((MENU_KINDS.has(form.target?.kind ?? '') && (!!form.target?.name || !!form.scope?.name)) || !!pickerSaid(form)),
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const name = pickerSaid(form) ?? form.target!.name;
    // "the dropdown in the Earnings Overview card", "the menu of the Dropdown Card Example": the
    // one menu button in that part of the page.
    let nodes = ctx.index.order;
    if (form.scope) {
      // "the actions menu for Roadmap.pdf": the part around the item that holds a control named so
      // (its row, not the item's own link); else the part the scope names, whatever it holds.
      const named = name ? nodesInScope(form.scope, ctx.index, 'click', { name, exact: false }) : undefined;
      const scoped = named && !('handover' in named) ? named : nodesInScope(form.scope, ctx.index, 'click', { name: '', exact: false });
      if ('handover' in scoped) return undefined;
      nodes = scoped;
    }
    const controls = nodes.filter((n) => n.ref && (n.role === 'button' || n.role === 'link' || n.role === 'combobox') && !n.disabled);
    if (controls.length > MAX_PROBED_REFS) return undefined;
    const before = ctx.book.misses;
    // A control that says it opens a menu (aria-haspopup) is a menu button though it states no
    // aria-expanded (a row's ⋮ "More actions"): opening it is judged by a menu shown after.
    const stateful = controls.filter((n) => n.expanded !== undefined || ctx.book.facts(n)?.expanded !== undefined || opensMenu(ctx, n));
    if (ctx.book.misses > before) return { handover: 'reading which controls open menus', near: true };
    if (!name) {
      if (stateful.length !== 1) return stateful.length ? { handover: `${stateful.length} menu buttons in "${form.scope!.name}": say which by its text` , near: true } : undefined;
    }
    // The options said by their purpose: the menu buttons whose names start with it ("Sort by …").
    const purpose = optionsSaid(form);
    const startsWithPurpose = (n: SnapshotNode) => { const w = words(n.name ?? ''); const p = words(purpose ?? ''); return p.length > 0 && p.every((x, i) => w[i] === x); };
    const byName = !name ? stateful.map((n) => ({ node: n, score: 1 })) : purpose ? stateful.filter(startsWithPurpose).map((n) => ({ node: n, score: 1 })) : stateful.map((n) => ({ node: n, score: nameScore(name, n.name ?? '') })).filter((s) => s.score >= MIN_SCORE);
    let chosen: SnapshotNode | undefined;
    let why = 'name';
    if (byName.length) {
      const best = Math.max(...byName.map((s) => s.score));
      const top = byName.filter((s) => s.score > best - MIN_LEAD);
      if (top.length > 1) return { handover: `${top.length} menu buttons match "${name}": say which ("the first ${name} menu")`, near: true };
      chosen = top[0]!.node;
    } else {
      const wanted = words(name);
      // The buttons' own names first (read already); the parts drawn around them only when none says it.
      let named = stateful.filter((n) => devNamedMenu(ctx, n, wanted, false));
      if (!named.length) {
        const reading = ctx.book.misses;
        named = stateful.filter((n) => devNamedMenu(ctx, n, wanted));
        if (ctx.book.misses > reading) {
          // What a menu drawn with no state needs read too, in the same round.
          if (name) hiddenMenuButton(name, controls.filter((n) => !stateful.includes(n)), stateful, ctx);
          return { handover: 'reading what the developers called the menu buttons and their parts', near: true };
        }
      }
      if (named.length > 1) return { handover: `${named.length} menu buttons are named "${name}" by their developers: say the one by its text`, near: true };
      chosen = named[0];
      why = 'developer-given name';
    }
    if (!chosen && name) {
      // A menu button drawn with no state (a toggle that gets aria-expanded only once opened):
      // the control named so whose own part holds the menu's items hidden.
      const drawn = hiddenMenuButton(name, controls.filter((n) => !stateful.includes(n)), stateful, ctx);
      if (drawn && 'handover' in drawn) return drawn;
      if (drawn) return { actions: [{ ref: drawn.node.ref!, method: 'click', arguments: [], description: `click ${said(drawn.node)}` }], candidates: [{ role: drawn.node.role, name: drawn.node.name ?? '', score: 1, why: 'its part holds a hidden menu' }], facts: [`${said(drawn.node)} has no aria-expanded`, `its part holds ${drawn.items} hidden items`] };
    }
    if (!chosen) return undefined;
    const open = chosen.expanded ?? ctx.book.facts(chosen)?.expanded;
    const evidence = [`${said(chosen)} aria-expanded=${open}`, `matched by ${why}`];
    if (form.verb === 'find') return { actions: [{ ref: chosen.ref!, method: 'click', arguments: [], description: `click ${said(chosen)}` }], candidates: [{ role: chosen.role, name: chosen.name ?? '', score: 1, why }], facts: evidence };
    if (open) return { handover: `the "${name}" menu is open already`, near: true };
    // No state to read after: the effect is a menu shown on the page that was not before.
    const effect = open === undefined ? { popup: { kind: 'menu' as const, open: true } } : { expanded: true };
    if (open === undefined) evidence[0] = `${said(chosen)} aria-haspopup=${ctx.book.facts(chosen)?.popup ?? ''} (no aria-expanded)`;
    return { actions: [{ ref: chosen.ref!, method: 'click', arguments: [], description: `click ${said(chosen)}`, effect }], candidates: [{ role: chosen.role, name: chosen.name ?? '', score: 1, why }], facts: evidence };
  },
};

/** Whether the page says a control opens a menu (aria-haspopup `menu` or `true`, APG menu button) while it states no aria-expanded. */
function opensMenu(ctx: RuleContext, node: SnapshotNode): boolean {
  const facts = ctx.book.facts(node);
  return facts?.expanded === undefined && (facts?.popup === 'menu' || facts?.popup === 'true') && facts.pressed === undefined;
}

/** Candidates read at most for a menu drawn hidden beside them. */
const MAX_DRAWN = 4;

/**
 * The one control named `name` whose smallest part (its nearest ancestor the snapshot names by a
 * ref, holding no other candidate nor any control with a menu state) holds at least two controls
 * hidden: a menu drawn closed. A toggle button (aria-pressed) is never one.
 */
function hiddenMenuButton(name: string, controls: SnapshotNode[], stateful: readonly SnapshotNode[], ctx: RuleContext): { node: SnapshotNode; items: number } | RuleHandover | undefined {
  const named = controls.filter((n) => n.role !== 'combobox' && nameScore(name, n.name ?? '') >= MIN_SCORE);
  if (!named.length || named.length > MAX_DRAWN) return undefined;
  const before = ctx.book.misses;
  const menus = named.flatMap((node) => {
    // A toggle button (aria-pressed, APG button pattern) switches something on or off: it opens no menu.
    if (node.pressed !== undefined || ctx.book.facts(node)?.pressed !== undefined) return [];
    const drawn = drawnMenuPart(node, ctx.index, ctx.book);
    if (!drawn || 'reading' in drawn) return [];
    const part = drawn.part;
    if (named.some((other) => other !== node && subtree(part).includes(other))) return [];
    // Hidden items beside a control that has a menu state of its own are that control's menu.
    if (stateful.some((other) => subtree(part).includes(other))) return [];
    return [{ node, items: drawn.items }];
  });
  if (ctx.book.misses > before) return { handover: 'reading which controls open a menu drawn hidden', near: true };
  if (menus.length !== 1) return menus.length ? { handover: `${menus.length} controls named "${name}" open menus: say which ("the first ${name} menu")`, near: true } : undefined;
  return menus[0];
}

/**
 * The enabled buttons with an open/closed state (its own, or read from the page), at most `max`,
 * with the facts of the parts drawn around them alone read in the same round: the pickers a menu
 * rule weighs. Undefined when the page has too many buttons to read; a hand-over while facts are read.
 */
export function pickerButtons(ctx: RuleContext, max: number): SnapshotNode[] | RuleHandover | undefined {
  const buttons = ctx.index.order.filter((n) => n.ref && n.role === 'button' && !n.disabled);
  if (buttons.length > max * 3) return undefined;
  const before = ctx.book.misses;
  const read = buttons.map((n) => {
    const part = n.expanded === undefined ? ownPart(ctx, n) : undefined;
    if (part) ctx.book.facts(part);
    return { n, expanded: n.expanded ?? ctx.book.facts(n)?.expanded };
  });
  const stateful = read.filter((r) => r.expanded !== undefined).map((r) => r.n).slice(0, max);
  if (ctx.book.misses > before) return { handover: 'reading which buttons open menus', near: true };
  return stateful;
}
