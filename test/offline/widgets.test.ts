/**
 * Widgets of the real world (issue 25 item 4), through a Client with no model (the offline tier):
 * comboboxes whose options exist only while open (APG select-only combobox with a listbox), a
 * visually hidden native twin under a custom control, the value named before the field. Each
 * step either does what it asks and the page shows it, or leaves the page as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, MissingLLMConfigurationError } from '../../src/index.js';
import { parseGrammar } from '../../src/engine/offline/grammar.js';
import { fieldPickOf } from '../../src/engine/offline/rules/listbox-pick.js';
import { choiceShown } from '../../src/engine/methods/effects.js';
import { startTestServer, type TestServer } from '../support/http-server.js';

let server: TestServer;
let client: Client;

// Three select-only comboboxes (APG): each renders its options only when opened and removes them
// when closed. Speed keeps a visually hidden native select (its twin, with the same label and
// options); Planet has none; Mood's options ignore clicks (a broken page).
const COMBOS = `<!doctype html><title>Combos</title>
<style>.sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
[role=combobox] { display: inline-block; min-width: 120px; border: 1px solid #888; padding: 2px 6px; cursor: pointer; }
[role=listbox] { list-style: none; margin: 0; padding: 0; border: 1px solid #ccc; width: 140px; }
[role=option] { padding: 2px 6px; cursor: pointer; }</style>
<p><label id="speed-label" for="speed-native">Speed</label>
<select id="speed-native" class="sr" tabindex="-1"><option>Slow</option><option selected>Medium</option><option>Fast</option><option>Faster</option></select>
<span id="speed" role="combobox" aria-labelledby="speed-label" aria-expanded="false" aria-controls="speed-list" tabindex="0">Medium</span></p>
<ul id="speed-list" role="listbox" aria-labelledby="speed-label"></ul>
<p><span id="planet-label">Planet</span>
<span id="planet" role="combobox" aria-labelledby="planet-label" aria-expanded="false" aria-controls="planet-list" tabindex="0">Earth</span></p>
<ul id="planet-list" role="listbox" aria-labelledby="planet-label"></ul>
<p><span id="mood-label">Mood</span>
<span id="mood" role="combobox" aria-labelledby="mood-label" aria-expanded="false" aria-controls="mood-list" tabindex="0">Calm</span></p>
<ul id="mood-list" role="listbox" aria-labelledby="mood-label"></ul>
<script>
  function combo(id, names, stubborn, native) {
    const box = document.getElementById(id);
    const list = document.getElementById(id + '-list');
    const close = () => { list.innerHTML = ''; box.setAttribute('aria-expanded', 'false'); };
    box.addEventListener('click', () => {
      if (box.getAttribute('aria-expanded') === 'true') return close();
      for (const name of names) {
        const li = document.createElement('li');
        li.setAttribute('role', 'option');
        li.textContent = name;
        li.addEventListener('click', () => {
          if (!stubborn) { box.textContent = name; if (native) native.value = name; }
          close();
        });
        list.appendChild(li);
      }
      box.setAttribute('aria-expanded', 'true');
    });
    document.addEventListener('keydown', (e) => { if (e.key === 'Escape') close(); });
  }
  const native = document.getElementById('speed-native');
  combo('speed', Array.from(native.options, (o) => o.text), false, native);
  combo('planet', ['Mercury', 'Venus', 'Earth', 'Mars'], false);
  combo('mood', ['Calm', 'Grumpy'], true);
</script>`;

beforeAll(async () => {
  server = await startTestServer();
  server.route('/combos', COMBOS);
  client = new Client({ env: 'LOCAL', verbose: 0, disablePino: true, domSettleTimeout: 1_000 });
  await client.init();
});
afterAll(async () => {
  await client?.close();
  await server?.close();
});

const shown = (id: string) => client.page.locator(`#${id}`).textContent();
const expanded = (id: string) => client.page.locator(`#${id}`).getAttribute('aria-expanded');

describe('listbox-pick: a combobox whose options exist only while open', () => {
  for (const [step, want] of [
    ['choose Fast as the speed', 'Fast'],
    ['select Slow in the Speed field', 'Slow'],
    ['set Speed to Faster', 'Faster'],
    ['pick Mars as the planet', 'Mars'],
    ['select Venus from the Planet dropdown', 'Venus'],
  ] as const) {
    it(`"${step}": opens the field, picks the option once shown, and the field shows it`, async () => {
      await client.page.goto(`${server.origin}/combos`);
      const result = await client.act(step);
      expect(result.success, result.message).toBe(true);
      const field = step.includes('lanet') ? 'planet' : 'speed';
      expect(await shown(field)).toBe(want);
      if (field === 'speed') expect(await client.page.locator('#speed-native').inputValue()).toBe(want);
      expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'listbox-pick' });
      expect(result.decision?.effect).toMatchObject({ ok: true });
      expect(result.actions.map((a) => a.description)).toEqual([expect.stringMatching(/^open combobox /), `pick option "${want}"`]);
    });
  }

  it('a value the hidden twin does not list is handed over before anything is opened', async () => {
    await client.page.goto(`${server.origin}/combos`);
    await expect(client.act('choose Warp as the speed')).rejects.toThrow(MissingLLMConfigurationError);
    expect(await expanded('speed')).toBe('false');
    expect(await shown('speed')).toBe('Medium');
  });

  it('an option the open list does not show: the act fails and the list is closed again', async () => {
    await client.page.goto(`${server.origin}/combos`);
    const result = await client.act('select Pluto in Planet');
    expect(result.success).toBe(false);
    expect(result.message).toMatch(/no option named "Pluto" shows/);
    expect(await expanded('planet')).toBe('false');
    expect(await shown('planet')).toBe('Earth');
  });

  it('a pick the field does not show afterwards is a failed step, never a success', async () => {
    await client.page.goto(`${server.origin}/combos`);
    const result = await client.act('choose Grumpy as the mood');
    expect(result.success).toBe(false);
    expect(result.decision?.effect).toMatchObject({ ok: false, expected: 'the field to show "Grumpy"' });
  });
});

describe('the step grammar for a value named before its field', () => {
  const pick = (step: string) => {
    const form = parseGrammar(step);
    return form && fieldPickOf(form);
  };
  it('reads the value and the field in each form', () => {
    expect(pick('pick Thomas Edison as the person')).toEqual({ field: 'person', value: 'Thomas Edison' });
    expect(pick('choose Fast as the speed')).toEqual({ field: 'speed', value: 'Fast' });
    expect(pick('select Iceland as Country')).toEqual({ field: 'country', value: 'Iceland' });
    expect(pick('tick Olives in Toppings')).toEqual({ field: 'Toppings', value: 'Olives' });
    expect(pick('add California to States')).toEqual({ field: 'states', value: 'California' });
    expect(pick('select Fast from the speed menu')).toEqual({ field: 'speed', value: 'Fast' });
    expect(pick('set Person to Nikola Tesla')).toEqual({ field: 'person', value: 'Nikola Tesla' });
    expect(pick('select Nikola Tesla in the Person field')).toEqual({ field: 'person', value: 'Nikola Tesla' });
  });
  it('reads no field where the step names another kind of thing or no value', () => {
    expect(pick('click Save')).toBeUndefined();
    expect(pick('select the Save button')).toBeUndefined();
    expect(pick('select Pro in the Plan tab')).toBeUndefined();
    expect(pick('add a row')).toBeUndefined();
    expect(pick('type Chen into the Name filter')).toBeUndefined();
  });
});

describe('choiceShown: the field shows the option picked', () => {
  it('its own text changed to say it, or its box says it once more than before', () => {
    expect(choiceShown({ own: 'Medium', box: '' }, { own: 'Fast', box: '' }, 'Fast')).toBe(true);
    expect(choiceShown({ own: 'Medium', box: '' }, { own: 'Medium', box: '' }, 'Fast')).toBe(false);
    expect(choiceShown({ own: 'Fast', box: 'Speed Fast' }, { own: 'Fast', box: 'Speed Fast' }, 'Fast')).toBe(false);
    expect(choiceShown({ own: ' ', box: 'New York× Washington×' }, { own: ' ', box: 'New York× Washington× California×' }, 'California')).toBe(true);
    expect(choiceShown({ own: 'Ja', box: '' }, { own: 'Java', box: '' }, 'JavaScript')).toBe(false);
    expect(choiceShown({ own: ' ', box: 'Nikola Tesla' }, { own: ' ', box: 'Nikola Tesla' }, 'Nikola')).toBe(false);
  });
});
