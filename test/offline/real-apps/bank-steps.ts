/**
 * Steps for a made-up online bank of ours ("Larkspur Bank", test/offline/apps/bank/) built on Pikaday 1.8.2 (MIT: the
 * date picker of the transfer form, bound to its "Send on" field, which Pikaday itself names "Use the arrow keys to pick
 * a date" by aria-label). A top bar (a "Hide balances" eye button named by aria-label with aria-pressed, a refresh
 * button drawn as an svg with no name at all, a user menu button "Avery Kim ▾" opening a role=menu: Profile & security,
 * Sign out); a side nav (Accounts, Move money, Activity, Cards, Statements, Profile & security; aria-current); the
 * accounts overview (a total, three accounts as links with their balances); an account's page (← All accounts, an eye
 * titled "Show account number", Transfer money, Statements, recent activity); Move money (tabs "Between my accounts" /
 * "Pay someone", From / To selects, a Payee combobox with a listbox of payees and "+ Add new payee", Amount, Send on with
 * Pikaday, a role=switch "Repeat this transfer" and a Frequency select enabled by it, a memo field named by its
 * placeholder only, Review transfer; a review panel with Edit and Confirm transfer; a done panel); an Add a payee
 * dialog; Activity (a search field named by aria-label, Type and Date selects, sortable Date / Amount headers with
 * aria-sort, a pager of ‹ / Page N / › buttons named by aria-label, a description button per row opening a details
 * drawer (Close ✕, Download receipt, Dispute this charge), a ⋯ button named "More" on every row opening a role=menu:
 * View details, Dispute this charge, Download receipt); a Dispute a charge dialog (reason radios, Tell us more,
 * Submit dispute); Cards (two articles, Debit card and Credit card, each with an eye titled "Show card number", a
 * role=switch "Freeze card" and Replace card; a Monthly spending limit range on the debit card); a Replace your … card
 * dialog (reason radios, a Delivery select, Order new card); Statements (an Account select, six months each with a ⬇
 * button titled "Download" only); Profile & security (profile fields, a Two-step verification input role=switch, a
 * new-device alerts checkbox, a change-password form); toasts, logged.
 * Blind: written the way testers write them, before the resolver was run on this app, and frozen
 * (test/offline/real-apps-frozen.test.ts). Three steps are ambiguous on purpose: the right outcome is a hand-over with
 * the page untouched.
 *
 * Every check compares the whole page state (`window.bank.read()`: the view and hash, balances and their hiding, the
 * open menu, the whole transfer form with its stage and the picker's visibility, payees and the payee dialog, the
 * activity's filters, sort, page and drawer, disputes and receipts, both cards, the replace dialog, statements
 * downloaded, the profile and security fields, every toast) with the state the step started from, with only the
 * asked-for change.
 */
import { expect, type Page } from '@playwright/test';
import { finds, LOAD_MS, says, type AppStep, type RealApp } from './corpus.js';

interface Xfer {
  mode: string; from: string; to: string; payee: string; payeeQuery: string; payeeListOpen: boolean; amount: string; date: string;
  recurring: boolean; frequency: string; memo: string; stage: string; error: string; pickerOpen: boolean;
}
interface Card { frozen: boolean; shown: boolean; limit?: number }
interface State {
  view: string;
  account: string | null;
  accountShown: boolean;
  hidden: boolean;
  refreshed: number;
  menu: string | null;
  balances: Record<string, number>;
  xfer: Xfer;
  payees: string[];
  payeeDialog: { name: string; number: string; error: string } | null;
  tx: { query: string; type: string; range: string; sort: string; dir: string; page: number; drawer: string | null };
  made: number;
  disputes: { id: string; reason: string }[];
  disputeDialog: { id: string; reason: string; details: string } | null;
  receipts: string[];
  cards: { debit: Card; credit: Card };
  replaceDialog: { card: string; reason: string; delivery: string } | null;
  replaced: { card: string; reason: string; delivery: string }[];
  statements: { account: string; downloaded: string[] };
  security: {
    name: string; email: string; phone: string; saved: number; twoStep: boolean; alerts: boolean;
    pwCurrent: string; pwNew: string; pwConfirm: string; pwError: string; pwChanged: boolean;
  };
  toasts: string[];
  hash: string;
}

