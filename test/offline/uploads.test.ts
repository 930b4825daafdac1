/**
 * File uploads (issue 25; the ninth blind batch handed every upload over: the tier had no upload
 * action). The action method setInputFiles (methods/perform.ts, its code form in decision/code.ts,
 * the effect check and the path rule in methods/upload.ts) and the rule upload-file
 * (offline/rules/upload-file.ts) on pages of ours: two drop zones, each a section named by its
 * heading with a file input drawn invisible over a drop label (the input is labelled by the drop
 * label's text), and a list of the files each zone took; the zone empties its input after taking
 * the files, as drop zones do, so only the list says what it holds. Every step checks the whole
 * page: the asked-for zone's list, and the other's untouched.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileUploadError, MissingLLMConfigurationError } from '../../src/index.js';
import { uploadStep } from '../../src/engine/offline/rules/upload-file.js';
import { pathInStep, uploadFiles } from '../../src/engine/methods/upload.js';
import { ownPages } from '../support/own-pages.js';

const zone = (id: string, title: string, hint: string) => `
<section id="${id}" aria-labelledby="${id}-h">
  <h2 id="${id}-h">${title}</h2>
  <div class="drop">
    <span id="${id}-label">Drag your ${hint} here or <u>Browse</u></span>
    <input type="file" multiple aria-labelledby="${id}-label" style="position:absolute; inset:0; opacity:0">
  </div>
  <ul class="files"></ul>
  <button type="button" onclick="this.previousElementSibling.replaceChildren()">Clear ${title.toLowerCase()}</button>
</section>`;

const ZONES = `<!doctype html><title>Claim</title>
<style>.drop { position: relative; border: 1px dashed #999; padding: 16px; }</style>
<main>
  <h1>Expense claim</h1>
  ${zone('receipts', 'Receipts', 'receipts')}
  ${zone('documents', 'Travel documents', 'tickets')}
  <p><label>Notes <input id="notes"></label></p>
</main>
<script>
  for (const input of document.querySelectorAll('input[type=file]')) input.addEventListener('change', () => {
    const list = input.closest('section').querySelector('.files');
    for (const file of input.files) {
      const li = document.createElement('li');
      li.setAttribute('aria-label', file.name);
      // The item's text and its Remove button in a plain wrapper, the item named by its file.
      const box = document.createElement('div');
      box.append(file.name + ' (' + file.size + ' bytes) ');
      const remove = document.createElement('button');
      remove.textContent = 'Remove';
      remove.onclick = () => li.remove();
      box.append(remove);
      li.append(box);
      list.append(li);
    }
    input.value = '';
  });
</script>`;

/** One plain file input, labelled, that keeps its files (no list). */
const PLAIN = `<!doctype html><title>Avatar</title><main><label>Avatar <input id="avatar" type="file"></label> <button>Save</button></main>`;

/** A zone that takes nothing: it empties its input and lists nothing (the step's effect is absent). */
const DEAF = `<!doctype html><title>Deaf</title><main><section aria-label="Photos"><input type="file" aria-label="Add photos"><ul></ul></section></main>
<script>document.querySelector('input').addEventListener('change', (e) => { e.target.value = ''; });</script>`;

const pages = ownPages({ '/zones': ZONES, '/plain': PLAIN, '/deaf': DEAF });

