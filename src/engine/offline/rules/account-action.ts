import { isActionable, type SnapshotNode } from '../../snapshot/index.js';
import { fitsMethod } from '../match.js';
import { normalize } from '../text.js';
import { ACCOUNT_ACTIONS } from '../vocabulary.js';
import type { StepForm } from '../grammar.js';
import { said, type RuleContext, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** Controls that start an account action. */
const DOING_ROLES: ReadonlySet<string> = new Set(['button', 'link', 'menuitem']);
/** Words around an account action that name no other thing: "create AN account", "sign up NOW", "sign up FOR FREE". */
const AROUND = new Set(['a', 'an', 'the', 'my', 'your', 'our', 'new', 'now', 'here', 'for', 'free', 'today']);

/** The account action a phrase or a control's name says ("Create your account" → "sign up"), or undefined. */
export function accountAction(text: string): string | undefined {
  const key = normalize(text)
    .split(' ')
    .filter((w) => w && !AROUND.has(w))
    .join('');
  for (const [action, says] of ACCOUNT_ACTIONS) if (says.some((s) => s.replace(/ /g, '') === key)) return action;
  return undefined;
}

/** The step's words again from its typed form: the verb as said, the target, the scope. */
const stepOf = (form: StepForm) => [form.said, form.target?.whole ?? form.target?.raw ?? '', form.scope ? `${form.scope.relation} ${form.scope.name}` : ''].join(' ').trim();

/**
 * A sign-out said for every other place one is signed in: "sign out everywhere else", "log out of
 * all other sessions", "sign me out on the other devices".
 */
const ELSEWHERE_STEP = /^(?:sign|log)\s+(?:me\s+)?(?:out|off)\s+(?:everywhere\s+else|(?:(?:of|on|from|in|at)\s+)?(?:all\s+)?(?:(?:the|my)\s+)?other\s+(?:sessions?|devices?|browsers?|computers?|places|locations))$/;
/** A control that signs out every other session: "Sign out of all other sessions", "Log out other devices", "Sign out everywhere else". */
const ELSEWHERE_CONTROL = /^(?:sign|log)\s+(?:out|off)\b(?:.*\bother\b.*|\s+everywhere\s+else)$/;

/** The one control that signs out every other session, for a step that says so; undefined when the step does not. */
function signOutElsewhere(step: string, ctx: RuleContext): RuleFound | RuleHandover | undefined {
  const text = normalize(step).replace(/^(?:please\s+)?/, '');
  if (!ELSEWHERE_STEP.test(text)) return undefined;
  const doing = ctx.index.order.filter((n: SnapshotNode) => n.ref && n.name && DOING_ROLES.has(n.role) && isActionable(n) && fitsMethod(n, 'click') && ELSEWHERE_CONTROL.test(normalize(n.name)));
  const enabled = doing.filter((n) => !n.disabled);
  if (enabled.length !== 1) {
    return enabled.length
      ? { handover: `${enabled.length} controls sign out elsewhere (${enabled.slice(0, 3).map(said).join(', ')}): say which by its name`, near: true }
      : doing.length
        ? { handover: `${said(doing[0]!)} is disabled`, near: true }
        : { handover: 'no control signs out of the other sessions (a plain "Sign out" signs out here): say the control by its name', near: true };
  }
  const node = enabled[0]!;
  return {
    actions: [{ ref: node.ref!, method: 'click', arguments: [], description: `click ${said(node)}` }],
    candidates: [{ role: node.role, name: node.name ?? '', score: 1, why: 'its name says sign out of the other sessions, as the step does' }],
    facts: [`"${step}" and "${node.name}" both say sign out of every other session`],
  };
}

/**
 * "create the account" for a "Sign up" button, "log in" for "Sign in", "register" for "Create
 * account": an account's actions, which pages name in a few interchangeable ways. The step as a
 * whole (its verb and object) says one of them, and the one enabled button, link or menu item whose
 * name says the same action is it.
 */
export const accountActionRule: WidgetRule = {
  fallback: true,
  info: {
    name: 'account-action',
    does: 'A step that says an account action (sign up, sign in, sign out) in other words than the page: "create the account" clicks "Sign up", "log in" clicks "Sign in", "register" clicks "Create account". The ways each is said are a short table in vocabulary.ts (ACCOUNT_ACTIONS).',
    when: 'The whole step, less articles and words such as "now" or "for free", is one way of saying an account action, and no control is named by the step itself.',
    evidence: 'Exactly one enabled button, link or menu item whose name says the same action; two (a "Sign up" and a "Register") hand over naming both.',
    example: {
      html: '<form><label>Email <input type="email"></label><label>Password <input type="password"></label><button>Sign up</button></form><a href="#signin">Already registered? Sign in</a>',
      step: 'create the account',
      action: 'click button "Sign up"',
    },
  },
  applies: (form, kind) => kind === 'act' && form.verb === 'do' && !form.scope && form.value === undefined && (!form.target || (!form.target.exact && form.target.ordinal === undefined && !form.target.roles)),
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const action = accountAction(`${form.said} ${form.target?.whole ?? form.target?.raw ?? ''}`);
    if (!action) return undefined;
    const doing = ctx.index.order.filter((n: SnapshotNode) => n.ref && n.name && DOING_ROLES.has(n.role) && isActionable(n) && fitsMethod(n, 'click') && accountAction(n.name) === action);
    if (!doing.length) return undefined;
    const enabled = doing.filter((n) => !n.disabled);
    if (enabled.length !== 1) {
      return enabled.length
        ? { handover: `${enabled.length} controls ${action} (${enabled.slice(0, 3).map(said).join(', ')}): say which by its name`, near: true }
        : { handover: `${said(doing[0]!)} is disabled`, near: true };
    }
    const node = enabled[0]!;
    return {
      actions: [{ ref: node.ref!, method: 'click', arguments: [], description: `click ${said(node)}` }],
      candidates: [{ role: node.role, name: node.name ?? '', score: 1, why: `its name says "${action}", as the step does` }],
      facts: [`"${form.said}${form.target ? ` ${form.target.raw}` : ''}" and "${node.name}" both say "${action}"`],
    };
  },
};

/**
 * "sign out everywhere else", "log out of all other sessions": the one control whose name signs
 * out of the other sessions. Tried before verb-name, which would read the verb alone as the plain
 * "Sign out" and leave "everywhere else" unsaid.
 */
export const signOutOthers: WidgetRule = {
  info: {
    name: 'sign-out-others',
    does: 'A sign-out said for every other session ("sign out everywhere else", "log out of all other sessions", "sign me out on the other devices"): the one enabled button, link or menu item whose name signs out of the others ("Log out all other devices", "Sign out other sessions"); never a plain "Sign out".',
    when: 'The whole step is sign/log out with "everywhere else" or "(of/on/from) (all) (the) other sessions/devices/browsers".',
    evidence: 'Exactly one enabled control whose name starts with sign/log out and says "other" (or "everywhere else"); none (only a plain "Sign out") or two hand over.',
    example: {
      html: '<header><button>Log out</button></header><main><h1>Security</h1><button>Log out all other devices</button></main>',
      step: 'sign out everywhere else',
      action: 'click button "Log out all other devices"',
    },
  },
  applies: (form, kind) => kind === 'act' && form.verb === 'do' && form.value === undefined && ELSEWHERE_STEP.test(normalize(stepOf(form))),
  resolve: (form, ctx) => signOutElsewhere(stepOf(form), ctx),
};
