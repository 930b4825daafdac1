/**
 * Steps for the back office of a made-up help desk of ours ("Fernhill Support", test/offline/apps/helpdesk/) built
 * on the w2ui 2.0.0 widget toolkit (MIT), every widget as the toolkit draws it, no ARIA added: a w2layout; a w2toolbar
 * on top (New ticket, Refresh — which answers with a w2alert —, an Export drop-down menu of Export as CSV / Export as
 * Excel / Print to PDF, an "Out of office" check button, Help opening a w2popup "Keyboard shortcuts" with Close); a
 * w2sidebar (Tickets: All tickets, My open tickets, Unassigned, Solved; Customers and Reports, collapsed, with their
 * customers and two reports; Settings); a w2grid of 40 tickets (ID, Subject, Customer, Status, Priority, Agent,
 * Updated; sortable headers; a select column of checkboxes and a select-all box; a search-all field; Add New, Edit,
 * Delete — which asks in the grid's own message box, Delete / Cancel —, "Assign to me" and "Escalate" on its toolbar;
 * Status and Priority edited in place by a w2ui list that opens on double-click; a double-click on another cell
 * opens the ticket; virtual scroll, so the rows past the 17th are drawn only when scrolled to); a ticket w2form with
 * the tabs Details (Subject, Customer list, Category combo, Priority list, Due date, Description, a "VIP customer"
 * checkbox, an "Email the customer" toggle) and Billing (Hours spent int, Refund amount money, Billable), Reset and
 * Save; the "Escalate ticket #N" w2popup (a Team select, a "Page the on-call engineer" checkbox, Cancel / Escalate); a
 * customer's page with w2tabs (Overview, Tickets, Contacts, Notes; Notes has a textarea and "Add note"); two reports;
 * a settings w2form (Display name, Email signature, Default priority, "Assign new tickets to me", a "Desktop
 * notifications" toggle, Tickets per page; "Reset all settings", which asks with w2confirm Yes / No, and Save).
 * Blind: written the way testers write them, before the resolver was run on this app, and frozen
 * (test/offline/real-apps-frozen.test.ts). Three steps are ambiguous on purpose: the right outcome is a hand-over with
 * the page untouched.
 *
 * Every check compares the whole page state (`window.desk.read()`: the view, the ticket filter, the customer and its
 * tab, the report, the sidebar's selection and open sections, the out-of-office button, exports, refreshes, the grid's
 * search, sort, selection, every row's status, priority and agent, whether a cell editor is open, the ticket form's
 * fields and tab, saved tickets, the settings form, the popup and the escalation, the grid's message box, open menus,
 * the customers' notes and the draft, the page's log) with the state the step started from, with only the asked-for
 * change.
 */
import { expect, type Page } from '@playwright/test';
import { finds, LOAD_MS, says, type AppStep, type RealApp } from './corpus.js';

interface State {
  view: string;
  ticketFilter: string;
  customer: string | null;
  custTab: string | null;
  report: string | null;
  sidebar: { selected: string; expanded: string[] };
  away: boolean;
  exports: string[];
  refreshed: number;
  grid: { search: string; searchAll: string | null; sort: string; selection: number[]; rows: string[]; editing: boolean };
  form: { mode: string | number; page: number; record: Record<string, string | boolean | null> } | null;
  saved: { mode: string; recid: number; subject: string }[];
  settings: Record<string, string | boolean | null> | null;
  settingsSaved: number;
  popup: string | null;
  escalate: { team: string; page: boolean } | null;
  escalated: { recid: number; team: string; page: boolean }[];
  message: string[];
  menus: string[];
  notes: Record<string, string[]>;
  noteDraft: string | null;
  log: string[];
}

const read = (page: Page) => page.evaluate(() => (window as unknown as { desk: { read(): object } }).desk.read()) as Promise<State>;

async function state(page: Page): Promise<string> {
  return JSON.stringify(await read(page));
}