const read = (page: Page) => page.evaluate(() => (window as unknown as { bank: { read(): object } }).bank.read()) as Promise<State>;

async function state(page: Page): Promise<string> {
  return JSON.stringify(await read(page));
}

let prepared: State | undefined;

const until = async (page: Page, ok: (s: State) => boolean) => {
  await expect.poll(() => read(page).then(ok), { timeout: LOAD_MS }).toBe(true);
};
const moreOf = (page: Page, id: string) => page.locator(`#tx-body tr[data-id="${id}"] button.more`);

const VIEWS: Record<string, string> = {
  accounts: 'accounts', 'user-menu': 'accounts', 'account-chk': 'account/chk',
  transfer: 'transfer', 'transfer-payee': 'transfer', 'payee-dialog': 'transfer', 'payee-named': 'transfer',
  'transfer-filled': 'transfer', 'transfer-recurring': 'transfer', review: 'transfer',
  activity: 'activity', drawer: 'activity', 'row-menu': 'activity', dispute: 'activity', 'dispute-reason': 'activity',
  cards: 'cards', 'cards-frozen': 'cards', replace: 'cards', 'replace-ready': 'cards',
  statements: 'statements', security: 'security', 'pw-ready': 'security',
};

async function prepare(page: Page, origin: string, setup: string) {
  const view = VIEWS[setup];
  if (!view) throw new Error(`unknown setup ${setup}`);
  await page.goto(`${origin}/bank/index.html?fresh=${Date.now()}#/${view}`, { waitUntil: 'load', timeout: LOAD_MS });
  await expect.poll(() => page.evaluate(() => (window as unknown as { bankReady?: boolean }).bankReady === true), { timeout: LOAD_MS }).toBe(true);
  if (setup === 'user-menu') {
    await page.locator('#user-btn').click();
    await until(page, (s) => s.menu === 'user');
  }
  if (setup === 'transfer-payee' || setup === 'payee-dialog' || setup === 'payee-named') {
    await page.locator('#tab-payee').click();
    await until(page, (s) => s.xfer.mode === 'payee');
    if (setup !== 'transfer-payee') {
      await page.locator('#payee').click();
      await page.locator('#payee-add').click();
      await until(page, (s) => s.payeeDialog !== null);
      if (setup === 'payee-named') {
        await page.locator('#np-name').fill('Lena Ortiz');
        await page.locator('#np-number').fill('44120987');
        await until(page, (s) => s.payeeDialog?.number === '44120987');
      }
    }
  }
  if (setup === 'transfer-filled' || setup === 'transfer-recurring' || setup === 'review') {
    await page.locator('#from').selectOption('chk');
    await page.locator('#to').selectOption('sav');
    await page.locator('#amount').fill('250');
    await until(page, (s) => s.xfer.amount === '250' && s.xfer.to === 'sav');
    if (setup === 'transfer-recurring') {
      await page.locator('#recurring').click();
      await until(page, (s) => s.xfer.recurring);
    }
    if (setup === 'review') {
      await page.locator('#review-btn').click();
      await until(page, (s) => s.xfer.stage === 'review');
    }
  }
  if (setup === 'drawer') {
    await page.locator('#tx-body tr[data-id="t3"] button.desc').click();
    await until(page, (s) => s.tx.drawer === 't3');
  }
  if (setup === 'row-menu' || setup === 'dispute' || setup === 'dispute-reason') {
    await moreOf(page, 't6').click();
    await until(page, (s) => s.menu === 'row:t6');
    if (setup !== 'row-menu') {
      await page.locator('#rm-dispute').click();
      await until(page, (s) => s.disputeDialog?.id === 't6');
      if (setup === 'dispute-reason') {
        await page.locator('input[name=dreason][value=twice]').check();
        await until(page, (s) => s.disputeDialog?.reason === 'twice');
      }
    }
  }
  if (setup === 'cards-frozen') {
    await page.locator('#debit-freeze').click();
    await until(page, (s) => s.cards.debit.frozen);
  }
  if (setup === 'replace' || setup === 'replace-ready') {
    await page.locator('#credit-replace').click();
    await until(page, (s) => s.replaceDialog?.card === 'credit');
    if (setup === 'replace-ready') {
      await page.locator('input[name=rreason][value=damaged]').check();
      await until(page, (s) => s.replaceDialog?.reason === 'damaged');
    }
  }
  if (setup === 'pw-ready') {
    await page.locator('#pw-current').fill('Willow-Creek-41');
    await page.locator('#pw-new').fill('Tulip-Garden-88');
    await page.locator('#pw-confirm').fill('Tulip-Garden-88');
    await until(page, (s) => s.security.pwConfirm === 'Tulip-Garden-88');
  }
  await page.mouse.move(1270, 700);
  // The toasts of the setup are not the step's: the step's are those after these.
  prepared = await read(page);
}

