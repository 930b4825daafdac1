import type { SnapshotNode } from '../snapshot/index.js';
import type { ElementFacts, HiddenControl } from '../injected/probes/types.js';
import { devPhrases } from './dev-names.js';

/**
 * What the aria snapshot leaves out and a few rules need: an element's tag and developer-given
 * attributes, and the controls inside an element that are hidden until it is hovered. The
 * resolver stays pure: it asks for facts about refs (a `HintRequest`), the tier reads them from
 * the page (probe.ts) and resolves again. Facts are asked for only when the plain rules hand
 * over, and only for the few nodes a rule is looking at.
 */

// What the probes read in the page (injected/probes/): their shapes are theirs.
export type { ElementFacts, HiddenControl } from '../injected/probes/types.js';

export interface PageHints {
  facts: ReadonlyMap<string, ElementFacts>;
  /** Hidden controls by the ref of the element that holds them. */
  hidden: ReadonlyMap<string, readonly HiddenControl[]>;
  /** Refs whose read the page did not answer in time (a busy machine): not known, unlike an element gone. */
  late?: readonly string[];
  /** Whether an element has a click listener of its own, by ref (read through DevTools: listeners.ts). */
  listened?: ReadonlyMap<string, Listened>;
}

/**
 * Whether the page listens for clicks on an element itself (DevTools' getEventListeners on it and
 * on the wrappers around it that show no other text): `own` when it or such a wrapper has a click,
 * mousedown, mouseup, pointerdown or pointerup listener, or an inline `onclick` (or the one part
 * inside it showing its whole text has); `none` when none
 * has (a listener further up, on a list, the body or the document, is delegation and says nothing
 * about this element); `unknown` when the browser cannot say (no DevTools session: not Chromium).
 */
export interface Listened {
  listener: 'own' | 'none' | 'unknown';
  /** For `own`: the listened event types, and how many levels above the element the listener sits (0: on it; below 0: on the one part inside it that shows its whole text). */
  types?: string[];
  up?: number;
  /** The text the element shows as the browser renders it (`innerText`, lower case, spaces folded: no icon-font glyph drawn by CSS). */
  shows?: string;
}

/** Refs the resolver would like facts about. */
export interface HintRequest {
  facts: string[];
  hiddenIn: string[];
  /** Refs whose own click listeners are asked for (a few: each is a DevTools read). */
  listeners?: string[];
}

/** Most refs read in one round: past this, reading would cost more than asking a model. */
export const MAX_PROBED_REFS = 60;

export const NO_HINTS: PageHints = { facts: new Map(), hidden: new Map() };

/**
 * The hints of one resolution: answers what is known and notes what is not, so the tier can
 * read it from the page and try again. An unknown fact counts as no evidence.
 */
export class HintBook {
  private readonly wantFacts = new Set<string>();
  private readonly wantHidden = new Set<string>();
  private readonly wantListeners = new Set<string>();
  private readonly phrases = new Map<string, string[]>();
  /** How many times a fact was asked for and not known: a rule that counts compares it before and after. */
  misses = 0;

  constructor(private readonly hints: PageHints = NO_HINTS) {}

  /** The element's facts, or undefined (noted as wanted) when not read yet. */
  facts(node: SnapshotNode): ElementFacts | undefined {
    if (!node.ref) return undefined;
    const facts = this.hints.facts.get(node.ref);
    if (!facts) {
      this.wantFacts.add(node.ref);
      this.misses++;
    }
    return facts;
  }

  /** The element's developer-given names as phrases ([] when unknown). */
  devPhrases(node: SnapshotNode): string[] {
    if (!node.ref) return [];
    let out = this.phrases.get(node.ref);
    if (!out) {
      const facts = this.facts(node);
      if (!facts) return [];
      out = devPhrases(facts.attrs);
      this.phrases.set(node.ref, out);
    }
    return out;
  }

  /** The controls hidden inside the element, or undefined (noted as wanted) when not read yet. */
  hiddenIn(node: SnapshotNode): readonly HiddenControl[] | undefined {
    if (!node.ref) return undefined;
    const found = this.hints.hidden.get(node.ref);
    if (!found) {
      this.wantHidden.add(node.ref);
      this.misses++;
    }
    return found;
  }

  /** Whether the element has a click listener of its own, or undefined (noted as wanted) when not read yet. */
  listened(node: SnapshotNode): Listened | undefined {
    if (!node.ref) return undefined;
    const found = this.hints.listened?.get(node.ref);
    if (!found) {
      this.wantListeners.add(node.ref);
      this.misses++;
    }
    return found;
  }

  /** Whether the page says the element is covered (read only after a resolution chose it; never asked for). */
  covered(node: SnapshotNode): boolean {
    return !!node.ref && this.hints.facts.get(node.ref)?.covered === true;
  }

  /**
   * Whether the page says the element is visually hidden (read after a resolution chose it or a
   * tie asked; never asked for): a person cannot see it to click it.
   */
  unseen(node: SnapshotNode): boolean {
    return !!node.ref && this.hints.facts.get(node.ref)?.unseen === true;
  }

  /** What was asked for and not known, or undefined when nothing was. */
  request(): HintRequest | undefined {
    if (!this.wantFacts.size && !this.wantHidden.size && !this.wantListeners.size) return undefined;
    return { facts: [...this.wantFacts], hiddenIn: [...this.wantHidden], ...(this.wantListeners.size ? { listeners: [...this.wantListeners] } : {}) };
  }
}

/** Hints with more facts added (the tier's next round). */
export function mergeHints(a: PageHints, b: PageHints): PageHints {
  const listened = a.listened || b.listened ? { listened: new Map([...(a.listened ?? []), ...(b.listened ?? [])]) } : {};
  return { facts: new Map([...a.facts, ...b.facts]), hidden: new Map([...a.hidden, ...b.hidden]), ...listened };
}