let dir: string;
let receipt: string;
let ticket: string;
let invoice: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'actwright-uploads-'));
  receipt = join(dir, 'taxi-receipt.pdf');
  ticket = join(dir, 'train-ticket.pdf');
  invoice = join(dir, 'hotel invoice.pdf');
  writeFileSync(receipt, 'taxi');
  writeFileSync(ticket, 'train');
  writeFileSync(invoice, 'hotel');
  mkdirSync(join(dir, 'folder.pdf'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function lists(): Promise<{ receipts: string[]; documents: string[] }> {
  const read = async (id: string) => (await pages.client.page.locator(`#${id} .files li`).allTextContents()).map((t) => t.replace(/\s*Remove$/, ''));
  return { receipts: await read('receipts'), documents: await read('documents') };
}

async function open(path = '/zones') {
  await pages.client.page.goto(`${pages.origin}${path}`);
}

describe('the grammar of an upload step', () => {
  it('reads the files, the part and the control said to be used', () => {
    expect(uploadStep('upload docs/a.pdf to Receipts')).toEqual({ files: ['docs/a.pdf'], part: 'Receipts' });
    expect(uploadStep('attach docs/a.pdf in the Receipts section')).toEqual({ files: ['docs/a.pdf'], part: 'Receipts' });
    expect(uploadStep('add the file docs/a.pdf to the receipts')).toEqual({ files: ['docs/a.pdf'], part: 'receipts' });
    // "drop", "add", "select" say an upload only where the page has a file input to take it (weak).
    expect(uploadStep('drop a.pdf into the Travel documents box')).toEqual({ files: ['a.pdf'], part: 'Travel documents', weak: true });
    expect(uploadStep('choose the file data/x.csv for Receipts')).toEqual({ files: ['data/x.csv'], part: 'Receipts' });
    expect(uploadStep('upload a.pdf and b/c.png to Receipts')).toEqual({ files: ['a.pdf', 'b/c.png'], part: 'Receipts' });
    expect(uploadStep('upload a.pdf as a travel document')).toEqual({ files: ['a.pdf'], part: 'travel document' });
    expect(uploadStep('upload "my docs/a b.pdf" to Receipts')).toEqual({ files: ['my docs/a b.pdf'], part: 'Receipts' });
    expect(uploadStep('upload a.pdf using the Browse button in Receipts')).toEqual({ files: ['a.pdf'], via: 'Browse button', part: 'Receipts' });
    expect(uploadStep('upload %receipt%')).toEqual({ files: ['%receipt%'] });
  });

  it('is no upload without a path: "add California to States", "select Oregon", "upload the receipt"', () => {
    expect(uploadStep('add California to States')).toBeUndefined();
    expect(uploadStep('select Oregon')).toBeUndefined();
    expect(uploadStep('upload the receipt')).toBeUndefined();
    expect(uploadStep('choose Company card under Pay to')).toBeUndefined();
    // A word with a dot is a file only with a file's extension, for a verb other than upload/attach.
    expect(uploadStep('add 2.5 to the total')).toBeUndefined();
    expect(uploadStep('select example.com for Domain')).toBeUndefined();
    expect(uploadStep('add john@example.com to Recipients')).toBeUndefined();
  });
});

describe('the path rule (methods/upload.ts)', () => {
  it('takes a path only when the step writes it, whole, or it is a variable the caller passed', () => {
    expect(pathInStep('docs/a.pdf', 'upload docs/a.pdf to Receipts')).toBe(true);
    expect(pathInStep('a.pdf', 'upload docs/a.pdf to Receipts')).toBe(false);
    expect(pathInStep('docs/a.pdf', 'upload "docs/a.pdf"')).toBe(true);
    expect(() => uploadFiles({ raw: ['/etc/hostname'], values: ['/etc/hostname'], instruction: 'upload a.pdf to Receipts', cwd: dir })).toThrow(FileUploadError);
    expect(uploadFiles({ raw: ['%f%'], values: [receipt], instruction: 'upload %f% to Receipts', variables: { f: receipt }, cwd: dir })).toEqual([receipt]);
    // Relative to the working directory given.
    expect(uploadFiles({ raw: ['taxi-receipt.pdf'], values: ['taxi-receipt.pdf'], instruction: 'upload taxi-receipt.pdf', cwd: dir })).toEqual([receipt]);
  });

  it('refuses a missing path and a directory, saying what to do, and never a variable\'s value', () => {
    expect(() => uploadFiles({ raw: ['nope.pdf'], values: ['nope.pdf'], instruction: 'upload nope.pdf', cwd: dir })).toThrow(/No file "nope\.pdf" to upload \(looked for .*nope\.pdf\): give its path from the test's working directory/);
    expect(() => uploadFiles({ raw: ['folder.pdf'], values: ['folder.pdf'], instruction: 'upload folder.pdf', cwd: dir })).toThrow(/"folder\.pdf" is not a regular file/);
    const secret = join(dir, 'secret-name.pdf');
    const refused = (() => {
      try {
        uploadFiles({ raw: ['%f%'], values: [secret], instruction: 'upload %f%', variables: { f: secret }, cwd: dir });
      } catch (error) {
        return error as Error;
      }
    })();
    expect(refused).toBeInstanceOf(FileUploadError);
    expect(refused!.message).toContain('"%f%"');
    expect(refused!.message).not.toContain('secret-name');
  });
});

describe('uploading with the offline tier', () => {
  it('"upload X to Receipts": the Receipts input takes the file, its list grows; the code form and the rule say so', async () => {
    await open();
    const result = await pages.client.act(`upload ${receipt} to Receipts`);
    expect(result.success, result.message).toBe(true);
    expect(await lists()).toEqual({ receipts: ['taxi-receipt.pdf (4 bytes)'], documents: [] });
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'upload-file' });
    expect(result.decision?.effect?.ok).toBe(true);
    expect(result.actions[0]!.method).toBe('setInputFiles');
    expect(result.actions[0]!.code).toBe(`await page.getByRole('button', { name: 'Drag your receipts here or Browse', exact: true }).setInputFiles(['${receipt}']);`);
  });

  it('names the zone by its heading, its kind, a noun\'s number, or the control used', async () => {
    const cases: [string, 'receipts' | 'documents', string[]][] = [
      [`attach ${receipt} in the Receipts section`, 'receipts', ['taxi-receipt.pdf (4 bytes)']],
      [`add the file ${receipt} to the receipts`, 'receipts', ['taxi-receipt.pdf (4 bytes)']],
      [`drop ${ticket} into the Travel documents box`, 'documents', ['train-ticket.pdf (5 bytes)']],
      [`upload ${ticket} as a travel document`, 'documents', ['train-ticket.pdf (5 bytes)']],
      [`choose the file ${receipt} for Receipts`, 'receipts', ['taxi-receipt.pdf (4 bytes)']],
      [`upload ${receipt} and ${ticket} to Receipts`, 'receipts', ['taxi-receipt.pdf (4 bytes)', 'train-ticket.pdf (5 bytes)']],
      [`upload "${invoice}" to Travel documents`, 'documents', ['hotel invoice.pdf (5 bytes)']],
      [`upload ${receipt} using the Browse button in Receipts`, 'receipts', ['taxi-receipt.pdf (4 bytes)']],
    ];
    for (const [step, where, files] of cases) {
      await open();
      const result = await pages.client.act(step);
      expect(result.success, `${step}: ${result.message}`).toBe(true);
      expect(await lists(), step).toEqual({ receipts: where === 'receipts' ? files : [], documents: where === 'documents' ? files : [] });
    }
  });

  it('two file inputs and no zone named: hands over naming both, the page untouched', async () => {
    await open();
    const refused = await pages.client.act(`upload ${receipt}`).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(MissingLLMConfigurationError);
    expect((refused as Error).message).toMatch(/2 file inputs and no part named \("Receipts", "Travel documents"\)/);
    expect((refused as Error).message).toMatch(/upload .*taxi-receipt\.pdf to Receipts/);
    expect(await lists()).toEqual({ receipts: [], documents: [] });
  });

  it('a zone the page does not have: hands over, naming the zones it has', async () => {
    await open();
    const refused = await pages.client.act(`upload ${receipt} to Invoices`).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(MissingLLMConfigurationError);
    expect((refused as Error).message).toMatch(/no file input belongs to a part named "Invoices"/);
    expect(await lists()).toEqual({ receipts: [], documents: [] });
  });

  it('one file input on the page: "upload X" sets it; the input holds the file', async () => {
    await open('/plain');
    const result = await pages.client.act(`upload ${receipt}`);
    expect(result.success, result.message).toBe(true);
    expect(await pages.client.page.locator('#avatar').evaluate((el) => Array.from((el as HTMLInputElement).files ?? [], (f) => f.name))).toEqual(['taxi-receipt.pdf']);
  });

  it('a variable the caller passed is a path the step gives; the code keeps its name', async () => {
    await open();
    const result = await pages.client.act('upload %receipt% to Receipts', { variables: { receipt } });
    expect(result.success, result.message).toBe(true);
    expect(await lists()).toEqual({ receipts: ['taxi-receipt.pdf (4 bytes)'], documents: [] });
    expect(result.actions[0]!.code).toContain('.setInputFiles([variables.receipt]);');
    expect(JSON.stringify(result)).not.toContain(receipt);
  });

  it('a missing file or a directory is refused, typed, saying what to do; nothing is uploaded', async () => {
    await open();
    const missing = await pages.client.act(`upload ${join(dir, 'nope.pdf')} to Receipts`).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(FileUploadError);
    expect((missing as Error).message).toMatch(/No file ".*nope\.pdf" to upload .*working directory/);
    const folder = await pages.client.act(`upload ${join(dir, 'folder.pdf')} to Receipts`).catch((e: unknown) => e);
    expect(folder).toBeInstanceOf(FileUploadError);
    expect((folder as Error).message).toMatch(/is not a regular file/);
    expect(await lists()).toEqual({ receipts: [], documents: [] });
  });

  it('a zone that takes nothing: the upload is no success, and says what it saw', async () => {
    await open('/deaf');
    const result = await pages.client.act(`upload ${receipt} to Photos`);
    expect(result.success).toBe(false);
    expect(result.decision?.effect?.ok).toBe(false);
    expect(result.message).toMatch(/taxi-receipt\.pdf" shows no more often than before/);
  });
});

describe('removing a listed file', () => {
  /** Receipts holds the three files, Travel documents the ticket. */
  async function listedThree() {
    await open();
    await pages.client.page.locator('#receipts input[type=file]').setInputFiles([receipt, invoice, ticket]);
    await pages.client.page.locator('#documents input[type=file]').setInputFiles([ticket]);
    expect(await lists()).toEqual({ receipts: ['taxi-receipt.pdf (4 bytes)', 'hotel invoice.pdf (5 bytes)', 'train-ticket.pdf (5 bytes)'], documents: ['train-ticket.pdf (5 bytes)'] });
  }

  it('by its name in the named list: the Remove button of that item, in that list only', async () => {
    const cases: [string, { receipts: string[]; documents: string[] }][] = [
      ['remove the file taxi-receipt.pdf from Receipts', { receipts: ['hotel invoice.pdf (5 bytes)', 'train-ticket.pdf (5 bytes)'], documents: ['train-ticket.pdf (5 bytes)'] }],
      ['remove train-ticket.pdf from the receipts list', { receipts: ['taxi-receipt.pdf (4 bytes)', 'hotel invoice.pdf (5 bytes)'], documents: ['train-ticket.pdf (5 bytes)'] }],
      ['remove train-ticket.pdf from Travel documents', { receipts: ['taxi-receipt.pdf (4 bytes)', 'hotel invoice.pdf (5 bytes)', 'train-ticket.pdf (5 bytes)'], documents: [] }],
    ];
    for (const [step, after] of cases) {
      await listedThree();
      const result = await pages.client.act(step);
      expect(result.success, `${step}: ${result.message}`).toBe(true);
      expect(await lists(), step).toEqual(after);
    }
  });

  it('by its place in the list ("delete the second receipt", "remove the last receipt")', async () => {
    await listedThree();
    let result = await pages.client.act('delete the second receipt');
    expect(result.success, result.message).toBe(true);
    expect((await lists()).receipts).toEqual(['taxi-receipt.pdf (4 bytes)', 'train-ticket.pdf (5 bytes)']);
    await listedThree();
    result = await pages.client.act('remove the last receipt');
    expect(result.success, result.message).toBe(true);
    expect((await lists()).receipts).toEqual(['taxi-receipt.pdf (4 bytes)', 'hotel invoice.pdf (5 bytes)']);
  });

  it('a file listed in both lists and no list named: handed over, nothing removed', async () => {
    await listedThree();
    const refused = await pages.client.act('remove train-ticket.pdf').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(MissingLLMConfigurationError);
    expect((await lists()).documents).toEqual(['train-ticket.pdf (5 bytes)']);
    expect((await lists()).receipts).toHaveLength(3);
  });
});

describe('finding a drop zone', () => {
  it('observe("find the Receipts drop zone") gives its file input, to be given files; act() with the files uploads them', async () => {
    await open();
    const found = await pages.client.observe('find the Receipts drop zone');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ method: 'setInputFiles', arguments: [] });
    expect(found[0]!.decision?.by).toEqual({ kind: 'rule', rule: 'upload-file' });
    const done = await pages.client.act({ ...found[0]!, arguments: [receipt] });
    expect(done.success, done.message).toBe(true);
    expect(await lists()).toEqual({ receipts: ['taxi-receipt.pdf (4 bytes)'], documents: [] });
  });
});
