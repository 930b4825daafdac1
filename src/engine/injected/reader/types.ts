/** What the reader offers in the page, under `Symbol.for(READER_KEY)` on its window. */
export interface PageReaderApi {
  /**
   * The tree of `root` (default: the document) as JSON text. With `state` (what the settle clock
   * read in the same task: document, change count, controls, address, viewport): 'unchanged'
   * when the last whole-document read saw the same state, so an unchanged page is not walked again.
   */
  read(root?: Element | null, state?: string): string;
  /** The element's id in this document (stable while the document lives). */
  idOf(element: Element): number;
  /**
   * The read that rides along with settling's first look (the clock's `look`, given a reading of
   * this frame): `[state, text]`, text null when the last read saw that same state; undefined
   * when the frame changed too recently to be worth reading (see reader/alongside.ts).
   */
  alongside(reading: AlongsideReading): [string, string | null] | undefined;
}

/** The part of the clock's FrameReading the alongside read keys its text by. */
export interface AlongsideReading {
  doc: string;
  epoch: number;
  controls: number;
  url: string;
  width: number;
  height: number;
  quietFor: number;
  /** The rest of the clock's FrameReading (clock/types.ts), what says the frame is idle; absent: not known to be. */
  loaded?: boolean;
  knowsAll?: boolean;
  pending?: number;
  animating?: boolean;
  frames?: number;
}

/** A child of a node: a node, or a run of text. */
export type RawChild = RawNode | string;

/** One node of the reader's raw tree (before distill.ts tidies it up). */
export interface RawNode {
  role: string;
  name: string;
  /** Element id in this document (numbers; the caller makes refs of them), when the element can be pointed at. */
  ref?: number;
  children: RawChild[];
  /** Ids of the elements (with a ref) whose content made this node's name. */
  from?: number[];
  checked?: boolean | 'mixed';
  disabled?: boolean;
  expanded?: boolean;
  level?: number;
  pressed?: boolean | 'mixed';
  selected?: boolean;
  invalid?: string;
  active?: boolean;
  url?: string;
  placeholder?: string;
  ariaHidden?: boolean;
  pointer?: boolean;
}

/** What `read` returns, parsed. */
export interface FrameRead {
  base: string;
  nodes: RawChild[];
}
