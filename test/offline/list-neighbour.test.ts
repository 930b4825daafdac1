/**
 * list-neighbour: a target said by its neighbour in a repeated list ("tick the one after "buy some
 * cheese"", "the todo before X", "the checkbox following X"): the item of the same list just after
 * (or before) the anchor's item, in the list's order. Near misses hand over: an anchor in no list,
 * the last item with "after", the first with "before", the anchor in two lists, a named control
 * before "after" (a step of time, not of place).
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { did, n, page, text } from '../support/built-tree.js';
import { ownPages } from '../support/own-pages.js';

const book = (title: string) => n('listitem', undefined, [n('checkbox', undefined, [], { checked: false }), text(title), n('button', 'Remove')]);

describe('a list item said by its neighbour (built trees)', () => {
  it('ticks the box of the item after the named one, and of the one before', () => {
    const items = [book('Dune'), book('Emma'), book('Ulysses')];
    const snapshot = page(n('heading', 'Reading list', [], { level: 2 }), n('list', undefined, items));
    const box = (i: number) => items[i]!.children[0]!.ref;
    expect(did(snapshot, 'tick the one after "Emma"')).toEqual([`check ${box(2)}`]);
    expect(did(snapshot, 'tick the book before Ulysses')).toEqual([`check ${box(1)}`]);
    expect(did(snapshot, 'check the checkbox right after Dune')).toEqual([`check ${box(1)}`]);
    expect(did(snapshot, 'tick the item preceding "Emma"')).toEqual([`check ${box(0)}`]);
  });

  it('hands over the last item with "after" and the first with "before"', () => {
    const snapshot = page(n('list', undefined, [book('Dune'), book('Emma')]));
    expect(did(snapshot, 'tick the one after "Emma"')).toMatch(/^handover: "Emma" is the last item of its list/);
    expect(did(snapshot, 'tick the one before Dune')).toMatch(/^handover: "Dune" is the first item of its list/);
  });

  it('hands over when two lists hold the anchor', () => {
    const snapshot = page(n('list', undefined, [book('Dune'), book('Emma')]), n('list', undefined, [book('Dune'), book('Emma')]));
    expect(did(snapshot, 'tick the one after Dune')).toMatch(/^handover: 2 list items hold "Dune"/);
  });

  it('hands over when the anchor is in no list', () => {
    const snapshot = page(n('checkbox', 'Remember me', [], { checked: false }), n('checkbox', 'Subscribe', [], { checked: false }), n('list', undefined, [book('Dune'), book('Emma')]));
    expect(did(snapshot, 'tick the one after Remember me')).toMatch(/^handover: "Remember me" is not an item of a list/);
  });

  it('reads a word the page names things by as a name in the next item ("the Remove after Dune")', () => {
    const items = [book('Dune'), book('Emma')];
    const snapshot = page(n('list', undefined, items));
    expect(did(snapshot, 'click the Remove after Dune')).toEqual([`click ${items[1]!.children[2]!.ref}`]);
  });

  it('hands over a word the page names things by when the next item holds nothing so named', () => {
    const snapshot = page(n('heading', 'Books', [], { level: 2 }), n('list', undefined, [book('Dune'), book('Emma')]));
    expect(did(snapshot, 'tick the book after Dune')).toMatch(/^handover: the page names things "book"/);
  });

  it('hands over when the next item holds several controls the verb fits', () => {
    const snapshot = page(n('list', undefined, [book('Dune'), book('Emma')]));
    expect(did(snapshot, 'click the one after Dune')).toMatch(/^handover:/);
  });

  it('reads a named control before "after" as that control, not as a neighbour', () => {
    const save = n('button', 'Save');
    const snapshot = page(n('list', undefined, [book('Dune'), book('Emma')]), save);
    expect(did(snapshot, 'click Save after Dune')).not.toEqual([expect.stringContaining(book('x').ref!)]);
    expect(did(snapshot, 'click Save after Dune')).toMatch(/^handover:/);
  });
});

// A playlist: rows of a table (a header row first), each with a Play button; and a reading list of labelled boxes.
const PLAYLIST = `<!doctype html><title>Playlist</title>
<table><thead><tr><th>Track</th><th>Artist</th><th></th></tr></thead><tbody>
<tr><td>Blue in Green</td><td>Miles Davis</td><td><button>Play</button></td></tr>
<tr><td>Naima</td><td>John Coltrane</td><td><button>Play</button></td></tr>
<tr><td>Peace Piece</td><td>Bill Evans</td><td><button>Play</button></td></tr>
</tbody></table>
<p id="log"></p>
<script>document.querySelectorAll('button').forEach((b) => b.addEventListener('click', () => {
  document.getElementById('log').textContent = 'Playing: ' + b.closest('tr').cells[0].textContent;
}));</script>`;

const READING = `<!doctype html><title>Reading list</title>
<h2>Reading list</h2>
<ul><li><label><input type="checkbox"> Dune</label></li><li><label><input type="checkbox"> Emma</label></li><li><label><input type="checkbox"> Ulysses</label></li></ul>
<p>Emma is on loan until May.</p>`;

const pages = ownPages({ '/playlist': PLAYLIST, '/reading': READING });
const log = () => pages.client.page.locator('#log').textContent();
const checked = () => pages.client.page.locator('input[type=checkbox]').evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).checked));

describe('a list item said by its neighbour (pages of our own)', () => {
  it('plays the track after the named one', async () => {
    await pages.client.page.goto(`${pages.origin}/playlist`);
    const result = await pages.client.act('click the one after Naima');
    expect(result.success, result.message).toBe(true);
    expect(await log()).toBe('Playing: Peace Piece');
  });

  it('plays the track before the named one by a role word', async () => {
    await pages.client.page.goto(`${pages.origin}/playlist`);
    const result = await pages.client.act('press the button before Naima');
    expect(result.success, result.message).toBe(true);
    expect(await log()).toBe('Playing: Blue in Green');
  });

  it('never takes the header row for the row before the first track', async () => {
    await pages.client.page.goto(`${pages.origin}/playlist`);
    await expect(pages.client.act('click the one before Blue in Green')).rejects.toThrow(MissingLLMConfigurationError);
    expect(await log()).toBe('');
  });

  it('ticks the book after the named one', async () => {
    await pages.client.page.goto(`${pages.origin}/reading`);
    const result = await pages.client.act('tick the one after "Emma"');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'list-neighbour' });
    expect(await checked()).toEqual([false, false, true]);
  });

  it('hands over the last book with "after", the page untouched', async () => {
    await pages.client.page.goto(`${pages.origin}/reading`);
    await expect(pages.client.act('tick the one after Ulysses')).rejects.toThrow(MissingLLMConfigurationError);
    expect(await checked()).toEqual([false, false, false]);
  });
});
