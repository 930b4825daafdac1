import { MAX_FRAMES_READ } from '../page/settle.js';
import type { BrowserContext, ElementHandle, Frame, Locator, Page } from 'playwright-core';
import { evaluateData } from '../browser/evaluate.js';
import { abortable } from '../session/abort.js';
import { READER_SOURCE } from '../injected/generated/reader.js';
import { READER_KEY } from '../injected/keys.js';
import type { FrameRead } from '../injected/reader/types.js';
import { distill, type JsonNode } from './distill.js';

/**
 * Reading a page with actwright's own reader (injected/reader/): every frame at once, one string
 * per frame, stitched into one tree in the shape of `ariaSnapshotJSON({ mode: 'ai' })`. Refs are
 * this reader's own (`e12`, `f2e5` in the page's third frame): they name nodes of the text (a URL
 * field of extract() answers with a link's ref) but no Playwright locator resolves them.
 */

const KEY = `Symbol.for(${JSON.stringify(READER_KEY)})`;
/** The reader as a script (an expression): installs it in the document, once. */
const READER = READER_SOURCE;
/** The installed reader, the script evaluated first when the document has none yet. */
const INSTALLED = `(window[${KEY}] || (${READER}, window[${KEY}]))`;
/** The reader once a document has it: a few bytes per call instead of the whole script. */
const READ_PAGE_SHORT = `window[${KEY}] ? window[${KEY}].read() : false`;
const READ_PAGE = `${INSTALLED}.read()`;
// Playwright calls a function with the element only when given a function (a string is an expression).
const READ_ELEMENT = new Function('element', `return ${INSTALLED}.read(element);`) as (element: Element) => string;
const ID_OF = new Function('element', `return ${INSTALLED}.idOf(element);`) as (element: Element) => number;

/**
 * The read as it rides along with settling's first look (settle.ts, `alongside`): given the
 * clock's reading of the frame and the frame's window (a same-origin frame is read from its
 * ancestor's look, with its own reader), the reader's `alongside` (injected/reader/alongside.ts):
 * `[state, text]`, text null when the reader's last read saw that same state; undefined when the
 * frame has no reader or changed too recently.
 */
export const READ_ALONGSIDE = `(reading, win) => { const reader = win[${KEY}]; return reader ? reader.alongside(reading) : undefined; }`;
/** Each frame's last text read alongside settling, with the state it was read at. */
const lastRead = new WeakMap<Frame, { state: string; text: string }>();

/** The reader in every document from the start (init script): the first read needs no script sent along. */
export async function installReader(context: BrowserContext): Promise<void> {
  const content = readerInitScript(context);
  if (content) await context.addInitScript({ content });
}

/** The reader's init script for `context`, once (undefined when it has it): for a caller that sends several init scripts in one call. */
export function readerInitScript(context: BrowserContext): string | undefined {
  if (installedIn.has(context)) return undefined;
  installedIn.add(context);
  return READER;
}
const installedIn = new WeakSet<BrowserContext>();

/** Reads a frame's document: the installed reader, or (first read of a document) the whole script. */
async function readFrame(frame: Frame): Promise<unknown> {
  const text = await evaluateData(frame, READ_PAGE_SHORT);
  return text === false ? evaluateData(frame, READ_PAGE) : text;
}

/** A frame's text read alongside settling (or kept from an earlier read at the same state), else a fresh read. */
function readOrTake(frame: Frame, prefetched: ReadonlyMap<Frame, unknown> | undefined): Promise<unknown> {
  const taken = prefetched?.get(frame);
  if (Array.isArray(taken) && typeof taken[0] === 'string') {
    const [state, text] = taken as [string, string | null];
    if (typeof text === 'string') {
      lastRead.set(frame, { state, text });
      return Promise.resolve(text);
    }
    const kept = lastRead.get(frame);
    if (kept?.state === state) return Promise.resolve(kept.text);
    // The reader read this state in a look whose text went unused (that look did not find the
    // page settled): read it again, and keep it under that state, or every later look at the
    // unchanged frame would find nothing kept and read it again.
    return readFrame(frame).then((fresh) => {
      if (typeof fresh === 'string') lastRead.set(frame, { state, text: fresh });
      return fresh;
    });
  }
  return readFrame(frame);
}

/**
 * The reader's id of the iframe element that holds each frame, in its parent's document. A frame
 * keeps its element for life (a new parent document makes new frames), so it is asked once.
 */
