/**
 * An accordion's part said by its place and a part word alone (issue 25, the phrasings batches'
 * "unfold the 2nd section", "expand the last but one section", "open up the last of the details"):
 * rule nth-section, on pages of our own. An APG accordion (headings holding buttons, regions
 * between), details drawn as groups, and near misses that must hand over: two accordions, a part open
 * already, a tab strip that is not an accordion.
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { ownPages } from '../support/own-pages.js';

const SCRIPT = `<script>
  for (const b of document.querySelectorAll('button[aria-expanded]')) b.addEventListener('click', () => {
    const open = b.getAttribute('aria-expanded') !== 'true';
    b.setAttribute('aria-expanded', String(open));
    document.getElementById(b.getAttribute('aria-controls')).hidden = !open;
  });
</script>`;

const part = (id: string, title: string, body: string, open = false) =>
  `<h3><button aria-expanded="${open}" aria-controls="${id}">${title}</button></h3><div id="${id}" role="region" aria-label="${title}"${open ? '' : ' hidden'}><p>${body}</p><a href="#${id}-more">More on ${title}</a></div>`;

const HELP = `<!doctype html><title>Help centre</title>
<h1>Help centre</h1>
<nav aria-label="Topics"><a href="#billing">Billing</a> <a href="#account">Account</a></nav>
<div role="tablist" aria-label="Audience"><button role="tab" aria-selected="true" aria-expanded="true" aria-controls="p1">Buyers</button><button role="tab" aria-selected="false" aria-expanded="false" aria-controls="p2">Sellers</button></div>
<div role="tabpanel" id="p1">For buyers.</div><div role="tabpanel" id="p2" hidden>For sellers.</div>
<h2>Questions</h2>
<div class="faq">${part('q1', 'How do refunds work?', 'Within a week.', true)}${part('q2', 'Can I change my address?', 'Yes, before dispatch.')}${part('q3', 'Do you ship abroad?', 'To most countries.')}${part('q4', 'Is there a warranty?', 'Two years.')}</div>
<p>Still stuck? <button>Contact us</button></p>
${SCRIPT}`;

// Details drawn as groups, each a disclosure button and its content (a web component's shape).
const note = (id: string, title: string, body: string) =>
  `<div role="group" class="note"><button aria-expanded="false" aria-controls="${id}">${title}</button><div id="${id}" hidden>${body}</div></div>`;
const NATIVE = `<!doctype html><title>Release notes</title>
<h1>Release notes</h1>
${note('v3', 'Version 3.0', 'New editor.')}${note('v24', 'Version 2.4', 'Faster search.')}${note('v23', 'Version 2.3', 'Bug fixes.')}
<h2>Subscribe</h2><button aria-expanded="false" aria-haspopup="menu">Channels</button>
${SCRIPT}`;

const TWO = `<!doctype html><title>Plans</title>
<h2>Monthly</h2><div>${part('m1', 'Starter', 'Five users.')}${part('m2', 'Team', 'Fifty users.')}</div>
<h2>Yearly</h2><div>${part('y1', 'Starter yearly', 'Five users.')}${part('y2', 'Team yearly', 'Fifty users.')}</div>
${SCRIPT}`;

const pages = ownPages({ '/help': HELP, '/native': NATIVE, '/two': TWO });
const page = () => pages.client.page;
const open = async (path: string) => page().goto(`${pages.origin}${path}`);
const expanded = (name: string) => page().getByRole('button', { name, exact: true }).getAttribute('aria-expanded');

async function handedOver(step: string): Promise<string> {
  const before = await page().content();
  const error = await pages.client.act(step).then(() => undefined, (e: unknown) => e);
  expect(error, step).toBeInstanceOf(MissingLLMConfigurationError);
  expect(await page().content(), 'the page is left as it was').toBe(before);
  return (error as Error).message;
}

describe('an accordion part by its place (rule nth-section)', () => {
  it('"unfold the 2nd section" expands the second question; "collapse the first panel" closes the first', async () => {
    await open('/help');
    const second = await pages.client.act('unfold the 2nd section');
    expect(second.success, second.message).toBe(true);
    expect(await expanded('Can I change my address?')).toBe('true');
    const first = await pages.client.act('collapse the first panel');
    expect(first.success, first.message).toBe(true);
    expect(await expanded('How do refunds work?')).toBe('false');
  });

  it('"expand the last but one section" and "open the last of the sections" count from the end', async () => {
    await open('/help');
    const third = await pages.client.act('expand the last but one section');
    expect(third.success, third.message).toBe(true);
    expect(await expanded('Do you ship abroad?')).toBe('true');
    const last = await pages.client.act('open the last of the sections');
    expect(last.success, last.message).toBe(true);
    expect(await expanded('Is there a warranty?')).toBe('true');
  });

  it('"open up the last of the details" opens the last of three details, not the menu button after them', async () => {
    await open('/native');
    const result = await pages.client.act('open up the last of the details');
    expect(result.success, result.message).toBe(true);
    expect(await expanded('Version 2.3')).toBe('true');
    expect(await expanded('Version 3.0')).toBe('false');
    expect(await expanded('Channels')).toBe('false');
  });

  it('near misses hand over: a part open already, two accordions, a fifth section of four', async () => {
    await open('/help');
    expect(await handedOver('expand the first section')).toMatch(/expanded already/);
    expect(await handedOver('expand the fifth section')).toMatch(/has 4/);
    await open('/two');
    expect(await handedOver('expand the second section')).toMatch(/2 sets of expandable/);
  });
});
