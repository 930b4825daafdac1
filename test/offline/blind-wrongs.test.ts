/**
 * Two wrong actions of the fourteenth blind batch (a file manager), as general kinds, on built
 * trees of our own (a photo library): "sort by size" clicked a plain column title that sorts
 * nothing while a "Sort by" select offers Size (rules column-sort, sort-choice); "open the folder"
 * (which of four folders is not said) clicked a "+ New folder" button (kind-guard).
 */
import { describe, expect, it } from 'vitest';
import { n, page, facts, outcome } from '../support/built-tree.js';

const options = (...names: string[]) => names.map((o) => n('option', o));

function library(sortable: boolean) {
  const nameHeader = n('columnheader', 'Name');
  const sizeHeader = n('columnheader', 'Size');
  const rows = ['Beach.jpg', 'Harbour.jpg', 'Snow.jpg'].map((f, i) => n('row', undefined, [n('cell', f), n('cell', `${i + 2} MB`)]));
  const sortBy = n('combobox', 'Sort by', options('Name', 'Date taken', 'Size'));
  const albums = ['Holidays', 'Family', 'Work', 'Pets'].map((a) => n('link', a));
  const newAlbum = n('button', '+ New folder');
  const snapshot = page(n('toolbar', 'Library', [newAlbum, sortBy]), n('list', 'Folders', albums.map((a) => n('listitem', undefined, [a]))), n('table', 'Photos', [n('row', undefined, [nameHeader, sizeHeader]), ...rows]));
  const hints = facts(snapshot, sortable ? [[sizeHeader, { tag: 'th', attrs: {}, sort: 'none' }], [nameHeader, { tag: 'th', attrs: {}, sort: 'ascending' }]] : [[sizeHeader, { tag: 'th', attrs: {} }], [nameHeader, { tag: 'th', attrs: {} }]]);
  return { snapshot, hints, sizeHeader, sortBy, newAlbum };
}

describe('a column title that sorts nothing', () => {
  it('sorts through the select that offers the column, not the plain title (the title was clicked before)', () => {
    const { snapshot, hints, sortBy } = library(false);
    expect(outcome(snapshot, 'sort by size', hints)).toEqual({ rule: 'sort-choice', actions: [`selectOption ${sortBy.ref} Size`] });
  });

  it('still clicks a header that says it sorts (aria-sort)', () => {
    const { snapshot, hints, sizeHeader } = library(true);
    expect(outcome(snapshot, 'sort by size', hints)).toMatchObject({ actions: [`click ${sizeHeader.ref}`] });
  });

  it('hands over a plain title when nothing else sorts', () => {
    const size = n('columnheader', 'Size');
    const snapshot = page(n('table', 'Photos', [n('row', undefined, [n('columnheader', 'Name'), size]), n('row', undefined, [n('cell', 'Beach.jpg'), n('cell', '2 MB')])]));
    expect(outcome(snapshot, 'sort by size', facts(snapshot))).not.toHaveProperty('actions');
  });
});

describe('a thing said by its kind alone', () => {
  it('never takes a control whose name only holds the kind word (+ New folder for "open the folder")', () => {
    const { snapshot, hints } = library(false);
    expect(outcome(snapshot, 'open the folder', hints)).toMatch(/by its kind alone.*New folder.*acts on one/);
    expect(outcome(snapshot, 'click the folder', hints)).not.toHaveProperty('actions');
  });

  it('still clicks the control named by the whole phrase, and a folder by its name', () => {
    const { snapshot, hints, newAlbum } = library(false);
    expect(outcome(snapshot, 'click New folder', hints)).toMatchObject({ actions: [`click ${newAlbum.ref}`] });
    expect(outcome(snapshot, 'open Holidays', hints)).toHaveProperty('actions');
  });
});
