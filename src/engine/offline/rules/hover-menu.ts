import type { SnapshotNode } from '../../snapshot/index.js';
import type { OfflineAction } from '../action.js';
import type { HintBook } from '../hints.js';
import { ancestors, ownText, subtree, type PageIndex } from '../page-index.js';
import { followable, linkName } from '../places.js';
import type { RuleInfo } from '../rule-info.js';
import { MIN_LEAD, MIN_SCORE, nameScore } from '../score.js';
import { normalize } from '../text.js';

export const HOVER_MENU: RuleInfo = {
  name: 'hover-menu',
  does: 'Opens a navigation drop-down that opens on hover (its head is words, not a button) and follows the link named in it: the head hovered, then the link clicked once shown.',
  when: '"open the Version 3.2 menu and pick Upgrading from 2.x", "choose Deployment from the Guides menu", where the menu\'s head is no control.',
  evidence: 'Exactly one part of a navigation landmark (or menubar) whose own words are the menu\'s name and that holds a list of links; in it, one link clearly best named as the item. The address changes after the click.',
  example: {
    html: '<nav aria-label="top"><ul><li>Version 3.2<ul><li><a href="#/changelog">3.2 (current)</a></li><li><a href="#/changelog?id=upgrading">Upgrading from 2.x</a></li></ul></li></ul></nav><main><h1>Home</h1></main>',
    step: 'open the Version 3.2 menu and pick Upgrading from 2.x',
    action: 'hover listitem "Version 3.2", then click link "Upgrading from 2.x"',
  },
};

/**
 * The opener's words ("open the Version 3.2 menu") and the item: the head of a hover menu in a
 * navigation (a list item whose own words are the name, over a list of links), hovered, then the
 * link clicked. Undefined when no such head exists; a hand-over when the item is not clearly one.
 */
export function hoverMenuPick(open: string, item: string, index: PageIndex, book: HintBook): { actions: OfflineAction[]; weighed: { name: string; score: number }[]; facts: string[] } | { handover: string } | undefined {
  const m = normalize(open).match(/^(?:open|expand|show|hover|hover over)\s+(?:the\s+)?(.+?)(?:\s+(?:menu|drop\s?down|submenu))$/);
  if (!m) return undefined;
  const name = m[1]!;
  const heads = index.order.filter((n) => n.ref && !n.name && n.role !== 'link' && n.role !== 'button' && normalize(ownText(n)) === name
    && n.children.some((c) => c.role === 'list') && ancestors(index, n).some((a) => a.role === 'navigation' || a.role === 'menubar'));
  if (heads.length !== 1) return heads.length ? { handover: `${heads.length} menus are headed "${name}"` } : undefined;
  const head = heads[0]!;
  const links = followable(subtree(head)).filter((l) => !book.covered(l));
  const wanted = item.replace(/^(?:the\s+)?/i, '').replace(/\s+(?:item|link|option|entry|page)$/i, '');
  const scored = links.map((l) => ({ node: l, score: nameScore(wanted, linkName(l)) })).sort((a, b) => b.score - a.score);
  const weighed = scored.slice(0, 5).map((s) => ({ name: s.node.name ?? '', score: Math.round(s.score * 100) / 100 }));
  const best = scored[0];
  if (!best || best.score < MIN_SCORE) return { handover: `the ${name} menu holds no link named "${wanted}" (it holds ${links.slice(0, 6).map((l) => `"${l.name}"`).join(', ')})` };
  if (scored[1] && scored[1].score > best.score - MIN_LEAD) return { handover: `the ${name} menu holds several links like "${wanted}": say the whole name` };
  const link: SnapshotNode = best.node;
  const headSaid = `${head.role} "${ownText(head)}"`;
  return {
    actions: [
      { ref: head.ref!, method: 'hover', arguments: [], description: `hover ${headSaid}` },
      { ref: link.ref!, method: 'click', arguments: [], description: `click link "${link.name}"`, ...(link.url && link.url !== index.snapshot.url ? { effect: { navigated: true } } : {}) },
    ],
    weighed,
    facts: [`the menu's head: ${headSaid} (no control: it opens on hover)`, `${links.length} links in it`],
  };
}
