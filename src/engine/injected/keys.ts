/**
 * Where each in-page script keeps its API on the page's window, under `Symbol.for(key)` (a symbol,
 * so nothing the page enumerates shows it). Plain strings: the Node side imports them too.
 */

/** The page reader (reader/): `PageReaderApi`. */
export const READER_KEY = 'actwright.reader';
/** The clock settling reads (clock/). */
export const CLOCK_KEY = 'actwright.clock';
/** The accessor of every shadow root, closed ones too (closed-shadow/), which the reader walks through. */
export const CLOSED_SHADOW_ROOT_KEY = 'actwright.closedShadowRoot';
/** Marks Element.prototype once closed-shadow/ has patched it (a second install does nothing). */
export const CLOSED_SHADOW_MARKER_KEY = 'actwright.closedShadow';
/** The offline tier's read-only probes (probes/). */
export const PROBES_KEY = 'actwright.probes';
/** The end-of-test scrub of secrets still shown in the page (scrub/). */
export const SCRUB_KEY = 'actwright.scrub';
