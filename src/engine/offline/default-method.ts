import type { ActionMethod } from '../decision/resolved.js';
import type { SnapshotNode } from '../snapshot/index.js';

/**
 * The method a user would most likely use on an element: fill a text box, check a box that is
 * not checked (uncheck one that is), click anything else. observe() lists actions with it, and
 * the offline tier gives it to an element observe() only names ("find the Email field").
 */
export function defaultMethod(node: SnapshotNode): ActionMethod {
  switch (node.role) {
    case 'textbox':
    case 'searchbox':
    case 'spinbutton':
      return 'fill';
    case 'checkbox':
    case 'radio':
    case 'switch':
    case 'menuitemcheckbox':
    case 'menuitemradio':
      return node.checked === true ? 'uncheck' : 'check';
    default:
      return 'click';
  }
}
