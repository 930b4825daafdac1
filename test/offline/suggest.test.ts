import { describe, expect, it } from 'vitest';
import { suggestionsFor, withSuggestions } from '../../src/engine/offline/suggest.js';
import { offlineTier } from '../../src/engine/offline/tier.js';
import { n, page } from '../support/built-tree.js';

// A hand-over that names nothing to say instead gets the page's controls that share the step's
// words, each as a plain step tried on the same page and kept only if it resolves to that control.
describe('suggested rephrasings of a hand-over', () => {
  const modal = n('button', 'Launch Default Modal');
  const toast = n('button', 'Launch Default Toast');
  const tree = page(n('main', undefined, [n('heading', 'Modals'), modal, toast, n('button', 'Launch Info Modal')]));

  it('offers the control sharing the most words, as a step that resolves to it', () => {
    expect(suggestionsFor('act', 'open up the default modal', tree)).toEqual([{ step: 'click Launch Default Modal', control: 'button "Launch Default Modal"' }]);
  });

  it('an observe step is offered as a find', () => {
    expect(suggestionsFor('observe', 'where is the default modal launcher thing', tree).map((s) => s.step)).toEqual(['find Launch Default Modal']);
  });

  it('never offers a step that would be ambiguous or resolve elsewhere', () => {
    const twice = page(n('list', undefined, [n('listitem', undefined, [n('text', 'Alice'), n('button', 'Delete')]), n('listitem', undefined, [n('text', 'Bo'), n('button', 'Delete')])]));
    expect(suggestionsFor('act', 'wipe out the delete thing', twice)).toEqual([]);
  });

  it('nothing when the step shares no word with a control, and none from a disabled one', () => {
    expect(suggestionsFor('act', 'bump the spinner up by one', tree)).toEqual([]);
    const off = page(n('button', 'Archive message', [], { disabled: true }), n('button', 'Reply'));
    expect(suggestionsFor('act', 'stash the message away', off)).toEqual([]);
  });

  it('a reason that already says what to write is left as it is', () => {
    const reason = '2 buttons named "Delete": say "the first Delete button"';
    expect(withSuggestions('act', 'open up the default modal', tree, reason)).toBe(reason);
    expect(withSuggestions('act', 'open up the default modal', tree, 'no control to expand "default modal"')).toBe(
      'no control to expand "default modal"; the page has button "Launch Default Modal": say "click Launch Default Modal"',
    );
  });

  it('the offline tier hands over with the suggestion as a rephrasing', async () => {
    let told: { reason: string; rephrase?: string[] } | undefined;
    const out = await offlineTier('act', 'open up the default modal', tree, (reason, detail) => (told = { reason, rephrase: detail?.rephrase }), undefined);
    expect(out).toBeUndefined();
    expect(told?.rephrase).toEqual(['click Launch Default Modal']);
    expect(told?.reason).toMatch(/the page has button "Launch Default Modal"/);
  });
});
