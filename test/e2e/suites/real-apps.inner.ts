// An English suite over two of the repository's real apps (test/offline/apps), run by
// ../real-apps-codegen.spec.ts with no model: then `actwright codegen` turns it into plain
// Playwright. The checks are plain Playwright: they say what each step must have done.
import { test, expect } from 'actwright/test';

test('todomvc: add two todos, complete one, filter, clear it', async ({ client, page }) => {
  await page.goto('/todomvc/vanillajs/index.html');
  await client.act('Type "buy some cheese" into the "What needs to be done?" field and press Enter');
  await client.act('Type "feed the cat" into the "What needs to be done?" field and press Enter');
  await expect(page.locator('#todo-list li label')).toHaveText(['buy some cheese', 'feed the cat']);
  await client.act('tick the "feed the cat" checkbox');
  await client.act('click the Completed filter');
  await expect(page.locator('#todo-list li:visible label')).toHaveText(['feed the cat']);
  await client.act('click the "Active" filter');
  await expect(page.locator('#todo-list li:visible label')).toHaveText(['buy some cheese']);
  await client.act('click the "Clear completed" button');
  await expect(page.locator('#todo-list li label')).toHaveText(['buy some cheese']);
});

test('adminlte: fill the sign-in form', async ({ client, page }) => {
  await page.goto('/adminlte/pages/examples/login.html');
  await client.act('type "admin@example.com" into the Email field');
  await client.act('type "hunter2" into the Password field');
  await client.act('check "Remember Me"');
  await expect(page.locator('.login-box input[type=email]')).toHaveValue('admin@example.com');
  await expect(page.locator('.login-box input[type=password]')).toHaveValue('hunter2');
  await expect(page.locator('#remember')).toBeChecked();
});

test('adminlte: go to the registration page', async ({ client, page }) => {
  await page.goto('/adminlte/pages/examples/login.html');
  await client.act('click "Register a new membership"');
  await expect(page).toHaveURL(/\/register\.html$/);
});
