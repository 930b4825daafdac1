/**
 * An item of a board moved by its own status dropdown (rules/item-move.ts): a sales pipeline of
 * our own (three stage columns of deal cards, each card with its title as a link and an unlabelled
 * stage select; the page draws the board anew on every change). Found by the seventeenth blind
 * batch (an issue tracker's board: "move "Keyboard trap in the date picker" to In progress").
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const STAGES = ['Lead', 'Qualified', 'Won'];
const DEALS: [string, string][] = [
  ['Acme renewal', 'Lead'],
  ['Globex pilot', 'Lead'],
  ['Initech upgrade in the spring', 'Qualified'],
  ['Umbrella audit', 'Won'],
  ['Umbrella audit', 'Lead'],
];

const PIPELINE = `<!doctype html><title>Pipeline</title>
<h1>Deals</h1>
<div id="board"></div>
<aside><h2>Notes</h2><article><a href="#n1">Hooli intro</a><p>No stage yet</p></article></aside>
<p id="status">Ready</p>
<script>
  const stages = ${JSON.stringify(STAGES)};
  const deals = ${JSON.stringify(DEALS)};
  const board = document.getElementById('board');
  function draw() {
    board.innerHTML = stages.map((s) => '<section><h2>' + s + '</h2>' + deals.map((d, i) => d[1] !== s ? '' :
      '<article data-i="' + i + '"><a href="#d' + i + '">' + d[0] + '</a> <select>' + stages.map((o) => '<option' + (o === s ? ' selected' : '') + '>' + o + '</option>').join('') + '</select></article>').join('') + '</section>').join('');
  }
  board.addEventListener('change', (e) => {
    const i = Number(e.target.closest('article').dataset.i);
    deals[i][1] = e.target.value;
    document.getElementById('status').textContent = deals[i][0] + ' → ' + e.target.value;
    draw();
  });
  draw();
</script>`;

const pages = ownPages({ '/pipeline': PIPELINE });
const status = () => pages.client.page.locator('#status').textContent();

async function open() {
  await pages.client.page.goto(`${pages.origin}/pipeline`);
}

async function handsOver(step: string, why: RegExp) {
  await expect(pages.client.act(step)).rejects.toThrow(why);
  expect(await status()).toBe('Ready');
}

describe('an item of a board moved by its own dropdown (rule item-move)', () => {
  it('"move Acme renewal to Qualified" sets that card\'s stage select', async () => {
    await open();
    const result = await pages.client.act('move Acme renewal to Qualified');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'item-move' });
    expect(await status()).toBe('Acme renewal → Qualified');
  });

  it('a quoted title holding "in": "move "Initech upgrade in the spring" to Won"', async () => {
    await open();
    const result = await pages.client.act('move "Initech upgrade in the spring" to Won');
    expect(result.success, result.message).toBe(true);
    expect(await status()).toBe('Initech upgrade in the spring → Won');
  });

  it('near miss: two cards titled the same hand over', async () => {
    await open();
    await handsOver('move Umbrella audit to Qualified', /2 items are titled "Umbrella audit"/);
  });

  it('near miss: a card already in that stage hands over saying so', async () => {
    await open();
    await handsOver('move Globex pilot to Lead', /in "Lead" already/);
  });

  it('near miss: a place no dropdown of the card offers hands over', async () => {
    await open();
    await handsOver('move Globex pilot to Lost', /offers "Lost"|Lost/);
  });
});