/** The page as the step found it, with only the changes `change` makes to a copy of it. */
const becomes = (change: (s: State) => void) => async (page: Page) => {
  if (!prepared) throw new Error('not prepared');
  const want = JSON.parse(JSON.stringify(prepared)) as State;
  change(want);
  await expect.poll(() => read(page), { timeout: 5_000 }).toEqual(want).catch(async () => {
    const got = (await read(page)) as unknown as Record<string, unknown>;
    const keys = Object.keys(want).filter((k) => JSON.stringify(got[k]) !== JSON.stringify((want as unknown as Record<string, unknown>)[k]));
    throw new Error(`page state differs: ${keys.map((k) => `${k} ${JSON.stringify(got[k])}, wanted ${JSON.stringify((want as unknown as Record<string, unknown>)[k])}`).join('; ')}`);
  });
};

/** An ambiguous step: the right outcome is a hand-over, and the page as it was. */
const asks = (setup: string, phrasings: string[]): AppStep[] => says(setup, async () => undefined, becomes(() => undefined), phrasings);

// --- references ------------------------------------------------------------------------------

const click = (selector: string) => async (page: Page) => { await page.locator(selector).click(); };

export const BANK_STEPS: AppStep[] = [
  // The accounts overview, the top bar and the side nav.
  ...says('accounts', click('#acc-sav'), becomes((s) => { s.view = 'account'; s.account = 'sav'; s.hash = '#/account/sav'; }), ['open the High-Yield Savings account']),
  ...says('accounts', click('#hide-bal'), becomes((s) => { s.hidden = true; }), ['hide my balances']),
  ...says('accounts', click('#refresh'), becomes((s) => { s.refreshed = 1; s.toasts.push('Balances updated'); }), ['refresh the balances']),
  ...says('accounts', click('nav.side a[data-nav=cards]'), becomes((s) => { s.view = 'cards'; s.hash = '#/cards'; }), ['go to my cards']),
  ...says('user-menu', click('#um-signout'), becomes((s) => { s.view = 'signedout'; s.menu = null; }), ['sign out']),

  // One account's page.
  ...says('account-chk', click('#back-accounts'), becomes((s) => { s.view = 'accounts'; s.hash = '#/accounts'; }), ['back to all accounts']),
  ...says('account-chk', click('#acc-transfer'), becomes((s) => { s.view = 'transfer'; s.hash = '#/transfer'; s.xfer.from = 'chk'; }), ['transfer money out of this account']),
  ...says('account-chk', click('#acc-eye'), becomes((s) => { s.accountShown = true; }), ['reveal the full account number']),

  // Move money: the form.
  ...says('transfer', async (page) => { await page.locator('#from').selectOption('chk'); }, becomes((s) => { s.xfer.from = 'chk'; }), ['take the money from Everyday Checking']),
  ...says('transfer', async (page) => { await page.locator('#to').selectOption('sav'); }, becomes((s) => { s.xfer.to = 'sav'; }), ['choose High-Yield Savings as the destination']),
  ...says('transfer', async (page) => { await page.locator('#amount').fill('250'); }, becomes((s) => { s.xfer.amount = '250'; }), ['enter 250 as the amount']),
  ...says('transfer', click('#tab-payee'), becomes((s) => { s.xfer.mode = 'payee'; }), ['switch to the Pay someone tab']),
  ...says('transfer-payee', async (page) => {
    await page.locator('#payee').click();
    await page.getByRole('option', { name: 'Greenway Utilities', exact: true }).click();
  }, becomes((s) => { s.xfer.payee = 'Greenway Utilities'; }), ['pay Greenway Utilities']),
  ...says('transfer-payee', async (page) => {
    await page.locator('#payee').click();
    await page.locator('#payee-add').click();
  }, becomes((s) => { s.payeeDialog = { name: '', number: '', error: '' }; }), ['add a new payee']),
  ...says('payee-dialog', async (page) => { await page.locator('#np-name').fill('Lena Ortiz'); }, becomes((s) => { s.payeeDialog!.name = 'Lena Ortiz'; }), ['type Lena Ortiz as the payee name']),
  ...says('payee-named', click('#pd-save'), becomes((s) => {
    s.payees.push('Lena Ortiz'); s.payeeDialog = null; s.xfer.payee = 'Lena Ortiz'; s.toasts.push('Lena Ortiz was added to your payees');
  }), ['save the new payee']),
  ...says('transfer-filled', click('#recurring'), becomes((s) => { s.xfer.recurring = true; }), ['make it a repeating transfer']),
  ...says('transfer-filled', async (page) => {
    await page.locator('#send-on').click();
    await page.locator('.pika-button[data-pika-year="2026"][data-pika-month="11"][data-pika-day="15"]').click();
  }, becomes((s) => { s.xfer.date = '2026-12-15'; }), ['schedule it for December 15']),
  ...says('transfer-filled', click('#review-btn'), becomes((s) => { s.xfer.stage = 'review'; }), ['review the transfer']),
  ...says('review', click('#rv-confirm'), becomes((s) => {
    s.xfer.stage = 'done'; s.balances.chk = 3960.55; s.balances.sav = 13050; s.made = 1; s.toasts.push('Transfer of $250.00 to High-Yield Savings scheduled');
  }), ['confirm the transfer']),
  ...says('review', click('#rv-edit'), becomes((s) => { s.xfer.stage = 'form'; }), ['go back and change it']),

  // Activity.
  ...says('activity', async (page) => { await page.locator('#tx-search').fill('pharmacy'); }, becomes((s) => { s.tx.query = 'pharmacy'; }), ['search for pharmacy']),
  ...says('activity', async (page) => { await page.locator('#tx-type').selectOption('in'); }, becomes((s) => { s.tx.type = 'in'; }), ['show only money coming in']),
  ...says('activity', click('#sort-amount'), becomes((s) => { s.tx.sort = 'amount'; s.tx.dir = 'asc'; }), ['sort by amount']),
  ...says('activity', click('#pager [aria-label="Next page"]'), becomes((s) => { s.tx.page = 2; }), ['next page']),
  ...says('activity', click('#tx-body tr[data-id="t3"] button.desc'), becomes((s) => { s.tx.drawer = 't3'; }), ['open the Greenway Utilities transaction']),
  ...says('drawer', click('#drawer-close'), becomes((s) => { s.tx.drawer = null; }), ['close the details panel']),
  ...says('drawer', click('#drawer-receipt'), becomes((s) => { s.receipts.push('t3'); s.toasts.push('Receipt for Greenway Utilities downloaded'); }), ['download its receipt']),
  ...says('activity', async (page) => { await moreOf(page, 't1').click(); }, becomes((s) => { s.menu = 'row:t1'; }), ['open the options for the Blue Fern Café payment']),
  ...says('row-menu', click('#rm-dispute'), becomes((s) => { s.menu = null; s.disputeDialog = { id: 't6', reason: '', details: '' }; }), ['dispute it']),
  ...says('dispute', async (page) => { await page.locator('input[name=dreason][value=twice]').check(); }, becomes((s) => { s.disputeDialog!.reason = 'twice'; }), ['choose charged twice as the reason']),
  ...says('dispute-reason', click('#dd-submit'), becomes((s) => {
    s.disputeDialog = null; s.disputes.push({ id: 't6', reason: 'twice' }); s.toasts.push('Dispute opened for StreamBox subscription');
  }), ['send the dispute']),

  // Cards.
  ...says('cards', click('#debit-freeze'), becomes((s) => { s.cards.debit.frozen = true; s.toasts.push('Debit card frozen'); }), ['freeze my debit card']),
  ...says('cards-frozen', click('#debit-freeze'), becomes((s) => { s.cards.debit.frozen = false; s.toasts.push('Debit card unfrozen'); }), ['unfreeze the debit card']),
  ...says('cards', async (page) => { await page.locator('#limit').fill('3000'); }, becomes((s) => { s.cards.debit.limit = 3000; }), ['set the monthly spending limit to $3,000']),
  ...says('cards', click('#credit-replace'), becomes((s) => { s.replaceDialog = { card: 'credit', reason: '', delivery: 'standard' }; }), ['replace my credit card']),
  ...says('replace', async (page) => { await page.locator('input[name=rreason][value=damaged]').check(); }, becomes((s) => { s.replaceDialog!.reason = 'damaged'; }), ['choose damaged as the reason']),
  ...says('replace-ready', click('#rd-order'), becomes((s) => {
    s.replaceDialog = null; s.replaced.push({ card: 'credit', reason: 'damaged', delivery: 'standard' }); s.toasts.push('A new credit card is on its way');
  }), ['order the new card']),
  ...says('cards', click('#credit-eye'), becomes((s) => { s.cards.credit.shown = true; }), ['show the credit card number']),

  // Statements.
  ...says('statements', click('#st-list li:nth-child(2) button'), becomes((s) => { s.statements.downloaded.push('chk-2026-09'); s.toasts.push('September 2026 statement downloaded'); }), ['download the September 2026 statement']),
  ...says('statements', async (page) => { await page.locator('#st-account').selectOption('sav'); }, becomes((s) => { s.statements.account = 'sav'; }), ['show statements for my savings account']),

  // Profile & security.
  ...says('security', click('#twostep'), becomes((s) => { s.security.twoStep = true; s.toasts.push('Two-step verification on'); }), ['turn on two-step verification']),
  ...says('security', async (page) => { await page.locator('#pw-new').fill('Tulip-Garden-88'); }, becomes((s) => { s.security.pwNew = 'Tulip-Garden-88'; }), ['enter Tulip-Garden-88 as my new password']),
  ...says('pw-ready', click('#pw-save'), becomes((s) => {
    s.security.pwChanged = true; s.security.pwCurrent = ''; s.security.pwNew = ''; s.security.pwConfirm = ''; s.toasts.push('Password updated');
  }), ['update the password']),

  // Ambiguous: six months of statements, two cards to freeze, three accounts.
  ...asks('statements', ['download the statement']),
  ...asks('cards', ['freeze the card']),
  ...asks('accounts', ['open the account']),

  // Finding things.
  ...finds('accounts', '#total', ['find the total balance']),
  ...finds('activity', '#tx-search', ['find the transaction search box']),
  ...finds('cards', '#limit', ['where is the spending limit slider']),
];

export const BANK: RealApp = { name: 'bank', steps: BANK_STEPS, prepare, state };
