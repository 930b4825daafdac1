import { test, expect } from '../../../src/fixtures/index.js';
import { TODOMVC_APPS } from '../../offline/real-apps/todomvc-steps.js';

// TodoMVC (vanillajs) with three todos, as the real-app corpus sets it up.
const app = TODOMVC_APPS.find((a) => a.name === 'todomvc/vanillajs')!;
test.beforeEach(async ({ page }) => {
  await app.prepare(page, process.env.APPS_ORIGIN!, 'three');
});

test('a check handed over offline runs as the model\'s assertion', async ({ page, client: _client }) => {
  // Corpus 1 hands this one over (an ordinal todo): the model names the element.
  await expect(page).toSatisfy('the second todo says "feed the cat"');
});

test('a page judgement without evidence on the page fails', async ({ page, client: _client }) => {
  await expect(page).toSatisfy('the todo list looks tidy');
});

test('a page judgement quoting the page passes', async ({ page, client: _client }) => {
  await expect(page).toSatisfy('the list mentions the cat');
});
