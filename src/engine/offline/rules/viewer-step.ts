import type { SnapshotNode } from '../../snapshot/index.js';
import type { OfflineAction } from '../action.js';
import type { StepForm } from '../grammar.js';
import { indexPage, subtree } from '../page-index.js';
import { normalize } from '../text.js';
import { nodesInScope } from './scope.js';
import { countWord, galleryBehind, openDialogs, slidesOf, SLIDE_WORDS, stepControls, VIEWER_WORDS, type Direction } from './viewer.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** Most presses one step takes. */
const MAX_PRESSES = 20;

/** What the step asks of a viewer: a number of steps one way, the first or last slide, or a slide by its caption. */
type Move = { by: number; way: Direction } | { end: 'first' | 'last' } | { to: string };

const SLIDE = `(?:${[...SLIDE_WORDS].join('|')})`;
const NEXT = '(?:next|following)';
const PREVIOUS = '(?:previous|prev|preceding)';
const SHOW = '(?:go to|go on to|move to|skip to|jump to|show|view|see|open|display|flip to|switch to|advance to)';
/** "go back to the first slide": back to an end (one step back, "go back to the previous slide", is go-back's). */
const SHOW_END = '(?:go to|go back to|return to|go on to|move to|skip to|jump to|show|view|see|open|display|flip to|switch to|advance to)';

/** The step's words as one phrase, from its typed form ("go back one photo", "skip ahead two photos in the gallery"). */
function phraseOf(form: StepForm): string {
  const scope = form.scope ? ` ${form.scope.relation} ${form.scope.name}` : '';
  return normalize(`${form.said} ${form.target?.raw ?? ''}${scope}`);
}

/** The move a phrase asks for, and the part it names ("in the gallery"); undefined when it asks none. */
export function moveOf(phrase: string): { move: Move; part?: string } | undefined {
  const m = phrase.match(new RegExp(`^(.*?)(?: (?:in|of|on) (?:the )?(.+))?$`));
  const tail = (rest: string | undefined) => (rest ? { part: rest } : {});
  const tries: [RegExp, (g: RegExpMatchArray) => Move | undefined][] = [
    // "next photo", "go to the next slide", "show the previous image"
    [new RegExp(`^(?:${SHOW} )?(?:the )?(${NEXT}|${PREVIOUS}) ${SLIDE}$`), (g) => ({ by: 1, way: /^(next|following)$/.test(g[1]!) ? 'next' : 'previous' })],
    // "go back one photo", "skip ahead two photos", "move forward 3 slides"
    [new RegExp(`^(?:go|move|step|skip|jump|flip|scroll|page) (back|backward|backwards|ahead|forward|forwards|on) (\\w+) ${SLIDE}$`), (g) => {
      const n = countWord(g[2]!);
      return n === undefined ? undefined : { by: n, way: /^back/.test(g[1]!) ? 'previous' : 'next' };
    }],
    // "go to the last photo", "show the first slide"
    [new RegExp(`^${SHOW_END} (?:the )?(first|last|final) ${SLIDE}$`), (g) => ({ end: g[1] === 'first' ? 'first' : 'last' })],
  ];
  if (!m) return undefined;
  for (const body of [phrase, m[1]!]) {
    for (const [re, read] of tries) {
      const g = body.match(re);
      const move = g && read(g);
      if (move) return { move, ...(body === phrase ? {} : tail(m[2])) };
    }
  }
  // "go to Vrsic Pass": a slide by its caption (only in an open viewer: see resolve).
  const to = phrase.match(new RegExp(`^(?:go to|go back to|skip to|jump to|show|view) (?:the )?(.+?)(?: ${SLIDE})?$`));
  if (to && !/^(?:next|previous|prev|first|last|final)\b/.test(to[1]!)) return { move: { to: to[1]! } };
  return undefined;
}

/**
 * "next photo", "go back one photo", "skip ahead two photos", "go to the last photo", "go to Vrsic
 * Pass": in the viewer open on top (a dialog: the page behind it is not a candidate), or in the one
 * carousel a part names ("the next picture of the gallery"), its Next or Previous control pressed a
 * bounded number of times, each press verified as the shown slide changing. The first or last
 * slide and a slide by its caption need the viewer's position (its slides' "2 / 5" labels, or a
 * run of slides of which one is shown); else handed over.
 */
