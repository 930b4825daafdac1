/**
 * Steps for Swagger UI 5.35.0 (test/offline/apps/swagger-ui/: the npm package `swagger-ui-dist`,
 * Apache-2.0, showing the Petstore OpenAPI document from `@readme/oas-examples`, MIT): a React
 * app of collapsible operations, "Try it out" forms whose fields are named only by placeholders
 * in a parameters table, selects, an authorization dialog with text fields, scope checkboxes and
 * two "Authorize" buttons (one of them opens a login window on another site). Written the way
 * testers write them, before the resolver was run on them.
 */
import { expect, type Page } from '@playwright/test';
import { all, finds, holds, LOAD_MS, says, type AppStep, type RealApp } from './corpus.js';

const op = (id: string) => `#operations-${id}`;
const FIND_BY_STATUS = op('pet-findPetsByStatus');
const GET_PET = op('pet-getPetById');
const LOGIN = op('user-loginUser');
const ADD_PET = op('pet-addPet');
const STATUS = `${FIND_BY_STATUS} tr[data-param-name=status] select`;
const PET_ID = `${GET_PET} input[placeholder=petId]`;
const USERNAME = `${LOGIN} input[placeholder=username]`;
const PASSWORD = `${LOGIN} input[placeholder=password]`;
const BODY = `${ADD_PET} textarea.body-param__text`;
const BODY_TYPE = `${ADD_PET} select[aria-label="Request content type"]`;
const MEDIA_TYPE = `${FIND_BY_STATUS} select[aria-label="Media Type"]`;
const API_KEY = '#api_key_value';
const CLIENT_ID = '#client_id_implicit';
const WRITE_PETS = 'input[data-value="write:pets"]';
const READ_PETS = 'input[data-value="read:pets"]';

async function expand(page: Page, operation: string) {
  await page.locator(`${operation} .opblock-summary-control`).click();
  await expect(page.locator(`${operation} .try-out__btn`)).toBeVisible();
}
async function tryOut(page: Page, operation: string) {
  await expand(page, operation);
  await page.locator(`${operation} .try-out__btn`).click();
  await expect(page.locator(`${operation} .execute`)).toBeVisible();
}

async function prepare(page: Page, origin: string, setup: string) {
  await page.goto(`${origin}/swagger-ui/index.html?fresh=${Date.now()}`, { timeout: LOAD_MS });
  await expect(page.locator(`${FIND_BY_STATUS} .opblock-summary-control`)).toBeVisible({ timeout: LOAD_MS });
  await expect(page.locator('section.models .model-container').first()).toBeVisible();
  switch (setup) {
    case 'loaded':
      break;
    case 'findByStatus':
      await expand(page, FIND_BY_STATUS);
      break;
    case 'findByStatusTry':
      await tryOut(page, FIND_BY_STATUS);
      break;
    case 'findByStatusSold':
      await tryOut(page, FIND_BY_STATUS);
      await page.locator(STATUS).selectOption('sold');
      break;
    case 'getPetTry':
      await tryOut(page, GET_PET);
      break;
    case 'loginTry':
      await tryOut(page, LOGIN);
      break;
    case 'addPetTry':
      await tryOut(page, ADD_PET);
      break;
    case 'auth':
      await page.locator('.auth-wrapper .authorize').click();
      await expect(page.locator('.modal-ux')).toBeVisible();
      break;
    default:
      throw new Error(`no Swagger UI setup ${setup}`);
  }
  await page.mouse.move(0, 0);
}

// --- checks ---------------------------------------------------------------------------------

