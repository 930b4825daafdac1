/**
 * Widgets of the real world (issue 25 item 4), through a Client with no model (the offline tier):
 * comboboxes whose options exist only while open (APG select-only combobox with a listbox), a
 * visually hidden native twin under a custom control, the value named before the field. Each
 * step either does what it asks and the page shows it, or leaves the page as it was.
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { parseGrammar } from '../../src/engine/offline/grammar.js';
import { fieldPickOf, fieldPicksOf } from '../../src/engine/offline/rules/listbox-pick.js';
import { choiceShown } from '../../src/engine/methods/effects.js';
import { ownPages } from '../support/own-pages.js';

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

// A text field with list autocomplete drawn the jQuery UI way: its suggestions are plain list
// items (no option role), shown only once text is typed, and gone when the field is left.
const SUGGEST = `<!doctype html><title>Suggest</title>
<label for="tags">Tags:</label> <input id="tags" autocomplete="off" value="">
<ul id="menu" style="list-style:none;padding:0;width:160px"></ul>
<script>
  const words = ['ActionScript', 'Java', 'JavaScript', 'Python', 'Ruby'];
  const field = document.getElementById('tags');
  const menu = document.getElementById('menu');
  field.addEventListener('input', () => {
    menu.innerHTML = '';
    if (!field.value) return;
    for (const w of words.filter((w) => w.toLowerCase().includes(field.value.toLowerCase()))) {
      const li = document.createElement('li');
      li.innerHTML = '<div style="cursor:pointer"></div>';
      li.firstChild.textContent = w;
      li.addEventListener('click', () => { field.value = w; menu.innerHTML = ''; });
      menu.appendChild(li);
    }
  });
  document.addEventListener('keydown', (e) => { if (e.key === 'Escape') menu.innerHTML = ''; });
</script>`;

// Items with their own × buttons (tags, chosen values), spin buttons (one ignores its keys), and
// a checkbox kept visually hidden under the label that draws it (jQuery UI's checkboxradio).
const ITEMS = `<!doctype html><title>Items</title>
<style>.sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
.item { display: inline-block; border: 1px solid #aaa; margin: 2px; padding: 0 4px; }
label.btn { display: inline-block; border: 1px solid #888; padding: 4px 8px; cursor: pointer; }</style>
<label for="tags">Tags</label>
<div><div class="item">awesome<button>×</button></div><div class="item">neat<button>×</button></div><input id="tags"></div>
<label for="cities">Cities</label>
<div><div class="item">Oslo<button>×</button></div><input id="cities"></div>
<p><label>Quantity <input type="number" id="qty" value="2"></label></p>
<p><label>Frozen <input type="number" id="frozen" value="5" onkeydown="event.preventDefault()"></label></p>
<p><label for="star4" class="btn">4 Star</label><input type="checkbox" id="star4" class="sr"></p>
<fieldset><legend>Location</legend><label for="ny" class="btn">New York</label><input type="radio" name="loc" id="ny" class="sr">
<label for="paris" class="btn">Paris</label><input type="radio" name="loc" id="paris" class="sr"></fieldset>
<p><input class="sr new-tag" placeholder="Add a tag" id="tag-native"><span role="combobox" aria-label="Labels" aria-expanded="false" tabindex="0">none</span></p>
<script>for (const b of document.querySelectorAll('.item button')) b.addEventListener('click', () => b.parentNode.remove());</script>`;

// A menu whose submenus show only while their item is pointed at (CSS :hover), as jQuery UI's.
const MENU = `<!doctype html><title>Menu</title>
<style>li ul { display: none; } li:hover > ul { display: block; } ul { list-style: none; } [role=menuitem] { padding: 2px 6px; width: 120px; }</style>
<ul role="menu" id="m">
  <li role="none"><div role="menuitem">Books</div></li>
  <li role="none"><div role="menuitem" aria-haspopup="true">Music</div><ul role="menu">
    <li role="none"><div role="menuitem" aria-haspopup="true">Rock</div><ul role="menu">
      <li role="none"><div role="menuitem">Alternative</div></li><li role="none"><div role="menuitem">Classic</div></li></ul></li>
    <li role="none"><div role="menuitem" aria-haspopup="true">Jazz</div><ul role="menu">
      <li role="none"><div role="menuitem">Big Band</div></li></ul></li></ul></li>
</ul>
<p id="log"></p>
<script>document.getElementById('m').addEventListener('click', (e) => {
  const item = e.target.closest('[role=menuitem]');
  if (item && !item.nextElementSibling) document.getElementById('log').textContent = 'Selected: ' + item.textContent;
});</script>`;

// An APG grid whose Age and Role cells are edited in place (a click opens an input, Enter keeps
// it); the Start cells take no editing.
const GRID = `<!doctype html><title>Grid</title>
<div role="grid" id="g">
  <div role="row"><span role="columnheader">Name</span><span role="columnheader">Age</span><span role="columnheader">Role</span><span role="columnheader">Start</span><span role="columnheader">Notes</span></div>
  <div role="row"><span role="gridcell">Ann Lee</span><span role="gridcell" class="ed">34</span><span role="gridcell" class="ed">Developer</span><span role="gridcell">2019</span><span role="gridcell" class="ed stuck">none</span></div>
  <div role="row"><span role="gridcell">Bo Chen</span><span role="gridcell" class="ed">41</span><span role="gridcell" class="ed">Manager</span><span role="gridcell">2016</span><span role="gridcell" class="ed stuck">none</span></div>
</div>
<table><tr><th>Name</th><th>Age</th></tr><tr><td>Cy Park</td><td contenteditable="true">30</td></tr></table>
<style>[role=row] { display: flex; } [role=row] > * { width: 110px; padding: 2px; }</style>
<script>
  for (const cell of document.querySelectorAll('.ed')) cell.addEventListener('click', () => {
    if (cell.querySelector('input')) return;
    const input = document.createElement('input');
    input.defaultValue = input.value = cell.textContent;
    cell.textContent = '';
    cell.appendChild(input);
    input.focus();
    // The Notes editor keeps nothing on Enter (a broken page); Escape leaves it as it was.
    input.addEventListener('keydown', (e) => { if (e.key === 'Enter' && !cell.classList.contains('stuck')) cell.textContent = input.value; if (e.key === 'Escape') cell.textContent = input.defaultValue; });
  });
</script>`;

const pages = ownPages({ '/grid': GRID, '/menu': MENU, '/items': ITEMS, '/combos': COMBOS, '/suggest': SUGGEST });

const shown = (id: string) => pages.client.page.locator(`#${id}`).textContent();
const expanded = (id: string) => pages.client.page.locator(`#${id}`).getAttribute('aria-expanded');

describe('listbox-pick: a combobox whose options exist only while open', () => {
  for (const [step, want] of [
    ['choose Fast as the speed', 'Fast'],
    ['select Slow in the Speed field', 'Slow'],
    ['set Speed to Faster', 'Faster'],
    ['pick Mars as the planet', 'Mars'],
    ['select Venus from the Planet dropdown', 'Venus'],
  ] as const) {
    it(`"${step}": opens the field, picks the option once shown, and the field shows it`, async () => {
      await pages.client.page.goto(`${pages.origin}/combos`);
      const result = await pages.client.act(step);
      expect(result.success, result.message).toBe(true);
      const field = step.includes('lanet') ? 'planet' : 'speed';
      expect(await shown(field)).toBe(want);
      if (field === 'speed') expect(await pages.client.page.locator('#speed-native').inputValue()).toBe(want);
      expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'listbox-pick' });
      expect(result.decision?.effect).toMatchObject({ ok: true });
      expect(result.actions.map((a) => a.description)).toEqual([expect.stringMatching(/^open combobox /), `pick option "${want}"`]);
    });
  }

  it('a value the hidden twin does not list is handed over before anything is opened', async () => {
    await pages.client.page.goto(`${pages.origin}/combos`);
    await expect(pages.client.act('choose Warp as the speed')).rejects.toThrow(MissingLLMConfigurationError);
    expect(await expanded('speed')).toBe('false');
    expect(await shown('speed')).toBe('Medium');
  });

  it('an option the open list does not show: the act fails and the list is closed again', async () => {
    await pages.client.page.goto(`${pages.origin}/combos`);
    const result = await pages.client.act('select Pluto in Planet');
    expect(result.success).toBe(false);
    expect(result.message).toMatch(/no option named "Pluto" shows/);
    expect(await expanded('planet')).toBe('false');
    expect(await shown('planet')).toBe('Earth');
  });

  it('a pick the field does not show afterwards is a failed step, never a success', async () => {
    await pages.client.page.goto(`${pages.origin}/combos`);
    const result = await pages.client.act('choose Grumpy as the mood');
    expect(result.success).toBe(false);
    expect(result.decision?.effect).toMatchObject({ ok: false, expected: 'the field to show "Grumpy"' });
  });
});

describe('autocomplete-pick: type, then choose the suggestion the typing shows', () => {
  it('"type "Ja" into Tags and choose JavaScript": the field holds the suggestion picked', async () => {
    await pages.client.page.goto(`${pages.origin}/suggest`);
    const result = await pages.client.act('type "Ja" into Tags and choose JavaScript');
    expect(result.success, result.message).toBe(true);
    expect(await pages.client.page.locator('#tags').inputValue()).toBe('JavaScript');
    expect(result.decision?.by.kind === 'rule' && result.decision.by.rule).toContain('autocomplete-pick');
    expect(result.decision?.effect).toMatchObject({ ok: true });
  });

  it('no suggestion of that name: the act fails, and the field gets its text back with no list open', async () => {
    await pages.client.page.goto(`${pages.origin}/suggest`);
    const result = await pages.client.act('type "Py" into Tags and choose Ruby');
    expect(result.success).toBe(false);
    expect(result.message).toMatch(/no option named "Ruby" shows/);
    expect(await pages.client.page.locator('#tags').inputValue()).toBe('');
    expect(await pages.client.page.locator('#menu li').count()).toBe(0);
  });
});

describe('remove-item, spin-step, and a control kept visually hidden', () => {
  const items = () => pages.client.page.locator('.item').evaluateAll((els) => els.map((e) => e.firstChild?.textContent));
  it('"remove the tag neat", "click the x on Oslo": the item\'s own × button, and the item is gone', async () => {
    await pages.client.page.goto(`${pages.origin}/items`);
    const result = await pages.client.act('remove the tag neat');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'remove-item' });
    expect(result.decision?.effect).toMatchObject({ ok: true });
    expect(await items()).toEqual(['awesome', 'Oslo']);
    expect((await pages.client.act('click the x on Oslo')).success).toBe(true);
    expect(await items()).toEqual(['awesome']);
  });

  it('an item said to be in a field that does not hold it is handed over, the page untouched', async () => {
    await pages.client.page.goto(`${pages.origin}/items`);
    await expect(pages.client.act('remove Oslo from the tags')).rejects.toThrow(MissingLLMConfigurationError);
    expect(await items()).toEqual(['awesome', 'neat', 'Oslo']);
  });

  it('"increment the Quantity spinner", "decrease Quantity": the spin button\'s keys, and its value changed', async () => {
    await pages.client.page.goto(`${pages.origin}/items`);
    const up = await pages.client.act('increment the Quantity spinner');
    expect(up.success, up.message).toBe(true);
    expect(up.decision?.by).toEqual({ kind: 'rule', rule: 'spin-step' });
    expect(await pages.client.page.locator('#qty').inputValue()).toBe('3');
    expect((await pages.client.act('decrease Quantity')).success).toBe(true);
    expect(await pages.client.page.locator('#qty').inputValue()).toBe('2');
  });

  it('a widget rule\'s choice that is visually hidden (a native twin) is not acted on: handed over', async () => {
    await pages.client.page.goto(`${pages.origin}/items`);
    await expect(pages.client.act('add a tag "fast"')).rejects.toThrow(/visually hidden/);
    expect(await pages.client.page.locator('#tag-native').inputValue()).toBe('');
  });

  it('a spin button that ignores its keys: a failed step, never a success', async () => {
    await pages.client.page.goto(`${pages.origin}/items`);
    const result = await pages.client.act('increment the Frozen spinner');
    expect(result.success).toBe(false);
    expect(result.decision?.effect).toMatchObject({ ok: false });
    expect(await pages.client.page.locator('#frozen').inputValue()).toBe('5');
  });

  it('"check 4 Star" where the box is clipped to nothing under the label that draws it: checked through the label', async () => {
    await pages.client.page.goto(`${pages.origin}/items`);
    const result = await pages.client.act('check 4 Star');
    expect(result.success, result.message).toBe(true);
    expect(await pages.client.page.locator('#star4').isChecked()).toBe(true);
    const radio = await pages.client.act('choose Paris');
    expect(radio.success, radio.message).toBe(true);
    expect(await pages.client.page.locator('#paris').isChecked()).toBe(true);
    expect(await pages.client.page.locator('#ny').isChecked()).toBe(false);
  });
});

describe('submenu-path: items in submenus that show only while their item is pointed at', () => {
  const log = () => pages.client.page.locator('#log').textContent();
  for (const [step, picked] of [
    ['select Music > Rock > Alternative', 'Alternative'],
    ['choose Big Band from the Jazz submenu', 'Big Band'],
    ['open Rock and pick Classic', undefined],
  ] as const) {
    it(`"${step}"`, async () => {
      await pages.client.page.goto(`${pages.origin}/menu`);
      if (!picked) {
        // Rock is itself in a submenu: "open Rock" names no item the page shows, so the path is not guessed.
        await expect(pages.client.act(step)).rejects.toThrow(MissingLLMConfigurationError);
        expect(await log()).toBe('');
        return;
      }
      const result = await pages.client.act(step);
      expect(result.success, result.message).toBe(true);
      expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'submenu-path' });
      expect(await log()).toBe(`Selected: ${picked}`);
    });
  }

  it('an item the submenu does not hold is handed over, saying what it holds', async () => {
    await pages.client.page.goto(`${pages.origin}/menu`);
    await expect(pages.client.act('select Music > Rock > Punk')).rejects.toThrow(/no item "Punk" under "Rock" \(it holds "Alternative", "Classic"\)/);
    expect(await log()).toBe('');
  });
});

describe('grid-cell: a cell known by its row and its column', () => {
  const cells = () => pages.client.page.locator('[role=gridcell]').allTextContents();
  for (const step of ["change Bo Chen's age to 42", 'set the Age of Bo Chen to 42']) {
    it(`"${step}": the cell where the row and the column cross, edited in place, shows the value`, async () => {
      await pages.client.page.goto(`${pages.origin}/grid`);
      const result = await pages.client.act(step);
      expect(result.success, result.message).toBe(true);
      expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'grid-cell' });
      expect(result.decision?.effect).toMatchObject({ ok: true });
      expect(await cells()).toEqual(['Ann Lee', '34', 'Developer', '2019', 'none', 'Bo Chen', '42', 'Manager', '2016', 'none']);
    });
  }

  it('"rename Developer to Architect": the one cell saying the old text, edited in place', async () => {
    await pages.client.page.goto(`${pages.origin}/grid`);
    const result = await pages.client.act('rename Developer to Architect');
    expect(result.success, result.message).toBe(true);
    expect(await cells()).toEqual(['Ann Lee', '34', 'Architect', '2019', 'none', 'Bo Chen', '41', 'Manager', '2016', 'none']);
  });

  it('"find the Role of the row for Ann Lee" locates the cell', async () => {
    await pages.client.page.goto(`${pages.origin}/grid`);
    const [found] = await pages.client.observe('find the Role of the row for Ann Lee');
    expect(found && (await pages.client.page.locator(found.selector).textContent())).toBe('Developer');
  });

  it('a cell that opens no editor: a failed step that says so, the cell as it was', async () => {
    await pages.client.page.goto(`${pages.origin}/grid`);
    const result = await pages.client.act("set Bo Chen's start to 2020");
    expect(result.success).toBe(false);
    expect(result.message).toMatch(/no editor showed/);
    expect(await cells()).toEqual(['Ann Lee', '34', 'Developer', '2019', 'none', 'Bo Chen', '41', 'Manager', '2016', 'none']);
  });

  it('an edit the cell does not keep on Enter: a failed step, the editor left and the cell as it was', async () => {
    await pages.client.page.goto(`${pages.origin}/grid`);
    const result = await pages.client.act("set Bo Chen's notes to urgent");
    expect(result.success).toBe(false);
    expect(result.decision?.effect).toMatchObject({ ok: false });
    expect(await pages.client.page.locator('[role=grid] input').count()).toBe(0);
    expect(await cells()).toEqual(['Ann Lee', '34', 'Developer', '2019', 'none', 'Bo Chen', '41', 'Manager', '2016', 'none']);
  });

  // A plain table's cell is edited the way the table edits (plain-table-cells.test.ts); one that
  // opens no editor (a click, F2, no Edit button) is not reported as edited, and is left as it was.
  it('a plain table\'s cell that opens no editor: not done, saying so, the cell as it was', async () => {
    await pages.client.page.goto(`${pages.origin}/grid`);
    const result = await pages.client.act("set Cy Park's age to 31");
    expect(result.success).toBe(false);
    expect(result.message).toMatch(/no editor showed/);
    expect(await pages.client.page.locator('td[contenteditable]').textContent()).toBe('30');
  });

  it('a row key or a column the grid does not have is handed over', async () => {
    await pages.client.page.goto(`${pages.origin}/grid`);
    await expect(pages.client.act("set Di Ross's age to 30")).rejects.toThrow(MissingLLMConfigurationError);
    await expect(pages.client.act("set Bo Chen's salary to 30")).rejects.toThrow(MissingLLMConfigurationError);
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
  it('"add the topping Olives": every split of the words, for the page to say which names a field', () => {
    const form = parseGrammar('add the topping Olives');
    expect(form && fieldPicksOf(form)).toEqual([{ field: 'topping', value: 'Olives' }]);
    const two = parseGrammar('add the gear type Ice Axe');
    expect(two && fieldPicksOf(two).map((p) => p.field)).toEqual(['gear', 'gear type', 'gear type Ice']);
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
