/**
 * An item of a list said the way a person sees it, then acted on (rules/item-from.ts): by who wrote
 * it ("the ticket from Nora Field", "Sven's thread", "my post"), by what it is about ("the refund
 * ticket", "the thread about the broken login"), or both. Pages of our own in three domains: a
 * support inbox drawn as plain boxes (no list roles), a forum's thread list (articles, the author in
 * a <cite>, a menu of thread actions), a code review's comments (list items, controls drawn as signs
 * with a tooltip). Found by the mail, chat and tracker apps of the real-app corpus ("open the message
 * from Chen Wei", "add a reaction to Aiko's question", "pin the dark mode issue").
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const STATUS = '<p id="status" role="status">Ready</p><script>const say = (t) => { document.getElementById("status").textContent = t; };</script>';

/** A support inbox: tickets as plain boxes, each a clickable summary (subject, requester), a Star toggle. */
const TICKETS: [string, string, string][] = [
  ['Refund not received', 'Nora Field', 'I returned the kettle two weeks ago.'],
  ['Password reset link expired', 'Ivo Petrov', 'The link in the email no longer works.'],
  ['Cannot change my password', 'Ivo Petrov', 'The form says the old password is wrong.'],
  ['Delivery address update', 'Lena Moss', 'My new address is 4 Elm Road. Thanks to Grace Lin for the quick answer.'],
  ['Wrong size shipped', 'Grace Lin', 'I ordered a medium and got a large.'],
];
const INBOX = `<!doctype html><title>Support inbox</title><h1>Inbox</h1>
<div id="tickets">${TICKETS.map(([subject, from, body], i) => `<div class="ticket"><div class="summary" tabindex="0" style="cursor:pointer" onclick="say('Opened ${subject}')"><div class="subject">${subject}</div><div class="from">${from}</div><div class="body">${body}</div></div><button aria-pressed="false" onclick="const on = this.getAttribute('aria-pressed') !== 'true'; this.setAttribute('aria-pressed', String(on)); say((on ? 'Starred ' : 'Unstarred ') + '${subject}')">Star</button></div>`).join('')}</div>
<div id="notes"><div class="note"><span>Paul Adams is on call this week.</span><button onclick="say('Dismissed')">Dismiss</button></div><div class="note"><span>Queue moves at 18:00.</span><button onclick="say('Dismissed')">Dismiss</button></div></div>
${STATUS}`;

/** A forum's thread list: articles, a heading, the author in a <cite> ("(you)" on the user's own), a menu of thread actions. */
const THREADS: [string, string, boolean][] = [
  ['The login page is broken on mobile', 'Sven Berg', false],
  ['Feature request: dark theme for the editor', 'Mia Chen', true],
  ['How do I export my notes?', 'Ravi Rao', false],
];
const forum = (marksYou: boolean) => `<!doctype html><title>Forum</title><h1>Help forum</h1>
<div id="threads">${THREADS.map(([title, author, mine], i) => `<article aria-labelledby="h${i}"><h2 id="h${i}">${title}</h2><p>Started by <cite>${author}</cite>${mine && marksYou ? ' <span>(you)</span>' : ''}</p>
<button aria-haspopup="menu" aria-expanded="false" aria-controls="m${i}" onclick="const open = this.getAttribute('aria-expanded') !== 'true'; this.setAttribute('aria-expanded', String(open)); document.getElementById('m${i}').hidden = !open;">Thread options</button>
<div role="menu" id="m${i}" hidden><div role="menuitem" tabindex="-1" onclick="say('Pinned: ${title}'); this.parentElement.hidden = true">Pin thread</div><div role="menuitem" tabindex="-1" onclick="say('Locked: ${title}'); this.parentElement.hidden = true">Lock thread</div></div>
<button onclick="say('Following ${title}')">Follow</button></article>`).join('')}</div>
<script>addEventListener('keydown', (e) => { if (e.key !== 'Escape') return; document.querySelectorAll('[role=menu]').forEach((m) => { m.hidden = true; }); document.querySelectorAll('[aria-haspopup=menu]').forEach((b) => b.setAttribute('aria-expanded', 'false')); });</script>
${STATUS}`;

/** A code review's comments: list items, the author as an avatar's name, controls drawn as signs with a tooltip. */
const COMMENTS: [string, string][] = [
  ['Ines Duarte', 'This null check can go, the caller never passes null.'],
  ['Omar Haddad', 'Please add a test for the empty list.'],
  ['Ines Duarte', 'Nit: rename the helper to parseRange.'],
];
const REVIEW = `<!doctype html><title>Review</title><h1>Pull request #42</h1>
<ul aria-label="Comments">${COMMENTS.map(([author, text], i) => `<li><img alt="${author}" src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><span>${text}</span>
<button title="Add reaction" onclick="say('Reacting to comment ${i + 1}')">☺</button><button title="Reply in thread" onclick="say('Thread of comment ${i + 1}')">💬</button>${i === 1 ? '' : `<button onclick="say('Resolved comment ${i + 1}')">Resolve</button>`}</li>`).join('')}</ul>
${STATUS}`;

