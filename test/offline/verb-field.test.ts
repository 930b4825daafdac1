/**
 * Rule verb-field: a select set by the verb its label is made from ("assign the ticket to Omar
 * Haddad" for "Assigned to", "escalate it to Tier 2" for "Escalated to"). Found on an issue
 * tracker's dialog ("assign it to Aiko Tanaka" for "Assignee", issue 25); the pages here are ours
 * (a help desk).
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const form = (id: string) => `<form aria-label="Ticket ${id}"><label>Subject <input name="s${id}"></label>
  <label>Assigned to <select id="as${id}"><option value="">No one</option><option>Ana Ruiz</option><option>Omar Haddad</option></select></label>
  <label>Escalated to <select id="es${id}"><option>None</option><option>Tier 1</option><option>Tier 2</option></select></label></form>`;

const pages = ownPages({
  '/ticket': `<!doctype html><title>Help desk</title><main><h1>New ticket</h1>${form('a')}</main>`,
  // Near miss: two tickets' forms, each with its own Assigned to.
  '/tickets': `<!doctype html><title>Help desk</title><main>${form('a')}${form('b')}</main>`,
});

const value = (id: string) => pages.client.page.locator(`#${id}`).inputValue();

describe('verb-field', () => {
  it('"assign the ticket to Omar Haddad" sets Assigned to; "escalate it to Tier 2" sets Escalated to', async () => {
    const { client } = pages;
    await client.page.goto(`${pages.origin}/ticket`);
    const r1 = await client.act('assign the ticket to Omar Haddad');
    expect(r1.success, r1.message).toBe(true);
    expect(r1.decision?.by).toMatchObject({ rule: 'verb-field' });
    expect(await value('asa')).toBe('Omar Haddad');
    const r2 = await client.act('escalate it to Tier 2');
    expect(r2.success, r2.message).toBe(true);
    expect(await value('esa')).toBe('Tier 2');
    expect(await value('asa')).toBe('Omar Haddad');
  });

  it('hands over a value the select does not offer and two selects that fit, setting nothing', async () => {
    const { client } = pages;
    for (const [path, step] of [['/ticket', 'assign the ticket to Zoe Park'], ['/tickets', 'assign it to Ana Ruiz']] as const) {
      await client.page.goto(`${pages.origin}${path}`);
      await expect(client.act(step), step).rejects.toThrow(/handed over/);
      expect(await value('asa'), step).toBe('');
    }
  });
});
