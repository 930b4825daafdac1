import type { SnapshotNode } from '../../snapshot/index.js';
import { DIALOG_ROLES, saysClose } from '../dismiss.js';
import type { HintBook } from '../hints.js';
import type { Choice, Scored } from '../match.js';
import { ancestors, shownText, type PageIndex } from '../page-index.js';
import type { TargetPhrase } from '../parse.js';
import type { RuleInfo } from '../rule-info.js';
import { MIN_LEAD } from '../score.js';
import { normalize } from '../text.js';

export const DIALOG_CLOSE: RuleInfo = {
  name: 'dialog-close',
  does: '"click Close" where an open dialog has several controls named so (the × in its corner named "Close", a Close button in its footer, one per section): they all close that dialog, so the one that shows the word is clicked.',
  when: 'A click step whose name says close, dismiss or ×, and the name rules tie between controls that all say it.',
  evidence: 'Every tied control lies in the same open dialog (a dialog role, or the layer an open modal lays over the window, read from the page), and says close; of them, the first that shows the step\'s word, else the first.',
  example: {
    html: '<div role="dialog" aria-label="Settings"><button aria-label="Close">×</button><p>Saved</p><button>Close</button></div>',
    step: 'click Close',
    action: 'click button "Close"',
  },
};

/** Most tied controls read: a dialog has a few closing controls, not a page of them. */
const MAX_TIED = 4;

/**
 * The tie-break of dialog-close (see DIALOG_CLOSE). Undefined when the tie is not of that shape,
 * or while the page's facts about the tied controls (inside the modal's layer) are not read yet.
 */
export function dialogCloseChoice(scored: readonly Scored[], target: TargetPhrase, index: PageIndex, book: HintBook, minScore: number): Choice | undefined {
  if (!saysClose(target.name) || target.ordinal !== undefined || target.all) return undefined;
  const best = Math.max(0, ...scored.map((s) => s.score));
  if (best < minScore) return undefined;
  const tied = scored.filter((s) => s.score > best - MIN_LEAD).map((s) => s.node);
  if (tied.length < 2 || tied.length > MAX_TIED) return undefined;
  if (!tied.every((n) => saysClose(n.name) || saysClose(shownText(n))) || tied.some((n) => n.disabled)) return undefined;
  // One dialog holds them all: the nearest dialog the page marks, else the open modal's layer.
  const dialogOf = (n: SnapshotNode) => ancestors(index, n).find((up) => DIALOG_ROLES.has(up.role));
  const dialogs = new Set(tied.map(dialogOf));
  if (dialogs.size !== 1) return undefined;
  if (dialogs.has(undefined)) {
    const layered = tied.map((n) => book.facts(n)?.inLayer === true);
    if (!layered.every(Boolean)) return undefined;
  }
  const ordered = [...tied].sort((a, b) => (index.position.get(a) ?? 0) - (index.position.get(b) ?? 0));
  const word = normalize(target.name);
  const shown = ordered.find((n) => normalize(shownText(n) || n.name || '') === word);
  return { nodes: [shown ?? ordered[0]!], score: best };
}