export const viewerStep: WidgetRule = {
  info: {
    name: 'viewer-step',
    does: 'Moves an open viewer (a lightbox, a dialog of slides) or a named carousel by its Next/Previous controls: "next photo", "go back one photo", "skip ahead two photos", "go to the last photo", "go to <caption>"; each press must show another slide.',
    when: 'A step that says next/previous with a slide word (photo, image, picture, slide), a count with back/ahead/forward, the first/last slide, or a caption to go to, with a dialog open on top (or a part named that holds one Next and one Previous control).',
    evidence: 'The dialog on top (else the part named) holds exactly one Next and one Previous control (named next/previous, or an arrow sign); a count at most the slides left when the position is known; for first/last and a caption, the position read from the slides\' "n / m" labels or the one slide of a run that is shown. Each press is checked: what shows in the viewer reads otherwise.',
    example: {
      html: '<div role="dialog" aria-label="Photo"><div><div><img alt="Lake Bled"><h4>Lake Bled</h4></div><div style="opacity:0"><img alt="Triglav"><h4>Triglav</h4></div></div><button>Previous</button><button>Next</button></div>',
      step: 'next photo',
      action: 'click button "Next"',
    },
  },
  applies: (form, kind) => kind === 'act' && !!form.target && form.frame === 'target' && !form.target.exact && moveOf(phraseOf(form)) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const asked = moveOf(phraseOf(form))!;
    const dialogs = openDialogs(ctx.index);
    const top = dialogs.at(-1);
    let root: SnapshotNode | undefined;
    let nodes: readonly SnapshotNode[];
    let where: string;
    // A part named that is the viewer itself ("in the lightbox") is the dialog on top.
    const partIsViewer = asked.part !== undefined && asked.part.split(' ').every((w) => VIEWER_WORDS.has(w) || w === 'photo' || w === 'image');
    if (top && (!asked.part || partIsViewer)) {
      root = top;
      nodes = subtree(top);
      where = 'the dialog on top';
    } else if (asked.part && !('to' in asked.move)) {
      // "the Featured carousel": the part's name with or without its kind word.
      const bare = asked.part.split(' ').filter((w) => !VIEWER_WORDS.has(w)).join(' ');
      let scoped = nodesInScope({ relation: 'in', name: asked.part, exact: false }, ctx.index, 'click', { name: '', exact: false, roles: ['button', 'link'] });
      if ('handover' in scoped && bare && bare !== asked.part) scoped = nodesInScope({ relation: 'in', name: bare, exact: false }, ctx.index, 'click', { name: '', exact: false, roles: ['button', 'link'] });
      if ('handover' in scoped) return undefined;
      nodes = scoped;
      where = `the part "${asked.part}" names`;
    } else return undefined;
    const { next, previous } = stepControls(nodes);
    const way: Direction = 'by' in asked.move ? asked.move.way : 'next';
    if (!next.length && !previous.length) return undefined;
    if (next.length > 1 || previous.length > 1) return { handover: `${where} has ${next.length} Next and ${previous.length} Previous controls: say which part ("next photo in the … gallery")`, near: true };
    const slides = root ? slidesOf(root) : undefined;
    let presses: number;
    let toward: Direction = way;
    let shows: string | undefined;
    const facts = [`${where}: ${[...next, ...previous].map(said).join(', ')}`];
    if (slides) facts.push(slides.how);
    if ('by' in asked.move) {
      presses = asked.move.by;
      if (slides) {
        const left = way === 'next' ? slides.count - 1 - slides.current : slides.current;
        if (presses > left) return { handover: `the viewer shows slide ${slides.current + 1} of ${slides.count}: ${left === 0 ? `there is no ${way} slide` : `only ${left} ${way === 'next' ? 'after' : 'before'} it`}`, near: true };
      }
    } else if ('end' in asked.move) {
      // A carousel on the page: its pagination's bullets ("Go to slide 1" … "Go to slide 5") say where the ends are.
      const bullet = !root ? endBullet(nodes, asked.move.end) : undefined;
      if (bullet) {
        if (bullet.disabled) return { handover: `${said(bullet)} is disabled`, near: true };
        return {
          actions: [{ ref: bullet.ref!, method: 'click', arguments: [], description: `click ${said(bullet)}`, effect: { slid: { ref: next[0]?.ref ?? previous[0]?.ref ?? bullet.ref! } } }],
          candidates: [{ role: bullet.role, name: bullet.name ?? '', score: 1, why: `the ${asked.move.end} of the carousel's slide bullets` }],
          facts: [...facts, `${where}: slide bullets, the ${asked.move.end} is ${said(bullet)}`],
        };
      }
      if (!slides) return { handover: `${where} does not say which slide it shows or how many there are: say "next photo" or "previous photo" as many times as needed`, near: true };
      const at = asked.move.end === 'first' ? 0 : slides.count - 1;
      if (at === slides.current) return { handover: `the viewer shows the ${asked.move.end} slide already (${slides.current + 1} of ${slides.count})`, near: true };
      toward = at > slides.current ? 'next' : 'previous';
      presses = Math.abs(at - slides.current);
    } else {
      if (!root || !slides) return undefined;
      const name = normalize(asked.move.to);
      const asWritten = form.target!.raw.replace(new RegExp(`\\s+${SLIDE}$`, 'i'), '');
      let hits = slides.texts.map((t, i) => (t === name || ` ${t} `.includes(` ${name} `) ? i : -1)).filter((i) => i >= 0);
      // Not loaded yet: the gallery behind the viewer says which place it has.
      if (!hits.length) {
        const gallery = galleryBehind(indexPage(ctx.index.snapshot), root, slides);
        if (gallery) {
          hits = gallery.map((t, i) => (t === name ? i : -1)).filter((i) => i >= 0);
          if (hits.length) facts.push(`the gallery behind the viewer: ${gallery.length} captions, "${asWritten}" is number ${hits[0]! + 1}`);
        }
      }
      shows = asWritten;
      if (!hits.length) return { handover: `the viewer has no slide loaded that says "${asWritten}" (slide ${slides.current + 1} of ${slides.count} shows): say "next photo" or "previous photo"`, near: true };
      if (hits.length > 1) return { handover: `${hits.length} slides say "${asWritten}": say "next photo" or "previous photo"`, near: true };
      const at = hits[0]!;
      if (at === slides.current) return { handover: `the viewer shows "${asWritten}" already`, near: true };
      toward = at > slides.current ? 'next' : 'previous';
      presses = Math.abs(at - slides.current);
    }
    const control = (toward === 'next' ? next : previous)[0];
    if (!control) return { handover: `${where} has no ${toward === 'next' ? 'Next' : 'Previous'} control`, near: true };
    if (control.disabled) return { handover: `${said(control)} is disabled: there is no ${toward} slide`, near: true };
    if (presses > MAX_PRESSES) return { handover: `${presses} presses asked: at most ${MAX_PRESSES} in one step`, near: true };
    // Each press must show another slide: judged on the viewer (the dialog), else around the control.
    const part = root?.ref ?? control.ref!;
    const actions: OfflineAction[] = Array.from({ length: presses }, (_, i) => ({
      ref: control.ref!,
      method: 'click' as const,
      arguments: [],
      description: `click ${said(control)}${presses > 1 ? ` (${i + 1} of ${presses})` : ''}`,
      effect: { slid: { ref: part, ...(shows && i === presses - 1 ? { shows } : {}) } },
    }));
    return { actions, candidates: [{ role: control.role, name: control.name ?? '', score: 1, why: `steps ${toward}` }], facts: [...facts, `${presses} press${presses === 1 ? '' : 'es'} ${toward}`] };
  },
};

/** A carousel's pagination bullet: "Go to slide 3", "Slide 3", "Show slide 3". */
const BULLET = /^(?:(?:go to|show|view) )?slide (\d{1,3})$/;

/**
 * The bullet of the first or last slide among a carousel's pagination bullets: numbered 1..n with
 * none missing or twice; undefined otherwise.
 */
function endBullet(nodes: readonly SnapshotNode[], end: 'first' | 'last'): SnapshotNode | undefined {
  const bullets = nodes.filter((n) => n.ref && (n.role === 'button' || n.role === 'link' || n.role === 'tab') && BULLET.test(normalize(n.name ?? '')));
  if (bullets.length < 2) return undefined;
  const numbers = bullets.map((n) => Number(normalize(n.name ?? '').match(BULLET)![1]));
  if (new Set(numbers).size !== numbers.length || Math.min(...numbers) !== 1 || Math.max(...numbers) !== numbers.length) return undefined;
  return bullets[numbers.indexOf(end === 'first' ? 1 : numbers.length)];
}
