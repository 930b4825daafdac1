/**
 * A control with a generic name inside a labelled part or a row, said with the part's words folded into its own:
 * "pause my music plan" for the switch "Pause plan" in the article "Music", "download the March 2027 payslip"
 * for the button titled "Download" in the row "March 2027" of the list under the heading "Payslips". Found on the
 * twenty-first blind app (a bank: "freeze my debit card", "download the September 2026 statement"); shown here on a
 * streaming service's account page. Rule section-words.
 *
 * Near misses (handed over, nothing changed): words two parts say ("download the 2027 payslip"), a word left over
 * ("pause my old music plan"), a switch on already, and a part's name said in part.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const ACCOUNT = `<!doctype html><title>Your plans</title>
<main>
  <h1>Your plans</h1>
  <article aria-labelledby="m-h">
    <h2 id="m-h">Music</h2>
    <p>Family, 6 listeners</p>
    <div class="row"><span id="m-p">Pause plan</span><button id="m-pause" role="switch" aria-checked="false" aria-labelledby="m-p"></button></div>
    <button id="m-change" type="button">Change plan</button>
    <button id="m-code" type="button" title="Show gift code">🎁</button>
  </article>
  <article aria-labelledby="v-h">
    <h2 id="v-h">Video plan</h2>
    <p>Premium, 4 screens</p>
    <div class="row"><span id="v-p">Pause plan</span><button id="v-pause" role="switch" aria-checked="true" aria-labelledby="v-p"></button></div>
    <button id="v-change" type="button">Change plan</button>
    <button id="v-code" type="button" title="Show gift code">🎁</button>
  </article>
  <article aria-labelledby="p-h">
    <h2 id="p-h">Podcast bundle</h2>
    <button id="p-change" type="button">Change plan</button>
  </article>
  <h2>Payslips</h2>
  <ul id="inv">
    <li><span><strong>March 2027</strong> · paid by card</span><button type="button" title="Download">⬇</button></li>
    <li><span><strong>February 2027</strong> · paid by card</span><button type="button" title="Download">⬇</button></li>
    <li><span><strong>January 2027</strong> · paid by card</span><button type="button" title="Download">⬇</button></li>
  </ul>
  <p id="log"></p>
</main>
<script>
  const log = (t) => { document.getElementById('log').textContent += t + ';'; };
  for (const s of document.querySelectorAll('[role=switch]')) s.onclick = () => { s.setAttribute('aria-checked', String(s.getAttribute('aria-checked') !== 'true')); log(s.id); };
  for (const b of document.querySelectorAll('article button:not([role])')) b.onclick = () => log(b.id);
  for (const li of document.querySelectorAll('#inv li')) li.querySelector('button').onclick = () => log('inv ' + li.querySelector('strong').textContent);
</script>`;

const pages = ownPages({ '/account': ACCOUNT });
const page = () => pages.client.page;
const outcome = (step: string) => pages.client.act(step).then((r) => (r.success ? 'acted' : `failed: ${r.message}`), (e: Error) => (process.env.SHOW ? console.log(step, '→', e.message) : undefined, 'handed over'));
const state = () => page().evaluate(() => ['m-pause', 'v-pause'].map((id) => document.getElementById(id)!.getAttribute('aria-checked')).join(' ') + ' | ' + document.getElementById('log')!.textContent);
const START = 'false true | ';

describe("a generic control said with its part's words folded in (rule section-words)", () => {
  it('"pause my music plan" turns on the Music article\'s "Pause plan" switch', async () => {
    await page().goto(`${pages.origin}/account`);
    const result = await pages.client.act('pause my music plan');
    expect(result.success).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'section-words' });
    expect(await state()).toBe('true true | m-pause;');
  });

  it('"change the video plan" clicks the Video plan\'s "Change plan"', async () => {
    await page().goto(`${pages.origin}/account`);
    expect(await outcome('change the video plan')).toBe('acted');
    expect(await state()).toBe('false true | v-change;');
  });

  it('"show the music gift code" clicks the eye titled "Show gift code" in Music', async () => {
    await page().goto(`${pages.origin}/account`);
    expect(await outcome('show the music gift code')).toBe('acted');
    expect(await state()).toBe('false true | m-code;');
  });

  it('"download the February 2027 payslip" clicks that row\'s "Download"', async () => {
    await page().goto(`${pages.origin}/account`);
    expect(await outcome('download the February 2027 payslip')).toBe('acted');
    expect(await state()).toBe('false true | inv February 2027;');
  });

  it('"download January 2027" (the row\'s words alone) clicks that row\'s "Download"', async () => {
    await page().goto(`${pages.origin}/account`);
    expect(await outcome('download January 2027')).toBe('acted');
    expect(await state()).toBe('false true | inv January 2027;');
  });

  it('near miss: "download the 2027 payslip" (every row says 2027) is handed over', async () => {
    await page().goto(`${pages.origin}/account`);
    expect(await outcome('download the 2027 payslip')).toBe('handed over');
    expect(await state()).toBe(START);
  });

  it('near miss: a word left over ("pause my old music plan") is handed over', async () => {
    await page().goto(`${pages.origin}/account`);
    expect(await outcome('pause my old music plan')).toBe('handed over');
    expect(await state()).toBe(START);
  });

  it('near miss: "pause my video plan" with it paused already is handed over', async () => {
    await page().goto(`${pages.origin}/account`);
    expect(await outcome('pause my video plan')).toBe('handed over');
    expect(await state()).toBe(START);
  });

  it('near miss: a part\'s name said in part ("change the podcast plan" for "Podcast bundle") is handed over', async () => {
    await page().goto(`${pages.origin}/account`);
    expect(await outcome('change the podcast plan')).toBe('handed over');
    expect(await state()).toBe(START);
  });
});
