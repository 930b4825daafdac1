import { test, expect } from '../../../src/fixtures/index.js';

// On CLOUD the client drives the cloud browser: use client.page, not Playwright's local `page`.
for (const name of ['first', 'second']) {
  test(`${name} test gets its own cloud session`, async ({ client }) => {
    const page = client.page;
    await page.setContent(`<h1>${name}</h1><button>Go</button>`);
    const { pageText } = await client.extract();
    expect(pageText).toContain(name);
    expect(client.cloudSessionID).toBeTruthy();
  });
}
