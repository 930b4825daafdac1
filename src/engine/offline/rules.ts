import type { RuleInfo } from './rule-info.js';
import { STEP_RULES, WIDGET_RULES } from './rules/index.js';
import { MENU_PICK } from './rules/menu-pick.js';
import { HOVER_MENU } from './rules/hover-menu.js';
import { EXACT_NAME } from './rules/exact-name.js';
import { DIALOG_CLOSE } from './rules/dialog-close.js';
import { HIDDEN_TWIN } from './rules/hidden-twin.js';
import { SUBMENU_PATH } from './rules/submenu-path.js';
import { AUTOCOMPLETE_PICK } from './rules/autocomplete-pick.js';
import { LIST_FIELD_INFO } from './rules/list-field.js';
import { COMPOUND_STEP } from './rules/compound-step.js';
import { DRAG_DROP } from './rules/drag-drop.js';

export type { RuleInfo } from './rule-info.js';

/**
 * The offline resolver's rules, by name, in the order they are tried. Every decision the tier
 * makes names one of them (`ActionDecision.rule`, then `ResolvedAction.rule` and the Decision's
 * `by: { kind: 'rule', rule }`), with the candidates it weighed as evidence. docs/rules.md is
 * generated from this list (`npm run docs:rules`; a test fails when it is stale), and every
 * rule's example is run as a test on its own small page (test/offline/rules.test.ts): the
 * example is what the rule does, shown and checked at once.
 */

