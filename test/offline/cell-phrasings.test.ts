/**
 * Issue 25, the phrasings batches' grid hand-overs as general readings of a cell's new value, on a
 * stock sheet of our own (an ARIA grid whose cells open an input on a click, Enter keeps it):
 * "make Walnut desk's Qty 7" and "make the price for Oak shelf 120" (a thing of a row made a
 * number), "key in Dock 3 as Oak shelf's location" (the value, "as", what it is entered as), and
 * 'Location for "Pine stool, small": Dock 3' (a label whose row is quoted, a comma in it). Near
 * misses hand over with the sheet untouched: two rows of the name, a row the sheet does not show,
 * and "make the line Heading 2" stays an editor's format.
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { describeForm, parseGrammar } from '../../src/engine/offline/grammar.js';
import { ownPages } from '../support/own-pages.js';

const STOCK = [
  ['Walnut desk', '3', '340', 'Aisle 4'],
  ['Oak shelf', '12', '95', 'Aisle 1'],
  ['Pine stool, small', '20', '35', 'Aisle 2'],
  ['Maple chair', '8', '60', 'Aisle 3'],
  ['Maple chair', '2', '65', 'Back room'],
] as const;
const SHEET = `<!doctype html><title>Stock</title>
<h1>Warehouse stock</h1>
<div role="grid" aria-label="Stock"><div role="row"><span role="columnheader">Product</span><span role="columnheader">Qty</span><span role="columnheader">Price</span><span role="columnheader">Location</span></div>
${STOCK.map((r) => `<div role="row">${r.map((c) => `<span role="gridcell" class="ed">${c}</span>`).join('')}</div>`).join('\n')}</div>
<script>
  for (const cell of document.querySelectorAll('.ed')) cell.addEventListener('click', () => {
    if (cell.querySelector('input')) return;
    const input = document.createElement('input');
    input.value = cell.textContent;
    cell.textContent = '';
    cell.appendChild(input);
    input.focus();
    input.addEventListener('keydown', (e) => { if (e.key === 'Enter') cell.textContent = input.value; });
  });
</script>`;

const pages = ownPages({ '/stock': SHEET });
const column = (x: number) => pages.client.page.locator(`[role=row]:not(:first-child) > :nth-child(${x + 1})`).allTextContents();
const form = (step: string) => {
  const read = parseGrammar(step);
  return read ? describeForm(read) : 'none';
};

describe('a cell made a number: "make <row>\'s <column> N", "make the <column> for <row> N"', () => {
  it('reads as setting the thing to the number', () => {
    expect(form("make Walnut desk's Qty 7")).toBe(form("set Walnut desk's Qty to 7"));
    expect(form('make the price for Oak shelf 120')).toBe(form('set the price for Oak shelf to 120'));
  });

  it('keeps a format ("make the line Heading 2") and a bare "make it 4" out of it', () => {
    expect(form('make the line Heading 2')).toBe(form('make the line a Heading 2'));
    expect(parseGrammar('make it 4')?.verb).not.toBe('set');
  });

  it('"make Walnut desk\'s Qty 7": the Qty of the row for Walnut desk', async () => {
    await pages.client.page.goto(`${pages.origin}/stock`);
    const result = await pages.client.act("make Walnut desk's Qty 7");
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'grid-cell' });
    expect(await column(1)).toEqual(['7', '12', '20', '8', '2']);
  });

  it('"make the price for Oak shelf 120"', async () => {
    await pages.client.page.goto(`${pages.origin}/stock`);
    const result = await pages.client.act('make the price for Oak shelf 120');
    expect(result.success, result.message).toBe(true);
    expect(await column(2)).toEqual(['340', '120', '35', '60', '65']);
  });

  it('two rows of the name ("make Maple chair\'s Qty 5") is handed over, nothing changed', async () => {
    await pages.client.page.goto(`${pages.origin}/stock`);
    await expect(pages.client.act("make Maple chair's Qty 5")).rejects.toThrow(MissingLLMConfigurationError);
    expect(await column(1)).toEqual(['3', '12', '20', '8', '2']);
  });
});

describe('the value, "as", and what it is entered as: "key in Dock 3 as Oak shelf\'s location"', () => {
  it('reads the value before "as" and the cell after it', () => {
    const read = parseGrammar("key in Dock 3 as Oak shelf's location");
    expect(read).toMatchObject({ verb: 'type', frame: 'as-value', value: 'Dock 3' });
    expect(read?.target?.raw).toBe("Oak shelf's location");
  });

  it('never reads a described thing as the value: "enter the expiry date as MM/YY" is a format, not a text', () => {
    for (const step of ['enter the expiry date as MM/YY', 'type your name as it appears on the card']) {
      expect(parseGrammar(step)?.frame, step).not.toBe('as-value');
    }
  });

  it('sets the Location of Oak shelf', async () => {
    await pages.client.page.goto(`${pages.origin}/stock`);
    const result = await pages.client.act("key in Dock 3 as Oak shelf's location");
    expect(result.success, result.message).toBe(true);
    expect(await column(3)).toEqual(['Aisle 4', 'Dock 3', 'Aisle 2', 'Aisle 3', 'Back room']);
  });

  it('a row the sheet does not show ("enter Dock 3 as Teak bench\'s location") is handed over', async () => {
    await pages.client.page.goto(`${pages.origin}/stock`);
    await expect(pages.client.act("enter Dock 3 as Teak bench's location")).rejects.toThrow(MissingLLMConfigurationError);
    expect(await column(3)).toEqual(['Aisle 4', 'Aisle 1', 'Aisle 2', 'Aisle 3', 'Back room']);
  });
});

describe('a label whose row is quoted: \'Location for "Pine stool, small": Dock 3\'', () => {
  it('reads the quoted row as the scope, whole', () => {
    const read = parseGrammar('Location for "Pine stool, small": Dock 3');
    expect(read).toMatchObject({ verb: 'set', frame: 'to-value', value: 'Dock 3', scope: { relation: 'for', name: 'Pine stool, small', exact: true } });
  });

  it('sets the Location of that row', async () => {
    await pages.client.page.goto(`${pages.origin}/stock`);
    const result = await pages.client.act('Location for "Pine stool, small": Dock 3');
    expect(result.success, result.message).toBe(true);
    expect(await column(3)).toEqual(['Aisle 4', 'Aisle 1', 'Dock 3', 'Aisle 3', 'Back room']);
  });

  it('two rows of the quoted name ("Location for "Maple chair": Dock 3") is handed over', async () => {
    await pages.client.page.goto(`${pages.origin}/stock`);
    await expect(pages.client.act('Location for "Maple chair": Dock 3')).rejects.toThrow(MissingLLMConfigurationError);
    expect(await column(3)).toEqual(['Aisle 4', 'Aisle 1', 'Aisle 2', 'Aisle 3', 'Back room']);
  });
});
