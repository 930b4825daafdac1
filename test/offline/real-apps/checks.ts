/**
 * The check corpus: checks and waits on the real apps (test/offline/apps/), written the way
 * testers write them, before any check resolver existed (the blind protocol: this file is frozen,
 * its sha256 is recorded in test/offline/check-corpus-frozen.test.ts, and the blind run's figure
 * in docs/checks.md). Each check starts from an app state built with plain Playwright (the apps'
 * own `prepare`, the same states as the act corpus), says something about the page, and has a
 * reference: the same check as a person writes it with Playwright's `expect`, which passes if
 * and only if the check holds. `holds` is the verdict a resolver must reach; a check that must
 * fail is as much a part of the corpus as one that must pass.
 */
import { expect, type Page } from '@playwright/test';

export interface CheckStep {
  /** The app's starting state (its `prepare` setup name). */
  setup: string;
  /** The check as written, e.g. `the Save button is disabled`, or a wait: `wait until ...`. */
  check: string;
  /** The verdict: true when the check holds on the page as set up, false when it must fail. */
  holds: boolean;
  /** The check in plain Playwright: resolves when it holds, throws when it does not. */
  reference: (page: Page) => Promise<void>;
}

export interface CheckApp {
  /** `todomvc` runs on each TodoMVC implementation; `adminlte`; `swagger-ui`. */
  app: 'todomvc' | 'adminlte' | 'swagger-ui';
  steps: CheckStep[];
}

type Ref = (page: Page) => Promise<void>;

/** References see the page as set up: they wait no longer than a check that must fail may take. */
const want = expect.configure({ timeout: 2_000 });

/** Several phrasings of one fact about one state: each holds (or fails) as the reference says. */
const yes = (setup: string, reference: Ref, checks: string[]): CheckStep[] => checks.map((check) => ({ setup, check, holds: true, reference }));
const no = (setup: string, reference: Ref, checks: string[]): CheckStep[] => checks.map((check) => ({ setup, check, holds: false, reference }));

// --- TodoMVC (every implementation: vanillajs, backbone, knockoutjs, vue) -------------------

const todos = (page: Page) => page.locator('#todo-list li');
const todo = (page: Page, title: string) => todos(page).filter({ has: page.locator('label', { hasText: new RegExp(`^${title}$`) }) });
const newTodo = (page: Page) => page.locator('#new-todo');
const clearCompleted = (page: Page) => page.locator('#clear-completed');
const toggleAll = (page: Page) => page.locator('#toggle-all');
const editBox = (page: Page) => page.locator('#todo-list li.editing .edit');
const filter = (page: Page, name: string) => page.locator('#filters a', { hasText: new RegExp(`^${name}$`) });

