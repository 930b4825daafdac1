import type { OfflineMethod } from './parse.js';
import type { ResolvedAction } from '../decision/resolved.js';

/**
 * An action resolved on a snapshot: the handlers' ResolvedAction (see there for each field) with
 * the offline methods, before the rule's name and evidence are put on it. Its `ref` is '' for a
 * page-level action (a key press, a page scroll); its arguments keep variables as `%name%`, put in
 * only when the action runs.
 */
export interface OfflineAction
  extends Pick<ResolvedAction, 'ref' | 'arguments' | 'description' | 'within' | 'effect' | 'then' | 'chooses' | 'edit' | 'tick' | 'calendar' | 'drag' | 'menu' | 'editor'> {
  method: OfflineMethod;
}
