/**
 * A "button" the page draws as a link, said with the container it is in (issue 25, the phrasings
 * batches' "hit the Logout button in the modal"): rule button-link looks only inside the containers
 * a scope said by its kind names. On a page of our own: a modal whose answer is a link styled as a
 * button, with a link of the same name in the top bar behind it.
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { ownPages } from '../support/own-pages.js';

const PAGE = `<!doctype html><title>Workspace</title>
<header><a href="#bar-leave">Leave workspace</a> <a href="#help">Help</a></header>
<main><h1>Projects</h1><p>Three projects.</p></main>
<div role="dialog" aria-modal="true" aria-labelledby="t" style="position:fixed;inset:20%;background:#fff;border:1px solid">
  <h2 id="t">Leave this workspace?</h2>
  <p>You can join again with an invite.</p>
  <div class="actions"><button onclick="this.closest('[role=dialog]').remove()">Stay</button>
  <a class="btn btn-danger" href="#dialog-leave">Leave workspace</a></div>
</div>`;

const pages = ownPages({ '/': PAGE });
const page = () => pages.client.page;
const open = async () => page().goto(`${pages.origin}/`);

async function handedOver(step: string): Promise<string> {
  const before = page().url();
  const error = await pages.client.act(step).then(() => undefined, (e: unknown) => e);
  expect(error, step).toBeInstanceOf(MissingLLMConfigurationError);
  expect(page().url()).toBe(before);
  return (error as Error).message;
}

describe('a link drawn as a button, in the container the step names (rule button-link)', () => {
  it('"hit the Leave workspace button in the modal" clicks the dialog\'s link, not the top bar\'s', async () => {
    await open();
    const result = await pages.client.act('hit the Leave workspace button in the modal');
    expect(result.success, result.message).toBe(true);
    expect(new URL(page().url()).hash).toBe('#dialog-leave');
  });

  it('"click the Leave workspace button in the dialog" too', async () => {
    await open();
    const result = await pages.client.act('click the Leave workspace button in the dialog');
    expect(result.success, result.message).toBe(true);
    expect(new URL(page().url()).hash).toBe('#dialog-leave');
  });

  it('near misses hand over: a link only outside the modal, and the name said with no container', async () => {
    await open();
    await handedOver('press the Help button in the modal');
    expect(await handedOver('press the Leave workspace button')).toMatch(/2 links/);
  });
});
