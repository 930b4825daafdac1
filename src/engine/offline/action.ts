import type { OfflineMethod } from './parse.js';
import type { CalendarGoal, DragGoal, EditorGoal, ExpectedEffect, MenuGoal, PickAfter } from '../decision/resolved.js';

/** An action resolved on a snapshot: the same shape as the handlers' ResolvedAction. */
export interface OfflineAction {
  /** The element's ref in the snapshot; '' for page-level actions (a key press, a page scroll). */
  ref: string;
  method: OfflineMethod;
  /** Variables stay `%name%`: they are substituted only when the action runs. */
  arguments: string[];
  description: string;
  /**
   * A control inside `ref`'s element that the snapshot does not show (hidden until the element
   * is hovered), as a CSS selector relative to it. The step before hovers the element.
   */
  within?: string;
  /** The effect to check after acting (see ResolvedAction.effect). */
  effect?: ExpectedEffect;
  /** An option to pick after this action opened its list (see ResolvedAction.then). */
  then?: PickAfter;
  /** The text for the editor this action opens in its element (see ResolvedAction.edit). */
  edit?: string;
  /** The state a cell drawn as a tick or a cross must show after this click (see ResolvedAction.tick). */
  tick?: boolean;
  /** What the calendar this action opens or moves must come to (see ResolvedAction.calendar). */
  calendar?: CalendarGoal;
  /** The lists a drag and drop must leave (see ResolvedAction.drag). */
  drag?: DragGoal;
  /** The menu entry to pick once this action opened the menu, and the change it must make (see ResolvedAction.menu). */
  menu?: MenuGoal;
  /** What the editor must show after this action's keys (see ResolvedAction.editor). */
  editor?: EditorGoal;
}
