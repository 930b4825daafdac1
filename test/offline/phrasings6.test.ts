/**
 * How testers say the thing a step acts on (issue 25, session 20), read by the grammar as its plain
 * forms (grammar.ts withoutLeadIn, plainClauses, SPLIT_VERBS): a lead-in ("okay, …", "ok now …"),
 * the thing said in a clause ("the one that says Save", "the todo called walk the dog", "the checkbox
 * that belongs to Priya", "the Remove button that's in Tomás's row", "the row that has Priya"), a
 * state asked for ("get Newsletter ticked", "ensure Terms is unchecked", "make sure X isn't ticked"),
 * a count said as a number ("checkbox number two"), "give X a click". On a page of our own: a team
 * table whose rows each have an unlabelled checkbox and a Remove button, a settings form, a list of
 * chores. Each kind has a near miss where the words must not resolve, and the page stays as it was.
 */
import { describe, expect, it } from 'vitest';
import { describeForm, parseGrammar } from '../../src/engine/offline/grammar.js';
import { ownPages } from '../support/own-pages.js';

const PEOPLE = ['Priya Nair', 'Tomás Ruiz', 'Wen Li'];
const CHORES = ['walk the dog', 'water the ferns', 'walk the dog twice'];

const PAGE = `<!doctype html><title>Team</title>
<h1>Team settings</h1>
<table aria-label="Team"><thead><tr><th>Pick</th><th>Name</th><th>Actions</th></tr></thead><tbody id="people"></tbody></table>
<form onsubmit="return false">
  <label><input type="checkbox" id="news"> Newsletter</label>
  <label><input type="checkbox" id="terms" checked> Terms</label>
  <button type="button" id="save">Save</button>
  <button type="button" id="cancel">Cancel</button>
  <button type="button" id="ok">OK</button>
</form>
<ul aria-label="Chores" id="chores"></ul>
<div role="tablist" aria-label="Sections">
  <button role="tab" id="tab-profile" aria-selected="true" aria-controls="p-profile">Profile</button>
  <button role="tab" id="tab-billing" aria-selected="false" aria-controls="p-billing">Billing</button>
</div>
<div role="tabpanel" id="p-profile" aria-labelledby="tab-profile">Your profile</div>
<div role="tabpanel" id="p-billing" aria-labelledby="tab-billing" hidden>Your invoices</div>
<button type="button" id="filters">Filters</button>
<div id="filter-panel" hidden><h2>Filters</h2><label><input type="checkbox"> Only active</label></div>
<p id="log">Ready</p>
<script>
  const log = (t) => { document.getElementById('log').textContent = t; };
  for (const who of ${JSON.stringify(PEOPLE)}) {
    const tr = document.createElement('tr');
    tr.innerHTML = '<td><input type="checkbox"></td><td></td><td><button type="button">Remove</button></td>';
    tr.children[1].textContent = who;
    tr.querySelector('input').onchange = (e) => log((e.target.checked ? 'Picked ' : 'Unpicked ') + who);
    tr.querySelector('button').onclick = () => log('Removed ' + who);
    document.getElementById('people').appendChild(tr);
  }
  for (const chore of ${JSON.stringify(CHORES)}) {
    const li = document.createElement('li');
    li.innerHTML = '<label><input type="checkbox"> <span></span></label>';
    li.querySelector('span').textContent = chore;
    li.querySelector('input').onchange = (e) => log((e.target.checked ? 'Done: ' : 'Open: ') + chore);
    document.getElementById('chores').appendChild(li);
  }
  for (const tab of document.querySelectorAll('[role=tab]')) tab.onclick = () => {
    for (const other of document.querySelectorAll('[role=tab]')) {
      other.setAttribute('aria-selected', String(other === tab));
      document.getElementById(other.getAttribute('aria-controls')).hidden = other !== tab;
    }
    log('Tab ' + tab.textContent);
  };
  document.getElementById('filters').onclick = () => { document.getElementById('filter-panel').hidden = false; log('Filters shown'); };
  for (const id of ['save', 'cancel', 'ok']) document.getElementById(id).onclick = () => log('Clicked ' + id);
  for (const id of ['news', 'terms']) document.getElementById(id).onchange = (e) => log(id + ' ' + e.target.checked);
</script>`;

const pages = ownPages({ '/team': PAGE });
const logText = () => pages.client.page.locator('#log').textContent();

async function resolves(step: string, after: string) {
  await pages.client.page.goto(`${pages.origin}/team`);
  const result = await pages.client.act(step);
  expect(result.success, result.message).toBe(true);
  expect(await logText()).toBe(after);
}

async function handsOver(step: string) {
  await pages.client.page.goto(`${pages.origin}/team`);
  await expect(pages.client.act(step)).rejects.toThrow();
  expect(await logText()).toBe('Ready');
}

const form = (step: string) => {
  const read = parseGrammar(step);
  return read ? describeForm(read) : 'none';
};

describe('a lead-in said before the verb ("okay, …", "ok now …")', () => {
  it('"okay, click Save" and "alright, hit Cancel" click the button named', async () => {
    await resolves('okay, click Save', 'Clicked save');
    await resolves('alright, hit Cancel', 'Clicked cancel');
    await resolves('ok now press Save', 'Clicked save');
  });

  it('"OK" alone and "click OK" still name the OK button', async () => {
    await resolves('click OK', 'Clicked ok');
    await resolves('OK', 'Clicked ok');
  });

  it('near miss: "okay, click Submit": nothing is named Submit; handed over, not OK clicked', async () => {
    await handsOver('okay, click Submit');
  });
});

