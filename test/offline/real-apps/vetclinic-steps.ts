/**
 * Steps for the admin back office of a made-up veterinary clinic of ours ("Pawsley Veterinary Clinic",
 * test/offline/apps/vetclinic/) built on Element Plus 2.14.8 and Vue 3.5.45 (both MIT), every component as Element
 * Plus's documentation shows it, no ARIA added by us: a side el-menu (sub-menus Clinic — Appointments, Patients,
 * Owners — open, and Billing — Invoices, Price list — closed; Settings; a "Collapse menu" button above collapses it);
 * a user el-dropdown (My profile, Preferences, Sign out) opened on click; an appointments el-table (a selection
 * column, Time and Patient sortable, a "Check in" button and a "More" el-dropdown per row: Send reminder, Mark as
 * no-show, Cancel appointment — which asks with ElMessageBox.confirm "Yes, cancel it" / "Keep"), el-pagination of 5
 * rows a page, "New appointment" and "Cancel selected"; a "New appointment" el-dialog (a filterable el-select for the
 * patient, a plain one for the vet, a multiple one with tags for services, an el-cascader for the reason, an
 * el-date-picker, an el-time-select, an el-input-number for the duration, an el-checkbox "First visit", a notes
 * textarea; Cancel / Book appointment); a patient's record in el-tabs (Overview: an el-collapse of Allergies,
 * Medications, Behaviour with an el-rate "Temperament"; Vaccinations: an el-tree with checkboxes; Today's visit:
 * el-steps with Previous step / Next step); owners in an el-table, each with "Edit" opening an el-drawer (Name, Phone,
 * Preferred contact as el-radio-buttons, an el-switch "Reminder texts", a "Marketing emails" checkbox; Cancel / Save);
 * invoices with "Mark paid" and "Void" behind an el-popconfirm ("Void it" / "Keep"), an el-tooltip on "Late fee
 * policy"; settings (Clinic name, an el-switch "Online booking", an el-slider "Reminder lead time (hours)", slot
 * length as el-radio-buttons, Save settings); ElMessage toasts.
 * Blind: written the way testers write them, before the resolver was run on this app, and frozen
 * (test/offline/real-apps-frozen.test.ts). Three steps are ambiguous on purpose: the right outcome is a hand-over with
 * the page untouched.
 *
 * Every check compares the whole page state (`window.vet.read()`: the view, the menu's collapse and open sub-menus,
 * every appointment's time, patient, vet and status, the sort, the rows shown, the selection, the page, the dialog's
 * form, the message box, the patient's tab, open panels, temperament, ticked vaccines, the visit's step, every owner,
 * the drawer's form, every invoice's status, the settings, the open menus / pop-confirm / tooltip, the toasts and the
 * page's log) with the state the step started from, with only the asked-for change.
 */
import { expect, type Page } from '@playwright/test';
import { finds, LOAD_MS, says, type AppStep, type RealApp } from './corpus.js';

interface Form { patient: string; vet: string; services: string[]; reason: string[]; date: string; time: string; duration: number; firstVisit: boolean; notes: string }
interface OwnerForm { name: string; phone: string; pets: string; contact: string; reminders: boolean; marketing: boolean }
interface State {
  view: string;
  signedOut: boolean;
  menu: { collapsed: boolean; opened: string[] };
  appts: string[];
  sort: string;
  shown: string[];
  selection: string[];
  page: number;
  dialog: Form | null;
  box: string | null;
  patientTab: string;
  collapse: string[];
  temperament: number;
  vaccines: string[];
  vaccinesSaved: string[] | null;
  visitStep: number;
  owners: string[];
  drawer: OwnerForm | null;
  invoices: string[];
  settings: { name: string; onlineBooking: boolean; leadHours: number; slot: string };
  settingsSaved: number;
  poppers: string[];
  toasts: string[];
  log: string[];
}

const read = (page: Page) => page.evaluate(() => (window as unknown as { vet: { read(): object } }).vet.read()) as Promise<State>;

async function state(page: Page): Promise<string> {
  return JSON.stringify(await read(page));
}

let prepared: State | undefined;

const until = async (page: Page, ok: (s: State) => boolean) => {
  await expect.poll(() => read(page).then(ok), { timeout: LOAD_MS }).toBe(true);
};

