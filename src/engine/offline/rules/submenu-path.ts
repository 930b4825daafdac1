import type { SnapshotNode } from '../../snapshot/index.js';
import type { OfflineAction } from '../action.js';
import type { HintBook, HiddenControl } from '../hints.js';
import { ancestors, type PageIndex } from '../page-index.js';
import type { RuleInfo } from '../rule-info.js';
import { nameScore } from '../score.js';

/**
 * APG menu with submenus: "select Music > Rock > Alternative", "open Electronics and pick Car
 * Hifi", "choose Big Band from the Jazz submenu". A submenu exists only while its item is
 * pointed at (or opened by its key): the path's first item is a menu item the page shows, each
 * next one a hidden menu item of the submenu the one before opens (read from the page: the item
 * that opens a submenu is the one whose aria-controls names it, or the menu item just before
 * it), so each item on the way is hovered and the last one clicked once shown.
 */
export const SUBMENU_PATH: RuleInfo = {
  name: 'submenu-path',
  does: 'Walks a path of menu items through submenus: opens the first item\'s submenu (a click when the item states aria-expanded, as a menu bar opened on click does; else a hover), hovers each item on the way, then clicks the last one once shown.',
  when: '"select Music > Rock > Alternative", "Music > Jazz > Big Band" (the path alone), "Music, then Jazz, then Big Band" (three or more names, no verb after "then"), "open Electronics and pick Car Hifi", "choose Big Band from the Jazz submenu", "from the Electronics menu choose Car Hifi".',
  evidence: 'The first item is one shown menu item named so exactly; each next item is exactly one hidden menu item of that name in the submenu the item before opens (its opener: the item whose aria-controls names it, the item just before it, or the item it lies in, by that item\'s own words without its submenu\'s); a submenu named without its parents is found once among all hidden items, and its parents are read up to a shown item. A first item with aria-expanded=false is clicked and must say aria-expanded=true after.',
  example: {
    html: '<style>li ul{display:none} li:hover>ul{display:block}</style><ul role="menu"><li role="none"><div role="menuitem">Books</div></li><li role="none"><div role="menuitem" aria-haspopup="true">Music</div><ul role="menu"><li role="none"><div role="menuitem">Rock</div></li><li role="none"><div role="menuitem">Jazz</div></li></ul></li></ul>',
    step: 'select Music > Jazz',
    action: 'hover menuitem "Music", then click the menu item "Jazz"',
  },
};

const PICK = '(?:select|choose|pick|click|tap)(?:\\s+on)?';
/** A part after "then" that says a verb of its own is a step, not a menu item. */
const THEN_VERB = /^(?:open|close|type|fill|enter|press|go|save|check|tick|untick|uncheck|toggle|expand|collapse|hover|scroll|wait|clear|set|find|drag|submit|confirm|cancel|delete|remove|select|choose|pick|click|tap)\b/i;

