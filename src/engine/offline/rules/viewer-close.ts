import type { SnapshotNode } from '../../snapshot/index.js';
import { saysClose } from '../dismiss.js';
import { shownText, subtree } from '../page-index.js';
import { normalize } from '../text.js';
import { openDialogs, PICTURE_WORDS, VIEWER_WORDS } from './viewer.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** Verbs that close a viewer ("hide the details" may mean a disclosure inside the dialog: left to others). */
const CLOSING: ReadonlySet<string> = new Set(['close', 'exit', 'dismiss', 'leave', 'quit', 'shut']);
const FILLERS: ReadonlySet<string> = new Set(['the', 'a', 'an', 'this', 'that', 'image', 'photo', 'picture']);
/** A dialog's kind words: "close the dialog" is dialog-close's (its own close control, chosen among the dialog's), not a name this rule matches. */
const DIALOG_WORDS: ReadonlySet<string> = new Set(['dialog', 'modal', 'popup', 'pop-up', 'window', 'box', 'overlay', 'panel', 'sheet', 'drawer']);

/** Whether the step's words are what the dialog on top shows (its name, or a heading or text in it), every word. */
function showsWords(dialog: SnapshotNode, words: readonly string[]): boolean {
  const texts = subtree(dialog).filter((n) => n.role === 'heading' || n === dialog).map((n) => normalize(n.name ?? ''));
  return texts.some((t) => t && words.every((w) => ` ${t} `.includes(` ${w} `)));
}

/**
 * "close the photo viewer", "close the trip notes", "exit the slideshow": the viewer open on top
 * (a dialog), called by a viewer word (viewer, lightbox, gallery, slideshow) or a picture word, or
 * by what it shows (its name or a heading in it). Its one close control is clicked, else Escape is
 * pressed; the dialog must be gone after.
 */
export const viewerClose: WidgetRule = {
  info: {
    name: 'viewer-close',
    does: 'Closes the dialog on top when the step calls it a viewer (photo viewer, lightbox, gallery, slideshow) or by what it shows ("close the trip notes"): its close control, else Escape; the dialog must be gone after.',
    when: 'A close/exit/dismiss step whose words are a viewer or picture word, or every word of the dialog on top\'s name or of a heading in it, with a dialog open.',
    evidence: 'The dialog on top (the last shown in the page\'s order); its controls that say close (or ×): one, or several that all close it (the first taken); none: Escape. After: the dialog gone, or one dialog fewer shown.',
    example: {
      html: '<div role="dialog" aria-modal="true"><h2>Trip notes</h2><p>Nine days in September.</p><button aria-label="Close">×</button></div>',
      step: 'close the trip notes',
      action: 'click button "Close"',
    },
  },
  applies: (form, kind) => kind === 'act' && CLOSING.has(form.said.toLowerCase()) && !!form.target && form.frame === 'target' && !form.scope,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const top = openDialogs(ctx.index).at(-1);
    if (!top) return undefined;
    const words = normalize(form.target!.whole ?? form.target!.raw).split(' ').filter((w) => w && !FILLERS.has(w));
    const viewerWord = normalize(form.target!.whole ?? form.target!.raw).split(' ').some((w) => VIEWER_WORDS.has(w) || PICTURE_WORDS.has(w));
    const onlyViewer = words.every((w) => VIEWER_WORDS.has(w) || PICTURE_WORDS.has(w) || w === 'image' || w === 'photo');
    const named = words.length > 0 && !words.every((w) => DIALOG_WORDS.has(w)) && showsWords(top, words);
    if (!(viewerWord && onlyViewer) && !named) return undefined;
    const closers = subtree(top).filter((n) => n.ref && (n.role === 'button' || n.role === 'link') && (saysClose(n.name) || saysClose(shownText(n))));
    const facts = [`the dialog on top${top.name ? ` "${top.name}"` : ''}`, named ? `it shows "${words.join(' ')}"` : 'called a viewer'];
    if (closers.length) {
      const node = closers[0]!;
      if (node.disabled) return { handover: `${said(node)} is disabled`, near: true };
      return {
        actions: [{ ref: node.ref!, method: 'click', arguments: [], description: `click ${said(node)}`, effect: { popup: { kind: 'dialog', open: false } } }],
        candidates: closers.map((n) => ({ role: n.role, name: n.name ?? '', score: 1, why: 'closes the dialog on top' })),
        facts,
      };
    }
    return {
      actions: [{ ref: '', method: 'press', arguments: ['Escape'], description: 'press Escape (closes the dialog on top)', effect: { dialogs: 'closed' } }],
      candidates: [],
      facts: [...facts, 'no control in it says close: Escape'],
    };
  },
};
