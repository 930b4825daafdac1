/**
 * Steps for a made-up field-service maintenance back office of ours ("Fixwell Field Service",
 * test/offline/apps/fieldservice/) built on Kendo UI Core 2026.3.812 (Apache 2.0) with its default theme and jQuery
 * 3.6.4, its widgets used as Kendo's documentation shows them, with no ARIA of ours: a top Menu (Work orders, Reports,
 * Help, each with a sub-menu, opened on click); a ToolBar (New order, Refresh, a split button Export with Export to
 * CSV / Export to PDF, a toggle button Show closed); a PanelBar of side panels (Filters with a TextBox "Find order",
 * Technicians, Shortcuts with two links); a nested PanelBar of sites → buildings → assets (Core has no TreeView); a
 * TabStrip (Work orders, Order form, Notes); a table of work orders whose rows have Kendo Buttons Details and Close;
 * Close opens a Dialog "Close work order" (Cancel / Close order); Details opens a Window "Work order …" with a button
 * Reassign to me; an order form with a DropDownList (Technician), a ComboBox (Site), an AutoComplete (Asset), a
 * MultiSelect (Skills required, preset Welding), a DatePicker (Due date, preset 2027-01-08), a DateTimePicker (Visit
 * start, preset 2027-01-11 08:00), two NumericTextBoxes (Estimated hours 2, Cost estimate $250.00), a MaskedTextBox
 * (Contact phone), CheckBoxes (Urgent – dispatch today; Requires parts; Customer sign-off on completion, ticked), a
 * Slider (Priority 1–5, at 2), three radios (Visit type) and Save work order; a Notes tab with a textarea; a Tooltip on
 * "SLA"; Notification toasts.
 * Blind: written the way testers write them, before the resolver was run on this app, and frozen
 * (test/offline/real-apps-frozen.test.ts). Three steps are ambiguous on purpose: the right outcome is a hand-over with
 * the page untouched.
 *
 * Every check compares the whole page state (`window.fs.read()`: the tab, open menus, menu and toolbar commands,
 * exports, refreshes, the Show closed toggle, open side panels, the search, the shortcut, the asset hierarchy's open
 * nodes and selection, every order's status and technician, the rows shown, the dialog, the window, reassignments,
 * the tooltip, every field of the form, the notes, saves, every toast) with the state the step started from, with
 * only the asked-for change.
 */
import { expect, type Page } from '@playwright/test';
import { finds, LOAD_MS, says, type AppStep, type RealApp } from './corpus.js';

interface State {
  tab: number;
  menusOpen: string[];
  commands: string[];
  exports: string[];
  refreshes: number;
  showClosed: boolean;
  panels: string[];
  query: string;
  shortcut: string | null;
  tree: { expanded: string[]; selected: string | null };
  orders: string[];
  rows: string[];
  dialog: string | null;
  details: string | null;
  reassigned: string[];
  tooltip: boolean;
  form: {
    technician: string; site: string; asset: string; skills: string[]; due: string | null; visit: string | null;
    hours: number | null; cost: number | null; phone: string; urgent: boolean; priority: number; parts: boolean;
    signOff: boolean; visitType: string;
  };
  notes: string;
  saves: number;
  toasts: string[];
}

const read = (page: Page) => page.evaluate(() => (window as unknown as { fs: { read(): object } }).fs.read()) as Promise<State>;

async function state(page: Page): Promise<string> {
  return JSON.stringify(await read(page));
}

let prepared: State | undefined;

const until = async (page: Page, ok: (s: State) => boolean) => {
  await expect.poll(() => read(page).then(ok), { timeout: LOAD_MS }).toBe(true);
};
const row = (page: Page, id: string) => page.locator(`#orders-body tr[data-id="${id}"]`);
const tab = (page: Page, name: string) => page.locator('#tabs .k-tabstrip-items [role="tab"]', { hasText: name });