let prepared: State | undefined;

const until = async (page: Page, ok: (s: State) => boolean) => {
  await expect.poll(() => read(page).then(ok), { timeout: LOAD_MS }).toBe(true);
};

const cell = (page: Page, recid: number, col: number) => page.locator(`#grid_grid_rec_${recid} td[col="${col}"]`);
const menuItem = (page: Page, text: string) => page.locator('.w2ui-overlay .w2ui-menu-item', { hasText: text });
const popupButton = (page: Page, text: string) => page.locator('#w2ui-popup .w2ui-popup-buttons button', { hasText: text });

async function prepare(page: Page, origin: string, setup: string) {
  await page.goto(`${origin}/helpdesk/index.html?fresh=${Date.now()}`, { waitUntil: 'load', timeout: LOAD_MS });
  await expect.poll(() => page.evaluate(() => (window as unknown as { deskReady?: boolean }).deskReady === true), { timeout: LOAD_MS }).toBe(true);
  switch (setup) {
    case 'tickets':
      break;
    case 'row-1004':
    case 'escalate':
    case 'escalate-team':
      await cell(page, 1004, 1).click();
      await until(page, (s) => s.grid.selection.join() === '1004');
      if (setup !== 'row-1004') {
        await page.locator('#tb_grid_toolbar_item_escalate').click();
        await until(page, (s) => s.popup === 'Escalate ticket #1004');
        if (setup === 'escalate-team') {
          await page.locator('#esc-team').selectOption('Tier 2');
          await until(page, (s) => s.escalate?.team === 'Tier 2');
        }
      }
      break;
    case 'status-editor':
      await cell(page, 1003, 3).dblclick();
      await until(page, (s) => s.grid.editing && s.menus.length === 1);
      break;
    case 'delete-confirm':
      await cell(page, 1002, 1).click();
      await until(page, (s) => s.grid.selection.join() === '1002');
      await page.locator('#tb_grid_toolbar_item_w2ui-delete').click();
      await until(page, (s) => s.message.length === 1);
      break;
    case 'new-ticket':
    case 'new-filled':
      await page.locator('#tb_toolbar_item_new').click();
      await until(page, (s) => s.view === 'ticket');
      if (setup === 'new-filled') {
        await page.locator('#subject').fill('Printer offline');
        await page.locator('#customer').click();
        await menuItem(page, 'Quartz Labs').click();
        await until(page, (s) => s.form?.record.customer === 'Quartz Labs' && s.menus.length === 0);
      }
      break;
    case 'ticket-1007':
    case 'ticket-billing':
      await cell(page, 1007, 1).dblclick();
      await until(page, (s) => s.view === 'ticket' && s.form?.mode === 1007);
      if (setup === 'ticket-billing') {
        await page.locator('#tabs_ticketForm_tabs_tab_billing').click();
        await until(page, (s) => s.form?.page === 1);
      }
      break;
    case 'export-menu':
      await page.locator('#tb_toolbar_item_export').click();
      await until(page, (s) => s.menus.length === 1);
      break;
    case 'away':
      await page.locator('#tb_toolbar_item_away').click();
      await until(page, (s) => s.away);
      break;
    case 'help':
      await page.locator('#tb_toolbar_item_help').click();
      await until(page, (s) => s.popup === 'Keyboard shortcuts');
      break;
    case 'refreshed':
      await page.locator('#tb_toolbar_item_refresh').click();
      await until(page, (s) => s.refreshed === 1 && s.popup !== null);
      break;
    case 'customers-open':
      await page.locator('#node_customers').click();
      await until(page, (s) => s.sidebar.expanded.includes('customers'));
      break;
    case 'customer':
    case 'customer-notes':
    case 'note-draft':
      await page.locator('#node_customers').click();
      await page.locator(setup === 'customer' ? '#node_c-northwind' : '#node_c-quartz').click();
      await until(page, (s) => s.view === 'customer');
      if (setup !== 'customer') {
        await page.locator('#tabs_custTabs_tab_notes').click();
        await until(page, (s) => s.custTab === 'notes');
        if (setup === 'note-draft') {
          await page.locator('#note-text').fill('Prefers phone calls');
          await until(page, (s) => s.noteDraft === 'Prefers phone calls');
        }
      }
      break;
    case 'settings':
    case 'reset-confirm':
      await page.locator('#node_settings').click();
      await until(page, (s) => s.view === 'settings');
      if (setup === 'reset-confirm') {
        await page.locator('button[name="Reset all settings"]').click();
        await until(page, (s) => s.popup === 'Confirmation');
      }
      break;
    default:
      throw new Error(`unknown setup ${setup}`);
  }
  await page.mouse.move(1270, 700);
  prepared = await read(page);
}

