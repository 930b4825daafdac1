// Writes test/offline/parse-golden.json: every instruction-like string the repository holds
// (real-app steps, the offline unit tests, examples/, bench/), and generated variations of each
// verb's words with targets of every shape, each with what parseSteps and parseGrammar read from
// it. The golden test (test/offline/parse-golden.test.ts) checks that the parser still reads every
// string the same way: a change of the parser's layout must not change a reading.
//
//   npx tsx scripts/parse-golden.ts                 # rewrite the fixture from the current code
//   npx tsx scripts/parse-golden.ts --full out.json # also every reading in full, to diff two versions
//
// The fixture holds each string with a hash of its readings (canonical JSON: keys sorted), so it
// stays small; the full readings are for finding what changed.
//
// Rewrite it only when a reading is meant to change, and say which strings changed and why.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { readingsOf } from '../test/offline/parse-golden-read.js';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Files whose string literals are (or hold) instructions. */
const SOURCES = ['test/offline', 'examples', 'bench/twin', 'bench/suites', 'bench/corpus-act.ts', 'bench/offline-parse.ts', 'bench/corpus-ab.ts'];

function files(path: string): string[] {
  const full = join(root, path);
  let stat;
  try {
    stat = statSync(full);
  } catch {
    return [];
  }
  if (stat.isFile()) return /\.(?:ts|mjs|js)$/.test(path) ? [path] : [];
  return readdirSync(full)
    .filter((f) => f !== 'node_modules' && f !== 'apps' && f !== 'public')
    .flatMap((f) => files(join(path, f)))
    .sort();
}

/** String literals that read like one instruction: a line of words, not markup or a path. */
function literals(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(join(root, path), 'utf8'), ts.ScriptTarget.Latest, false);
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out.filter((s) => s.length >= 2 && s.length <= 300 && /\p{L}/u.test(s) && !/[<>\n{}]|^\.{0,2}\/|^https?:|\.(?:js|ts|mjs|html|css|json)$/.test(s));
}

