import { READER_KEY } from './keys.js';
import { alongside } from './reader/alongside.js';
import { idOf } from './reader/state.js';
import type { PageReaderApi } from './reader/types.js';
import { read } from './reader/walk.js';

/**
 * actwright's own page reader, installed in the page under `Symbol.for(READER_KEY)` (once per
 * document: an init script, or the first read of a document that was there before).
 *
 * It walks one document (and its open and exposed-closed shadow roots) once and returns the tree
 * as JSON text in the shape of Playwright's `ariaSnapshotJSON({ mode: 'ai' })`: role, accessible
 * name, states, text, link targets, with a numeric `ref` on elements a user can point at.
 *
 * Why not Playwright's snapshot for reading: since 1.63 it returns its tree as a JavaScript value,
 * which Playwright serializes node by node (about half of the call on a large page), and the
 * first call in each document builds Playwright's 330 kB injected script (tens of ms). This walk
 * returns one string and needs nothing but itself. Its refs are not Playwright's `aria-ref`s:
 * only reading (extract) uses it; acting keeps Playwright's snapshot, whose refs Playwright resolves.
 *
 * The semantics follow WAI-ARIA 1.2, HTML-AAM and accname 1.2 as Playwright applies them in AI
 * mode (the same roles, names, states and visibility rules), so the page text reads the same;
 * test/engine/page-reader.test.ts compares both on every test page, test/injected/ each part.
 */
const w = window as unknown as Record<symbol, PageReaderApi | undefined>;
const symbol = Symbol.for(READER_KEY);
if (!w[symbol]) {
  const reader: PageReaderApi = { read, idOf, alongside };
  Object.defineProperty(w, symbol, { value: reader });
}
