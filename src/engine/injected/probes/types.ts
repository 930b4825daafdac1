/** What the offline tier's probes read from the page (offline/hints.ts uses them). */

/** An element as the page's authors wrote it. */
export interface ElementFacts {
  /** Lower-case tag name ("footer", "input", "textarea"). */
  tag: string;
  /** Its box on the page (page coordinates, CSS pixels, rounded); absent when it draws none. Where it lies from another ("above X"). */
  box?: { x: number; y: number; w: number; h: number };
  /** id, name, class, data-testid and the like (see DEV_NAME_ATTRIBUTES). */
  attrs: Record<string, string>;
  /**
   * For an input: whether Enter in it submits its form (`submits`: the form has a submit button
   * or this is its only text field), cannot (`inert`: HTML's implicit submission does nothing),
   * or it is in no form (`none`: a script may handle the key, as single-page apps do).
   */
  form?: 'none' | 'submits' | 'inert';
  /** For an input: its type ("email", "password", "tel"): what a field holds when its label does not say. */
  inputType?: string;
  /** A disclosure control's state (`aria-expanded`, a <summary>'s <details>); the snapshot shows only "expanded". */
  expanded?: boolean;
  /**
   * `aria-selected` as the page states it (a grid row, an option, a tab): present only when the
   * element says it can be selected; the snapshot shows only "selected".
   */
  selected?: boolean;
  /**
   * For a control with a disclosure state: the developer-given attributes of the part it is drawn in
   * alone (its parent, holding no other control shown: a picker's `class="align picker"`), which the
   * snapshot may leave out as a wrapper with no name.
   */
  partAttrs?: Record<string, string>;
  /** For a control with a disclosure state: the one id its `aria-controls` names (the menu it opens). */
  controls?: string;
  /** A toggle button's state (`aria-pressed`; the snapshot shows only "pressed"): a toggle opens nothing. */
  pressed?: boolean;
  /**
   * `aria-haspopup` as the page states it (`menu`, `true`, `listbox`, `dialog`…), absent when none or
   * `false`: the control opens that popup, though it may state no aria-expanded (a row's ⋮ button).
   */
  popup?: string;
  /** `aria-current` as the page states it (a file, page or step marked as the one shown now); the snapshot leaves it out. */
  current?: boolean;
  /**
   * Whether the element the control says it opens (`aria-controls`, one id) is shown. Templates
   * ship `aria-expanded="true"` on sections drawn closed: a state that disagrees is no state.
   */
  controlsShown?: boolean;
  /** A column header's sort state as its `aria-sort` says it (`ascending`, `descending`, `none`, `other`); absent when it says none. */
  sort?: string;
  /** The tooltip (`title`): what an icon-only button says it does when hovered. */
  title?: string;
  /**
   * The pointer the page draws over it, when it says what a click does to a picture: `zoom-in`,
   * `zoom-out`, or `grab` (a zoomed picture panned by dragging). Absent for any other cursor.
   */
  cursor?: 'zoom-in' | 'zoom-out' | 'grab';
  /**
   * Under a layer that covers the whole window (an open modal's backdrop) and outside it: a
   * pointer cannot reach it, so it is no candidate while the layer is open. Also outside an open
   * modal the page declares (`dialog:modal`, a shown `aria-modal="true"`), or inside an inert part.
   */
  covered?: boolean;
  /** Inside such a layer: part of the open modal (a dialog the page does not mark with a role). */
  inLayer?: boolean;
  /**
   * Rendered but not to be seen: clipped to nothing or to a pixel (the "visually hidden" native
   * control a custom widget draws over, `clip: rect(0 0 0 0)`), or inside such an element.
   * Screen readers read it; nobody sees or clicks it.
   */
  unseen?: boolean;
  /**
   * Inside a box drawn over the page: an ancestor (or itself) positioned absolute or fixed and raised
   * by a z-index, or an open popover, short of a layer over the whole window. A popover's parts.
   */
  floating?: boolean;
  /**
   * Inside such a box that is topmost at the window's centre: a popup drawn over the page as a
   * dialog is, whatever its role (a tooltip or a menu at the page's edge is not).
   */
  overCentre?: boolean;
  /** The element lies in the <label> of a checkbox or radio (not the box itself): clicking it sets the box. */
  labels?: 'checkbox' | 'radio';
  /** For a form field: whether a label, aria-label, aria-labelledby or title names it (else its name is only its placeholder). */
  labelled?: boolean;
  /** A text field that takes no typing (`readonly`, or drawn with no caret): a list drawn over a box, chosen from, not typed into. */
  readonly?: boolean;
  /**
   * A text field whose own `readonly` (or `aria-readonly="true"`) is set: typing into it is refused.
   * Narrower than `readonly`: a box drawn with no caret may still take typing (a style choice).
   */
  refusesTyping?: boolean;
  /**
   * `aria-autocomplete` (list, both, inline): the field is the text box of a widget that completes
   * what is typed (APG combobox), which takes Enter itself rather than leaving it to its form.
   */
  autocomplete?: string;
  /**
   * For a text input or textarea: what says whether leaving it is safe and needed to commit a fill
   * (offline/leave-field.ts). `focused`: it holds the focus now (the page or an earlier step put it
   * there: an editor, a bar or a dialog opened with its field focused, which may close when left).
   * `form`: it belongs to a form that a submit button submits (the person leaves it for the
   * button, and the submit reads it anyway; a form with no submit control is driven by script). `popup`: it says it
   * has a popup of its own (a `list`, `aria-haspopup`, `aria-expanded`, `aria-controls`, or
   * `autocomplete="off"`, which pages set on a field whose suggestions they draw themselves).
   */
  field?: { focused: boolean; form: boolean; popup: boolean };
  /**
   * For a button that submits a form: which form (its place among the page's forms) and the
   * developer-given attributes of the form and of its ancestors, nearest first.
   */
  submits?: { form: number; context: Record<string, string>[] };
  /**
   * For a list item (li, listitem, option, row, treeitem): the part it is dragged by, as a CSS
   * selector relative to it (`:scope > …`): the one element inside whose cursor is grab or move,
   * or whose aria-label or title says drag, handle, grip or reorder. Absent when the item itself
   * shows that cursor, or none or several do.
   */
  grip?: string;
  /**
   * For a tree item (role treeitem) that is drawn as a header and the part it opens (APG tree: a
   * parent node holds its child group): `header`, the part it is clicked by, as a selector relative
   * to it (the one child element showing text before its child parts, holding no tree item);
   * `focusable`, whether the item itself takes the focus the tree's keys need (a tabindex, or a
   * link or button); `shown`, whether any of its child parts (its group, or a panel's content)
   * has a box (absent when it has none); `headerExpanded`, the header's own aria-expanded (a
   * navigation tree that states it on its link).
   */
  treeItem?: { header?: string; focusable: boolean; shown?: boolean; headerExpanded?: boolean };
  /**
   * The element takes typing by being contenteditable, not by being a field: `host` when it is the
   * editable part itself (its parent is not editable), `inside` when it lies inside one (a paragraph
   * of an editor whose own box the snapshot folded away). Absent for anything else.
   */
  editing?: 'host' | 'inside';
  /**
   * For an element that shows no words, only a picture (an icon drawn as an SVG, a font glyph, an
   * image): the words the picture is drawn with, lower case: its parts' class words (`tabulator-tick`
   * gives tabulator, tick), an image's alt, and the tick or cross a glyph draws (✓ gives tick, ✗
   * cross). What a boolean cell drawn as a tick or a cross says when no ARIA says it. Absent when the
   * element shows text or draws no picture.
   */
  picture?: string[];
  /**
   * For a slider (`<input type=range>`, or `role=slider` with `aria-valuemin` / `aria-valuemax`): the
   * values it can hold: its bounds, and for a range input its step (0 for `step="any"`; HTML's
   * defaults 0, 100 and 1 where unset). An ARIA slider states no step.
   */
  range?: { min: number; max: number; step?: number };
}

/** A control inside an element that the snapshot does not show (display: none until hover). */
export interface HiddenControl {
  /** CSS selector of the control relative to the element that holds it. */
  selector: string;
  tag: string;
  attrs: Record<string, string>;
  /** Its title, aria-label and text content, as written. */
  label: string;
  /** For an item of a submenu (role menu): the text of the menu item that opens that submenu. */
  under?: string;
  /** The value it sets, as its developers wrote it (`value`, else `data-value`): a picker's item "center", "#ffff00". */
  value?: string;
  /** The id of the nearest element around it that has one, inside the element read (a menu a button's `aria-controls` names). */
  in?: string;
  /** For a control with no words of its own: the colour it is drawn in (its background, `rgb(…)`), a swatch of a colour picker. */
  swatch?: string;
}

/** The probes, under `Symbol.for(PROBES_KEY)` on the page's window. */
export interface ProbesApi {
  readFacts(el: Element, names: string[]): ElementFacts;
  readHiddenControls(root: Element, names: string[]): HiddenControl[];
}