export const RULES = [
  {
    name: 'continue-previous',
    does: 'A later part of a compound step acts on the element the part before acted on. Enter pressed in the field the part before filled or typed into is checked: the page must answer it (the field emptied or changed, an item shown, another address, results shown), else the step fails ("pressed Enter in …, but nothing on the page changed").',
    when: '"… and press Enter", "clear X and type Y": the part names no element of its own.',
    evidence: 'The part before resolved to one element that takes the method (Enter submits only a one-line field of a form).',
    example: {
      html: '<label>Email <input name="email"></label>',
      step: 'fill Email with "a@b.c" and press Enter',
      action: 'fill textbox "Email" with "a@b.c", then press Enter in textbox "Email"',
    },
  },
  {
    name: 'page-action',
    does: 'A key press or a scroll with no element named acts on the page. A key said with what it is for ("press Escape to cancel the edit") is that key; one said to end an edit (Escape, Enter, Tab) is checked (the field being edited must lose the focus), Escape said to close a menu or a dialog too (one of them fewer must show); any other purpose is reported as the key press only.',
    when: '"press Escape", "scroll down", "press Delete to clear the selected cell": a key or direction and no target ("to …" is a purpose, not a target).',
    evidence: 'The key is one of the known keys; no button on the page is named like it (see press-button).',
    example: { html: '<p>Some text</p>', step: 'press Escape', action: 'press Escape' },
  },
  {
    name: 'press-button',
    does: '"press <Name>" presses the button of that name when the page has one, not the key.',
    when: 'The step is "press X" where X could be a key ("Delete", "Enter", "Tab") and a button or link is named X.',
    evidence: 'Exactly one enabled button or link named X (exactly, case aside); several enabled are handed over (neither the key nor a guess).',
    example: { html: '<button>Delete</button><button>Edit</button>', step: 'press Delete', action: 'click button "Delete"' },
  },
  {
    name: 'select-option-anywhere',
    does: '"select Japan" with no list named: the one dropdown that offers the option.',
    when: 'A select step with an option and no field.',
    evidence: 'Exactly one dropdown or list box on the page offers an option of that name.',
    example: {
      html: '<label>Country <select><option>France</option><option>Japan</option></select></label>',
      step: 'select Japan',
      action: 'select "Japan" in combobox "Country"',
    },
  },
  {
    name: 'dismiss-dialog',
    does: '"close the dialog" clicks the open dialog\'s own closing control.',
    when: 'A close/dismiss/cancel step naming a dialog, modal or popup.',
    evidence: 'One open dialog, and in it one control named Close, ×, Cancel, Dismiss or OK.',
    example: {
      html: '<div role="dialog" aria-label="Settings"><p>Saved</p><button>Close</button></div>',
      step: 'close the dialog',
      action: 'close the dialog with click button "Close"',
    },
  },
  {
    name: 'toggle-by-state',
    does: 'Expand, collapse, open or close a part by the control that shows or hides it, read from its ARIA state.',
    when: '"expand Details", "collapse the Budget card", "open the Settings menu".',
    evidence: 'One control for the part (aria-expanded, a <details> summary, or a collapse button in it) whose state is the opposite of what the step asks; a part already in that state is handed over saying so. A control inside the part must be its own (its name says only what it does and the part\'s name, or it sits in the part\'s title), never one that shows more of something ("+2 more"), never a tree item (a click selects it; tree-toggle opens the items a step names). Afterwards the part is expanded (or collapsed); a control with no state of its own is judged by the height of the part it heads.',
    example: {
      html: '<button aria-expanded="false" aria-controls="more">Details</button><div id="more" hidden>More text</div>',
      step: 'expand Details',
      action: 'expand with click button "Details"',
    },
  },
  {
    name: 'submit-form',
    does: '"submit the login form" clicks the form\'s one submit button.',
    when: 'A submit step naming a form.',
    evidence: 'One form matching the name, with one submit button.',
    example: {
      html: '<form aria-label="Login"><input aria-label="User"><button type="submit">Go</button></form>',
      step: 'submit the login form',
      action: 'click button "Go"',
    },
  },
  {
    name: 'page-link',
    does: '"go to the Pricing page" follows the link to that page.',
    when: 'A navigation step naming a page.',
    evidence: 'One link whose name or address names the page; the page is not that page already.',
  },
  {
    name: 'name-match',
    does: 'The one element whose accessible name (or label, placeholder, text) matches the step\'s name, of a kind that takes the method.',
    when: 'Any step naming a target, with no scope.',
    evidence: 'One candidate scoring at least 0.6 and every other at least 0.25 below it; a disabled control out of a tie; a tie is handed over with a rephrasing.',
    example: { html: '<button>Save</button><button>Cancel</button>', step: 'click Save', action: 'click button "Save"' },
  },
  {
    name: 'scoped-name',
    does: 'The same, inside the part of the page the step names ("in the Login form", "in the row for Alice").',
    when: 'The target has a scope phrase: in/inside/under/of/for + a named part.',
    evidence: 'The scope names one part (a landmark, dialog, form, card, row or list item by its text), and in it one candidate is clearly ahead. When the text sits in a part that is one of several alike (a row drawn in divs among rows, a card among cards) and nothing in that part matches, a match further out (a toolbar\'s "Delete selected") is not its control: handed over.',
    example: {
      html: '<ul><li>Alice <button>Delete</button></li><li>Bob <button>Delete</button></li></ul>',
      step: 'click Delete for Bob',
      action: 'click button "Delete"',
    },
  },
  {
    name: 'place-relation',
    does: 'The target by where it lies from another thing ("the tab to the right of Nunc", "the Search field above the sheet", "the one above Child node 1", "the box under Password") or in a part of a dialog ("Cancel in the dialog\'s footer"); relations.ts.',
    when: 'The target has a relation (above, below, over, beneath, to the left or right of, under a control) from an anchor the page shows, or a part (header, title bar, body, footer, button row) of a container word.',
    evidence: 'One anchor; boxes read from the page (else the page\'s order) place the candidates: with no name, the nearest (of the anchor\'s kind for "the one"), two equally near handed over; with a name, the only one there, several handed over naming them. A dialog\'s parts from its sections (the first holds its title, the last its buttons).',
    example: {
      html: '<div role="tablist"><button role="tab" aria-selected="true">Nunc</button><button role="tab" aria-selected="false">Proin</button><button role="tab" aria-selected="false">Aenean</button></div>',
      step: 'click the tab to the right of Nunc',
      action: 'click tab "Proin"',
    },
  },
  {
    name: 'list-neighbour',
    does: 'The target said by its neighbour in a repeated list ("tick the one after "buy some cheese"", "the todo before Feed the cat", "the checkbox following Milk"): in the item just after (or before) the anchor\'s item, in the list\'s order.',
    when: 'The target is "one", a role word or a kind word after "the", followed by after, before, following or preceding (also "right after", "just before") and an anchor the page shows.',
    evidence: 'A tab beside a tab is tab-place\'s. The anchor lies in one item of a list of two or more alike items (list items, rows, options, tree items, menu items, articles; a header row is not one); the neighbour exists (the last item has none after it: handed over), and in it one control fits the verb and the role word. A kind word the page names things by ("the Remove after Dune") is a name: only what the next item holds named so, else handed over. Two items holding the anchor, or an anchor in no list, are handed over.',
    example: {
      html: '<ul><li><label><input type="checkbox"> Dune</label></li><li><label><input type="checkbox"> Emma</label></li><li><label><input type="checkbox"> Ulysses</label></li></ul>',
      step: 'tick the one after Emma',
      action: 'check checkbox "Ulysses"',
    },
  },
  {
    name: 'kind-word',
    does: 'A kind word in the step ("the Email field", "the Save button") narrows candidates to that role.',
    when: 'The target carries a role word.',
    evidence: 'Candidates of that role only; the confidence rule among them.',
    example: { html: '<a href="#s">Search</a><label>Search <input type="search"></label>', step: 'type cats into the Search box', action: 'type searchbox "Search" with "cats"' },
  },
  {
    name: 'focused-field',
    does: '"the edit field" with no field of that name: the one focused text field.',
    when: 'The name is a use word (edit, current, focused, active) and a text role is named.',
    evidence: 'No field is so named; exactly one editable field has the focus.',
    example: { html: '<input aria-label="Title" autofocus>', step: 'fill the focused field with "x"', action: 'fill textbox "Title" with "x"' },
  },
  EXACT_NAME,
  {
    name: 'whole-step-name',
    does: 'A plain name that ties between controls is settled by the whole step, verb and all: "open the basket" is the icon button "Open basket", not one of the "Add to basket" buttons that also say basket.',
    when: 'A click step whose plain name ("basket") ties between several controls, and the whole step, articles aside, is a control\'s name.',
    evidence: 'The whole step as a name resolves to exactly one control, and it is one of the tied controls; else the tie is handed over.',
    example: {
      html: '<button aria-label="Open basket">🧺</button><ul><li>Soup <button>Add to basket</button></li><li>Bread <button>Add to basket</button></li></ul>',
      step: 'open the basket',
      action: 'click button "Open basket"',
    },
  },
  DIALOG_CLOSE,
  {
    name: 'clickable-header',
    does: 'Of header cells that tie (a header row repeated in the footer), the one drawn clickable (the sortable one).',
    when: 'A click whose tied candidates are all column or row headers.',
    evidence: 'Exactly one of them has a pointer cursor.',
    example: {
      html: '<table><thead><tr><th style="cursor:pointer">Age</th></tr></thead><tbody><tr><td>3</td></tr></tbody><tfoot><tr><th>Age</th></tr></tfoot></table>',
      step: 'click the Age column header',
      action: 'click columnheader "Age"',
    },
  },
  {
    name: 'mentioned-label',
    does: 'The one candidate of the named kind whose label says the name in part ("accept the terms" → "I agree to the terms").',
    when: 'No candidate matches well enough by share of its label.',
    evidence: 'Exactly one candidate says the words; no other is near; no other control carries them in its developer-given names; a filter or search box ("Status Filter Input") only when the step says filter or search too.',
    example: { html: '<label><input type="checkbox"> I agree to the terms and conditions</label>', step: 'accept the terms', action: 'check checkbox "I agree to the terms and conditions"' },
  },
  {
    name: 'beside-previous',
    does: 'In a compound step, of tied candidates, the one sharing the smallest part of the page with the element the part before acted on.',
    when: 'A later part ties; the part before set a value.',
    evidence: 'Exactly one tied candidate is nearest.',
    example: {
      html: '<form><label>Key <input></label><button>Apply</button></form><form><label>Token <input></label><button>Apply</button></form>',
      step: 'fill Token with "t" and click Apply',
      action: 'fill textbox "Token" with "t", then click button "Apply"',
    },
  },
  {
    name: 'hidden-box-label',
    does: 'A checkbox, switch or radio drawn without its box (styled, or a web component\'s box in its shadow root that takes no pointer): checked through the one text that labels it.',
    when: 'check/uncheck (or click or find a named checkbox or switch) and the only match is label text; with a scope ("select 25 to 44 in How old are you?"), inside the radio group or group of that name; "tick the newsletter box", "find the Dark mode switch".',
    evidence: 'Exactly one text equal to the name lies in the label of a checkbox or radio (read from the page), in the named group when a scope is said; with a box word said (box, checkbox, switch) and no label equal to the name, exactly one label of a box that says the name among its words (two are handed over).',
    example: {
      html: '<style>.x{position:absolute;opacity:0;width:0;height:0}</style><label><input class="x" type="checkbox"><span>Remember me</span></label>',
      step: 'check Remember me',
      action: 'check the box labelled "Remember me"',
    },
  },
  {
    name: 'container-word',
    does: '"in the footer" where the footer is no landmark: the container named by its tag or class.',
    when: 'The scope is a container word and no landmark answers it.',
    evidence: 'One container so named (read from tags, ids, classes) holds one clear candidate.',
  },
  {
    name: 'row-scope',
    does: 'A row named by its text ("the row for Alice"), then the control in it.',
    when: 'The scope names a row, list item or card by text in it.',
    evidence: 'One row holds the text; in it one candidate by name, kind or developer-given name.',
  },
  {
    name: 'reveal-on-hover',
    does: 'A control the row shows only while hovered: hover the row, then click it.',
    when: 'A click scoped to a row, and no visible candidate.',
    evidence: 'One hidden control in the row whose developer-given name or label says the name.',
    example: {
      html: '<style>li .destroy{display:none} li:hover .destroy{display:inline}</style><ul><li>Milk <button class="destroy"></button></li></ul>',
      step: 'delete Milk',
      action: 'hover listitem "Milk", then click the hidden button "destroy" in listitem "Milk"',
    },
  },
  {
    name: 'caption',
    does: 'A field known by the caption beside it that is not tied to it (`Field:` text before a box).',
    when: 'No candidate by name; a text on the page equals the name.',
    evidence: 'The caption text is followed by exactly one field of the kind, before the next caption.',
  },
  {
    name: 'developer-name',
    does: 'An element with no visible name, known by the words in its id, class or test id.',
    when: 'No candidate by its visible name.',
    evidence: 'One element of a kind that takes the method carries the name in its developer-given names; none other comes near.',
    example: { html: '<input id="new-todo">', step: 'type milk into the new todo field', action: 'type textbox with "milk"' },
  },
  {
    name: 'native-select-option',
    does: 'An option of a native <select> is chosen in its select, not clicked.',
    when: 'The chosen element is an option of a native select.',
    evidence: 'The list\'s tag read from the page is select.',
  },
  {
    name: 'kind-guard',
    does: 'A name matched only in part never acts when the step names a different kind of thing (a section, menu, node, row, tab…) than the element is: it is handed over, saying what was found.',
    when: 'The step\'s target ends in a kind word ("the Pet section", "the Root node") and the best candidate matches the name only in part.',
    evidence: 'The candidate\'s role is not one the kind word stands for; an exact name match is not guarded.',
  },
  {
    name: 'box-guard',
    does: 'A checkbox the step does not name is set only when the effect is its own: a grid\'s select-all box never answers a step about one item, nor a box in a titled column a step about the row ("tick X"): handed over.',
    when: 'A check or uncheck step whose box was found by a scope, a part of its name, or a kind noun ("untick the order").',
    evidence: 'The box is a checkbox in a column header over rows with boxes and the step says neither "all" nor its name; or a box with no name in a titled column of a grid drawn with no roles (a header of short texts over rows with as many children) and the step does not say the column\'s title.',
  },
  {
    name: 'new-item-field',
    does: 'A field for adding a new thing ("new-todo", "New task", "add-item") never takes a step that changes a thing of that kind ("change the first todo to buy brie", "set the task to Call Ann"): typing there adds nothing until submitted and changes no existing one, so the step is handed over, whichever rule found the field.',
    when: 'A set/change/update step (a value that is to take effect) resolved to a text field, the step naming a thing ("todo", "task") and not saying "new" or "add" itself.',
    evidence: 'The field\'s name, placeholder or developer-given names say "new", "add" or "create" right before the word the step names the thing by (or with "a"/"the" between). A field inside a dialog is that dialog\'s own field ("New name" in a Rename dialog holds the name to take) and is not held back.',
  },
  {
    name: 'pressed-guard',
    does: 'A toggle that is on already is never clicked for a step that asks for the state it shows ("raise my hand" with "Raise hand" pressed, "mute" with "Mute" pressed): the click would turn it off, so the step is handed over, whichever rule chose the toggle.',
    when: 'An act resolved to a click on a button with aria-pressed=true, or a switch or menu checkbox with aria-checked=true, whose name starts with the step\'s own first word (after lead-ins such as "please"), a word that says no undoing ("Unstar", "Stop sharing", "Hide captions" say what the click does on a toggle whose name follows its state); "click X" and "press X" say how to act and are left as they are.',
    evidence: 'The clicked node\'s pressed (or checked) state read from the page is true and the first word of its name is the step\'s first word.',
  },
  {
    name: 'opposite-verb',
    does: 'A control whose name starts with the verb that undoes the step\'s ("Hide balances" for "show my balances", "Collapse all" for "expand all", "Unpin" for "pin it") is never clicked for that step when the click would do the opposite: handed over, whichever rule chose the control.',
    when: 'An act resolved to a click on a control whose name\'s first word undoes the step\'s first word (after lead-ins such as "please"): show / hide, open / close, expand / collapse, enable / disable, freeze / unfreeze, pin / unpin and the like; "click X" and "press X" say how to act and are left as they are.',
    evidence: 'The clicked node\'s name starts with the opposite verb, and it has no state of its own (its click always does what its name says), or its state read from the page (aria-pressed, a switch\'s or box\'s checked) is off (what the step asks for is so already), or it is a pressed button (pages mean a pressed verb-named button two ways: the act on, or a name that flips and says what the click does now). A switch, box or menu checkbox whose act is on is clicked: that click undoes it, as the step asks.',
  },
  {
    name: 'here-link',
    does: 'A link whose address is the page\'s own, hash and all (the side nav\'s "Accounts" while the accounts page is shown), changes nothing when clicked: it is never the answer to a step that asks for a change ("open the account"); handed over, whichever rule chose it.',
    when: 'An act resolved to a click on a link of the page (not in a frame) whose href, resolved against the page\'s URL, is the URL shown; "click X", "press X" and "tap X" say how to act and are left as they are; a link written as "#" alone, empty, or javascript: is a script\'s control and left as it is.',
    evidence: 'The link\'s href from the page snapshot, resolved against the snapshot\'s URL, equals that URL exactly.',
  },
  {
    name: 'row-cell-guard',
    does: 'A column header is never the answer to a step that names a row ("find the status of X"): handed over, since the row\'s own cell has no name to find it by.',
    when: 'The name and scope rules chose a header cell of a grid drawn with no roles while the step\'s scope names a text inside one of the rows under that header.',
    evidence: 'The chosen node is a cell of a drawn header (short plain texts, all different) just before a container of rows shaped like it, and the scope\'s anchor lies in one of those rows.',
  },
  {
    name: 'leave-field',
    does: 'A text field filled by "type/fill/write V into X" or cleared is then left (blur, the browser\'s change), as a person leaves it, where the page takes a value only when its field is left and leaving cannot close or end anything.',
    when: 'The step\'s last action fills or types into a one-line input of a form that Enter does not submit and no submit button submits (a script-driven form), or a textarea in no form a submit button submits; not focused before the step, with no popup of its own (a list, aria-haspopup/expanded/controls, autocomplete="off"), not named as a search or filter, not inside a dialog, toolbar, menu, listbox, grid, tree, row, list item or search landmark. "set X to V" and "enter V as X" always leave the field.',
    evidence: 'The field\'s tag, form (its submit controls, its one-line fields), focus and popup attributes, read from the page; its ancestors\' roles in the tree. Afterwards the field holds the value.',
  },
  LIST_FIELD_INFO,
  {
    name: 'slide-tie',
    does: 'A step that names a slide by its number ("go to slide 2") with no carousel said is handed over when more than one carousel on the page has that slide, whatever control matched its words.',
    when: 'The step\'s target is "slide N" or "the Nth slide", with no scope; the name rules found a control for it.',
    evidence: 'Runs of groups labelled by position ("1 / 5" … "5 / 5", or "1 of 5": APG carousel slides) read in document order; two or more runs hold slide N.',
  },
] as const satisfies readonly RuleInfo[];

