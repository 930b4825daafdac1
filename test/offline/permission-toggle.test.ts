/**
 * Rule permission-toggle: a permission said as one ("allow guests to comment", "let members invite
 * others", "don't let guests comment") sets the option whose label grants it ("Guests can comment").
 * Found on a file manager's share dialog ("let anyone with the link view it", issue 25); the pages
 * here are ours, of another domain (a forum's settings).
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

/** A switch drawn as a button (aria-checked), flipped by its click unless `stuck`. */
const toggle = (id: string, label: string, on = false, stuck = false) =>
  `<div><button type="button" role="switch" id="${id}" aria-checked="${on}" aria-labelledby="${id}-l" onclick="${stuck ? '' : `this.setAttribute('aria-checked', String(this.getAttribute('aria-checked') !== 'true'))`}"></button><span id="${id}-l">${label}</span></div>`;
const box = (label: string, checked = false) => `<label><input type="checkbox"${checked ? ' checked' : ''}> ${label}</label>`;

const pages = ownPages({
  '/forum': `<!doctype html><title>Forum settings</title><main><h1>Forum settings</h1>
    <fieldset><legend>Guests</legend>${box('Guests can comment')}${box('Guests can upload files')}</fieldset>
    ${toggle('inv', 'Members can invite others')}${box('Allow moderators to pin posts', true)}</main>`,
  // Near misses: the option is on already; two sections each granting the same; a switch whose click does nothing.
  '/forum-on': `<!doctype html><title>Forum settings</title><main>${box('Guests can comment', true)}</main>`,
  '/forum-two': `<!doctype html><title>Forum settings</title><main><section aria-label="Boards">${box('Guests can comment')}</section><section aria-label="Wiki">${box('Guests can comment')}</section></main>`,
  '/forum-stuck': `<!doctype html><title>Forum settings</title><main>${toggle('inv', 'Members can invite others', false, true)}</main>`,
});

async function act(path: string, step: string) {
  const { client } = pages;
  await client.page.goto(`${pages.origin}${path}`);
  return client.act(step);
}

describe('permission-toggle', () => {
  it('grants: "allow guests to comment" ticks "Guests can comment", "let members invite others" turns the switch on', async () => {
    const { client } = pages;
    const r1 = await act('/forum', 'allow guests to comment');
    expect(r1.success, r1.message).toBe(true);
    expect(r1.decision?.by).toMatchObject({ rule: 'permission-toggle' });
    expect(await client.page.getByRole('checkbox', { name: 'Guests can comment' }).isChecked()).toBe(true);
    expect(await client.page.getByRole('checkbox', { name: 'Guests can upload files' }).isChecked()).toBe(false);
    const r2 = await act('/forum', 'let members invite others');
    expect(r2.success, r2.message).toBe(true);
    expect(await client.page.locator('#inv').getAttribute('aria-checked')).toBe('true');
  });

  it('refuses: "don\'t let moderators pin posts" unticks "Allow moderators to pin posts"', async () => {
    const { client } = pages;
    const r = await act('/forum', "don't let moderators pin posts");
    expect(r.success, r.message).toBe(true);
    expect(r.decision?.by).toMatchObject({ rule: 'permission-toggle' });
    expect(await client.page.getByRole('checkbox', { name: 'Allow moderators to pin posts' }).isChecked()).toBe(false);
  });

  it('a switch that stays off after the click fails the step', async () => {
    const r = await act('/forum-stuck', 'let members invite others');
    expect(r.success).toBe(false);
  });

  it('hands over a permission no option grants, one granted already, and two options granting it', async () => {
    const { client } = pages;
    for (const [path, step] of [['/forum', 'let guests edit posts'], ['/forum-on', 'allow guests to comment'], ['/forum-two', 'allow guests to comment']] as const) {
      await client.page.goto(`${pages.origin}${path}`);
      const before = await client.page.locator('input:checked').count();
      await expect(act(path, step), step).rejects.toThrow(/handed over/);
      expect(await client.page.locator('input:checked').count(), step).toBe(before);
    }
  });
});