async function prepare(page: Page, origin: string, setup: string) {
  if (!['orders', 'form', 'notes', 'dialog', 'window', 'shortcuts'].includes(setup)) throw new Error(`unknown setup ${setup}`);
  await page.goto(`${origin}/fieldservice/index.html?fresh=${Date.now()}`, { waitUntil: 'load', timeout: LOAD_MS });
  await expect.poll(() => page.evaluate(() => (window as unknown as { fsReady?: boolean }).fsReady === true), { timeout: LOAD_MS }).toBe(true);
  if (setup === 'form') {
    await tab(page, 'Order form').click();
    await until(page, (s) => s.tab === 1);
    await expect(page.locator('#save-order')).toBeVisible({ timeout: LOAD_MS });
  }
  if (setup === 'notes') {
    await tab(page, 'Notes').click();
    await until(page, (s) => s.tab === 2);
    await expect(page.locator('#dispatcher-notes')).toBeVisible({ timeout: LOAD_MS });
  }
  if (setup === 'dialog') {
    await row(page, 'WO-1043').locator('.close-order').click();
    await until(page, (s) => s.dialog === 'WO-1043');
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Close order' })).toBeVisible({ timeout: LOAD_MS });
  }
  if (setup === 'window') {
    await row(page, 'WO-1042').locator('.details').click();
    await until(page, (s) => s.details === 'WO-1042');
    await expect(page.locator('#reassign-me')).toBeVisible({ timeout: LOAD_MS });
  }
  if (setup === 'shortcuts') {
    await page.locator('#side-panels > li[data-panel="shortcuts"] > .k-link').click();
    await until(page, (s) => s.panels.includes('shortcuts'));
    await expect(page.locator('a[data-shortcut="week"]')).toBeVisible({ timeout: LOAD_MS });
  }
  await page.mouse.move(1270, 790);
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
const fromMenu = (top: string, item: string) => async (page: Page) => {
  await page.locator('#main-menu > li > .k-link', { hasText: top }).click();
  await page.locator('#main-menu .k-menu-popup li', { hasText: item }).click();
};
const treeNode = (id: string) => click(`#asset-tree li[data-node="${id}"] > .k-link`);
const pickFromList = (input: string, item: string) => async (page: Page) => {
  await page.locator(`.k-picker:has(${input}), .k-combobox:has(${input})`).locator('button').click();
  await page.locator(`${input}_listbox li`, { hasText: item }).click();
};
const EXPANDED = ['north', 'bldg-a', 'riverside', 'workshop'];

export const FIELDSERVICE_STEPS: AppStep[] = [
  // Top menu.
  ...says('orders', fromMenu('Reports', 'Technician hours'), becomes((s) => {
    s.commands = ['report-hours']; s.toasts.push('Technician hours report is being prepared');
  }), ['open Technician hours from the Reports menu']),
  ...says('orders', fromMenu('Reports', 'Overdue orders'), becomes((s) => { s.commands = ['report-overdue']; s.toasts.push('1 overdue work order'); }), ['Reports > Overdue orders']),
  ...says('orders', fromMenu('Work orders', 'New work order'), becomes((s) => { s.commands = ['new-order']; s.tab = 1; }), ['create a new work order from the Work orders menu']),

  // Toolbar.
  ...says('orders', click('#tb-new'), becomes((s) => { s.commands = ['tb-new']; s.tab = 1; }), ['click New order in the toolbar']),
  ...says('orders', click('#tb-refresh'), becomes((s) => { s.refreshes = 1; }), ['refresh the work orders']),
  ...says('orders', async (page) => {
    await page.locator('#tb-export_wrapper .k-split-button-arrow').click();
    await page.getByRole('menuitem', { name: 'Export to PDF' }).click();
  }, becomes((s) => { s.exports = ['pdf']; s.toasts.push('Work orders exported as PDF'); }), ['export the list to PDF']),
  ...says('orders', click('#tb-export'), becomes((s) => { s.exports = ['csv']; s.toasts.push('Work orders exported as CSV'); }), ['export work orders as CSV']),
  ...says('orders', click('#tb-closed'), becomes((s) => { s.showClosed = true; s.rows = ['WO-1041', 'WO-1042', 'WO-1043', 'WO-1044', 'WO-1045']; }), ['show closed orders too']),

  // Side panels.
  ...says('orders', click('#side-panels > li[data-panel="technicians"] > .k-link'), becomes((s) => { s.panels = ['filters', 'technicians']; }), ['expand Technicians']),
  ...says('orders', click('#side-panels > li[data-panel="filters"] > .k-link'), becomes((s) => { s.panels = []; }), ['collapse the Filters panel']),
  ...says('shortcuts', click('a[data-shortcut="week"]'), becomes((s) => { s.shortcut = 'week'; s.rows = ['WO-1041', 'WO-1042', 'WO-1043']; }), ['show orders due this week']),
  ...says('orders', async (page) => { await page.locator('#order-search').fill('boiler'); }, becomes((s) => { s.query = 'boiler'; s.rows = ['WO-1042']; }), ['search orders for boiler']),

  // Sites and assets.
  ...says('orders', treeNode('bldg-b'), becomes((s) => { s.tree.expanded = ['north', 'bldg-a', 'bldg-b', 'riverside', 'workshop']; }), ['expand Building B']),
  ...says('orders', treeNode('riverside'), becomes((s) => { s.tree.expanded = ['north', 'bldg-a']; }), ['collapse Riverside Depot']),
  ...says('orders', treeNode('bldg-a'), becomes((s) => { s.tree.expanded = EXPANDED.filter((n) => n !== 'bldg-a'); }), ['collapse Building A']),
  ...says('orders', treeNode('c-7'), becomes((s) => { s.tree.selected = 'c-7'; }), ['select Compressor C-7 in the asset tree']),

  // Tabs and notes.
  ...says('orders', click('#tabs .k-tabstrip-items [role="tab"]:nth-child(3)'), becomes((s) => { s.tab = 2; }), ['go to the Notes tab']),
  ...says('orders', click('#tabs .k-tabstrip-items [role="tab"]:nth-child(2)'), becomes((s) => { s.tab = 1; }), ['switch to Order form']),
  ...says('notes', async (page) => { await page.locator('#dispatcher-notes').fill('Gate code 4471, ask for Sam'); }, becomes((s) => { s.notes = 'Gate code 4471, ask for Sam'; }), ["type 'Gate code 4471, ask for Sam' into dispatcher notes"]),

  // The orders table, the dialog, the window.
  ...says('orders', async (page) => { await row(page, 'WO-1043').locator('.close-order').click(); }, becomes((s) => { s.dialog = 'WO-1043'; }), ['click Close for work order WO-1043']),
  ...says('orders', async (page) => { await row(page, 'WO-1042').locator('.details').click(); }, becomes((s) => { s.details = 'WO-1042'; }), ['show details of WO-1042']),
  ...says('orders', async (page) => { await row(page, 'WO-1044').locator('.details').click(); }, becomes((s) => { s.details = 'WO-1044'; }), ['open the details for the Compressor C-7 order']),
  ...says('dialog', async (page) => { await page.getByRole('dialog').getByRole('button', { name: 'Close order' }).click(); }, becomes((s) => {
    s.dialog = null; s.orders[2] = 'WO-1043:Closed:Tomás Reyes'; s.rows = ['WO-1041', 'WO-1042', 'WO-1044']; s.toasts.push('WO-1043 closed');
  }), ['yes, close the order']),
  ...says('dialog', async (page) => { await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click(); }, becomes((s) => { s.dialog = null; }), ['cancel closing']),
  ...says('window', async (page) => { await page.locator('.k-window:has(#details-window) .k-window-titlebar-action, .k-window:has(#details-window) .k-window-action').first().click(); }, becomes((s) => { s.details = null; }), ['close the details window']),
  ...says('window', click('#reassign-me'), becomes((s) => {
    s.orders[1] = 'WO-1042:Open:Dispatcher (me)'; s.reassigned = ['WO-1042']; s.toasts.push('WO-1042 reassigned to you');
  }), ['reassign this work order to me']),
  ...says('orders', async (page) => { await page.locator('#sla-info').hover(); }, becomes((s) => { s.tooltip = true; }), ['show the SLA tooltip']),

  // The order form.
  ...says('form', pickFromList('#technician', 'Wen Li'), becomes((s) => { s.form.technician = 'wen'; }), ['set the technician to Wen Li']),
  ...says('form', pickFromList('#site', 'Riverside Depot'), becomes((s) => { s.form.site = 'riverside'; }), ['choose Riverside Depot as the site']),
  ...says('form', async (page) => {
    await page.locator('#asset').pressSequentially('Boil');
    await page.locator('#asset_listbox li', { hasText: 'Boiler B-2' }).click();
  }, becomes((s) => { s.form.asset = 'Boiler B-2'; }), ['set asset to Boiler B-2']),
  ...says('form', async (page) => {
    await page.locator('#skills').locator('xpath=..').click();
    await page.locator('#skills_listbox li', { hasText: 'HVAC' }).click();
  }, becomes((s) => { s.form.skills = ['Welding', 'HVAC']; }), ['add HVAC to the required skills']),
  ...says('form', async (page) => {
    await page.locator('.k-multiselect .k-chip', { hasText: 'Welding' }).locator('.k-chip-remove-action, .k-chip-action').first().click();
  }, becomes((s) => { s.form.skills = []; }), ['remove Welding from skills']),
  ...says('form', async (page) => {
    await page.locator('#due-date').fill('1/15/2027');
    await page.locator('#due-date').press('Tab');
  }, becomes((s) => { s.form.due = '2027-01-15'; }), ['change the due date to January 15, 2027']),
  ...says('form', async (page) => {
    await page.locator('#visit-start').fill('1/12/2027 9:30 AM');
    await page.locator('#visit-start').press('Tab');
  }, becomes((s) => { s.form.visit = '2027-01-12 09:30'; }), ['set visit start to 1/12/2027 9:30 AM']),
  ...says('form', async (page) => {
    await page.locator('.k-numerictextbox:has(#hours) input').locator('visible=true').first().click();
    await page.locator('#hours').fill('6.5');
    await page.locator('#hours').press('Tab');
  }, becomes((s) => { s.form.hours = 6.5; }), ['estimated hours: 6.5']),
  ...says('form', async (page) => {
    await page.locator('.k-numerictextbox:has(#cost) input').locator('visible=true').first().click();
    await page.locator('#cost').fill('480');
    await page.locator('#cost').press('Tab');
  }, becomes((s) => { s.form.cost = 480; }), ['set the cost estimate to 480']),
  ...says('form', async (page) => {
    await page.locator('#contact-phone').click();
    await page.locator('#contact-phone').pressSequentially('5550142778');
    await page.locator('#contact-phone').press('Tab');
  }, becomes((s) => { s.form.phone = '5550142778'; }), ['enter (555) 014-2778 as the contact phone']),
  ...says('form', click('label[for="urgent"]'), becomes((s) => { s.form.urgent = true; }), ['mark it urgent']),
  ...says('form', async (page) => {
    await page.locator('.k-slider .k-button-increase, .k-slider .k-slider-increase').first().click();
    await page.locator('.k-slider .k-button-increase, .k-slider .k-slider-increase').first().click();
  }, becomes((s) => { s.form.priority = 4; }), ['set priority to 4']),
  ...says('form', click('label[for="needs-parts"]'), becomes((s) => { s.form.parts = true; }), ['tick Requires parts']),
  ...says('form', click('label[for="sign-off"]'), becomes((s) => { s.form.signOff = false; }), ['uncheck customer sign-off']),
  ...says('form', click('label[for="vt-inspection"]'), becomes((s) => { s.form.visitType = 'inspection'; }), ['choose Inspection as the visit type']),
  ...says('form', click('#save-order'), becomes((s) => { s.saves = 1; s.toasts.push('Work order saved'); }), ['save the work order']),

  // Ambiguous: four open orders to close or open, two chillers in the hierarchy.
  ...asks('orders', ['close the work order']),
  ...asks('orders', ['open the details']),
  ...asks('orders', ['select the chiller']),

  // Finding things.
  ...finds('form', '#due-date', ['find the due date field']),
  ...finds('orders', '#asset-tree', ['where is the sites and assets tree']),
  ...finds('form', '#save-order', ['find the Save work order button']),
  ...finds('orders', '#tb-export', ["where's the Export button"]),
];

export const FIELDSERVICE: RealApp = { name: 'fieldservice', steps: FIELDSERVICE_STEPS, prepare, state };