/** Every verb word either reader knows, with the shapes of what may follow it. */
const TARGET_VERBS = [
  'click', 'click on', 'tap', 'tap on', 'press', 'push', 'hit', 'activate', 'follow', 'left-click', 'left click',
  'double click', 'double-click', 'doubleclick', 'dblclick', 'dbl-click', 'double click on', 'right click', 'right-click', 'rightclick', 'right-click on',
  'hover', 'hover over', 'hover on', 'mouse over', 'move the mouse over', 'move pointer to', 'move the cursor onto', 'point at',
  'expand', 'unfold', 'open up', 'collapse', 'fold', 'fold up', 'minimize', 'minimise', 'hide', 'drill into', 'close up',
  'check', 'check off', 'tick', 'tick off', 'turn on', 'enable', 'switch on', 'complete', 'mark',
  'uncheck', 'untick', 'unmark', 'deselect', 'unselect', 'turn off', 'disable', 'switch off', 'toggle',
  'open', 'go to', 'navigate to', 'visit', 'switch to', 'show', 'show me', 'view', 'display', 'back to', 'return to', 'reveal', 'go back to', 'jump to', 'move to', 'change to', 'go',
  'select', 'choose', 'pick', 'delete', 'remove', 'edit', 'close', 'dismiss', 'submit', 'accept', 'agree to', 'agree with', 'consent to',
  'cancel', 'abort', 'confirm', 'approve', 'run', 'execute', 'send', 'find', 'locate', 'look for', 'where is', 'get',
  'increment', 'increase', 'step up', 'decrement', 'decrease', 'step down', 'sort', 'order', 'filter', 'narrow', 'search', 'look up',
  'add', 'create', 'rename', 'undo', 'publish', 'scroll to', 'scroll', 'scroll down to', 'sort by', 'sort the table by',
  'dbl click', 'leftclick', 'empty out', 'empty', 'clear', 'clear out', 'replace',
  ...['move', 'move the'].flatMap((m) => ['mouse', 'pointer', 'cursor'].flatMap((p) => ['over', 'to', 'onto'].map((to) => `${m} ${p} ${to}`))),
];
const TARGETS = [
  'Save', '"Save"', "'Sign in'", 'the Save button', 'the "Save" button', 'the second Add to cart button', 'the last row', 'the first link',
  'Save in the dialog', 'Delete for Alice', 'the Delete button for "Bob"', 'the Email field', 'Remember me', 'the "Active" filter',
  'all links', 'Email of the Billing section', 'the Billing section', 'the Settings tab', 'the login page', 'the Status select',
  'Root node in the HTML demo', 'the Name column', 'the Completed filter', 'the terms and conditions', 'the user\'s menu', 'the Horizontal Form\'s Email',
  'the Toastr "Launch Success Toast" button', 'the third item in the list', 'Buy milk', 'the dialog', 'the Edit name dialog', 'the "Milk" todo',
  'the checkbox next to Remember me', 'the button labeled Save', 'the Help link in the footer', 'Open the docs in a new tab', 'Save as done',
  'Task 1 as complete', 'Task 1 as not done', 'it', 'the x', 'First name', 'the Text field', '%user%', 'Price under the Pro plan', 'Enter', 'the escape key', 'Ctrl+A',
];
const VALUE_FORMS = [
  'fill {t} with {v}', 'fill in {t} with {v}', 'fill out {t} with {v}', 'populate {t} with {v}', 'complete {t} with {v}',
  'type {v} into {t}', 'type {v} in {t}', 'enter {v} in {t}', 'enter {v} into {t}', 'input {v} into {t}', 'write {v} in {t}', 'put {v} in {t}',
  'key in {v} into {t}', 'fill {v} into {t}', 'fill in {v} in {t}', 'type {v} as {t}', 'enter {v} for {t}', 'type {v} on {t}', 'type {v} inside {t}',
  'set {t} to {v}', 'change {t} to {v}', 'update {t} to {v}', 'switch {t} to {v}', 'turn {t} to {v}', 'move {t} to {v}', 'rename {t} to {v}',
  'replace {t} with {v}', 'replace the text in {t} with {v}', 'replace all the contents of {t} with {v}',
  'select {v} from {t}', 'select {v} in {t}', 'choose {v} from {t}', 'pick {v} for {t}', 'select {v} under {t}', 'choose {v} on {t}', 'select {v} as {t}',
  'clear {t}', 'empty {t}', 'clear out {t}', 'select all text in {t}', 'select the whole text of {t}',
  'filter {t} by {v}', 'search {t} for {v}', 'sort {t} by {v}', 'add {v} to {t}', 'confirm {t}: {v}', 'press {v} in {t}', 'type {v}', 'enter {v}',
];
const VALUES = ['Ada', '"Ada Lovelace"', '%email%', 'Blue Mug in stock', '42', "'x'", 'Japan', 'Enter'];
const VALUE_TARGETS = ['Email', 'the Email field', 'the "Email" box', 'the second text box', 'the Name filter', 'Country', 'the status select', 'Email in the dialog', 'the Person combobox', 'City for Alice'];
const COMPOUNDS = [
  'fill Email with a@b.c and press Enter', 'type "hello" into Search and submit', 'clear the search box, type foo and press Enter',
  'type "x" into A and "y" into B', 'fill A with "x" and B with "y"', 'click Save and wait', 'click Save, then click OK', 'click Save and then close the dialog',
  'select Japan from Country and click Next', 'check Remember me and click Sign in', 'type foo then press Tab', 'fill Name with Ada, and then press Enter',
  'click A, click B, click C, click D', 'if the dialog is open, click OK', 'verify that Save is shown', 'wait for the spinner', 'please click Save', 'could you please click Save please',
  'now click Save', 'and click Save', 'click Save.', 'fill Password with s3cret!', 'fill Password with "s3cret!"', 'click "Save', 'log in', 'sign in to Gmail', 'go back',
  'scroll down', 'scroll up a page', 'scroll to the bottom of the page', 'scroll to top', 'scroll halfway', 'scroll to the Footer', 'scroll Pricing into view', 'scroll further',
  'press Enter', 'hit the escape key', 'press Shift+Tab', 'tap Tab in Email', 'type Enter', 'press Save', 'click the X to close the dialog', 'close the Edit name dialog',
  'dismiss this modal', 'close the popup window', 'submit the form', 'submit the login form', 'submit my Search form', 'go to https://example.com', 'open /login', 'open www.x.com',
  'sort by Age', 'sort the table by the Salary column', 'sort by Age in descending order', 'delete Buy milk', 'remove the Alice row', 'edit Profile', 'Clear completed', 'Clear completed todos',
  'Mark all as complete', 'Launch the large modal', 'toggle Dark mode', 'undo', 'italicize the selection', 'make the selected text bold', 'turn it into a code block', 'insert a link',
  'add a todo "pay bills"', 'add a new task called Call Bob', 'create a new note "Shopping"', 'go full screen', 'Submit button', 'accept the terms', 'agree to the terms and conditions',
];

function generated(): string[] {
  const out: string[] = [];
  for (const verb of TARGET_VERBS) for (const target of TARGETS) out.push(`${verb} ${target}`);
  // Verbs are read whatever their case: "Click Save", "DOUBLE-CLICK Row 3".
  for (const verb of TARGET_VERBS) out.push(`${verb[0]!.toUpperCase()}${verb.slice(1)} ${TARGETS[0]}`, `${verb.toUpperCase()} ${TARGETS[4]}`);
  for (const form of VALUE_FORMS) {
    for (const [i, target] of VALUE_TARGETS.entries()) {
      // Every value with two targets, every target with two values: each shape seen, the set small.
      for (const value of [VALUES[i % VALUES.length]!, VALUES[(i + 3) % VALUES.length]!]) out.push(form.replace('{t}', target).replace('{v}', value));
    }
  }
  return [...out, ...COMPOUNDS];
}

const repo = SOURCES.flatMap(files).filter((f) => !f.endsWith('parse-golden.test.ts')).flatMap(literals);
const inputs = [...new Set([...repo, ...generated()])];
const cases = inputs.map((input) => ({ input, ...readingsOf(input) }));
const out = fileURLToPath(new URL('../test/offline/parse-golden.json', import.meta.url));
writeFileSync(out, `[\n${cases.map((c) => JSON.stringify([c.input, c.hash])).join(',\n')}\n]\n`);
const full = process.argv.indexOf('--full');
if (full > 0 && process.argv[full + 1]) writeFileSync(process.argv[full + 1]!, `[\n${cases.map((c) => c.json).join(',\n')}\n]\n`);
console.log(`${cases.length} strings (${repo.length} literals from the repository, ${generated().length} generated) -> ${relative(root, out)}`);
