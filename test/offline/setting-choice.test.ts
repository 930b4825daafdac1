/**
 * A setting said by what its option means (issue 25, fifteenth batch's kinds): setting-choice on a
 * music player's preferences page of our own. Radio groups drawn as buttons, radios of a box under a
 * caption (one of them date samples), a group of toggle buttons, swatches named by their tooltip,
 * selects whose options hold more than the word said. Near misses (an option in two sets, an option
 * the page lacks, one chosen already) hand over with the page untouched.
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { ownPages } from '../support/own-pages.js';

const PLAYER = `<!doctype html><title>Player preferences</title>
<h1>Preferences</h1>
<section aria-labelledby="pb-h"><h2 id="pb-h">Playback</h2>
  <div><span id="sq">Streaming quality</span>
    <div role="radiogroup" aria-labelledby="sq" id="stream">
      <button type="button" role="radio" aria-checked="false">Low</button>
      <button type="button" role="radio" aria-checked="true">Normal</button>
      <button type="button" role="radio" aria-checked="false">High</button>
    </div></div>
  <div><span id="dq">Download quality</span>
    <div role="radiogroup" aria-labelledby="dq" id="download">
      <button type="button" role="radio" aria-checked="true">Low</button>
      <button type="button" role="radio" aria-checked="false">Very high</button>
    </div></div>
  <p><label for="server">Streaming server</label>
    <select id="server"><option value="fra" selected>(EU) Frankfurt</option><option value="ohio">(US) Ohio</option><option value="sg">(AP) Singapore</option></select></p>
  <p><label for="backup">Backup server</label>
    <select id="backup"><option value="none" selected>None</option><option value="ohio">(US) Ohio</option><option value="sg">(AP) Singapore</option></select></p>
</section>
<section aria-labelledby="lib-h"><h2 id="lib-h">Library</h2>
  <div><span>Added on</span>
    <div id="datestyle">
      <label><input type="radio" name="ds" value="dmy" checked>31.12.2026</label>
      <label><input type="radio" name="ds" value="mdy">12/31/2026</label>
      <label><input type="radio" name="ds" value="ymd">2026-12-31</label>
    </div></div>
  <div><span>Queue rows</span>
    <div id="rows" style="display:inline-flex;border:1px solid #888;padding:2px">
      <input type="radio" name="rows" id="rows-compact" value="compact" style="position:absolute;opacity:0;width:1px;height:1px;margin:0;clip:rect(0 0 0 0)"><label for="rows-compact" style="position:relative;padding:4px 10px">Compact</label>
      <input type="radio" name="rows" id="rows-roomy" value="roomy" checked style="position:absolute;opacity:0;width:1px;height:1px;margin:0;clip:rect(0 0 0 0)"><label for="rows-roomy" style="position:relative;padding:4px 10px">Roomy</label>
      <input type="radio" name="rows" id="rows-dense" value="dense" style="position:absolute;opacity:0;width:1px;height:1px;margin:0;clip:rect(0 0 0 0)"><label for="rows-dense" style="position:relative;padding:4px 10px">Dense</label>
    </div></div>
</section>
<section aria-labelledby="look-h"><h2 id="look-h">Look</h2>
  <div role="group" aria-label="Skin" id="skin">
    <button type="button" aria-pressed="true">Classic</button>
    <button type="button" aria-pressed="false">Neon</button>
    <button type="button" aria-pressed="false">Auto</button>
  </div>
  <div><span>Visualizer colour</span>
    <div role="radiogroup" aria-label="Visualizer colour" id="viz">
      <button type="button" role="radio" aria-checked="true" title="Ocean" style="width:20px;height:20px;background:#07c"></button>
      <button type="button" role="radio" aria-checked="false" title="Ember" style="width:20px;height:20px;background:#c30"></button>
      <button type="button" role="radio" aria-checked="false" title="Forest" style="width:20px;height:20px;background:#070"></button>
    </div></div>
</section>
<script>
  for (const g of document.querySelectorAll('[role=radiogroup]')) {
    const rs = [...g.querySelectorAll('[role=radio]')];
    for (const r of rs) r.addEventListener('click', () => { for (const o of rs) o.setAttribute('aria-checked', String(o === r)); });
  }
  const bs = [...document.querySelectorAll('#skin button')];
  for (const b of bs) b.addEventListener('click', () => { for (const o of bs) o.setAttribute('aria-pressed', String(o === b)); });
  window.state = () => ({
    stream: document.querySelector('#stream [aria-checked=true]').textContent,
    download: document.querySelector('#download [aria-checked=true]').textContent,
    server: document.getElementById('server').value, backup: document.getElementById('backup').value,
    dates: document.querySelector('[name=ds]:checked').value, rows: document.querySelector('[name=rows]:checked').value,
    skin: document.querySelector('#skin [aria-pressed=true]').textContent,
    viz: document.querySelector('#viz [aria-checked=true]').title,
  });
</script>`;

const START = { stream: 'Normal', download: 'Low', server: 'fra', backup: 'none', dates: 'dmy', rows: 'roomy', skin: 'Classic', viz: 'Ocean' };

const pages = ownPages({ '/player': PLAYER });
const state = () => pages.client.page.evaluate(() => (window as unknown as { state(): Record<string, string> }).state());

async function resolves(step: string, change: Partial<typeof START>, rule = 'setting-choice') {
  await pages.client.page.goto(`${pages.origin}/player`);
  const r = await pages.client.act(step);
  expect(r.success, `${step}: ${r.message}`).toBe(true);
  expect(r.decision?.by, step).toEqual({ kind: 'rule', rule });
  expect(await state(), step).toEqual({ ...START, ...change });
}

async function handsOver(step: string, reason: RegExp | typeof MissingLLMConfigurationError) {
  await pages.client.page.goto(`${pages.origin}/player`);
  await expect(pages.client.act(step), step).rejects.toThrow(reason);
  expect(await state(), step).toEqual(START);
}

describe('setting-choice: a setting said by its option\'s meaning', () => {
  it('an option said whole beside words of its set: radios drawn as buttons, hidden radios under a caption, swatches named by tooltip', async () => {
    await resolves('use high streaming quality', { stream: 'High' });
    await resolves('use very high download quality', { download: 'Very high' });
    // Radios hidden as a pixel, not under their labels (a segmented control): checked as their labels check them.
    await resolves('make the queue compact', { rows: 'compact' });
    await resolves('make the queue rows dense', { rows: 'dense' });
    await resolves('use the ember visualizer colour', { viz: 'Ember' });
    // The swatch's whole name and its group's words: group-word-choice reads it first (the same radio).
    await resolves('choose the ember visualizer colour', { viz: 'Ember' }, 'group-word-choice');
  });

  it('a select\'s option said by a word of its longer name, the select by its label', async () => {
    await resolves('choose the Singapore streaming server', { server: 'sg' });
    await resolves('pick the Ohio backup server', { backup: 'ohio' });
  });

  it('date samples: by which part comes first, or by a sample of the same shape', async () => {
    await resolves('show dates month first', { dates: 'mdy' });
    await resolves('use the 2025-01-31 format', { dates: 'ymd' });
  });

  it('a place among a named set\'s options', async () => {
    await resolves('pick the last skin option', { skin: 'Auto' });
    await resolves('choose the second skin option', { skin: 'Neon' });
  });

  it('observe "find the skin options": the group itself, untouched', async () => {
    await pages.client.page.goto(`${pages.origin}/player`);
    const [found] = await pages.client.observe('find the skin options');
    expect(found?.decision?.by).toEqual({ kind: 'rule', rule: 'setting-choice' });
    expect(found?.selector).toContain('Skin');
    expect(await state()).toEqual(START);
    await expect(pages.client.observe('find the mood options')).rejects.toThrow(MissingLLMConfigurationError);
  });

  it('near misses hand over, the page untouched', async () => {
    // "Low" in two sets, "Singapore" offered by two selects: the sets named.
    await handsOver('use low quality', /2 options fit .*"Streaming quality".*"Download quality"/);
    await handsOver('choose the Singapore server', /2 options fit .*"Streaming server".*"Backup server"/);
    // No option says it; a word no set is about.
    await handsOver('choose the Paris streaming server', MissingLLMConfigurationError);
    await handsOver('make the queue tiny', MissingLLMConfigurationError);
    await handsOver('make the playlist compact', MissingLLMConfigurationError);
    // A verb with an action of its own and no set named: "start the ember" is no choice of the colour.
    await handsOver('start the ember', MissingLLMConfigurationError);
    // Chosen already; no such place.
    await handsOver('show dates day first', /"31\.12\.2026" is already chosen/);
    await handsOver('pick the fifth skin option', /has 3 options/);
  });
});