export const TODOMVC_CHECKS: CheckStep[] = [
  // Three todos, none done.
  ...yes('three', (p) => want(todos(p)).toHaveCount(3), ['there are 3 todos', 'the list shows 3 items', 'the todo list has three entries']),
  ...no('three', (p) => want(todos(p)).toHaveCount(4), ['there are 4 todos']),
  ...no('three', (p) => want(todos(p)).toHaveCount(2), ['there are 2 items in the list']),
  ...yes('three', (p) => want(p.getByText('feed the cat', { exact: true })).toBeVisible(), ['"feed the cat" is visible', 'the todo "feed the cat" is shown']),
  ...no('three', (p) => want(p.getByText('buy milk', { exact: true })).toBeVisible(), ['"buy milk" is visible', 'I can see "buy milk"']),
  ...yes('three', (p) => want(todo(p, 'feed the cat').locator('.toggle')).not.toBeChecked(), ['the todo "feed the cat" is not completed', '"feed the cat" is unchecked']),
  ...no('three', (p) => want(todo(p, 'feed the cat').locator('.toggle')).toBeChecked(), ['"feed the cat" is checked', '"feed the cat" is marked as done']),
  ...yes('three', (p) => want(p.locator('#todo-count')).toHaveText('3 items left'), ['the counter says 3 items left', '"3 items left" is shown']),
  ...no('three', (p) => want(p.locator('#todo-count')).toHaveText('2 items left'), ['"2 items left" is displayed', 'the item counter shows 2 items left']),
  ...yes('three', (p) => want(clearCompleted(p)).toBeHidden(), ['the Clear completed button is hidden', 'there is no Clear completed button']),
  ...no('three', (p) => want(clearCompleted(p)).toBeVisible(), ['the Clear completed button is visible']),
  ...yes('three', (p) => want(newTodo(p)).toHaveValue(''), ['the "What needs to be done?" field is empty']),
  ...no('three', (p) => want(newTodo(p)).toHaveValue('buy milk'), ['the new todo field holds "buy milk"']),
  ...yes('three', (p) => want(toggleAll(p)).not.toBeChecked(), ['the Mark all as complete checkbox is unchecked']),
  ...no('three', (p) => want(toggleAll(p)).toBeChecked(), ['the Mark all as complete box is ticked']),
  ...yes('three', (p) => want(p).toHaveTitle(/TodoMVC/), ['the page title contains "TodoMVC"', 'the title mentions TodoMVC']),
  ...no('three', (p) => want(p).toHaveTitle(/React/), ['the page title contains "React"']),
  ...yes('three', (p) => want(p.getByRole('heading', { name: 'todos' })).toBeVisible(), ['the heading says "todos"']),
  ...no('three', (p) => want(p.getByRole('heading', { name: 'Todo list' })).toBeVisible(), ['the heading reads "Todo list"']),
  ...yes('three', (p) => want(filter(p, 'All')).toHaveClass(/selected/), ['the All filter is selected']),
  ...no('three', (p) => want(filter(p, 'Completed')).toHaveClass(/selected/), ['the Completed filter is selected']),
  ...yes('three', (p) => want(p).toHaveURL(/todomvc/), ['the URL contains "todomvc"']),
  ...no('three', (p) => want(p).toHaveURL(/\/login/), ['the URL contains "/login"', 'we are on the login page']),
  ...yes('three', (p) => want(p.getByText('Double-click to edit a todo')).toBeVisible(), ['"Double-click to edit a todo" is visible']),
  ...yes('three', (p) => want(todos(p).first()).toHaveText('buy some cheese'), ['the first todo is "buy some cheese"']),
  ...yes('three', (p) => want(todos(p).nth(1)).toHaveText('feed the cat'), ['the second todo says "feed the cat"']),
  ...no('three', (p) => want(todos(p).last()).toHaveText('feed the cat'), ['the last todo is "feed the cat"']),
  ...yes('three', (p) => want(p.locator('#todo-list')).toContainText('book a doctors appointment'), ['the todo list contains "book a doctors appointment"']),
  ...no('three', (p) => want(p.locator('#todo-list')).toContainText('walk the dog'), ['the todo list contains "walk the dog"']),
  ...yes('three', (p) => want(p.getByText('feed the cat', { exact: true })).toBeVisible(), ['wait until "feed the cat" is visible']),
  ...no('three', (p) => want(clearCompleted(p)).toBeVisible(), ['wait until the Clear completed button appears']),

  // "feed the cat" done.
  ...yes('oneDone', (p) => want(todo(p, 'feed the cat').locator('.toggle')).toBeChecked(), [
    '"feed the cat" is marked as completed',
    'the checkbox for "feed the cat" is checked',
    '"feed the cat" is ticked',
  ]),
  ...no('oneDone', (p) => want(todo(p, 'feed the cat').locator('.toggle')).not.toBeChecked(), ['"feed the cat" is not checked']),
  ...no('oneDone', (p) => want(todo(p, 'buy some cheese').locator('.toggle')).toBeChecked(), ['the "buy some cheese" checkbox is ticked']),
  ...no('oneDone', (p) => want(todo(p, 'book a doctors appointment').locator('.toggle')).toBeChecked(), ['"book a doctors appointment" is done']),
  ...yes('oneDone', (p) => want(p.locator('#todo-count')).toHaveText('2 items left'), ['the counter shows 2 items left']),
  ...no('oneDone', (p) => want(p.locator('#todo-count')).toHaveText('3 items left'), ['"3 items left" is visible']),
  ...yes('oneDone', (p) => want(clearCompleted(p)).toBeVisible(), ['the Clear completed button is visible', 'the "Clear completed" button is shown']),
  ...no('oneDone', (p) => want(clearCompleted(p)).toBeHidden(), ['the Clear completed button is hidden']),
  ...yes('oneDone', (p) => want(clearCompleted(p)).toBeEnabled(), ['the Clear completed button is enabled']),
  ...no('oneDone', (p) => want(clearCompleted(p)).toBeDisabled(), ['the Clear completed button is disabled']),
  ...yes('oneDone', (p) => want(todos(p)).toHaveCount(3), ['there are still 3 todos']),
  ...no('oneDone', (p) => want(todos(p)).toHaveCount(2), ['there are 2 todos']),
  ...yes('oneDone', (p) => want(p.locator('#todo-list li.completed')).toHaveCount(1), ['there is 1 completed todo']),
  ...no('oneDone', (p) => want(p.locator('#todo-list li.completed')).toHaveCount(2), ['there are 2 completed todos']),
  ...yes('oneDone', (p) => want(clearCompleted(p)).toBeVisible(), ['wait until the Clear completed button is visible']),

  // Editing "feed the cat".
  ...yes('editing', (p) => want(editBox(p)).toHaveValue('feed the cat'), ['the edit field holds "feed the cat"']),
  ...no('editing', (p) => want(editBox(p)).toHaveValue('feed the dog'), ['the edit field contains "feed the dog"']),
  ...yes('editing', (p) => want(editBox(p)).toBeFocused(), ['the edit box is focused']),
  ...no('editing', (p) => want(newTodo(p)).toBeFocused(), ['the "What needs to be done?" field is focused']),
  ...yes('editing', (p) => want(todo(p, 'feed the cat')).toHaveClass(/editing/), ['the "feed the cat" todo is being edited']),

  // "pay the bills" typed, not yet added.
  ...yes('typed', (p) => want(newTodo(p)).toHaveValue('pay the bills'), [
    'the "What needs to be done?" field holds "pay the bills"',
    'the new todo input has the value "pay the bills"',
  ]),
  ...no('typed', (p) => want(newTodo(p)).toHaveValue('pay the rent'), ['the What needs to be done? box contains "pay the rent"']),
  ...no('typed', (p) => want(newTodo(p)).toHaveValue(''), ['the "What needs to be done?" field is empty']),
  ...yes('typed', (p) => want(newTodo(p)).toBeFocused(), ['the new todo field is focused']),
  ...no('typed', (p) => want(p.locator('#todo-list')).toContainText('pay the bills'), ['"pay the bills" is in the todo list']),

  // No todos.
  ...yes('empty', (p) => want(todos(p)).toHaveCount(0), ['there are no todos', 'the todo list is empty']),
  ...no('empty', (p) => want(todos(p)).toHaveCount(1), ['there is 1 todo']),
  ...yes('empty', (p) => want(p.getByText('items left')).toBeHidden(), ['"items left" is not visible']),
  ...no('empty', (p) => want(p.getByText('0 items left')).toBeVisible(), ['"0 items left" is visible']),
  ...yes('empty', (p) => want(newTodo(p)).toBeVisible(), ['the "What needs to be done?" field is visible']),
  ...no('empty', (p) => want(toggleAll(p)).toBeVisible(), ['the Mark all as complete checkbox is visible']),
];

