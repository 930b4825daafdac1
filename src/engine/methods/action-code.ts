import { durableActionCode, type CodeHow } from '../decision/code.js';
import type { HandlerContext } from './context.js';
import type { ObserveResult } from './schemas.js';
import { maskVariables } from '../session/variables.js';

/**
 * The action with its code form (a durable selector only). A value the model wrote out instead of
 * its `%name%` is put back as the placeholder first: the code reads `variables.name`, never the value.
 */
export function withCode(ctx: Pick<HandlerContext, 'secrets'>, action: ObserveResult, how: CodeHow = {}): ObserveResult {
  const masked = { ...action, ...(action.arguments ? { arguments: action.arguments.map((a) => maskVariables(a, ctx.secrets.byName)) } : {}) };
  // Values read from the page (a multiple select's kept options) are masked the same way.
  const shown = how.keptSelected ? { ...how, keptSelected: how.keptSelected.map((v) => maskVariables(v, ctx.secrets.byName)) } : how;
  const code = durableActionCode(masked, shown);
  return code ? { ...action, code } : action;
}