const row = (page: Page, text: string) => page.locator('.el-table__body tr', { hasText: text });
const menuItem = (page: Page, text: string) => page.locator('.el-dropdown-menu__item:visible', { hasText: text });
const option = (page: Page, text: string) => page.locator('.el-select-dropdown__item:visible', { hasText: text });
const field = (page: Page, scope: string, label: string) => page.locator(`${scope} .el-form-item`).filter({ has: page.locator(`label:text-is("${label}")`) });

async function prepare(page: Page, origin: string, setup: string) {
  await page.goto(`${origin}/vetclinic/index.html?fresh=${Date.now()}`, { waitUntil: 'load', timeout: LOAD_MS });
  await expect.poll(() => page.evaluate(() => (window as unknown as { vetReady?: boolean }).vetReady === true), { timeout: LOAD_MS }).toBe(true);
  switch (setup) {
    case 'appointments':
      break;
    case 'row-more':
      await row(page, 'Luna').locator('button', { hasText: 'More' }).click();
      await until(page, (s) => s.poppers.length === 1);
      break;
    case 'cancel-confirm':
      await row(page, 'Coco').locator('button', { hasText: 'More' }).click();
      await menuItem(page, 'Cancel appointment').click();
      await until(page, (s) => s.box !== null && s.poppers.length === 0);
      break;
    case 'two-selected':
      await row(page, 'Biscuit').locator('.el-checkbox').click();
      await row(page, 'Max').locator('.el-checkbox').click();
      await until(page, (s) => s.selection.length === 2);
      break;
    case 'appt-dialog':
    case 'appt-dialog-filled':
      await page.locator('button', { hasText: 'New appointment' }).click();
      await until(page, (s) => s.dialog !== null);
      await expect(page.locator('.el-dialog')).toBeVisible();
      if (setup === 'appt-dialog-filled') {
        await field(page, '.el-dialog', 'Patient').locator('.el-select').click();
        await option(page, 'Mochi').click();
        await field(page, '.el-dialog', 'Veterinarian').locator('.el-select').click();
        await option(page, 'Dr. Mensah').click();
        await field(page, '.el-dialog', 'Time').locator('.el-select').click();
        await option(page, '15:00').click();
        await until(page, (s) => s.dialog?.time === '15:00');
        await page.locator('.el-dialog__title').click();
        await expect(page.locator('.el-select-dropdown__item:visible')).toHaveCount(0);
      }
      break;
    case 'user-menu':
      await page.locator('button', { hasText: 'Dr. Mira Okafor' }).click();
      await until(page, (s) => s.poppers.length === 1);
      break;
    case 'patients':
    case 'patients-vacc':
    case 'patients-visit':
      await page.locator('.el-menu-item', { hasText: 'Patients' }).click();
      await until(page, (s) => s.view === 'patients');
      if (setup === 'patients-vacc') {
        await page.locator('.el-tabs__item', { hasText: 'Vaccinations' }).click();
        await until(page, (s) => s.patientTab === 'vaccinations');
      } else if (setup === 'patients-visit') {
        await page.locator('.el-tabs__item', { hasText: "Today's visit" }).click();
        await until(page, (s) => s.patientTab === 'visit');
      }
      break;
    case 'owners':
    case 'drawer':
      await page.locator('.el-menu-item', { hasText: 'Owners' }).click();
      await until(page, (s) => s.view === 'owners');
      if (setup === 'drawer') {
        await row(page, 'Aisha Rahman').locator('button', { hasText: 'Edit' }).click();
        await until(page, (s) => s.drawer !== null);
        await expect(page.locator('.el-drawer')).toBeVisible();
      }
      break;
    case 'invoices':
    case 'void-confirm':
      await page.locator('.el-sub-menu__title', { hasText: 'Billing' }).click();
      await page.locator('.el-menu-item', { hasText: 'Invoices' }).click();
      await until(page, (s) => s.view === 'invoices');
      if (setup === 'void-confirm') {
        await row(page, 'INV-1004').locator('button', { hasText: 'Void' }).click();
        await until(page, (s) => s.poppers.length === 1);
      }
      break;
    case 'settings':
      await page.locator('.el-menu-item', { hasText: 'Settings' }).click();
      await until(page, (s) => s.view === 'settings');
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

/** An appointment's status: `id|time|patient|vet|status`. */
const setStatus = (s: State, id: string, status: string) => {
  const i = s.appts.findIndex((a) => a.startsWith(`${id}|`));
  if (i < 0) throw new Error(`no appointment ${id}`);
  const parts = s.appts[i]!.split('|');
  parts[4] = status;
  s.appts[i] = parts.join('|');
};
const setInvoice = (s: State, no: string, status: string) => {
  const i = s.invoices.findIndex((r) => r.startsWith(`${no}|`));
  s.invoices[i] = `${no}|${status}`;
};

const click = (selector: string) => async (page: Page) => { await page.locator(selector).first().click(); };
const BLANK = { patient: '', vet: '', services: [], reason: [], date: '', time: '', duration: 30, firstVisit: false, notes: '' };
/** The open menus' and pop-confirm's text as the page reads it (its first 40 characters). */
const USER_MENU = 'My profile Preferences Sign out';
const VOID_1004 = 'Void INV-1004? Keep Void it';
const FEE_TIP = 'Invoices unpaid after 30 days get a 2% l';

export const VETCLINIC_STEPS: AppStep[] = [
  // Appointments.
  ...says('appointments', async (page) => { await page.locator('.el-table__header th', { hasText: 'Time' }).click(); }, becomes((s) => {
    s.sort = 'time:ascending'; s.shown = ['A-302', 'A-308', 'A-303', 'A-305', 'A-312'];
  }), ['sort the appointments by time']),
  ...says('appointments', async (page) => { await page.locator('.el-table__header th', { hasText: 'Patient' }).locator('.sort-caret.descending').click(); }, becomes((s) => {
    s.sort = 'patient:descending'; s.shown = ['A-307', 'A-312', 'A-309', 'A-305', 'A-311'];
  }), ['sort by patient name, Z to A']),
  ...says('appointments', async (page) => { await row(page, 'Luna').locator('.el-checkbox').click(); }, becomes((s) => { s.selection = ['A-302']; }), ["select Luna's appointment"]),
  ...says('appointments', async (page) => { await page.locator('.el-table__header .el-checkbox').click(); }, becomes((s) => {
    s.selection = ['A-301', 'A-302', 'A-303', 'A-304', 'A-305'];
  }), ['tick all the appointments on this page']),
  ...says('appointments', async (page) => { await page.locator('.el-pager li', { hasText: /^2$/ }).click(); }, becomes((s) => {
    s.page = 2; s.shown = ['A-306', 'A-307', 'A-308', 'A-309', 'A-310'];
  }), ['go to page 2 of the appointments']),
  ...says('appointments', async (page) => { await row(page, 'Biscuit').locator('button', { hasText: 'Check in' }).click(); }, becomes((s) => {
    setStatus(s, 'A-301', 'Checked in'); s.toasts.push('Biscuit checked in');
  }), ['check in Biscuit']),
  ...says('appointments', async (page) => {
    await row(page, 'Max').locator('button', { hasText: 'More' }).click();
    await menuItem(page, 'Send reminder').click();
  }, becomes((s) => { s.log.push('Reminder sent for A-303'); s.toasts.push('Reminder sent to Aisha Rahman'); }), ["send a reminder for Max's appointment"]),
  ...says('row-more', async (page) => { await menuItem(page, 'Mark as no-show').click(); }, becomes((s) => {
    setStatus(s, 'A-302', 'No-show'); s.log.push('A-302 no-show'); s.poppers = [];
  }), ['mark it as a no-show']),
  ...says('appointments', async (page) => {
    await row(page, 'Coco').locator('button', { hasText: 'More' }).click();
    await menuItem(page, 'Cancel appointment').click();
  }, becomes((s) => { s.box = "Cancel Coco's appointment at 14:00?"; }), ["cancel Coco's 2pm appointment"]),
  ...says('cancel-confirm', click('.el-message-box button:has-text("Yes, cancel it")'), becomes((s) => {
    setStatus(s, 'A-304', 'Cancelled'); s.box = null; s.log.push('Cancelled A-304'); s.toasts.push('Appointment cancelled');
  }), ['yes, cancel it']),
  ...says('cancel-confirm', click('.el-message-box button:has-text("Keep")'), becomes((s) => { s.box = null; s.log.push('Kept'); }), ['no, keep the appointment']),
  ...says('two-selected', click('button:has-text("Cancel selected")'), becomes((s) => { s.box = 'Cancel 2 appointments?'; }), ['cancel the selected appointments']),
  ...says('appointments', click('button:has-text("New appointment")'), becomes((s) => { s.dialog = { ...BLANK }; }), ['book a new appointment']),

  // The New appointment dialog.
  ...says('appt-dialog', async (page) => {
    await field(page, '.el-dialog', 'Patient').locator('.el-select').click();
    await page.keyboard.type('Moc');
    await option(page, 'Mochi').click();
  }, becomes((s) => { s.dialog!.patient = 'Mochi'; }), ['choose Mochi as the patient']),
  ...says('appt-dialog', async (page) => {
    await field(page, '.el-dialog', 'Veterinarian').locator('.el-select').click();
    await option(page, 'Dr. Mensah').click();
  }, becomes((s) => { s.dialog!.vet = 'Dr. Mensah'; }), ['set the vet to Dr. Mensah']),
  ...says('appt-dialog', async (page) => {
    await field(page, '.el-dialog', 'Services').locator('.el-select').click();
    await option(page, 'Vaccination').click();
    await option(page, 'Blood test').click();
  }, becomes((s) => { s.dialog!.services = ['Vaccination', 'Blood test']; }), ['add Vaccination and Blood test to the services']),
  ...says('appt-dialog', async (page) => {
    await field(page, '.el-dialog', 'Reason').locator('.el-cascader').click();
    await page.locator('.el-cascader-node:visible', { hasText: 'Surgery' }).click();
    await page.locator('.el-cascader-node:visible', { hasText: 'Dental cleaning' }).click();
  }, becomes((s) => { s.dialog!.reason = ['surgery', 'dental']; }), ['reason for the visit: Surgery > Dental cleaning']),
  ...says('appt-dialog', async (page) => {
    const input = field(page, '.el-dialog', 'Date').locator('input');
    await input.fill('2026-12-14');
    await input.press('Enter');
  }, becomes((s) => { s.dialog!.date = '2026-12-14'; }), ['set the date to 14 December 2026']),
  ...says('appt-dialog', async (page) => {
    await field(page, '.el-dialog', 'Time').locator('.el-select').click();
    await option(page, '10:30').click();
  }, becomes((s) => { s.dialog!.time = '10:30'; }), ['pick 10:30 for the time']),
  ...says('appt-dialog', async (page) => {
    const input = field(page, '.el-dialog', 'Duration (min)').locator('input');
    await input.fill('45');
    await input.blur();
  }, becomes((s) => { s.dialog!.duration = 45; }), ['make it a 45 minute appointment']),
  ...says('appt-dialog', click('.el-dialog .el-checkbox:has-text("First visit")'), becomes((s) => { s.dialog!.firstVisit = true; }), ['tick first visit']),
  ...says('appt-dialog-filled', click('.el-dialog button:has-text("Book appointment")'), becomes((s) => {
    s.appts.push('A-313|15:00|Mochi|Dr. Mensah|Booked'); s.dialog = null; s.log.push('Booked A-313'); s.toasts.push('Appointment booked');
  }), ['book it']),

  // The side menu and the user menu.
  ...says('appointments', click('button:has-text("Collapse menu")'), becomes((s) => { s.menu.collapsed = true; }), ['collapse the sidebar']),
  ...says('appointments', async (page) => {
    await page.locator('.el-sub-menu__title', { hasText: 'Billing' }).click();
    await page.locator('.el-menu-item', { hasText: 'Invoices' }).click();
  }, becomes((s) => { s.view = 'invoices'; s.menu.opened = ['billing', 'clinic']; }), ['open Invoices from the Billing menu']),
  ...says('appointments', click('button:has-text("Dr. Mira Okafor")'), becomes((s) => { s.poppers = [USER_MENU]; }), ['open the user menu']),
  ...says('user-menu', async (page) => { await menuItem(page, 'Sign out').click(); }, becomes((s) => { s.signedOut = true; s.log.push('Signed out'); s.poppers = []; }), ['log out']),
  ...says('appointments', async (page) => {
    await page.locator('button', { hasText: 'Dr. Mira Okafor' }).click();
    await menuItem(page, 'Preferences').click();
  }, becomes((s) => { s.view = 'settings'; }), ['open Preferences from the account menu']),

  // A patient's record.
  ...says('patients', click('.el-tabs__item:has-text("Vaccinations")'), becomes((s) => { s.patientTab = 'vaccinations'; }), ['switch to the Vaccinations tab']),
  ...says('patients', click('.el-collapse-item__header:has-text("Medications")'), becomes((s) => { s.collapse = ['allergies', 'behaviour', 'medications']; }), ['expand Medications']),
  ...says('patients', click('.el-rate .el-rate__item:nth-child(4)'), becomes((s) => { s.temperament = 4; }), ['give Biscuit 4 stars for temperament']),
  ...says('patients-vacc', click('.el-tree-node__content:has-text("Leptospirosis") .el-checkbox'), becomes((s) => { s.vaccines = ['lepto', 'rabies']; }), ['tick Leptospirosis']),
  ...says('patients-vacc', click('.el-tree-node__content:has-text("Non-core vaccines") .el-checkbox'), becomes((s) => {
    s.vaccines = ['bordetella', 'lepto', 'lyme', 'noncore', 'rabies'];
  }), ['check every non-core vaccine']),
  ...says('patients-visit', click('button:has-text("Next step")'), becomes((s) => { s.visitStep = 2; }), ['move the visit on to the next step']),

  // Owners.
  ...says('owners', async (page) => { await row(page, 'Aisha Rahman').locator('button', { hasText: 'Edit' }).click(); }, becomes((s) => {
    s.drawer = { name: 'Aisha Rahman', phone: '555-0103', pets: 'Max', contact: 'Phone', reminders: false, marketing: true };
  }), ["edit Aisha Rahman's details"]),
  ...says('drawer', click('.el-drawer .el-radio-button:has-text("SMS")'), becomes((s) => { s.drawer!.contact = 'SMS'; }), ['she prefers SMS']),
  ...says('drawer', async (page) => {
    await field(page, '.el-drawer', 'Phone').locator('input').fill('555-0199');
    await page.locator('.el-drawer button', { hasText: /^Save$/ }).click();
  }, becomes((s) => {
    s.owners[2] = 'Aisha Rahman|555-0199|Phone|false|true'; s.drawer = null; s.log.push('Saved owner Aisha Rahman'); s.toasts.push('Owner saved');
  }), ['change her phone to 555-0199 and save']),

  // Invoices.
  ...says('invoices', async (page) => { await row(page, 'INV-1002').locator('button', { hasText: 'Mark paid' }).click(); }, becomes((s) => {
    setInvoice(s, 'INV-1002', 'Paid'); s.toasts.push('INV-1002 marked as paid');
  }), ['mark INV-1002 as paid']),
  ...says('invoices', async (page) => { await row(page, 'INV-1004').locator('button', { hasText: 'Void' }).click(); }, becomes((s) => { s.poppers = [VOID_1004]; }), ['void invoice INV-1004']),
  ...says('void-confirm', click('.el-popconfirm button:has-text("Void it")'), becomes((s) => {
    setInvoice(s, 'INV-1004', 'Void'); s.poppers = []; s.log.push('Voided INV-1004'); s.toasts.push('INV-1004 voided');
  }), ['yes, void it']),
  ...says('invoices', async (page) => { await page.locator('button', { hasText: 'Late fee policy' }).hover(); }, becomes((s) => { s.poppers = [FEE_TIP]; }), ['hover over the late fee policy']),

  // Settings.
  ...says('settings', click('.el-form-item:has(label:text-is("Online booking")) .el-switch'), becomes((s) => { s.settings.onlineBooking = false; }), ['turn off online booking']),
  ...says('settings', async (page) => {
    const handle = page.locator('.el-slider__button-wrapper');
    await handle.focus();
    for (let i = 0; i < 4; i++) await handle.press('ArrowRight');
  }, becomes((s) => { s.settings.leadHours = 48; }), ['set the reminder lead time to 48 hours']),
  ...says('settings', async (page) => {
    await field(page, '.el-main', 'Clinic name').locator('input').fill('Pawsley Animal Hospital');
    await page.locator('button', { hasText: 'Save settings' }).click();
  }, becomes((s) => { s.settings.name = 'Pawsley Animal Hospital'; s.settingsSaved = 1; s.toasts.push('Settings saved'); }), ["rename the clinic to 'Pawsley Animal Hospital' and save the settings"]),

  // Ambiguous: five rows to check in, five owners to edit, four invoices to mark paid.
  ...asks('appointments', ['check in the patient']),
  ...asks('owners', ['edit the owner']),
  ...asks('invoices', ['mark the invoice as paid']),

  // Finding things.
  ...finds('appointments', '.el-pagination, .el-pagination *', ['where is the pagination']),
  ...finds('appt-dialog', '.el-dialog .el-date-editor, .el-dialog .el-date-editor input', ['find the date picker']),
  ...finds('appointments', 'button:has-text("New appointment")', ['locate the New appointment button']),
  ...finds('settings', '.el-slider, .el-slider *', ['which control sets the reminder lead time?']),
];

export const VETCLINIC: RealApp = { name: 'vetclinic', steps: VETCLINIC_STEPS, prepare, state };
