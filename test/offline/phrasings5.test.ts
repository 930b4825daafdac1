/**
 * Readings the phrasings batches showed missing (session 19): "erase the selected rows" (erasing a
 * selection takes the selected things out: remove, as "bin the selected orders"), on built trees.
 */
import { describe, expect, it } from 'vitest';
import { describeForm, parseGrammar } from '../../src/engine/offline/grammar.js';
import { did, n, page } from '../support/built-tree.js';

const form = (step: string) => {
  const read = parseGrammar(step);
  return read ? describeForm(read) : 'none';
};

describe('"erase the selected rows": an action on the selection', () => {
  const row = (name: string, selected: boolean) => n('row', undefined, [n('gridcell', undefined, [n('checkbox', 'Select row', [], { checked: selected })]), n('gridcell', name)], { selected });

  it('reads as "remove the selected rows"', () => {
    expect(form('erase the selected rows')).toBe(form('remove the selected rows'));
    expect(form('erase all the checked items')).toBe(form('remove all the checked items'));
  });

  it('clicks the one button that removes the selection', () => {
    const remove = n('button', 'Delete selected');
    const snapshot = page(remove, n('grid', undefined, [n('rowgroup', undefined, [row('Ann', true), row('Bob', false), row('Cy', true)])]));
    expect(did(snapshot, 'erase the selected rows')).toEqual([`click ${remove.ref}`]);
  });

  it('keeps "erase" of a value a clear, never a removal ("erase the Role of Dana")', () => {
    expect(form('erase the Role of Dana')).not.toBe(form('remove the Role of Dana'));
  });
});
