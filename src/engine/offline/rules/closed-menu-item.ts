import type { SnapshotNode } from '../../snapshot/index.js';
import { MAX_PROBED_REFS } from '../hints.js';
import { MIN_LEAD, MIN_SCORE, nameScore } from '../score.js';
import { hiddenItem, sameWords } from './menu-pick.js';
import { ancestors, subtree, type PageIndex } from '../page-index.js';
import type { HintBook } from '../hints.js';
import { isActionable } from '../../snapshot/index.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** Verbs that ask for an item a menu shows: the click itself, a pick, or going to a page it links. */
const VERBS: ReadonlySet<string> = new Set(['click', 'select', 'open', 'go', 'do']);
/** Kind words an item of a menu may be called by. */
const ITEM_KINDS: ReadonlySet<string> = new Set(['item', 'link', 'option', 'entry', 'menu item', 'button']);
/** Controls that open a menu or a collapsed navigation group (APG menu button, disclosure navigation). */
const OPENERS: ReadonlySet<string> = new Set(['button', 'link', 'menuitem']);
/** Where menu buttons live on a page of many controls: its header, navigation bars, menu bars and toolbars. */
const BARS: ReadonlySet<string> = new Set(['banner', 'navigation', 'menubar', 'toolbar']);

/**
 * "click Logout" when Logout is an item of a closed menu (APG menu button, disclosure navigation):
 * the step does not name the menu, and the page shows no control of that name. Every closed opener's
 * own menu is read (the controls its part holds hidden while it is closed, as menu-pick reads
 * them); when exactly one holds an item of that name, clearly, its opener is opened and the item
 * clicked once shown. Two menus holding it are handed over naming them.
 */
export const closedMenuItem: WidgetRule = {
  // A last resort: only once the name rules and every other rule found nothing to say about the step.
  fallback: true,
  info: {
    name: 'closed-menu-item',
    does: 'Clicks an item of a closed menu that the step names without its menu: the one menu on the page that holds an item of that name is opened, then the item clicked.',
    when: '"click Logout", "choose Profile", "go to Cards": a name no shown control has, no scope, no ordinal.',
    evidence: 'No shown control has the name; the closed openers (aria-expanded=false; on a page of more than 60 controls, those in its header, navigation bars and toolbars) are read, each with the controls its own part holds hidden; so is a button or a link going nowhere ("#") with no state, alone in its part with two or more hidden controls; exactly one holds an item named so, clearly ahead of the others (a spaced and a joined spelling, "log out" and "Logout", count as one).',
    example: {
      html: '<nav><button aria-haspopup="true" aria-expanded="false" onclick="this.setAttribute(\'aria-expanded\',\'true\');this.nextElementSibling.hidden=false">Ann Lee</button><div hidden><a href="#p">Profile</a><a href="#o">Logout</a></div></nav><button>Save</button>',
      step: 'click Logout',
      action: 'open button "Ann Lee", then click the menu item "Logout"',
    },
  },
  applies: (form, kind) =>
    kind === 'act' && VERBS.has(form.verb) && form.frame === 'target' && (!!form.target?.name || form.verb === 'do') && form.target?.ordinal === undefined && !form.scope && !form.value && (!form.target?.kind || ITEM_KINDS.has(form.target.kind)),
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    // A step that is the item's own words ("log out", "sign out"): the verb is part of the name.
    const name = form.verb === 'do' ? [form.said, form.target?.name ?? ''].join(' ').trim() : form.target!.name;
    // A control the page shows by that name is the other rules' to weigh, never passed over for a hidden one.
    if (ctx.index.order.some((n) => n.ref && (n.name || n.text) && score(name, n.name ?? n.text ?? '') >= MIN_SCORE)) return undefined;
    let controls = ctx.index.order.filter((n) => n.ref && OPENERS.has(n.role) && !n.disabled);
    // A page of many controls: the menus of its header, navigation bars and toolbars, where menu buttons live.
    if (controls.length > MAX_PROBED_REFS) controls = controls.filter((n) => ancestors(ctx.index, n).some((a) => BARS.has(a.role)));
    if (!controls.length || controls.length > MAX_PROBED_REFS) return undefined;
    // Whether a control opens something and is closed: its aria-expanded, read from the page (the snapshot shows only an open one).
    const before = ctx.book.misses;
    const closed = controls.filter((n) => (n.expanded ?? ctx.book.facts(n)?.expanded) === false);
    if (ctx.book.misses > before) return { handover: 'reading which controls open menus' };
    // A menu drawn closed with no state yet (many toolkits set aria-expanded only once opened): a
    // button, or a link that goes nowhere, alone in its part with that part's hidden controls.
    const stateless = controls.filter((n) => n.expanded === undefined && ctx.book.facts(n)?.expanded === undefined && goesNowhere(n) && aloneInPart(n, ctx.index));
    if (!closed.length && !stateless.length) return undefined;
    const found: { opener: SnapshotNode; item: Found }[] = [];
    let reading = false;
    for (const opener of [...closed, ...stateless]) {
      const item = closed.includes(opener) ? hiddenItem(opener, name, ctx.index, ctx.book) : partItem(opener, name, ctx.index, ctx.book);
      if (!item) continue;
      if ('handover' in item) {
        if (/^reading/.test(item.handover)) reading = true;
        else if (/several items/.test(item.handover)) return { handover: `${said(opener)} opens a menu with several items like "${name}": say the item's whole name`, near: true };
        continue;
      }
      // Openers nested in one another's part find the same menu: counted once.
      if (!found.some((f) => f.item.part === item.part && f.item.selector === item.selector)) found.push({ opener, item });
    }
    if (reading) return { handover: 'reading the items the closed menus hold' };
    if (!found.length) return undefined;
    const best = Math.max(...found.map((f) => f.item.weighed[0]?.score ?? 0));
    const top = found.filter((f) => (f.item.weighed[0]?.score ?? 0) > best - MIN_LEAD);
    if (top.length > 1) {
      return { handover: `${top.length} closed menus hold an item like "${name}" (${top.map((f) => `the ${f.opener.name ? `"${f.opener.name}"` : f.opener.role} menu`).join(', ')}): say "click ${name} in the ${top[0]!.opener.name ?? ''} menu"`, near: true };
    }
    const { opener, item } = top[0]!;
    return {
      actions: [
        { ref: opener.ref!, method: 'click', arguments: [], description: `open ${said(opener)}`, ...(closed.includes(opener) ? { effect: { expanded: true } } : {}) },
        { ref: item.part.ref!, method: 'click', arguments: [], description: `click the menu item "${item.label}"`, within: item.selector },
      ],
      candidates: [{ role: opener.role, name: opener.name ?? '', score: 1, why: 'the one closed menu holding the item' }, ...item.weighed.map((w) => ({ role: 'menuitem', name: w.name, score: w.score }))],
      facts: [closed.includes(opener) ? `${said(opener)} aria-expanded=false` : `${said(opener)} has no aria-expanded and its part holds ${ctx.book.hiddenIn(partOf(ctx, opener))?.length ?? 0} hidden controls`, `${closed.length + stateless.length} menu opener(s) read`, 'the item is hidden until the menu opens'],
    };
  },
};