// --- AdminLTE -------------------------------------------------------------------------------

const field = (selector: string) => (value: string) => (p: Page) => want(p.locator(selector)).toHaveValue(value);

export const ADMINLTE_CHECKS: CheckStep[] = [
  // Login.
  ...yes('login', (p) => want(p).toHaveURL(/\/login\.html/), ['we are on the login page', 'the URL contains "login"']),
  ...no('login', (p) => want(p).toHaveURL(/\/register\.html/), ['we are on the registration page']),
  ...yes('login', (p) => want(p).toHaveTitle('AdminLTE 3 | Log in'), ['the page title is "AdminLTE 3 | Log in"']),
  ...no('login', (p) => want(p).toHaveTitle(/Dashboard/), ['the title says "Dashboard"']),
  ...yes('login', (p) => want(p.getByText('Sign in to start your session')).toBeVisible(), ['"Sign in to start your session" is visible', 'the page says "Sign in to start your session"']),
  ...yes('login', (p) => want(p.getByRole('button', { name: 'Sign In' })).toBeVisible(), ['the Sign In button is visible']),
  ...yes('login', (p) => want(p.getByRole('button', { name: 'Sign In' })).toBeEnabled(), ['the Sign In button is enabled']),
  ...no('login', (p) => want(p.getByRole('button', { name: 'Sign In' })).toBeDisabled(), ['the Sign In button is disabled']),
  ...no('login', (p) => want(p.locator('#remember')).toBeChecked(), ['the Remember Me box is ticked', 'Remember Me is checked']),
  ...yes('login', (p) => want(p.locator('#remember')).not.toBeChecked(), ['Remember Me is unchecked']),
  ...yes('login', field('.login-box input[type=email]')(''), ['the Email field is empty']),
  ...no('login', field('.login-box input[type=email]')('admin@example.com'), ['the Email field holds "admin@example.com"']),
  ...yes('login', field('.login-box input[type=password]')(''), ['the password field is empty']),
  ...yes('login', (p) => want(p.getByRole('link', { name: 'I forgot my password' })).toBeVisible(), ['the "I forgot my password" link is visible']),
  ...yes('login', (p) => want(p.getByRole('link', { name: 'Sign in using Facebook' })).toBeVisible(), ['there is a "Sign in using Facebook" link']),
  ...no('login', (p) => want(p.getByRole('link', { name: 'Sign in using Twitter' })).toBeVisible(), ['there is a "Sign in using Twitter" link']),
  ...no('login', (p) => want(p.getByText('Invalid credentials')).toBeVisible(), ['"Invalid credentials" is shown', 'an error message "Invalid credentials" is displayed']),
  ...no('login', (p) => want(p.locator('.login-box input[type=email]')).toBeFocused(), ['the Email field is focused']),

  // Register.
  ...yes('register', (p) => want(p).toHaveURL(/\/register\.html/), ['we are on the register page']),
  ...yes('register', (p) => want(p.getByText('Register a new membership')).toBeVisible(), ['"Register a new membership" is visible']),
  ...no('register', (p) => want(p.locator('#agreeTerms')).toBeChecked(), ['the "I agree to the terms" checkbox is checked']),
  ...yes('register', (p) => want(p.locator('#agreeTerms')).not.toBeChecked(), ['the terms box is unticked']),
  ...yes('register', field('input[placeholder="Retype password"]')(''), ['the Retype password field is empty']),
  ...no('register', field('input[placeholder="Full name"]')('Nina Mcintire'), ['the Full name field holds "Nina Mcintire"']),
  ...yes('register', (p) => want(p.getByRole('button', { name: 'Register' })).toBeVisible(), ['the Register button is visible']),
  ...yes('register', (p) => want(p.getByRole('link', { name: 'I already have a membership' })).toBeVisible(), ['the "I already have a membership" link is visible']),
  ...no('register', (p) => want(p.getByText('Sign in to start your session')).toBeVisible(), ['"Sign in to start your session" is visible']),

  // Profile (the Activity tab).
  ...yes('profile', (p) => want(p.locator('.profile-username')).toHaveText('Nina Mcintire'), ['the profile name is "Nina Mcintire"']),
  ...no('profile', (p) => want(p.locator('.profile-username')).toHaveText('Alexander Pierce'), ['the profile name is "Alexander Pierce"']),
  ...yes('profile', (p) => want(p.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible(), ['the heading says "Profile"']),
  ...yes('profile', (p) => want(p.getByText('Software Engineer')).toBeVisible(), ['"Software Engineer" is visible']),
  ...yes('profile', (p) => want(p.locator('.list-group-item', { hasText: 'Followers' })).toContainText('1,322'), ['the followers count is 1,322']),
  ...no('profile', (p) => want(p.locator('.list-group-item', { hasText: 'Followers' })).toContainText('2,000'), ['Followers shows 2,000']),
  ...yes('profile', (p) => want(p.locator('a[href="#activity"]')).toHaveClass(/active/), ['the Activity tab is active']),
  ...no('profile', (p) => want(p.locator('a[href="#settings"]')).toHaveClass(/active/), ['the Settings tab is active']),
  ...yes('profile', (p) => want(p.locator('#settings')).toBeHidden(), ['the settings form is hidden']),
  ...no('profile', (p) => want(p.getByRole('button', { name: 'Submit' })).toBeVisible(), ['the Submit button is visible']),
  ...yes('profile', (p) => want(p.getByText('Malibu, California')).toBeVisible(), ['"Malibu, California" is shown']),
  ...no('profile', (p) => want(p.getByText('Harvard')).toBeVisible(), ['"Harvard" is shown', 'the education mentions Harvard']),
  ...yes('profile', (p) => want(p.getByRole('link', { name: 'Jonathan Burke Jr.' })).toBeVisible(), ['"Jonathan Burke Jr." is visible']),
  ...yes('profile', field('input[placeholder=Response]')(''), ['the Response field is empty']),
  ...no('profile', field('input[placeholder=Response]')('Thanks'), ['the Response field holds "Thanks"']),
  ...yes('profile', (p) => want(p).toHaveTitle('AdminLTE 3 | User Profile'), ['the page title is "AdminLTE 3 | User Profile"', 'we are on the User Profile page']),
  ...yes('profile', (p) => want(p.locator('.card-header .nav-pills .nav-link')).toHaveCount(3), ['there are 3 tabs']),
  ...yes('profile', (p) => want(p.getByRole('link', { name: 'Follow' })).toBeVisible(), ['the Follow button is visible']),

  // Profile, the Settings tab.
  ...yes('settings', (p) => want(p.locator('a[href="#settings"]')).toHaveClass(/active/), ['the Settings tab is active']),
  ...yes('settings', (p) => want(p.locator('#settings button[type=submit]')).toBeVisible(), ['the Submit button is visible']),
  ...yes('settings', async (p) => {
    await want(p.locator('#inputName')).toHaveValue('');
    await want(p.locator('#inputName2')).toHaveValue('');
  }, ['the Name field is empty']),
  ...no('settings', field('#inputEmail')('nina@example.com'), ['the Email field holds "nina@example.com"']),
  ...no('settings', (p) => want(p.locator('#settings input[type=checkbox]')).toBeChecked(), ['the terms and conditions checkbox is checked']),
  ...yes('settings', (p) => want(p.locator('#settings input[type=checkbox]')).not.toBeChecked(), ['the "I agree to the terms and conditions" box is unticked']),
  ...yes('settings', field('#inputExperience')(''), ['the Experience field is empty']),
  ...no('settings', (p) => want(p.locator('a[href="#activity"]')).toHaveClass(/active/), ['the Activity tab is active']),
  ...yes('settings', (p) => want(p.locator('#inputSkills')).toBeVisible(), ['the Skills field is visible']),
  ...no('settings', (p) => want(p.getByText('Shared publicly - 7:30 PM today')).toBeVisible(), ['"Shared publicly - 7:30 PM today" is visible']),

  // General form elements.
  ...yes('general', (p) => want(p.getByRole('heading', { name: 'General Form', level: 1 })).toBeVisible(), ['the heading says "General Form"']),
  ...yes('general', (p) => want(p.locator('#exampleCheck1')).not.toBeChecked(), ['the "Check me out" box is unchecked']),
  ...yes('general', (p) => want(p.locator('#customCheckbox2')).toBeChecked(), ['the "Custom Checkbox checked" box is checked']),
  ...no('general', (p) => want(p.locator('#customCheckbox1')).toBeChecked(), ['"Custom Checkbox" is checked', 'the Custom Checkbox is ticked']),
  ...yes('general', (p) => want(p.locator('#customCheckbox3')).toBeDisabled(), ['the "Custom Checkbox disabled" checkbox is disabled']),
  ...yes('general', (p) => want(p.locator('#customCheckbox1')).toBeEnabled(), ['the Custom Checkbox is enabled']),
  ...no('general', (p) => want(p.locator('#customCheckbox1')).toBeDisabled(), ['the Custom Checkbox is disabled']),
  ...yes('general', (p) => want(p.locator('#customRadio2')).toBeChecked(), ['the "Custom Radio checked" radio is selected']),
  ...no('general', (p) => want(p.locator('#customRadio1')).toBeChecked(), ['the Custom Radio is selected']),
  ...yes('general', (p) => want(p.locator('#customRadio3')).toBeDisabled(), ['the "Custom Radio disabled" option is disabled']),
  ...yes('general', (p) => want(p.locator('#customSwitch1')).not.toBeChecked(), ['the "Toggle this custom switch element" switch is off']),
  ...no('general', (p) => want(p.locator('#customSwitch1')).toBeChecked(), ['the "Toggle this custom switch element" switch is on']),
  ...yes('general', (p) => want(p.locator('#customSwitch2')).toBeDisabled(), ['the Disabled custom switch element is disabled']),
  ...yes('general', (p) => want(p.locator('.card-warning input[placeholder="Enter ..."][disabled]')).toBeDisabled(), ['the Text Disabled field is disabled']),
  ...no('general', (p) => want(p.locator('.card-warning input[placeholder="Enter ..."]:not([disabled]):not([id])')).toBeDisabled(), ['the Text field is disabled']),
  ...yes('general', (p) => want(p.locator('.card-warning select[disabled]:not([multiple])')).toBeDisabled(), ['the Select Disabled dropdown is disabled']),
  ...yes('general', field('.card-warning select:not([multiple]):not([disabled])')('option 1'), ['the Select dropdown shows "option 1"']),
  ...no('general', field('.card-warning select:not([multiple]):not([disabled])')('option 3'), ['the Select dropdown has "option 3" selected']),
  ...yes('general', field('#exampleSelectRounded0')('Value 1'), ['the Flat select holds "Value 1"']),
  ...yes('general', field('#exampleInputEmail1')(''), ['the Email address field is empty']),
  ...no('general', field('input[placeholder=Username]')('jdoe'), ['the Username field holds "jdoe"']),
  ...yes('general', (p) => want(p.getByRole('button', { name: 'Sign in' })).toBeVisible(), ['the Sign in button is visible']),
  ...yes('general', (p) => want(p.getByRole('button', { name: 'Cancel' })).toBeEnabled(), ['the Cancel button is enabled']),
  ...no('general', (p) => want(p.locator('#exampleCheck2')).toBeChecked(), ['the "Remember me" box is ticked']),
  ...yes('general', field('#customRange1')('50'), ['the Custom range slider is at 50']),
  ...no('general', field('#customRange1')('75'), ['the Custom range slider is at 75']),
  ...yes('general', (p) => want(p.getByRole('heading', { name: 'Quick Example' })).toBeVisible(), ['"Quick Example" is visible', 'the Quick Example card is shown']),
  ...yes('general', (p) => want(p.getByRole('heading', { name: 'Horizontal Form' })).toBeVisible(), ['"Horizontal Form" is shown']),
  ...no('general', (p) => want(p.getByText('Vertical Form')).toBeVisible(), ['"Vertical Form" is visible']),
  ...yes('general', (p) => want(p.getByRole('button', { name: 'Go!' })).toBeVisible(), ['the Go! button is visible']),
  ...yes('general', field('#inputSuccess')(''), ['the Input with success field is empty']),
  ...yes('general', (p) => want(p).toHaveTitle(/General Form Elements/), ['the page title contains "General Form Elements"']),

  // Project add.
  ...yes('projectAdd', (p) => want(p.locator('#inputStatus option:checked')).toHaveText('Select one'), ['the Status dropdown shows "Select one"']),
  ...no('projectAdd', (p) => want(p.locator('#inputStatus option:checked')).toHaveText('On Hold'), ['the Status is "On Hold"', 'Status is set to On Hold']),
  ...yes('projectAdd', field('#inputName')(''), ['the Project Name field is empty']),
  ...yes('projectAdd', field('#inputEstimatedBudget')(''), ['the Estimated budget field is empty']),
  ...no('projectAdd', field('#inputEstimatedBudget')('5000'), ['the Estimated budget holds "5000"']),
  ...yes('projectAdd', (p) => want(p.getByRole('button', { name: 'Create new Project' })).toBeVisible(), ['the "Create new Project" button is visible']),
  ...yes('projectAdd', (p) => want(p.getByRole('button', { name: 'Create new Project' })).toBeEnabled(), ['the Create new Project button is enabled']),
  ...no('projectAdd', (p) => want(p.locator('.card', { has: p.locator('.card-title', { hasText: /^Budget$/ }) })).toHaveClass(/collapsed-card/), ['the Budget card is collapsed']),
  ...yes('projectAdd', (p) => want(p.getByText('Estimated project duration')).toBeVisible(), ['"Estimated project duration" is visible']),
  ...yes('projectAdd', (p) => want(p.getByRole('link', { name: 'Cancel' })).toBeVisible(), ['the Cancel link is visible']),
  ...yes('projectAdd', (p) => want(p.getByRole('heading', { name: 'Project Add', level: 1 })).toBeVisible(), ['the heading says "Project Add"']),
  ...no('projectAdd', (p) => want(p.getByRole('heading', { name: 'Project Edit', level: 1 })).toBeVisible(), ['the heading says "Project Edit"']),

  // Modals page, nothing open.
  ...yes('modals', (p) => want(p.getByRole('button', { name: 'Launch Default Modal' })).toBeVisible(), ['the "Launch Default Modal" button is visible']),
  ...no('modals', (p) => want(p.locator('#modal-default')).toBeVisible(), ['the default modal is open']),
  ...no('modals', (p) => want(p.getByText('One fine body…').first()).toBeVisible(), ['"One fine body…" is visible']),
  ...yes('modals', (p) => want(p.getByRole('button', { name: 'Launch Success Toast' })).toHaveCount(3), ['there are 3 "Launch Success Toast" buttons']),
  ...no('modals', (p) => want(p.getByRole('button', { name: 'Launch Success Toast' })).toHaveCount(2), ['there are 2 "Launch Success Toast" buttons']),
  ...yes('modals', (p) => want(p.getByRole('heading', { level: 1 })).toContainText('Modals & Alerts'), ['the heading says "Modals & Alerts"']),
  ...no('modals', (p) => want(p.getByText('Default Modal', { exact: true }).filter({ visible: true }).first()).toBeVisible(), ['"Default Modal" is visible']),
  ...yes('modals', (p) => want(p.locator('.modal.show')).toHaveCount(0), ['no dialog is open']),
  ...no('modals', (p) => want(p.locator('.toast, .swal2-toast')).toHaveCount(1), ['a toast is shown']),
  ...no('modals', (p) => want(p.locator('#modal-default')).toBeVisible(), ['wait until the default modal is visible']),

  // The default modal open.
  ...yes('defaultModal', (p) => want(p.locator('#modal-default')).toBeVisible(), ['the default modal is open', 'a dialog is open']),
  ...yes('defaultModal', (p) => want(p.locator('#modal-default')).toContainText('One fine body…'), ['the dialog says "One fine body…"']),
  ...yes('defaultModal', (p) => want(p.getByText('Default Modal', { exact: true }).filter({ visible: true }).first()).toBeVisible(), ['"Default Modal" is visible']),
  ...yes('defaultModal', (p) => want(p.getByRole('button', { name: 'Save changes' }).first()).toBeVisible(), ['the Save changes button is visible']),
  ...yes('defaultModal', (p) => want(p.locator('#modal-default').getByRole('button', { name: 'Save changes' })).toBeEnabled(), ['the Save changes button is enabled']),
  ...no('defaultModal', (p) => want(p.locator('#modal-default .modal-title')).toHaveText('Large Modal'), ['the dialog title is "Large Modal"']),
  ...no('defaultModal', (p) => want(p.locator('#modal-lg')).toBeVisible(), ['the Large Modal is open']),
  ...no('defaultModal', (p) => want(p.locator('#modal-default').getByText('One fine body…')).toBeHidden(), ['"One fine body…" is hidden']),
  ...yes('defaultModal', (p) => want(p.locator('#modal-default')).toBeVisible(), ['wait until the dialog is visible']),
  ...no('defaultModal', (p) => want(p.locator('#modal-default')).toBeHidden(), ['wait until the modal is gone']),
];

// --- Swagger UI -----------------------------------------------------------------------------

const op = (id: string) => `#operations-${id}`;
const FIND_BY_STATUS = op('pet-findPetsByStatus');
const STATUS = `${FIND_BY_STATUS} tr[data-param-name=status] select`;
const MEDIA_TYPE = `${FIND_BY_STATUS} select[aria-label="Media Type"]`;
const PET_ID = `${op('pet-getPetById')} input[placeholder=petId]`;
const USERNAME = `${op('user-loginUser')} input[placeholder=username]`;
const PASSWORD = `${op('user-loginUser')} input[placeholder=password]`;
const BODY = `${op('pet-addPet')} textarea.body-param__text`;
const BODY_TYPE = `${op('pet-addPet')} select[aria-label="Request content type"]`;

export const SWAGGER_UI_CHECKS: CheckStep[] = [
  // Loaded, nothing expanded.
  ...yes('loaded', (p) => want(p).toHaveTitle('Swagger UI'), ['the title is "Swagger UI"', 'the page title is Swagger UI']),
  ...yes('loaded', (p) => want(p.getByRole('heading', { level: 1 })).toContainText('Swagger Petstore'), ['"Swagger Petstore" is visible']),
  ...yes('loaded', (p) => want(p.locator('.auth-wrapper .authorize')).toBeVisible(), ['the Authorize button is visible']),
  ...yes('loaded', (p) => want(p.locator('.auth-wrapper .authorize')).toBeEnabled(), ['the Authorize button is enabled']),
  ...yes('loaded', field('#servers')('/v2'), ['the Servers dropdown shows "/v2"']),
  ...no('loaded', field('#servers')('/v3'), ['the Servers dropdown shows "/v3"']),
  ...yes('loaded', (p) => want(p.getByText('Find pet by ID')).toBeVisible(), ['"Find pet by ID" is visible']),
  ...no('loaded', (p) => want(p.getByText('Delete a store')).toBeVisible(), ['"Delete a store" is visible']),
  ...no('loaded', (p) => want(p.locator('.execute')).toBeVisible(), ['the Execute button is visible']),
  ...no('loaded', (p) => want(p.locator('.try-out__btn')).toBeVisible(), ['the "Try it out" button is visible']),
  ...yes('loaded', (p) => want(p.locator('.opblock')).toHaveCount(20), ['there are 20 operations']),
  ...no('loaded', (p) => want(p.locator('.opblock')).toHaveCount(19), ['there are 19 operations']),
  ...yes('loaded', (p) => want(p.getByRole('button', { name: 'Schemas' })).toBeVisible(), ['the Schemas section is visible']),
  ...yes('loaded', (p) => want(p.getByRole('button', { name: 'Pet', exact: true })).toBeVisible(), ['the Pet schema is listed']),
  ...no('loaded', (p) => want(p.getByRole('button', { name: 'Dog', exact: true })).toBeVisible(), ['the Dog schema is listed']),
  ...no('loaded', (p) => want(p.locator('.modal-ux')).toBeVisible(), ['the authorization dialog is open']),
  ...yes('loaded', field('.download-url-input')('./petstore.json'), ['the explore field holds "./petstore.json"']),
  ...yes('loaded', (p) => want(p).toHaveURL(/swagger-ui/), ['the URL contains "swagger-ui"']),
  ...no('loaded', (p) => want(p.getByText('Available authorizations')).toBeVisible(), ['"Available authorizations" is shown']),
  ...yes('loaded', (p) => want(p.getByText('OAS 3.0')).toBeVisible(), ['"OAS 3.0" is visible']),

  // findByStatus expanded.
  ...yes('findByStatus', (p) => want(p.locator(`${FIND_BY_STATUS} .try-out__btn`)).toHaveText('Try it out'), ['the Try it out button is visible']),
  ...no('findByStatus', (p) => want(p.locator('.execute')).toBeVisible(), ['the Execute button is visible']),
  ...yes('findByStatus', (p) => want(p.getByText('Multiple status values can be provided with comma separated strings')).toBeVisible(), [
    '"Multiple status values can be provided with comma separated strings" is visible',
  ]),
  ...yes('findByStatus', (p) => want(p.locator(FIND_BY_STATUS)).toHaveClass(/is-open/), ['the findByStatus operation is expanded']),
  ...yes('findByStatus', (p) => want(p.getByText('Invalid status value').first()).toBeVisible(), ['"Invalid status value" is shown']),
  ...no('findByStatus', (p) => want(p.getByRole('button', { name: 'Cancel' })).toBeVisible(), ['the Cancel button is visible']),

  // findByStatus, trying it out.
  ...yes('findByStatusTry', (p) => want(p.locator(`${FIND_BY_STATUS} .execute`)).toBeVisible(), ['the Execute button is visible', 'wait until the Execute button appears']),
  ...yes('findByStatusTry', (p) => want(p.locator(`${FIND_BY_STATUS} .execute`)).toBeEnabled(), ['the Execute button is enabled']),
  ...yes('findByStatusTry', (p) => want(p.getByRole('button', { name: 'Cancel' })).toBeVisible(), ['the Cancel button is visible']),
  ...no('findByStatusTry', (p) => want(p.getByRole('button', { name: 'Try it out' })).toBeVisible(), ['the Try it out button is visible']),
  ...no('findByStatusTry', (p) => want(p.locator(STATUS)).toHaveValues(['sold']), ['the status list has "sold" selected']),
  ...yes('findByStatusTry', field(MEDIA_TYPE)('application/json'), ['the Media type dropdown shows application/json']),
  ...no('findByStatusTry', field(MEDIA_TYPE)('application/xml'), ['the media type is application/xml']),
  ...no('findByStatusTry', (p) => want(p.locator(`${FIND_BY_STATUS} .request-url`)).toBeVisible(), ['the Request URL is shown']),

  // "sold" chosen.
  ...yes('findByStatusSold', (p) => want(p.locator(STATUS)).toHaveValues(['sold']), ['sold is selected in the status list']),
  ...no('findByStatusSold', (p) => want(p.locator(STATUS)).toHaveValues(['pending']), ['"pending" is selected in status']),

  // getPetById, trying it out.
  ...yes('getPetTry', field(PET_ID)(''), ['the petId field is empty']),
  ...no('getPetTry', field(PET_ID)('10'), ['the petId field holds "10"']),
  ...yes('getPetTry', (p) => want(p.getByText('ID of pet to return')).toBeVisible(), ['"ID of pet to return" is visible']),
  ...yes('getPetTry', (p) => want(p.locator(`${op('pet-getPetById')} .execute`)).toBeVisible(), ['the Execute button is visible']),

  // loginUser, trying it out.
  ...yes('loginTry', field(USERNAME)(''), ['the username field is empty']),
  ...yes('loginTry', field(PASSWORD)(''), ['the password field is empty']),
  ...no('loginTry', field(USERNAME)('user1'), ['the username field holds "user1"']),
  ...yes('loginTry', (p) => want(p.getByText('The user name for login')).toBeVisible(), ['"The user name for login" is visible']),

  // addPet, trying it out.
  ...yes('addPetTry', field(BODY_TYPE)('application/json'), ['the Request content type is application/json']),
  ...no('addPetTry', field(BODY_TYPE)('application/xml'), ['the request content type shows application/xml']),
  ...no('addPetTry', field(BODY)(''), ['the request body is empty']),
  ...yes('addPetTry', (p) => want(p.locator(BODY)).toHaveValue(/doggie/), ['the request body contains "doggie"']),

  // The authorization dialog.
  ...yes('auth', (p) => want(p.locator('.modal-ux')).toBeVisible(), ['the authorization dialog is open']),
  ...yes('auth', (p) => want(p.getByText('Available authorizations')).toBeVisible(), ['"Available authorizations" is visible']),
  ...yes('auth', field('#api_key_value')(''), ['the Value field is empty']),
  ...no('auth', field('#client_id_implicit')('abc'), ['the client_id field holds "abc"']),
  ...no('auth', (p) => want(p.locator('input[data-value="write:pets"]')).toBeChecked(), ['the write:pets scope is checked']),
  ...yes('auth', (p) => want(p.getByText('api_key (apiKey)')).toBeVisible(), ['"api_key (apiKey)" is visible']),
  ...no('auth', (p) => want(p.locator('.modal-ux')).toBeHidden(), ['wait until the authorization dialog closes']),
  ...yes('auth', (p) => want(p.locator('.modal-ux').getByRole('button', { name: 'Close' }).first()).toBeVisible(), ['the Close button is visible']),
];

export const CHECK_APPS: CheckApp[] = [
  { app: 'todomvc', steps: TODOMVC_CHECKS },
  { app: 'adminlte', steps: ADMINLTE_CHECKS },
  { app: 'swagger-ui', steps: SWAGGER_UI_CHECKS },
];
