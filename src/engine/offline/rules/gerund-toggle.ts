import { isActionable, type SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { normalize, words } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * An option said as an activity to stop or start: "stop highlighting weekends" unticks "Highlight
 * weekends", "start showing line numbers" ticks "Show line numbers". The verb says the state; the
 * rest names the option with its first verb as a gerund.
 */

/** Verbs that end an activity (the option goes off) or start one (it goes on). */
const STOPS = new Set(['stop', 'quit', 'cease']);
const STARTS = new Set(['start', 'begin', 'resume']);
/** Words that name nothing of an option. */
const SMALL = new Set(['a', 'an', 'the', 'my', 'our', 'your']);

/** The words a gerund may come from: "highlighting" → highlight, "saving" → save, "running" → run, "tying" → tie. */
export function baseForms(gerund: string): string[] {
  const g = gerund.toLowerCase();
  if (!g.endsWith('ing') || g.length < 6) return [];
  const stem = g.slice(0, -3);
  const forms = [stem, `${stem}e`];
  if (stem.length > 2 && stem.at(-1) === stem.at(-2)) forms.push(stem.slice(0, -1));
  if (stem.endsWith('y')) forms.push(`${stem.slice(0, -1)}ie`);
  return forms;
}

/** Two words that name the same thing, one maybe the other's plural. */
const sameWord = (a: string, b: string) => a === b || `${a}s` === b || `${b}s` === a || `${a}es` === b || `${b}es` === a;

/** The option's words as said ("highlighting weekends": the gerund's base forms, then "weekends") and the state asked, or undefined. */
export function activitySaid(form: StepForm): { on: boolean; gerund: string; rest: string[] } | undefined {
  const t = form.target;
  // "hide avatars": the option "Show avatars" turned off (the activity of showing them stopped).
  if (form.verb === 'close' && form.said.toLowerCase() === 'hide' && form.value === undefined && !form.scope && t && !t.exact && t.ordinal === undefined && !t.roles) {
    const rest = words(t.raw).filter((w) => !SMALL.has(w));
    return rest.length ? { on: false, gerund: 'showing', rest } : undefined;
  }
  if (form.verb !== 'do' || form.value !== undefined || form.scope || !t || t.exact || t.ordinal !== undefined || t.roles) return undefined;
  const verb = form.said.toLowerCase();
  const on = STARTS.has(verb) ? true : STOPS.has(verb) ? false : undefined;
  if (on === undefined) return undefined;
  const [gerund, ...rest] = words(t.raw).filter((w) => !SMALL.has(w));
  if (!gerund || !baseForms(gerund).length) return undefined;
  return { on, gerund, rest };
}

/** Whether an option's name says the activity: its words are the gerund's base (or the gerund) and the rest, each once, nothing more. */
function namesActivity(name: string, gerund: string, rest: readonly string[]): boolean {
  const own = words(normalize(name)).filter((w) => !SMALL.has(w));
  if (own.length !== rest.length + 1) return false;
  const bases = baseForms(gerund);
  const verbAt = own.findIndex((w) => w === gerund || bases.includes(w));
  if (verbAt < 0) return false;
  const others = own.filter((_, i) => i !== verbAt);
  return rest.every((r) => others.some((o) => sameWord(o, r))) && others.every((o) => rest.some((r) => sameWord(o, r)));
}

const OPTION_ROLES: ReadonlySet<string> = new Set(['checkbox', 'switch', 'menuitemcheckbox']);

export const gerundToggle: WidgetRule = {
  info: {
    name: 'gerund-toggle',
    does: 'An option said as an activity to stop or start: "stop highlighting weekends" unticks the box "Highlight weekends", "start showing line numbers" ticks "Show line numbers". The verb says the state asked (stop, quit: off; start, begin, resume: on); "hide avatars" turns "Show avatars" off.',
    when: '"stop / start <doing> <thing>": the step\'s first word after the verb is a gerund, and no control is named by the step itself; "hide <thing>" as "stop showing <thing>".',
    evidence: 'Exactly one checkbox, switch or toggle button (aria-pressed) whose name is the gerund\'s verb and the rest of the step, word for word (a plural as its singular). Two hand over naming both; a toggle button already in the state asked hands over saying so. Afterwards the option is in that state.',
    example: {
      html: '<fieldset><legend>Chart</legend><label><input type="checkbox" checked> Highlight weekends</label><label><input type="checkbox"> Show progress</label></fieldset>',
      step: 'stop highlighting weekends',
      action: 'uncheck checkbox "Highlight weekends"',
    },
  },
  applies: (form, kind) => kind === 'act' && activitySaid(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const { on, gerund, rest } = activitySaid(form)!;
    const before = ctx.book.misses;
    const pressed = (n: SnapshotNode): boolean | undefined => (n.pressed === true ? true : ctx.book.facts(n)?.pressed);
    const options = ctx.index.order.filter(
      (n) => n.ref && n.name && isActionable(n) && (OPTION_ROLES.has(n.role) || n.role === 'button') && namesActivity(n.name, gerund, rest) && (n.role !== 'button' || pressed(n) !== undefined),
    );
    if (ctx.book.misses > before) return { handover: 'reading which buttons are toggles', near: true };
    if (!options.length) return undefined;
    const phrase = [gerund, ...rest].join(' ');
    if (options.length > 1) return { handover: `${options.length} options say "${phrase}" (${options.slice(0, 3).map(said).join(', ')}): say which by its whole name`, near: true };
    const option = options[0]!;
    if (option.disabled) return { handover: `${said(option)} is disabled`, near: true };
    const candidates = [{ role: option.role, name: option.name ?? '', score: 1, why: `its name says "${phrase}"` }];
    if (option.role !== 'button') {
      const method = on ? 'check' : 'uncheck';
      return { actions: [{ ref: option.ref!, method, arguments: [], description: `${method} ${said(option)}` }], candidates, facts: [`"${form.said}" asks for the option ${on ? 'on' : 'off'}`] };
    }
    const now = pressed(option);
    if (now === on) return { handover: `${said(option)} is ${on ? 'pressed' : 'not pressed'} already: nothing to ${form.said}`, near: true };
    return {
      actions: [{ ref: option.ref!, method: 'click', arguments: [], description: `click ${said(option)}`, effect: { checked: on } }],
      candidates,
      facts: [`"${form.said}" asks for the option ${on ? 'on' : 'off'}`, `${said(option)} is ${now ? 'pressed' : 'not pressed'}`],
    };
  },
};