/** A name's score, where a spaced and a joined spelling of the same words ("log out", "Logout") are equal. */
function score(name: string, label: string): number {
  return sameWords(name, label) ? 1 : nameScore(name, label);
}

type Found = Exclude<ReturnType<typeof hiddenItem>, undefined | { handover: string }>;

const partOf = (ctx: { index: PageIndex }, opener: SnapshotNode) => ctx.index.parent.get(opener)!;

/** A button, or a link with no address of its own ("#", none, a script): a control that can only open something here. */
function goesNowhere(node: SnapshotNode): boolean {
  if (node.role !== 'link') return node.role === 'button';
  return !node.url || /^(?:javascript:|#?$)/i.test(node.url) || /#$/.test(node.url);
}

/** The control is the only one its part shows (the part holds it and what it opens). */
function aloneInPart(node: SnapshotNode, pageIndex: PageIndex): boolean {
  const part = pageIndex.parent.get(node);
  return !!part?.ref && subtree(part).every((n) => n === node || !n.ref || !isActionable(n) || ancestors(pageIndex, n).includes(node));
}

/** The item among the hidden controls of a stateless opener's own part: two or more, one named so clearly. */
function partItem(opener: SnapshotNode, name: string, pageIndex: PageIndex, book: HintBook): Found | { handover: string } | undefined {
  const part = pageIndex.parent.get(opener)!;
  const hidden = book.hiddenIn(part);
  if (!hidden) return { handover: 'reading the items the menu holds while closed' };
  if (hidden.length < 2) return undefined;
  const scored = hidden.map((h) => ({ h, score: score(name, h.label) })).sort((a, b) => b.score - a.score);
  const best = scored[0]!;
  if (best.score < MIN_SCORE) return undefined;
  if (scored[1] && scored[1].score > best.score - MIN_LEAD) return { handover: `the menu holds several items like "${name}": say the item's whole name` };
  return { part, selector: best.h.selector, label: best.h.label, weighed: scored.slice(0, 5).map((s) => ({ name: s.h.label, score: Math.round(s.score * 100) / 100 })) };
}
