import type { SnapshotNode } from '../../snapshot/index.js';
import type { PageIndex } from '../page-index.js';
import type { TargetPhrase } from '../parse.js';
import { normalize } from '../text.js';
import { ORDINALS } from '../vocabulary.js';

/**
 * A slide's position label, as carousels name their slides (APG carousel: each slide a group
 * labelled "2 of 5"; many libraries write "2 / 5").
 */
const POSITION = /^(\d{1,3})\s*(?:\/|of)\s*(\d{1,3})$/i;

/** The slide number a step names: "slide 2", "the second slide", "slide number 2"; undefined otherwise. */
function slideAsked(target: TargetPhrase): number | undefined {
  const name = normalize(target.name);
  const numbered = name.match(/(?:^|\s)slide\s+(?:number\s+|no\s+)?(\d{1,3})$/);
  if (numbered) return Number(numbered[1]);
  if (/(?:^|\s)slide$/.test(name) && target.ordinal !== undefined && target.ordinal > 0) return target.ordinal;
  const first = name.split(' ')[0] ?? '';
  const ordinal = ORDINALS.get(first);
  if (ordinal !== undefined && ordinal > 0 && /^\S+\s+slide$/.test(name)) return ordinal;
  return undefined;
}

/** A carousel as the page shows it: its run of slides (position labels 1..n), and the heading before it. */
interface Carousel {
  slides: number;
  heading?: string;
}

/**
 * The carousels on the page: runs of groups labelled by position ("1 / 5" … "5 / 5"), in document
 * order; a run starts again where a label says 1. The heading before each names it for a tester.
 */
function carouselsOf(index: PageIndex): Carousel[] {
  const out: Carousel[] = [];
  let heading: string | undefined;
  let run: { at: number; of: number; heading?: string } | undefined;
  const close = () => {
    if (run && run.at >= 2) out.push({ slides: run.of, ...(run.heading ? { heading: run.heading } : {}) });
    run = undefined;
  };
  for (const node of index.order) {
    if (node.role === 'heading' && node.name) heading = node.name;
    if (node.role !== 'group' || !node.name) continue;
    const m = node.name.trim().match(POSITION);
    if (!m) continue;
    const at = Number(m[1]);
    const of = Number(m[2]);
    if (at < 1 || at > of) continue;
    if (at === 1 || !run || run.of !== of || at !== run.at + 1) {
      close();
      if (at !== 1) continue;
      run = { at, of, ...(heading ? { heading } : {}) };
      continue;
    }
    run.at = at;
  }
  close();
  return out;
}

/**
 * "slide-tie": a step that names a slide by its number ("go to slide 2", "show the second slide")
 * with no part said, on a page where more than one carousel has that slide, is handed over: the
 * control that matched its words ("Go to slide 2" under one carousel) is only one carousel's way
 * there, and the step does not say which carousel it means. Returns the hand-over, or undefined.
 */
export function slideTie(target: TargetPhrase, chosen: readonly SnapshotNode[], index: PageIndex): string | undefined {
  if (target.scope || target.exact || !chosen.length) return undefined;
  const n = slideAsked(target);
  if (n === undefined) return undefined;
  const having = carouselsOf(index).filter((c) => c.slides >= n);
  if (having.length < 2) return undefined;
  const named = having.map((c) => (c.heading ? `under "${c.heading}"` : 'unnamed'));
  const example = having.find((c) => c.heading)?.heading;
  return `${having.length} carousels have a slide ${n} (${named.join(', ')}): say which ("go to slide ${n} of the ${example ?? '…'} carousel") (rule slide-tie)`;
}