/** The page as the step found it, with only the changes `change` makes to a copy of it (any of `changes`, when several are right). */
const becomesAny = (...changes: ((s: State) => void)[]) => async (page: Page) => {
  if (!prepared) throw new Error('not prepared');
  const wants = changes.map((change) => {
    const want = JSON.parse(JSON.stringify(prepared)) as State;
    change(want);
    return JSON.stringify(want);
  });
  const ok = () => read(page).then((got) => wants.includes(JSON.stringify(got)));
  await expect.poll(ok, { timeout: 5_000 }).toBe(true).catch(async () => {
    const got = (await read(page)) as unknown as Record<string, unknown>;
    const want = JSON.parse(wants[0]!) as Record<string, unknown>;
    const keys = Object.keys(want).filter((k) => JSON.stringify(got[k]) !== JSON.stringify(want[k]));
    throw new Error(`page state differs: ${keys.map((k) => `${k} ${JSON.stringify(got[k])}, wanted ${JSON.stringify(want[k])}`).join('; ')}`);
  });
};
const becomes = (change: (s: State) => void) => becomesAny(change);

/** An ambiguous step: the right outcome is a hand-over, and the page as it was. */
const asks = (setup: string, phrasings: string[]): AppStep[] => says(setup, async () => undefined, becomes(() => undefined), phrasings);

/** A grid row's fields changed: `recid|subject|customer|status|priority|agent`. */
const FIELDS = ['recid', 'subject', 'customer', 'status', 'priority', 'agent'];
const setRow = (s: State, recid: number, change: Record<string, string>) => {
  const i = s.grid.rows.findIndex((r) => r.startsWith(`${recid}|`));
  if (i < 0) throw new Error(`no row ${recid}`);
  const parts = s.grid.rows[i]!.split('|');
  for (const [k, v] of Object.entries(change)) parts[FIELDS.indexOf(k)] = v;
  s.grid.rows[i] = parts.join('|');
};

const click = (selector: string) => async (page: Page) => { await page.locator(selector).click(); };
const ALL_IDS = Array.from({ length: 40 }, (_, i) => 1001 + i);
/** The grid's search as the page reports it: the search-all field looks in Subject and Customer. */
const SEARCH_ALL = (text: string) => `subject:begins:${text}|customer:begins:${text}`;
/** A sidebar node's filter on the grid. */
const FILTER = (field: string, value: string) => `${field}:is:${value}`;
const SETTINGS = { name: 'Dana Whitfield', signature: 'Dana – Fernhill Support', defaultPriority: 'Normal', autoAssign: false, desktop: true, pageSize: '50' };
/** w2alert's own title. */
const ALERT_TITLE = 'Notification';
const BLANK_FORM = { subject: '', customer: '', category: '', priority: '', due: '', description: '', vip: false, notify: false, hours: '', refund: '', billable: false };