const opened = (operation: string) => async (page: Page) => {
  await expect(page.locator(operation)).toHaveClass(/is-open/, { timeout: 3_000 });
  await expect(page.locator('.opblock.is-open')).toHaveCount(1);
};
const tagCollapsed = (tag: string, hidden: string, shown: string) => async (page: Page) => {
  await expect(page.locator(`#operations-tag-${tag}`)).toHaveAttribute('data-is-open', 'false', { timeout: 3_000 });
  await expect(page.locator(op(hidden))).toHaveCount(0);
  await expect(page.locator(op(shown))).toBeVisible();
};
const tryingOut = (operation: string) => async (page: Page) => {
  await expect(page.locator(`${operation} .execute`)).toBeVisible({ timeout: 3_000 });
  await expect(page.locator('.execute')).toHaveCount(1);
};
const notTryingOut = (operation: string) => async (page: Page) => {
  await expect(page.locator(`${operation} .execute`)).toHaveCount(0, { timeout: 3_000 });
  await expect(page.locator(`${operation} .try-out__btn`)).toHaveText('Try it out');
};
/** The request was sent (to the loopback server) and its URL is shown under Responses. */
const requested = (operation: string, path: string) => async (page: Page) => {
  await expect(page.locator(`${operation} .request-url`)).toContainText(path, { timeout: 5_000 });
};
const invalid = (selector: string) => async (page: Page) => {
  await expect(page.locator(selector)).toHaveClass(/invalid/, { timeout: 3_000 });
};
const notSent = (operation: string) => async (page: Page) => {
  await expect(page.locator(`${operation} .request-url`)).toHaveCount(0);
};
const dialogOpen = async (page: Page) => {
  await expect(page.locator('.modal-ux')).toBeVisible({ timeout: 3_000 });
  await expect(page.locator('.modal-ux')).toContainText('Available authorizations');
};
const dialogClosed = async (page: Page) => {
  await expect(page.locator('.modal-ux')).toHaveCount(0, { timeout: 3_000 });
};
/** The api_key scheme holds the key and says so (its Authorize became Logout). */
const apiKeyAuthorized = async (page: Page) => {
  const apiKey = page.locator('.auth-container').filter({ hasText: 'api_key' });
  await expect(apiKey.getByRole('button', { name: 'Remove authorization' }).or(apiKey.getByText('Logout'))).toBeVisible({ timeout: 3_000 });
  await expect(apiKey).toContainText('Authorized');
};
const schemaExpanded = (name: string, property: string) => async (page: Page) => {
  await expect(page.locator(`#model-${name}`)).toContainText(property, { timeout: 3_000 });
};
const schemasCollapsed = async (page: Page) => {
  await expect(page.locator('section.models')).not.toHaveClass(/is-open/, { timeout: 3_000 });
  await expect(page.locator('section.models .model-container')).toHaveCount(0);
};
const darkMode = async (page: Page) => {
  await expect(page.locator('html')).toHaveClass(/dark-mode/, { timeout: 3_000 });
};

// --- references -----------------------------------------------------------------------------

const click = (selector: string) => (page: Page) => page.locator(selector).click();
const fill = (selector: string, value: string) => (page: Page) => page.locator(selector).fill(value);
const choose = (selector: string, option: string) => async (page: Page) => void (await page.locator(selector).selectOption(option));
const steps = (...actions: ((page: Page) => Promise<unknown>)[]) => async (page: Page) => {
  for (const action of actions) await action(page);
};
const summary = (operation: string) => `${operation} .opblock-summary-control`;