const pages = ownPages({ '/inbox': INBOX, '/forum': forum(true), '/forum-plain': forum(false), '/review': REVIEW });
const status = () => pages.client.page.locator('#status').textContent();

async function open(path: string) {
  await pages.client.page.goto(`${pages.origin}${path}`);
}

async function resolves(step: string, after: string) {
  const result = await pages.client.act(step);
  expect(result.success, result.message).toBe(true);
  expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'item-from' });
  expect(await status()).toBe(after);
}

async function handsOver(step: string, why: RegExp) {
  await expect(pages.client.act(step)).rejects.toThrow(why);
  expect(await status()).toBe('Ready');
}

describe('an item said by its author or its topic, in a support inbox of plain boxes (rule item-from)', () => {
  it('"open the ticket from Nora Field" clicks that ticket\'s clickable summary', async () => {
    await open('/inbox');
    await resolves('open the ticket from Nora Field', 'Opened Refund not received');
  });

  it('"read the refund ticket" opens the one ticket whose words say "refund"', async () => {
    await open('/inbox');
    await resolves('read the refund ticket', 'Opened Refund not received');
  });

  it('"star the ticket about the wrong size" clicks that ticket\'s Star', async () => {
    await open('/inbox');
    await resolves('star the ticket about the wrong size', 'Starred Wrong size shipped');
  });

  it('the author part wins: "open the ticket from Grace Lin" is her ticket, not the one whose words thank her', async () => {
    await open('/inbox');
    await resolves('open the ticket from Grace Lin', 'Opened Wrong size shipped');
  });

  it('near miss: two tickets from Ivo Petrov hand over naming both', async () => {
    await open('/inbox');
    await handsOver('star the ticket from Ivo Petrov', /2 tickets are from "Ivo Petrov".*Password reset.*Cannot change my password/);
  });

  it('near miss: a topic word found in two tickets ("password") hands over naming them', async () => {
    await open('/inbox');
    await handsOver('star the password ticket', /2 items fit "password ticket".*Password reset.*Cannot change my password/);
  });

  it('near miss: a state said ("the new ticket") is no topic, though one ticket\'s words say "new"', async () => {
    await open('/inbox');
    await handsOver('star the new ticket', /new ticket/);
  });

  it('near miss: a name only in an item\'s words, never as its author, is no author', async () => {
    await open('/inbox');
    await handsOver('open the note from Paul Adams', /no element matches "note from paul adams"/);
  });
});

describe('an item said by its author or its topic, in a forum\'s thread list (rule item-from)', () => {
  it('"pin the thread about the broken login" opens its Thread options menu and picks Pin thread', async () => {
    await open('/forum');
    await resolves('pin the thread about the broken login', 'Pinned: The login page is broken on mobile');
  });

  it('"lock Sven\'s thread" picks Lock thread in the menu of the thread Sven started', async () => {
    await open('/forum');
    await resolves('lock Sven\'s thread', 'Locked: The login page is broken on mobile');
  });

  it('"open the thread options on my post" is the thread marked "(you)"', async () => {
    await open('/forum');
    const result = await pages.client.act('open the thread options on my post');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'item-from' });
    expect(await pages.client.page.locator('#m1').isVisible()).toBe(true);
  });

  it('near miss: "my post" where the page marks no author as the user hands over', async () => {
    await open('/forum-plain');
    await handsOver('follow my post', /does not say which posts are yours/);
  });

  it('near miss: a verb no control or menu entry of the thread says hands over, the menu closed again', async () => {
    await open('/forum');
    await handsOver('archive the thread about the notes export', /button "Thread options" of the thread about "notes export" opened a menu, but/);
    expect(await pages.client.page.locator('#m2').isVisible()).toBe(false);
  });
});

describe('an item said by its author or its topic, in a code review\'s comments (rule item-from)', () => {
  it('"add a reaction to Omar\'s comment" clicks its button drawn as a sign, by its tooltip', async () => {
    await open('/review');
    await resolves('add a reaction to Omar\'s comment', 'Reacting to comment 2');
  });

  it('"reply in thread to the null check comment" clicks its Reply in thread sign', async () => {
    await open('/review');
    await resolves('reply in thread to the null check comment', 'Thread of comment 1');
  });

  it('"resolve Ines\'s nit comment": the author and a topic word together pick one of her two comments', async () => {
    await open('/review');
    await resolves('resolve Ines\'s nit comment', 'Resolved comment 3');
  });

  it('near miss: a verb with no control in the item ("resolve Omar\'s comment", which has no Resolve) hands over', async () => {
    await open('/review');
    await handsOver('resolve Omar\'s comment', /no controls to resolve it/);
  });

  it('near miss: two comments by Ines hand over naming both', async () => {
    await open('/review');
    await handsOver('add a reaction to Ines\'s comment', /2 comments are from "Ines".*null check.*rename the helper/);
  });
});
