import { isActionable, type SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { ownText } from '../page-index.js';
import { nounForms, words } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * A toggle said by the state the step asks of it, where its name is the thing it switches
 * ("Microphone", a 📷 titled "Camera") or the act it does ("Raise hand"): "turn off my camera",
 * "turn the mic off", "mute my microphone", "unmute", "lower my hand". The page's own state
 * (aria-pressed, a switch's or box's checked) says whether a press is needed.
 */

/** Words that name nothing of a toggle's thing. */
const FILLER: ReadonlySet<string> = new Set(['the', 'a', 'an', 'my', 'your', 'our', 'their', 'his', 'her', 'me', 'myself', 'please', 'now']);
/** Short forms people say for a device's name (general English). */
const SHORT: ReadonlyMap<string, string> = new Map([
  ['mic', 'microphone'],
  ['cam', 'camera'],
  ['webcam', 'camera'],
]);
/** Things that make a sound: what "mute" and "unmute" switch. */
const SOUND: ReadonlySet<string> = new Set(['microphone', 'audio', 'sound', 'speaker', 'speakers', 'volume']);
/** Verbs that undo an act a toggle is named by: "lower my hand" releases "Raise hand"; "raise my hand" presses it. */
const UNDOES: ReadonlyMap<string, string> = new Map([
  ['lower', 'raise'],
  ['hide', 'show'],
  ['stop', 'start'],
  ['pause', 'play'],
]);
const TOGGLE_ROLES: ReadonlySet<string> = new Set(['button', 'switch', 'checkbox', 'menuitemcheckbox']);

interface StateSaid {
  /** The thing's words as said, fillers out, short forms written out. */
  thing: string[];
  /** The state asked of the toggle: pressed or checked (on), or not. */
  on: boolean;
  /** The act a toggle's name starts with, when the step undoes it ("raise" for "lower"). */
  act?: string;
  /** "mute" / "unmute": the toggle switches a sound. */
  sound?: boolean;
}

const thingWords = (text: string) => words(text).filter((w) => !FILLER.has(w)).map((w) => SHORT.get(w) ?? w);

export function stateSaid(form: StepForm): StateSaid | undefined {
  const t = form.target;
  if (form.value !== undefined || form.scope || t?.ordinal !== undefined || t?.roles || t?.exact) return undefined;
  const verb = form.said.toLowerCase();
  // "turn off the camera", "switch on the mic", "disable my camera".
  if ((form.verb === 'check' || form.verb === 'uncheck') && /^(?:turn|switch) (?:on|off)$|^(?:enable|disable)$/.test(verb) && t) {
    const thing = thingWords(t.raw);
    return thing.length ? { thing, on: form.verb === 'check' } : undefined;
  }
  // "turn the camera off", "switch off the mic".
  const after = t && (/^(?<thing>.+)\s+(?<state>on|off)$/i.exec(t.raw) ?? /^(?<state>on|off)\s+(?<thing>.+)$/i.exec(t.raw));
  if (form.verb === 'do' && (verb === 'turn' || verb === 'switch') && after) {
    const thing = thingWords(after.groups!.thing!);
    return thing.length ? { thing, on: after.groups!.state!.toLowerCase() === 'on' } : undefined;
  }
  // "mute", "mute my mic", "unmute myself".
  if (form.verb === 'do' && (verb === 'mute' || verb === 'unmute')) return { thing: t ? thingWords(t.raw) : [], on: verb === 'unmute', sound: true };
  // "lower my hand": the toggle "Raise hand" released.
  // "raise my hand" (the act itself: pressed, or nothing to do when it is already).
  const undone = UNDOES.get(verb);
  if (form.verb === 'do' && t) {
    const thing = thingWords(t.raw);
    return thing.length ? { thing, on: !undone, act: undone ?? verb } : undefined;
  }
  return undefined;
}

/** Two word lists say the same words, in any order (a plural as its singular). */
function sameWords(a: readonly string[], b: readonly string[]): boolean {
  const same = (x: string, y: string) => x === y || nounForms(x).includes(y) || nounForms(y).includes(x);
  return a.length === b.length && a.every((x) => b.some((y) => same(x, y))) && b.every((y) => a.some((x) => same(x, y)));
}

/** A name that is only a sign (📷, ✋): no letter or digit in it. */
const signOnly = (name: string) => !!name && !/[\p{L}\p{N}]/u.test(name);

/** Whether a toggle's name (its words, short forms written out) is the thing said, or the act said undone. */
function namesIt(name: string, asked: StateSaid): boolean {
  const own = thingWords(name);
  if (asked.act) return own[0] === asked.act && sameWords(own.slice(1), asked.thing);
  if (asked.sound) return asked.thing.length ? sameWords(own, asked.thing) && own.some((w) => SOUND.has(w)) : own.length === 1 && SOUND.has(own[0]!);
  return sameWords(own, asked.thing);
}

export const toggleState: WidgetRule = {
  info: {
    name: 'toggle-state',
    does: 'Sets a toggle named by the thing it switches ("Microphone", a 📷 titled "Camera") or by the act it does ("Raise hand") to the state the step asks: "turn off my camera", "turn the mic off", "mute my microphone", "unmute", "lower my hand", "raise my hand" (handed over when it is raised already, never pressed again).',
    when: '"turn on/off X", "turn X on/off", "switch X on/off", "enable/disable X", "mute/unmute [X]", or the act a toggle is named by, done ("raise my hand") or undone (lower → Raise, hide → Show, stop → Start, pause → Play): no control is named the whole step.',
    evidence: 'Exactly one toggle (a button with aria-pressed, a switch, a checkbox) whose name — or, for a name that is only a sign, its tooltip — says the thing\'s words in any order (mic, cam written out; "my", "the" aside), or the undone act and the thing; for mute and unmute, a thing that makes a sound (microphone, audio, sound, speaker), the only one when none is said. Two hand over naming both; a toggle already in the state asked hands over saying so. Afterwards the toggle is in that state.',
    example: {
      html: '<div role="toolbar" aria-label="Call"><button aria-pressed="true" title="Camera">📷</button><button aria-pressed="true">Microphone</button></div>',
      step: 'turn off my camera',
      action: 'click button "📷" (titled "Camera")',
    },
  },
  applies: (form, kind) => kind === 'act' && stateSaid(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const asked = stateSaid(form)!;
    const before = ctx.book.misses;
    // A sign's tooltip is read for a thing said with a state word; an act ("raise my hand", any verb) is read from names shown.
    const nameOf = (n: SnapshotNode) => {
      const name = n.name ?? ownText(n);
      return signOnly(name) && !asked.act ? ctx.book.facts(n)?.title ?? '' : name;
    };
    const named = ctx.index.order.filter((n) => n.ref && TOGGLE_ROLES.has(n.role) && isActionable(n) && namesIt(nameOf(n), asked));
    const stateOf = (n: SnapshotNode): boolean | undefined => (n.role === 'button' ? (n.pressed === true ? true : ctx.book.facts(n)?.pressed) : n.checked === true);
    const toggles = named.filter((n) => stateOf(n) !== undefined);
    if (ctx.book.misses > before) return { handover: 'reading the toggles\' tooltips and states', near: true };
    if (!toggles.length) return undefined;
    const what = asked.act ? `"${asked.act} ${asked.thing.join(' ')}"` : asked.thing.length ? `"${asked.thing.join(' ')}"` : 'a sound';
    if (toggles.length > 1) return { handover: `${toggles.length} toggles switch ${what} (${toggles.slice(0, 3).map(said).join(', ')}): say which by its whole name`, near: true };
    return setToggle(toggles[0]!, stateOf(toggles[0]!)!, asked.on, form.said, nameOf(toggles[0]!));
  },
};

function setToggle(toggle: SnapshotNode, now: boolean, on: boolean, verb: string, name: string): RuleFound | RuleHandover {
  if (toggle.disabled) return { handover: `${said(toggle)} is disabled`, near: true };
  if (now === on) return { handover: `${said(toggle)} is ${on ? 'on' : 'off'} already: nothing to ${verb}`, near: true };
  const tip = name !== (toggle.name ?? ownText(toggle)) ? ` (titled "${name}")` : '';
  const candidates = [{ role: toggle.role, name: toggle.name ?? '', score: 1, why: `the toggle of "${name}"` }];
  const facts = [`"${verb}" asks for it ${on ? 'on' : 'off'}`, `${said(toggle)}${tip} is ${now ? 'on' : 'off'}`];
  if (toggle.role !== 'button') {
    const method = on ? 'check' : 'uncheck';
    return { actions: [{ ref: toggle.ref!, method, arguments: [], description: `${method} ${said(toggle)}${tip}` }], candidates, facts };
  }
  return { actions: [{ ref: toggle.ref!, method: 'click', arguments: [], description: `click ${said(toggle)}${tip}`, effect: { checked: on } }], candidates, facts };
}