describe('the thing said by the words it shows', () => {
  it('"click the one that says Save", "press the button that reads Cancel", "hit the button with the text Save"', async () => {
    await resolves('click the one that says Save', 'Clicked save');
    await resolves('press the button that reads Cancel', 'Clicked cancel');
    await resolves('hit the button with the text Save', 'Clicked save');
  });

  it('"click the second one labelled Remove" counts among the things so labelled', async () => {
    await resolves('click the second one labelled Remove', 'Removed Tomás Ruiz');
  });

  it('"tick the chore called walk the dog" ticks the chore with those words whole', async () => {
    await resolves('tick the chore called walk the dog', 'Done: walk the dog');
    await resolves("tick the chore that says 'water the ferns'", 'Done: water the ferns');
  });

  it('near miss: "click the one that says Remove": three buttons say it; handed over', async () => {
    await handsOver('click the one that says Remove');
  });

  it('near miss: "tick the chore called walk": the words are a name whole, and no chore is named "walk"', async () => {
    await handsOver('tick the chore called walk');
  });
});

describe('the thing said with a relative clause', () => {
  it('"tick the checkbox that belongs to Priya Nair" ticks the box in her row', async () => {
    await resolves('tick the checkbox that belongs to Priya Nair', 'Picked Priya Nair');
  });

  it('"click the Remove button that\'s in Tomás Ruiz\'s row", "… which is in the row for Wen Li"', async () => {
    await resolves("click the Remove button that's in Tomás Ruiz's row", 'Removed Tomás Ruiz');
    await resolves('click the Remove button which is in the row for Wen Li', 'Removed Wen Li');
  });

  it('"hit Remove in the row that has Wen Li" reads the row by what it holds', async () => {
    await resolves('hit Remove in the row that has Wen Li', 'Removed Wen Li');
  });

  it('near miss: a row or owner not on the page ("that belongs to Omar", "the row that has Omar"); handed over', async () => {
    await handsOver('tick the checkbox that belongs to Omar Haddad');
    await handsOver('hit Remove in the row that has Omar Haddad');
  });

  it('leaves a value\'s words as said: "fill Notes with the one that is in the hall" is not re-read', () => {
    expect(form('fill Notes with the one that is in the hall')).toBe('verb fill · target "notes" · value "the one that is in the hall"');
  });
});

describe('the state a box is to be in, said after it', () => {
  it('"get Newsletter ticked", "have Terms unticked", "ensure Newsletter is checked", "make sure Terms isn\'t checked"', async () => {
    await resolves('get Newsletter ticked', 'news true');
    await resolves('have Terms unticked', 'terms false');
    await resolves('ensure Newsletter is checked', 'news true');
    await resolves("make sure Terms isn't checked", 'terms false');
  });

  it('"give Save a click" clicks it', async () => {
    await resolves('give Save a click', 'Clicked save');
  });

  it('near miss: "get Privacy ticked": no such box; handed over. "get the Save button" stays a find', async () => {
    await handsOver('get Privacy ticked');
    expect(parseGrammar('get the Save button')?.verb).toBe('find');
  });
});

describe('a count said as a number', () => {
  it('"tick checkbox number two" is the 2nd checkbox; "the Remove button number 3" the 3rd Remove', async () => {
    expect(form('tick checkbox number two')).toBe(form('tick the 2nd checkbox'));
    await resolves('click the Remove button number 3', 'Removed Wen Li');
    await resolves('press Remove button no. 1', 'Removed Priya Nair');
  });

  it('"row two", "page three" are row 2, page 3', () => {
    expect(form('click Delete in row two')).toBe(form('click Delete in row 2'));
    expect(form('go to page three')).toBe(form('go to page 3'));
  });

  it('near miss: "the Remove button number 5" (three on the page) is handed over; "issue number 12" is no count', async () => {
    await handsOver('click the Remove button number 5');
    expect(form('open issue number 12')).toBe('verb open · target "issue number 12"');
  });
});

describe('"open up X": a place or a view, when nothing expands X', () => {
  it('"open up the Billing tab" and "next, open up Billing" select the tab', async () => {
    await resolves('open up the Billing tab', 'Tab Billing');
    await resolves('next, open up Billing', 'Tab Billing');
  });

  it('near miss: "open up the Invoices tab" (no such tab; "Your invoices" is a panel\'s text) and "open up the tab" (two) hand over', async () => {
    await handsOver('open up the Invoices tab');
    await handsOver('open up the tab');
  });
});

describe('"bring up the Filters panel": the control that shows a panel, said with the panel\'s word', () => {
  it('"bring up the Filters panel", "let\'s open the Filters pane" click Filters', async () => {
    await resolves('bring up the Filters panel', 'Filters shown');
    await resolves("let's open the Filters pane", 'Filters shown');
  });

  it('near miss: "bring up the Sorting panel": nothing shows one; handed over', async () => {
    await handsOver('bring up the Sorting panel');
  });
});