export const HELPDESK_STEPS: AppStep[] = [
  // The tickets grid.
  ...says('tickets', click('#grid_grid_column_4 .w2ui-col-header'), becomes((s) => { s.grid.sort = 'priority:asc'; }), ['sort the tickets by priority']),
  ...says('tickets', async (page) => {
    await page.locator('#grid_grid_search_all').fill('webhook');
    await page.locator('#grid_grid_search_all').press('Enter');
  }, becomes((s) => { s.grid.searchAll = 'webhook'; s.grid.search = SEARCH_ALL('webhook'); }), ['search the tickets for webhook']),
  ...says('tickets', click('#grid_grid_rec_1004 td[col="1"]'), becomes((s) => { s.grid.selection = [1004]; }), ['select ticket 1004']),
  ...says('tickets', async (page) => {
    await page.locator('#grid_grid_frec_1002 td.w2ui-col-select').click();
    await page.locator('#grid_grid_frec_1006 td.w2ui-col-select').click();
  }, becomes((s) => { s.grid.selection = [1002, 1006]; }), ['tick the boxes of tickets 1002 and 1006']),
  ...says('tickets', click('#grid_grid_check_all'), becomes((s) => { s.grid.selection = ALL_IDS; }), ['select every ticket']),
  ...says('tickets', async (page) => {
    await cell(page, 1003, 3).dblclick();
    await menuItem(page, 'Solved').click();
  }, becomes((s) => { setRow(s, 1003, { status: 'Solved' }); s.grid.selection = [1003]; }), ['change the status of ticket 1003 to Solved']),
  ...says('tickets', async (page) => {
    await page.locator('#grid_grid_records').evaluate((el) => { el.scrollTop = el.scrollHeight; });
    await cell(page, 1036, 4).dblclick();
    await menuItem(page, 'Low').click();
  }, becomes((s) => { setRow(s, 1036, { priority: 'Low' }); s.grid.selection = [1036]; }), ['make ticket 1036 low priority']),
  ...says('status-editor', async (page) => { await menuItem(page, 'Pending').click(); }, becomes((s) => {
    setRow(s, 1003, { status: 'Pending' }); s.grid.editing = false; s.menus = [];
  }), ['pick Pending']),
  ...says('row-1004', click('#tb_grid_toolbar_item_assign'), becomes((s) => {
    setRow(s, 1004, { agent: 'Dana Whitfield' }); s.log.push('Assigned 1004 to Dana Whitfield');
  }), ['assign it to me']),
  ...says('row-1004', click('#tb_grid_toolbar_item_w2ui-delete'), becomes((s) => { s.message = ['Delete 1 record? This cannot be undone.']; }), ['delete the selected ticket']),
  ...says('delete-confirm', click('.w2ui-message button[name=yes]'), becomes((s) => {
    s.grid.rows = s.grid.rows.filter((r) => !r.startsWith('1002|')); s.grid.selection = []; s.message = []; s.log.push('Deleted tickets');
  }), ['yes, delete it']),
  ...says('tickets', click('#tb_grid_toolbar_item_w2ui-add'), becomes((s) => {
    s.view = 'ticket'; s.form = { mode: 'new', page: 0, record: { ...BLANK_FORM } }; s.grid.searchAll = null;
  }), ['add a new ticket']),
  ...says('row-1004', click('#tb_grid_toolbar_item_w2ui-edit'), becomes((s) => {
    s.view = 'ticket'; s.grid.searchAll = null;
    s.form = { mode: 1004, page: 0, record: { ...BLANK_FORM, subject: 'Mobile app crashes on launch', customer: 'Maple & Finch', priority: 'Normal' } };
  }), ['edit this ticket']),
  ...says('tickets', async (page) => { await cell(page, 1007, 1).dblclick(); }, becomes((s) => {
    s.view = 'ticket'; s.grid.searchAll = null; s.grid.selection = [1007];
    s.form = { mode: 1007, page: 0, record: { ...BLANK_FORM, subject: 'Webhook deliveries failing', customer: 'Northwind Traders', priority: 'Urgent' } };
  }), ['open ticket 1007']),
  ...says('tickets', async (page) => {
    await cell(page, 1004, 1).click();
    await page.locator('#tb_grid_toolbar_item_escalate').click();
  }, becomes((s) => { s.grid.selection = [1004]; s.popup = 'Escalate ticket #1004'; s.escalate = { team: '', page: false }; }), ['escalate ticket 1004']),
  ...says('escalate', async (page) => { await page.locator('#esc-team').selectOption('Engineering'); }, becomes((s) => { s.escalate!.team = 'Engineering'; }), ['choose Engineering as the team']),
  ...says('escalate-team', async (page) => { await popupButton(page, 'Escalate').click(); }, becomes((s) => {
    s.popup = null; s.escalate = null; s.escalated.push({ recid: 1004, team: 'Tier 2', page: false }); s.log.push('Escalated #1004 to Tier 2');
  }), ['confirm the escalation']),

  // The sidebar.
  ...says('tickets', click('#node_unassigned'), becomes((s) => {
    s.ticketFilter = 'unassigned'; s.sidebar.selected = 'unassigned'; s.grid.search = FILTER('agent', 'Unassigned');
  }), ['show me the unassigned tickets']),
  ...says('tickets', click('#node_reports'), becomesAny(
    (s) => { s.sidebar.expanded.push('reports'); s.sidebar.selected = 'reports'; },
    (s) => { s.sidebar.expanded.push('reports'); },
  ), ['expand the Reports section']),
  ...says('customers-open', click('#node_c-bluebird'), becomes((s) => {
    s.view = 'customer'; s.customer = 'Bluebird Logistics'; s.custTab = 'overview'; s.sidebar.selected = 'c-bluebird'; s.grid.searchAll = null;
  }), ['open Bluebird Logistics']),
  ...says('tickets', async (page) => {
    await page.locator('#node_reports').click();
    await page.locator('#node_r-weekly').click();
  }, becomesAny(
    (s) => { s.view = 'report'; s.report = 'weekly'; s.sidebar.selected = 'r-weekly'; s.sidebar.expanded.push('reports'); s.grid.searchAll = null; },
  ), ['open the weekly summary report']),
  ...says('tickets', click('#node_settings'), becomes((s) => { s.view = 'settings'; s.sidebar.selected = 'settings'; s.settings = { ...SETTINGS }; s.grid.searchAll = null; }), ['go to settings']),

  // The top toolbar.
  ...says('tickets', click('#tb_toolbar_item_refresh'), becomes((s) => { s.refreshed = 1; s.popup = ALERT_TITLE; }), ['refresh']),
  ...says('refreshed', async (page) => { await popupButton(page, 'Ok').click(); }, becomes((s) => { s.popup = null; }), ['dismiss the message']),
  ...says('tickets', async (page) => {
    await page.locator('#tb_toolbar_item_export').click();
    await menuItem(page, 'Export as Excel').click();
  }, becomes((s) => { s.exports.push('xlsx'); s.log.push('Exported xlsx'); }), ['export the tickets to Excel']),
  ...says('export-menu', async (page) => { await menuItem(page, 'Print to PDF').click(); }, becomes((s) => { s.exports.push('pdf'); s.log.push('Exported pdf'); s.menus = []; }), ['print to PDF']),
  ...says('tickets', click('#tb_toolbar_item_away'), becomes((s) => { s.away = true; s.log.push('Out of office on'); }), ['turn on out of office']),
  ...says('tickets', click('#tb_toolbar_item_help'), becomes((s) => { s.popup = 'Keyboard shortcuts'; }), ['open the help']),
  ...says('help', async (page) => { await popupButton(page, 'Close').click(); }, becomes((s) => { s.popup = null; }), ['close the shortcuts window']),

  // The ticket form.
  ...says('new-ticket', async (page) => { await page.locator('#subject').fill('Printer offline'); }, becomes((s) => { s.form!.record.subject = 'Printer offline'; }), ["type 'Printer offline' as the subject"]),
  ...says('new-ticket', async (page) => {
    await page.locator('#customer').click();
    await menuItem(page, 'Orbital Foods').click();
  }, becomes((s) => { s.form!.record.customer = 'Orbital Foods'; }), ['set the customer to Orbital Foods']),
  ...says('new-ticket', async (page) => { await page.locator('#category').fill('Billing'); }, becomes((s) => { s.form!.record.category = 'Billing'; }), ['category: Billing']),
  ...says('new-ticket', async (page) => {
    await page.locator('#due').fill('12/04/2026');
    await page.keyboard.press('Escape');
  }, becomes((s) => { s.form!.record.due = '12/04/2026'; }), ['due date December 4, 2026']),
  ...says('new-ticket', async (page) => { await page.locator('#notify').check(); }, becomes((s) => { s.form!.record.notify = true; }), ['switch on Email the customer']),
  ...says('ticket-1007', click('#tabs_ticketForm_tabs_tab_billing'), becomes((s) => { s.form!.page = 1; }), ['go to the Billing tab']),
  ...says('ticket-billing', async (page) => { await page.locator('#hours').fill('3'); }, becomes((s) => { s.form!.record.hours = '3'; }), ['log 3 hours']),
  ...says('ticket-billing', async (page) => {
    await page.locator('#refund').fill('49.50');
    await page.locator('#refund').blur();
  }, becomes((s) => { s.form!.record.refund = '$49.50'; }), ['refund $49.50']),
  ...says('new-filled', click('button[name=Save]'), becomes((s) => {
    s.view = 'tickets'; s.form = null; s.grid.searchAll = ''; s.grid.rows.push('1041|Printer offline|Quartz Labs|Open|Normal|Unassigned');
    s.saved.push({ mode: 'new', recid: 1041, subject: 'Printer offline' }); s.log.push('Ticket saved');
  }), ['save the ticket']),

  // A customer's page.
  ...says('customer', click('#tabs_custTabs_tab_contacts'), becomes((s) => { s.custTab = 'contacts'; }), ['show the contacts']),
  ...says('customer-notes', async (page) => {
    await page.locator('#note-text').fill('Renewal due in January');
    await page.locator('#note-add').click();
  }, becomes((s) => { s.notes['Quartz Labs']!.push('Renewal due in January'); s.log.push('Note added'); }), ["add a note saying 'Renewal due in January'"]),

  // Settings.
  ...says('settings', async (page) => { await page.locator('#desktop').uncheck(); }, becomes((s) => { s.settings!.desktop = false; }), ['turn off desktop notifications']),
  ...says('settings', click('button[name="Reset all settings"]'), becomes((s) => { s.popup = 'Confirmation'; }), ['reset all settings']),
  ...says('reset-confirm', async (page) => { await popupButton(page, 'Yes').click(); }, becomes((s) => {
    s.popup = null; s.settings = { name: 'Dana Whitfield', signature: '', defaultPriority: 'Normal', autoAssign: false, desktop: false, pageSize: '25' }; s.log.push('Settings reset');
  }), ['yes, reset them']),

  // Ambiguous: forty tickets to open, no row for a priority, three ways to export.
  ...asks('tickets', ['open the ticket']),
  ...asks('tickets', ['set the priority to High']),
  ...asks('tickets', ['export the tickets']),

  // Finding things.
  ...finds('tickets', '#grid_grid_search_all', ['find the ticket search box']),
  ...finds('new-ticket', '#due', ['where is the due date field']),
  ...finds('tickets', '#tb_toolbar_item_away, #tb_toolbar_item_away *', ['locate the Out of office button']),
];

export const HELPDESK: RealApp = { name: 'helpdesk', steps: HELPDESK_STEPS, prepare, state };