/** The path the step names, and whether its first item may itself lie in a submenu ("from the Jazz submenu"). */
export function submenuParts(instruction: string): { path: string[]; deep: boolean } | undefined {
  const text = instruction.trim().replace(/[.!]+$/, '');
  const clean = (s: string) => s.trim().replace(/^(?:the\s+)?/i, '').replace(/^["“'](.*)["”']$/, '$1').trim();
  let m = text.match(new RegExp(`^(?:${PICK}|go\\s+to|navigate\\s+to|open)\\s+(.+?(?:\\s*(?:>|›|→)\\s*.+)+)$`, 'i'));
  if (m) {
    const path = m[1]!.split(/\s*(?:>|›|→)\s*/).map(clean);
    return path.length >= 2 && path.every(Boolean) ? { path, deep: false } : undefined;
  }
  // "Music > Jazz > Big Band": the path alone, a tester's shorthand for picking its last item.
  m = text.match(/^([^>›→]+?(?:\s*(?:>|›|→)\s*[^>›→]+)+)$/);
  if (m) {
    const path = m[1]!.split(/\s*(?:>|›|→)\s*/).map(clean);
    if (path.length >= 2 && path.every(Boolean)) return { path, deep: false };
  }
  m = text.match(new RegExp(`^open\\s+(.+?)\\s*,?\\s+(?:and(?:\\s+then)?|then)\\s+${PICK}\\s+(.+)$`, 'i'));
  if (m) return { path: [clean(m[1]!), clean(m[2]!)], deep: false };
  m = text.match(new RegExp(`^${PICK}\\s+(.+?)\\s+(?:from|in|under)\\s+(?:the\\s+)?(.+?)\\s+submenu$`, 'i'));
  if (m) return { path: [clean(m[2]!), clean(m[1]!)], deep: true };
  // "from the Electronics menu choose Utilities": the menu said first.
  m = text.match(new RegExp(`^(?:from|in)\\s+(?:the\\s+)?(.+?)\\s+(?:sub)?menu\\s*,?\\s+${PICK}\\s+(.+)$`, 'i'));
  if (m) return { path: [clean(m[1]!), clean(m[2]!)], deep: true };
  // "Music, then Jazz, then Freejazz": the path said as a sequence of bare names (no verb after "then").
  m = text.match(/^([^,>›→]+?)((?:\s*,?\s+then\s+[^,>›→]+?){2,})$/i);
  if (m) {
    const path = [m[1]!, ...m[2]!.split(/\s*,?\s+then\s+/i).slice(1)].map(clean);
    if (path.every((p) => p && p.split(/\s+/).length <= 3 && !THEN_VERB.test(p))) return { path, deep: false };
  }
  return undefined;
}

type Walk = { actions: OfflineAction[]; facts: string[]; weighed: { name: string; score: number }[] } | { handover: string; reading?: true } | undefined;

const same = (a: string, b: string | undefined) => nameScore(a, b ?? '', true) === 1;

/**
 * The actions that walk the path: undefined when the page shows no menu item the path starts
 * with (another rule may answer); a hand-over saying why once it does.
 */
export function walkSubmenus(parts: { path: string[]; deep: boolean }, index: PageIndex, book: HintBook): Walk {
  const shown = index.order.filter((n) => n.ref && n.role === 'menuitem' && !n.disabled);
  // The part a shown item's submenu lies in: the nearest element around it the page names (its
  // list item, or the whole menu).
  const partOf = (item: SnapshotNode) => ancestors(index, item).find((a) => a.ref);
  const first = parts.path[0]!;
  const named = shown.filter((n) => same(first, n.name));
  if (named.length > 1) return { handover: `${named.length} menu items are named "${first}": say the path from the menu's first level ("A > ${first} > …")` };
  if (!named.length && !parts.deep) return undefined;
  const holders = [...new Set((named.length ? named : shown).map(partOf).filter((p): p is SnapshotNode => !!p))];
  if (!holders.length) return undefined;
  const before = book.misses;
  // Whether the first item opens on a click (below) is read in the same round as the submenus.
  if (named[0]) book.facts(named[0]);
  for (const part of holders) book.hiddenIn(part);
  if (book.misses > before) return { handover: 'reading the items the submenus hold while closed', reading: true };
  let top = named[0];
  let path = parts.path;
  if (!top) {
    // "from the Jazz submenu" with Jazz itself in a submenu: its openers read up to a shown item.
    const found = holders.flatMap((part) => book.hiddenIn(part)!.filter((c) => same(first, c.label)).map((c) => ({ part, c })));
    if (found.length !== 1) return found.length ? { handover: `${found.length} submenus hold "${first}": say the path ("A > ${first} > …")` } : undefined;
    const { part, c } = found[0]!;
    const chain: string[] = [];
    for (let at: HiddenControl | undefined = c; at?.under && chain.length < 6; ) {
      const opener: string = at.under;
      chain.unshift(opener);
      const shownOpener = shown.filter((n) => same(opener, n.name) && partOf(n) === part);
      if (shownOpener.length === 1) {
        top = shownOpener[0];
        break;
      }
      at = book.hiddenIn(part)!.find((h) => same(opener, h.label));
    }
    if (!top) return undefined;
    path = [...chain, ...parts.path];
  }
  const part = partOf(top)!;
  const hidden = book.hiddenIn(part)!;
  // A first item that states whether its submenu is open (aria-expanded, APG menubar) opens it
  // on a click, as the pattern has it (a toolkit's menu bar opened on click shows nothing on
  // hover), and must say it is open after; one that states nothing opens on pointing (CSS :hover).
  const state = top.expanded ?? book.facts(top)?.expanded;
  if (state === undefined && !book.facts(top)) return { handover: 'reading whether the first item opens its submenu on a click', reading: true };
  const opens: OfflineAction = state === false
    ? { ref: top.ref!, method: 'click', arguments: [], description: `open menuitem "${top.name ?? first}"`, effect: { expanded: true } }
    : { ref: top.ref!, method: 'hover', arguments: [], description: `hover menuitem "${top.name ?? first}"` };
  const actions: OfflineAction[] = [opens];
  const weighed: { name: string; score: number }[] = [{ name: top.name ?? first, score: 1 }];
  for (const [i, name] of path.slice(1).entries()) {
    const opener = path[i]!;
    const inSubmenu = hidden.filter((c) => same(opener, c.under));
    const hits = inSubmenu.filter((c) => same(name, c.label));
    if (hits.length !== 1) {
      const holds = inSubmenu.slice(0, 6).map((c) => `"${c.label}"`).join(', ');
      return { handover: hits.length ? `${hits.length} items named "${name}" under "${opener}"` : `no item "${name}" under "${opener}"${holds ? ` (it holds ${holds})` : ''}` };
    }
    const step = hits[0]!;
    weighed.push({ name: step.label, score: 1 });
    const last = i === path.length - 2;
    actions.push({ ref: part.ref!, method: last ? 'click' : 'hover', arguments: [], description: last ? `click the menu item "${step.label}"` : `hover the menu item "${step.label}"`, within: step.selector });
  }
  const how = state === false ? `"${top.name ?? first}" aria-expanded=false: opened by a click` : 'each submenu shows only while its item is pointed at';
  return { actions, facts: [`path ${path.map((p) => `"${p}"`).join(' > ')}`, how], weighed };
}