export type { RuleName } from './rule-info.js';

/** Every rule, the name rules then the widget rules, in the order they are tried. */
export function allRules(): readonly RuleInfo[] {
  // submenu-path and menu-pick are tried first: a menu's item is picked by opening the menu, not by hovering its row.
  return [SUBMENU_PATH, MENU_PICK, HOVER_MENU, DRAG_DROP, ...STEP_RULES.map((r) => r.info), ...(RULES as readonly RuleInfo[]), HIDDEN_TWIN, AUTOCOMPLETE_PICK, ...WIDGET_RULES.map((r) => r.info), COMPOUND_STEP];
}

/** The docs page, generated: docs/rules.md. */
export function rulesMarkdown(): string {
  const lines = [
    '# The offline resolver\'s rules',
    '',
    '<!-- Generated from src/engine/offline/rules.ts by `npm run docs:rules`; do not edit by hand. -->',
    '',
    'Plain steps resolve with no model by these rules, tried in this order. Each decision names the',
    'rule that made it (`decision.by.rule`) and the candidates it weighed, with scores. A step no rule',
    'answers with confidence is handed over to the model (or, with none configured, fails with',
    '`MissingLLMConfigurationError` saying why and how to rephrase it). The widget rules at the end',
    '(one module each in `src/engine/offline/rules/`) read the step\'s typed form (verb, target and',
    'its kind word, scope, value: `grammar.ts`) and are tried when the name rules hand over; their',
    'decisions also list the page facts they read. After acting, the effect the',
    'step asks for is checked: a box that did not get checked, a field that does not hold the text, a',
    'part that did not open is a failed step, never a success.',
    '',
  ];
  for (const rule of allRules()) {
    const { example } = rule;
    lines.push(
      `## \`${rule.name}\``,
      '',
      rule.does,
      '',
      `- **When:** ${rule.when}`,
      `- **Needs:** ${rule.evidence}`,
      example ? `- **Example:** on \`${example.html}\`, \`${example.step}\` → ${example.action}.` : '- **Example:** none yet on a page of its own (it is exercised by the page corpus).',
      '',
    );
  }
  return lines.join('\n');
}
