import type { SnapshotNode } from '../../snapshot/index.js';
import { subtree } from '../page-index.js';
import { normalize } from '../text.js';
import { openDialogs, PICTURE_WORDS, VIEWER_WORDS } from './viewer.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** Most pictures whose cursor is read. */
const MAX_PICTURES = 20;

/** "zoom in", "zoom in on the photo", "zoom into the image", "zoom out": the way asked, or undefined. */
function wayOf(words: readonly string[]): 'in' | 'out' | undefined {
  const [first, ...rest] = words;
  if (first !== 'zoom') return undefined;
  const way = rest[0] === 'in' || rest[0] === 'into' ? 'in' : rest[0] === 'out' ? 'out' : undefined;
  if (!way) return undefined;
  // What follows names the picture, or the viewer it is in: nothing else.
  const others = rest.slice(1).filter((w) => !['on', 'of', 'the', 'a', 'this', 'that', 'shown', 'current', 'again'].includes(w));
  return others.every((w) => PICTURE_WORDS.has(w) || VIEWER_WORDS.has(w)) ? way : undefined;
}

/**
 * "zoom in on the photo", "zoom out": the one picture in view (in the dialog on top when one is
 * open) that the page draws with a zoom-in cursor (in), or a zoom-out or grab cursor (out: a
 * zoomed picture), clicked; its rendered size must grow (in) or shrink (out).
 */
export const zoomImage: WidgetRule = {
  info: {
    name: 'zoom-image',
    does: 'Zooms a picture that zooms on click: the one image whose cursor is zoom-in ("zoom in on the photo"), or zoom-out or grab once zoomed ("zoom out"), in the dialog on top when one is open; its size must change that way.',
    when: '"zoom in", "zoom into the image", "zoom out" (a picture or viewer word after it at most), and no control is named so (a Zoom in button is taken by its name first).',
    evidence: 'The images with a ref in the dialog on top (else on the page), at most 20, their cursor read from the page: exactly one with the cursor of that way. After the click, its rendered area larger (in) or smaller (out).',
    example: {
      html: '<div role="dialog" aria-label="Photo"><img alt="Lake Bled" src="bled.jpg" style="cursor: zoom-in; width: 200px"></div>',
      step: 'zoom in on the photo',
      action: 'click img "Lake Bled" (zooms in)',
    },
  },
  applies: (form, kind) => kind === 'act' && form.frame === 'target' && !!form.target && wayOf(normalize(`${form.said} ${form.target.raw}${form.scope ? ` ${form.scope.relation} ${form.scope.name}` : ''}`).split(' ')) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const way = wayOf(normalize(`${form.said} ${form.target!.raw}${form.scope ? ` ${form.scope.relation} ${form.scope.name}` : ''}`).split(' '))!;
    const top = openDialogs(ctx.index).at(-1);
    const nodes = top ? subtree(top) : ctx.index.order;
    const pictures = nodes.filter((n) => n.ref && (n.role === 'img' || n.role === 'image')).slice(0, MAX_PICTURES);
    if (!pictures.length) return undefined;
    const before = ctx.book.misses;
    const cursors = new Map<SnapshotNode, string | undefined>(pictures.map((n) => [n, ctx.book.facts(n)?.cursor]));
    if (ctx.book.misses > before) return { handover: 'reading which pictures zoom on a click', near: true };
    const wanted = (c: string | undefined) => (way === 'in' ? c === 'zoom-in' : c === 'zoom-out' || c === 'grab');
    const found = pictures.filter((n) => wanted(cursors.get(n)));
    const where = top ? 'in the dialog on top' : 'on the page';
    if (!found.length) {
      const other = pictures.filter((n) => cursors.get(n) !== undefined);
      return other.length
        ? { handover: `no picture ${where} zooms ${way} on a click (${other.map((n) => `${said(n)}: cursor ${cursors.get(n)}`).join(', ')}): it is zoomed ${way} already`, near: true }
        : undefined;
    }
    if (found.length > 1) return { handover: `${found.length} pictures ${where} zoom ${way} on a click (${found.slice(0, 4).map(said).join(', ')}): say which ("zoom in on the … photo")`, near: true };
    const node = found[0]!;
    return {
      actions: [{ ref: node.ref!, method: 'click', arguments: [], description: `click ${said(node)} (zooms ${way})`, effect: { zoomed: way } }],
      candidates: [{ role: node.role, name: node.name ?? '', score: 1, why: `cursor ${cursors.get(node)}` }],
      facts: [`${pictures.length} picture${pictures.length === 1 ? '' : 's'} ${where}`, `${said(node)} has the cursor ${cursors.get(node)}`],
    };
  },
};