const owners = new WeakMap<Frame, Promise<number | undefined>>();

export interface ReadTree {
  /** The tree, as `ariaSnapshotJSON({ mode: 'ai' })` gives it. */
  nodes: Array<JsonNode | string>;
  /** Each frame's base URL (links resolve against it), by the ref of its iframe; '' is the page. */
  bases: Map<string, string>;
}

export interface ReadOptions {
  /** Only this element's subtree (frames inside it included). */
  scope?: Locator;
  signal?: AbortSignal;
  /** Frames read alongside settling (READ_ALONGSIDE's `[state, text]` per frame, SettleResult.alongside). */
  prefetched?: ReadonlyMap<Frame, unknown>;
}

/** Reads the page (or `scope`) and every frame inside it. */
export async function readTree(page: Page, options: ReadOptions = {}): Promise<ReadTree> {
  // Frames past the cap are not read: their iframe line stays, empty (settle.ts MAX_FRAMES_READ).
  const frames = page.frames().slice(0, MAX_FRAMES_READ);
  const index = new Map<Frame, number>(frames.map((frame, i) => [frame, i]));
  const prefix = (i: number) => (i === 0 ? '' : `f${i}`);
  const parse = (text: unknown): FrameRead => JSON.parse(String(text)) as FrameRead;
  let first = 0;
  let main: Promise<FrameRead>;
  if (options.scope) {
    // The scope may live in a child frame: its refs and frames are that frame's.
    // Older Playwright types say null is possible; it waits for the element instead.
    const handle = (await abortable(options.scope.elementHandle({ timeout: 0 }), options.signal)) as ElementHandle | null;
    if (!handle) throw new Error('The element to read is gone from the page.');
    first = index.get((await handle.ownerFrame()) ?? frames[0]!) ?? 0;
    main = handle.evaluate(READ_ELEMENT).then(parse).finally(() => handle.dispose().catch(() => undefined));
  } else main = readOrTake(frames[0]!, options.prefetched).then(parse);
  // A child frame: its tree and, in its parent, the id of its iframe element (to hang it there).
  const children = frames.slice(1).map(async (frame, k) => {
    const i = k + 1;
    const parent = frame.parentFrame();
    let owner = owners.get(frame);
    if (!owner) owners.set(frame, (owner = ownerId(frame)));
    const [tree, id] = await Promise.all([readOrTake(frame, options.prefetched).then(parse), owner]);
    if (id === undefined) owners.delete(frame);
    return { i, parent: parent ? index.get(parent) : undefined, owner: id, tree };
  });
  const settledChildren = Promise.all(children.map((c) => c.catch(() => undefined)));
  const [top, kids] = await abortable(Promise.all([main, settledChildren]), options.signal);

  const byOwner = new Map<string, { i: number; tree: FrameRead }>();
  for (const kid of kids) if (kid?.parent !== undefined && kid.owner !== undefined) byOwner.set(`${kid.parent}:${kid.owner}`, kid);
  const bases = new Map<string, string>([['', top.base]]);
  const build = (i: number, tree: FrameRead, depth: number): Array<JsonNode | string> => {
    const rendered = distill(tree.nodes, prefix(i));
    if (depth > 32) return rendered; // A frame nested this deep is a loop, not a page.
    const hang = (nodes: Array<JsonNode | string>) => {
      for (const node of nodes) {
        if (typeof node === 'string') continue;
        if (node.role === 'iframe' && node.ref) {
          const id = node.ref.slice(node.ref.lastIndexOf('e') + 1);
          const kid = byOwner.get(`${i}:${id}`);
          if (kid) {
            const inner = build(kid.i, kid.tree, depth + 1);
            if (inner.length) {
              delete node.text;
              node.children = inner;
            }
            bases.set(node.ref, kid.tree.base);
          }
          continue;
        }
        if (node.children) hang(node.children);
      }
    };
    hang(rendered);
    return rendered;
  };
  return { nodes: build(first, top, 0), bases };
}

async function ownerId(frame: Frame): Promise<number | undefined> {
  let owner: ElementHandle | undefined;
  try {
    owner = await frame.frameElement();
    return (await owner.evaluate(ID_OF)) as number;
  } catch {
    return undefined; // detached meanwhile: it has no place in the tree
  } finally {
    await owner?.dispose().catch(() => undefined);
  }
}
