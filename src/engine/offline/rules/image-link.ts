import type { SnapshotNode } from '../../snapshot/index.js';
import type { ScopeForm } from '../grammar.js';
import type { PageIndex } from '../page-index.js';
import { normalize } from '../text.js';
import { ORDINALS } from '../vocabulary.js';
import { nodesInScope } from './scope.js';
import { PICTURE_WORDS, thumbnailsOf, VIEWER_WORDS, type Thumbnail } from './viewer.js';
import type { RuleFound, RuleHandover, WidgetRule } from './widget.js';

/** Verbs that open a picture in its viewer. */
const OPENING: ReadonlySet<string> = new Set(['open', 'view', 'enlarge', 'show', 'see', 'display', 'expand', 'look at', 'zoom into', 'click', 'click on', 'tap', 'tap on', 'press', 'select', 'choose', 'pick']);
/** Verbs that ask for the picture shown larger: a viewer must open. */
const OPENS: ReadonlySet<string> = new Set(['open', 'view', 'enlarge', 'show', 'see', 'display', 'expand', 'look at', 'zoom into']);
/** Verbs that need a picture word to mean a picture: "open Triglav summit" is taken only when an image link alone is called so. */
const PLAIN_OPENING: ReadonlySet<string> = new Set(['open', 'view', 'enlarge']);
const FILLERS: ReadonlySet<string> = new Set(['the', 'a', 'an', 'of', 'showing', 'with', 'titled', 'called', 'named', 'captioned', 'labelled', 'labeled']);

/** What the step asks for: the name words (no picture word), whether a picture word was said, its place in a gallery, the gallery. */
interface Asked {
  name: string;
  pictured: boolean;
  ordinal?: number;
  scope?: ScopeForm;
}

function askedOf(form: Parameters<WidgetRule['applies']>[0]): Asked | undefined {
  const target = form.target;
  if (!target || target.exact) return undefined;
  const raw = normalize(target.whole ?? target.raw).split(' ').filter(Boolean);
  const first = raw[0] ?? '';
  const ordinal = target.ordinal ?? (ORDINALS.has(first) ? ORDINALS.get(first) : undefined);
  const words = raw.filter((w, i) => !(i === 0 && ordinal !== undefined && ORDINALS.has(w)));
  const pictured = words.some((w) => PICTURE_WORDS.has(w));
  let name = words.filter((w) => !PICTURE_WORDS.has(w) && !FILLERS.has(w)).join(' ');
  let scope = form.scope;
  // "the photo of Lake Bled", "the picture of the lighthouse": the scope is the picture's subject.
  if (pictured && !name && scope && (scope.relation === 'of' || scope.relation === 'showing' || scope.relation === 'with') && ordinal === undefined) {
    name = normalize(scope.name).split(' ').filter((w) => !FILLERS.has(w)).join(' ');
    scope = undefined;
  }
  return { name, pictured, ...(ordinal !== undefined ? { ordinal } : {}), ...(scope ? { scope } : {}) };
}

/** The part of the page a gallery's heading heads ("in The coast", "of the Julian Alps", "in the coast gallery"). */
function galleryNodes(scope: ScopeForm, index: PageIndex): SnapshotNode[] | { handover: string } {
  const said = normalize(scope.name).split(' ').filter((w) => w && !FILLERS.has(w));
  const bare = said.filter((w) => !VIEWER_WORDS.has(w) && !PICTURE_WORDS.has(w)).join(' ');
  const wanted = new Set([said.join(' '), bare].filter(Boolean));
  const headings = index.order.filter((n) => n.role === 'heading' && wanted.has(normalize(n.name ?? '').split(' ').filter((w) => !FILLERS.has(w)).join(' ')));
  if (headings.length > 1) return { handover: `${headings.length} headings are called "${scope.name}"` };
  if (headings.length === 1) {
    const heading = headings[0]!;
    const level = heading.level ?? 6;
    const from = index.position.get(heading)! + 1;
    const out: SnapshotNode[] = [];
    for (const n of index.order.slice(from)) {
      if (n.role === 'heading' && (n.level ?? 6) <= level) break;
      out.push(n);
    }
    return out;
  }
  const found = nodesInScope(scope, index, 'click', { name: '', exact: false, roles: ['link'] });
  return 'handover' in found ? found : found;
}

/** Whether a thumbnail is called by the asked name: every word of it in one of its names, and how closely (1: a whole name). */
function fit(thumb: Thumbnail, name: string): number {
  const words = name.split(' ');
  let best = 0;
  for (const n of thumb.names) {
    if (n === name) return 1;
    const own = n.split(' ');
    if (words.every((w) => own.includes(w))) best = Math.max(best, words.length / own.length);
  }
  return best;
}

/**
 * "open the photo of Lake Bled", "click the Piran harbour thumbnail", "view the second photo in
 * The coast", "enlarge the X photo": an image link (a link or button holding an image), called by
 * its image's alt, its own name or its figure's caption, or by its place among a gallery's image
 * links (the part a heading heads). The click must open a viewer (a dialog, a layer over the page)
 * or show the image as a page.
 */
