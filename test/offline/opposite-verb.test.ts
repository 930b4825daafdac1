/**
 * A wrong found by probing the twenty-first blind app (an online bank, test/offline/apps/bank/), shown here on a page of
 * another kind (a weather map): with the balances shown, "show my balances" clicked the eye button "Hide balances"
 * (aria-pressed=false, rule kind-word: "balances" found in its name) and hid them. The control's name starts with the
 * verb that undoes the step's ("hide" against "show"): its click does the opposite of what the step asks. Now rule
 * opposite-verb hands such a step over, whichever rule chose the control: a control with no state always does what its
 * name says; a pressed button named by a verb is read two ways by real pages (the bank's own eye button flips its name
 * to "Show balances" and stays pressed while the balances are hidden), so it is handed over too; a switch is clicked
 * only when its act is on, so that the click turns it off as the step asks (the bank's frozen step "unfreeze the debit
 * card", its switch "Freeze card" on, still resolves: the real-app run shows it). Near misses: the step's own verb
 * ("hide the traffic") still presses it; "click Hide comments" (the tester says how to act) still clicks; a control
 * that says the step's verb ("show the legend") still acts.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const MAP = `<!doctype html><title>Tern Maps</title>
<header>
  <h1>Tern Maps — Harbour district</h1>
  <button id="traffic" aria-pressed="false">Hide traffic</button>
  <button id="legend">Show legend</button>
</header>
<main>
  <p id="traffic-state">Traffic shown</p>
  <p id="legend-state">Legend hidden</p>
  <section aria-labelledby="c-h">
    <h2 id="c-h">Comments</h2>
    <ul id="comments"><li>Road works on Quay Street until Friday.</li><li>Ferry terminal car park is full.</li></ul>
    <button id="hide-comments">Hide comments</button>
  </section>
</main>
<script>
  const traffic = document.getElementById('traffic');
  if (location.search === '?hidden') { traffic.setAttribute('aria-pressed', 'true'); document.getElementById('traffic-state').textContent = 'Traffic hidden'; }
  traffic.onclick = () => {
    const hides = traffic.getAttribute('aria-pressed') !== 'true';
    traffic.setAttribute('aria-pressed', String(hides));
    document.getElementById('traffic-state').textContent = hides ? 'Traffic hidden' : 'Traffic shown';
  };
  document.getElementById('legend').onclick = () => { document.getElementById('legend-state').textContent = 'Legend shown'; };
  document.getElementById('hide-comments').onclick = () => { document.getElementById('comments').hidden = true; };
</script>`;

const pages = ownPages({ '/map': MAP });
const page = () => pages.client.page;
const outcome = (step: string) => pages.client.act(step).then((r) => (r.success ? 'acted' : `failed: ${r.message}`), () => 'handed over');
const traffic = () => page().locator('#traffic-state').textContent();

describe('a control named by the verb that undoes the step\'s is not clicked for it (rule opposite-verb)', () => {
  it('"show the traffic" with "Hide traffic" off (the traffic shown): handed over, still shown', async () => {
    await page().goto(`${pages.origin}/map`);
    expect(await outcome('show the traffic')).toBe('handed over');
    expect(await traffic()).toBe('Traffic shown');
    expect(await page().locator('#traffic').getAttribute('aria-pressed')).toBe('false');
  });

  it('"show me the traffic" (another filler): handed over', async () => {
    await page().goto(`${pages.origin}/map`);
    expect(await outcome('show me the traffic')).toBe('handed over');
    expect(await traffic()).toBe('Traffic shown');
  });

  it('"show the comments" with only a stateless "Hide comments" button: handed over, the comments stay', async () => {
    await page().goto(`${pages.origin}/map`);
    expect(await outcome('show the comments')).toBe('handed over');
    expect(await page().locator('#comments').isVisible()).toBe(true);
  });

  it('near miss: "hide the traffic" presses "Hide traffic"', async () => {
    await page().goto(`${pages.origin}/map`);
    expect(await outcome('hide the traffic')).toBe('acted');
    expect(await traffic()).toBe('Traffic hidden');
  });

  it('"show the traffic" with "Hide traffic" pressed: handed over (pressed may mean hiding is on, or that its click hides now)', async () => {
    await page().goto(`${pages.origin}/map?hidden`);
    expect(await outcome('show the traffic')).toBe('handed over');
    expect(await traffic()).toBe('Traffic hidden');
  });

  it('near miss: "click Hide comments" says how to act: clicked', async () => {
    await page().goto(`${pages.origin}/map`);
    expect(await outcome('click Hide comments')).toBe('acted');
    expect(await page().locator('#comments').isVisible()).toBe(false);
  });

  it('near miss: "show the legend" clicks "Show legend"', async () => {
    await page().goto(`${pages.origin}/map`);
    expect(await outcome('show the legend')).toBe('acted');
    expect(await page().locator('#legend-state').textContent()).toBe('Legend shown');
  });
});