export const SWAGGER_UI_STEPS: AppStep[] = [
  // Expanding an operation.
  ...says('loaded', click(summary(FIND_BY_STATUS)), opened(FIND_BY_STATUS), [
    'click GET /pet/findByStatus',
    'expand the "Finds Pets by status" operation',
    'open GET /pet/findByStatus',
    'Click on "/pet/findByStatus"',
    'expand findByStatus',
  ]),
  ...says('loaded', click(summary(GET_PET)), opened(GET_PET), [
    'Please expand the Find pet by ID endpoint',
    'click "Find pet by ID"',
    'open the GET /pet/{petId} operation',
  ]),
  ...says('loaded', click(summary(LOGIN)), opened(LOGIN), ['click the "Logs user into the system" row', 'expand GET /user/login']),
  ...says('loaded', click(summary(op('pet-deletePet'))), opened(op('pet-deletePet')), [
    'click on the DELETE /pet/{petId} operation',
    'expand "Deletes a pet"',
  ]),
  ...says('loaded', click(summary(op('store-placeOrder'))), opened(op('store-placeOrder')), ['open the Place an order for a pet endpoint']),
  ...says('loaded', click(summary(op('store-getInventory'))), opened(op('store-getInventory')), ['click GET /store/inventory']),
  ...says('loaded', click(summary(op('pet-updatePetWithForm'))), opened(op('pet-updatePetWithForm')), ['click "Updates a pet in the store with form data"']),
  ...says('loaded', click(summary(op('user-deleteUser'))), opened(op('user-deleteUser')), ['expand the last DELETE operation']),

  // Tags and schemas.
  ...says('loaded', click('#operations-tag-store'), tagCollapsed('store', 'store-getInventory', 'user-loginUser'), [
    'collapse the store section',
    'click the "store" tag',
  ]),
  ...says('loaded', click('#operations-tag-user'), tagCollapsed('user', 'user-loginUser', 'store-getInventory'), ['collapse the user tag', 'hide the user operations']),
  ...says('loaded', click('section.models h4'), schemasCollapsed, ['click Schemas', 'collapse the Schemas section']),
  ...says('loaded', click('#model-Pet button'), schemaExpanded('Pet', 'photoUrls'), ['expand the Pet schema', 'click the Pet model']),
  ...says('loaded', click('#model-Order button'), schemaExpanded('Order', 'shipDate'), ['click Order under Schemas']),
  ...says('loaded', click('.dark-mode-toggle'), darkMode, ['switch to dark mode', 'click the dark mode toggle']),

  // Authorization dialog.
  ...says('loaded', click('.auth-wrapper .authorize'), dialogOpen, [
    'click Authorize',
    'click the Authorize button',
    'open the authorization dialog',
    'Press "Authorize"',
  ]),
  ...says('loaded', click(`${FIND_BY_STATUS} .authorization__btn`), dialogOpen, ['click the lock icon of GET /pet/findByStatus']),
  ...says('auth', fill(API_KEY, 'special-key'), holds({ [API_KEY]: 'special-key', [CLIENT_ID]: '' }), [
    'type special-key into the api_key Value field',
    'fill Value with "special-key"',
    'enter "special-key" in the Value: box',
  ]),
  ...says('auth', fill(CLIENT_ID, 'my-app'), holds({ [API_KEY]: '', [CLIENT_ID]: 'my-app' }), [
    'fill in the client_id field with "my-app"',
    'type my-app into client_id',
  ]),
  ...says('auth', click(`${WRITE_PETS} + label`), holds({ [WRITE_PETS]: true, [READ_PETS]: false }), ['tick write:pets', 'check the "write:pets" scope']),
  ...says('auth', click(`${READ_PETS} + label`), holds({ [WRITE_PETS]: false, [READ_PETS]: true }), [
    'select the read:pets checkbox',
    'check read:pets',
  ]),
  ...says('auth', click('.scopes a[data-all=true]'), holds({ [WRITE_PETS]: true, [READ_PETS]: true }), ['click select all', 'select all scopes']),
  ...says('auth', click('.auth-container form .btn-done'), dialogClosed, ['close the dialog', 'click Close']),
  ...says('auth', click('.modal-ux-header .close-modal'), dialogClosed, ['click the X to close the dialog']),
  ...says('auth', steps(fill(API_KEY, 'special-key'), click('.auth-container form .authorize')), apiKeyAuthorized, [
    'fill the api_key value with "special-key" and click Authorize',
    'type "special-key" into Value and press Enter',
  ]),

  // Try it out.
  ...says('findByStatus', click(`${FIND_BY_STATUS} .try-out__btn`), tryingOut(FIND_BY_STATUS), [
    'click Try it out',
    'press the "Try it out" button',
    'click try it out for findByStatus',
  ]),
  ...says('findByStatusTry', choose(STATUS, 'sold'), holds({ [STATUS]: ['sold'] }), [
    'select sold from the status list',
    'choose "sold" in the status select',
  ]),
  ...says('findByStatusTry', choose(STATUS, 'pending'), holds({ [STATUS]: ['pending'] }), ['select pending in status']),
  ...says('findByStatusTry', click(`${FIND_BY_STATUS} .try-out__btn`), notTryingOut(FIND_BY_STATUS), ['click Cancel', 'cancel try it out']),
  ...says('findByStatusTry', choose(MEDIA_TYPE, 'application/xml'), holds({ [MEDIA_TYPE]: ['application/xml'] }), [
    'change the response media type to application/xml',
    'select application/xml from the Media type dropdown',
  ]),
  ...says('findByStatusSold', click(`${FIND_BY_STATUS} .execute`), requested(FIND_BY_STATUS, '/v2/pet/findByStatus?status=sold'), [
    'click Execute',
    'press the Execute button',
    'run the request',
  ]),
  ...says('findByStatusTry', steps(choose(STATUS, 'sold'), click(`${FIND_BY_STATUS} .execute`)), requested(FIND_BY_STATUS, '/v2/pet/findByStatus?status=sold'), [
    'select "sold" from status and click Execute',
  ]),
  ...says('getPetTry', fill(PET_ID, '10'), holds({ [PET_ID]: '10' }), [
    'type 10 into petId',
    'fill the petId field with "10"',
    'enter 10 as the petId',
    'Set petId to 10',
  ]),
  ...says('getPetTry', steps(fill(PET_ID, '10'), click(`${GET_PET} .execute`)), requested(GET_PET, '/v2/pet/10'), [
    'Fill petId with 10 and click Execute',
    'type "10" in the petId input, then press Execute',
  ]),
  ...says('loginTry', fill(USERNAME, 'user1'), holds({ [USERNAME]: 'user1', [PASSWORD]: '' }), ['fill username with user1', 'Type "user1" into the username field']),
  ...says('loginTry', fill(PASSWORD, 'secret'), holds({ [USERNAME]: '', [PASSWORD]: 'secret' }), ['fill in the password field with "secret"']),
  ...says('loginTry', steps(fill(USERNAME, 'user1'), fill(PASSWORD, 'secret')), holds({ [USERNAME]: 'user1', [PASSWORD]: 'secret' }), [
    'type "user1" into username and "secret" into password',
  ]),
  // The password is required too: Swagger UI marks it and sends nothing.
  ...says('loginTry', steps(fill(USERNAME, 'user1'), click(`${LOGIN} .execute`)), all(holds({ [USERNAME]: 'user1' }), invalid(PASSWORD), notSent(LOGIN)), [
    'enter user1 in the username box and click Execute',
  ]),
  ...says('addPetTry', choose(BODY_TYPE, 'application/xml'), holds({ [BODY_TYPE]: ['application/xml'] }), [
    'select application/xml from the Request content type dropdown',
    'change the request body content type to application/xml',
  ]),
  ...says('addPetTry', fill(BODY, ''), holds({ [BODY]: '' }), ['clear the request body']),
  ...says('addPetTry', fill(BODY, '{"name":"rex"}'), holds({ [BODY]: '{"name":"rex"}' }), [`Fill the request body with '{"name":"rex"}'`]),

  // observe().
  ...finds('loaded', '.auth-wrapper .authorize', ['find the Authorize button']),
  ...finds('loaded', '#servers', ['where is the Servers dropdown']),
  // The operation's handles: its summary row, its path link, and the arrow button named exactly "get /pet/{petId}".
  ...finds('loaded', `${summary(GET_PET)}, ${GET_PET} .opblock-summary-path a, ${GET_PET} .opblock-control-arrow`, ['find GET /pet/{petId}']),
  ...finds('findByStatusTry', `${FIND_BY_STATUS} .execute`, ['find the Execute button']),
  ...finds('findByStatusTry', STATUS, ['locate the status select']),
  ...finds('getPetTry', PET_ID, ['the petId input']),
];

export const SWAGGER_UI: RealApp = { name: 'swagger-ui', steps: SWAGGER_UI_STEPS, prepare };