export const imageLink: WidgetRule = {
  info: {
    name: 'image-link',
    does: 'A thumbnail (a link or button holding an image) named by its image\'s alt, its caption or its place in a gallery ("open the photo of Lake Bled", "view the second photo in The coast"): clicked, and a viewer must open.',
    when: 'A step that says a picture word (photo, picture, image, thumbnail, pic) with a name or a place, or "open/view/enlarge X" where X is what one image link alone is called; the page has image links.',
    evidence: 'The image links whose alt, own name or figure caption holds every word asked (a whole name preferred), in the gallery a heading names when one is said; exactly one, else handed over naming them. After the click, a dialog or a layer over the page opened, or the address changed.',
    example: {
      html: '<h2>The coast</h2><figure><a href="piran.jpg"><img src="piran.jpg" alt="Boats in Piran harbour"></a><figcaption>Piran harbour</figcaption></figure><figure><a href="light.jpg"><img src="light.jpg" alt="Savudrija lighthouse at sunset"></a><figcaption>Savudrija lighthouse</figcaption></figure>',
      step: 'open the photo of the lighthouse',
      action: 'click link "Savudrija lighthouse"',
    },
  },
  applies: (form, kind) => {
    if (kind === 'observe') return form.verb === 'find' && !!form.target;
    if (!form.target || form.frame !== 'target') return false;
    return OPENING.has(form.said.toLowerCase()) || form.verb === 'open' || form.verb === 'click';
  },
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const asked = askedOf(form);
    if (!asked) return undefined;
    const plain = !asked.pictured;
    // No picture word: only "open/view/enlarge X" (act) or "find X" naming one image link whole.
    if (plain && (asked.ordinal !== undefined || asked.scope || !asked.name || (ctx.kind === 'act' && !PLAIN_OPENING.has(form.said.toLowerCase())))) return undefined;
    const nodes = asked.scope ? galleryNodes(asked.scope, ctx.index) : ctx.index.order;
    if ('handover' in nodes) return asked.pictured ? { handover: `${nodes.handover}: say which gallery by its heading`, near: true } : undefined;
    const thumbs = thumbnailsOf(nodes, ctx.index);
    if (!thumbs.length) return undefined;
    let chosen: Thumbnail[];
    let facts: string[];
    if (asked.name) {
      const scored = thumbs.map((t) => ({ t, score: fit(t, asked.name) })).filter((s) => s.score > 0);
      const whole = scored.filter((s) => s.score === 1);
      // No picture word: only a whole name (caption or alt) counts.
      const pool = plain ? whole : whole.length ? whole : scored;
      chosen = pool.map((s) => s.t);
      facts = [`${thumbs.length} image links${asked.scope ? ` under "${asked.scope.name}"` : ''}`, `${chosen.length} called "${asked.name}"`];
      if (chosen.length > 1) return { handover: `${chosen.length} pictures are called "${asked.name}" (${chosen.slice(0, 4).map((t) => `"${t.label}"`).join(', ')}): say the whole caption or which gallery`, near: true };
      if (!chosen.length) return plain ? undefined : { handover: `no picture is called "${asked.name}"${asked.scope ? ` under "${asked.scope.name}"` : ''}: say its caption as the page shows it`, near: thumbs.length > 0 && asked.pictured };
    } else if (asked.ordinal !== undefined) {
      const at = asked.ordinal > 0 ? asked.ordinal - 1 : thumbs.length + asked.ordinal;
      const one = thumbs[at];
      if (!one) return { handover: `asked for picture ${asked.ordinal} of ${thumbs.length}: say which by its caption`, near: true };
      // A place counts in one gallery: a page of several galleries needs one said.
      if (!asked.scope && galleryCount(thumbs, ctx.index) > 1) return { handover: `${thumbs.length} pictures in several galleries: say which gallery ("the ${asked.ordinal === -1 ? 'last' : 'first'} photo in …")`, near: true };
      chosen = [one];
      facts = [`${thumbs.length} image links${asked.scope ? ` under "${asked.scope.name}"` : ''}`, `number ${at + 1}`];
    } else {
      if (thumbs.length === 1 && asked.scope) {
        chosen = thumbs;
        facts = [`the one image link under "${asked.scope.name}"`];
      } else {
        if (thumbs.length < 2) return undefined;
        const gallery = asked.scope?.name ?? (galleryCount(thumbs, ctx.index) > 1 ? headingBefore(thumbs[0]!.node, ctx.index)?.name : undefined);
        return { handover: `${thumbs.length} pictures${asked.scope ? ` under "${asked.scope.name}"` : ' on the page'}: say which by its caption ("open the photo of ${thumbs[0]!.label}") or its place ("the first photo${gallery ? ` in ${gallery}` : ''}")`, near: true };
      }
    }
    const node = chosen[0]!.node;
    const said = `${node.role} "${chosen[0]!.label}"`;
    if (ctx.kind === 'observe') {
      return { actions: [{ ref: node.ref!, method: 'click', arguments: [], description: said }], candidates: chosen.map((t) => ({ role: t.node.role, name: t.label, score: 1 })), facts };
    }
    return {
      // Opened, viewed, enlarged: a viewer must open (or the image show as a page). Only clicked
      // ("click the profile picture"): the page must read otherwise, whatever the click opens.
      actions: [{ ref: node.ref!, method: 'click', arguments: [], description: `click ${said}`, effect: OPENS.has(form.said.toLowerCase()) || form.verb === 'open' ? { viewer: 'opened' } : { pageChanged: true } }],
      candidates: chosen.map((t) => ({ role: t.node.role, name: t.label, score: 1, why: `called ${t.names.map((n) => `"${n}"`).join(' / ')}` })),
      facts,
    };
  },
};

/** The heading before a node in the page's order (the gallery it stands in), if any. */
function headingBefore(node: SnapshotNode, index: PageIndex): SnapshotNode | undefined {
  for (let i = (index.position.get(node) ?? 0) - 1; i >= 0; i--) {
    const n = index.order[i]!;
    if (n.role === 'heading') return n;
  }
  return undefined;
}

/** How many galleries the image links stand in: runs under different headings. */
function galleryCount(thumbs: readonly Thumbnail[], index: PageIndex): number {
  return new Set(thumbs.map((t) => headingBefore(t.node, index))).size;
}
