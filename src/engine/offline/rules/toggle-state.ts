import { isActionable, type SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { ancestors, ownText, type PageIndex } from '../page-index.js';
import { normalize, nounForms, words } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * A toggle said by the state the step asks of it, where its name is the thing it switches
 * ("Microphone", a 📷 titled "Camera") or the act it does ("Raise hand"): "turn off my camera",
 * "turn the mic off", "mute my microphone", "unmute", "lower my hand". The page's own state
 * (aria-pressed, a switch's or box's checked) says whether a press is needed.
 */

/** Words that name nothing of a toggle's thing. */
const FILLER: ReadonlySet<string> = new Set(['the', 'a', 'an', 'my', 'your', 'our', 'their', 'his', 'her', 'me', 'myself', 'please', 'now']);
/**
 * A clause of time after the thing, which says when, not which: "turn the camera off before joining",
 * "mute the mic while presenting". Only a verb in -ing after the conjunction.
 */
const WHEN_CLAUSE = /\s+(?:before|after|while|when|until)\s+\p{L}+ing\b.*$/iu;
/**
 * A toggle named by the act its press does, with no state of its own: "Turn off camera" (it is on
 * now), "Enable captions", "Stop presenting". The state the press brings, and the thing.
 */
const ACT_NAME = /^(?:(?:turn|switch)\s+(?<onoff>on|off)|(?<able>enable|disable|start|stop|unmute|mute))\s+(?<thing>.+)$/iu;
/** The word said in place of the thing, for the state it asks ("mute": off; "unmute": on), "start": on. */
const ACT_ON: ReadonlyMap<string, boolean> = new Map([['enable', true], ['disable', false], ['start', true], ['stop', false], ['unmute', true], ['mute', false]]);
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
  /**
   * "start presenting", "stop sharing my screen": the act said as a gerund after start or stop; a
   * toggle named by that act ("Present now", "Share screen") is the thing, on for start, off for stop.
   */
  gerund?: boolean;
  /** The words of the part the step names for it ("in the preview"). */
  place?: string[];
}

const thingWords = (text: string) => words(text).filter((w) => !FILLER.has(w)).map((w) => SHORT.get(w) ?? w);

export function stateSaid(step: StepForm): StateSaid | undefined {
  // "turn the camera on before recording": "on" is the state, not a place, and the clause of time says when, not which.
  const onWhen = step.scope?.relation === 'on' && step.target && WHEN_CLAUSE.test(` ${step.scope.name}`);
  const form: StepForm = onWhen ? { ...step, target: { ...step.target!, raw: `${step.target!.raw} on` } } : step;
  if (onWhen) delete form.scope;
  const read = readState(form);
  return read && { ...read, ...(form.scope ? { place: placeOf(form)! } : {}) };
}

function readState(form: StepForm): StateSaid | undefined {
  const said = form.target;
  if (form.value !== undefined || (form.scope && !placeOf(form)) || said?.ordinal !== undefined || said?.roles || said?.exact) return undefined;
  const t = said && { ...said, raw: said.raw.replace(WHEN_CLAUSE, '') };
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
    const gerund = (verb === 'start' || verb === 'stop') && /\p{L}{2,}ing$/u.test(thing[0] ?? '');
    return thing.length ? { thing, on: !undone, act: undone ?? verb, ...(gerund ? { gerund } : {}) } : undefined;
  }
  return undefined;
}

/**
 * The place a step names for its toggle ("mute myself in the preview"): "in" or "on" and a part's
 * words. The toggle must lie in a part whose own name says every one of them.
 */
function placeOf(form: StepForm): string[] | undefined {
  const scope = form.scope;
  if (!scope || scope.exact || (scope.relation !== 'in' && scope.relation !== 'on')) return undefined;
  const place = thingWords(scope.name);
  return place.length && place.length <= 3 ? place : undefined;
}

/** A verb's -ing form and its plain form: "presenting" and "present", "sharing" and "share". */
function gerundOf(word: string, verb: string): boolean {
  if (!word.endsWith('ing')) return false;
  const stem = word.slice(0, -3);
  return verb === stem || verb === `${stem}e` || (stem.length > 3 && stem.at(-1) === stem.at(-2) && verb === stem.slice(0, -1));
}

/** Two word lists say the same words, in any order (a plural as its singular, a verb's -ing form as the verb). */
function sameWords(a: readonly string[], b: readonly string[]): boolean {
  const same = (x: string, y: string) => x === y || nounForms(x).includes(y) || nounForms(y).includes(x) || gerundOf(x, y) || gerundOf(y, x);
  return a.length === b.length && a.every((x) => b.some((y) => same(x, y))) && b.every((y) => a.some((x) => same(x, y)));
}

/** A name that is only a sign (📷, ✋): no letter or digit in it. */
const signOnly = (name: string) => !!name && !/[\p{L}\p{N}]/u.test(name);

/** Whether a toggle's name (its words, short forms written out) is the thing said, or the act said undone. */
function namesIt(name: string, asked: StateSaid): boolean {
  const own = thingWords(name);
  // "start presenting": "Present now" (pressed or not) is the act's toggle, "now" aside.
  if (asked.gerund && sameWords(own, asked.thing)) return true;
  if (asked.act) return own[0] === asked.act && sameWords(own.slice(1), asked.thing);
  if (asked.sound) return asked.thing.length ? sameWords(own, asked.thing) && own.some((w) => SOUND.has(w)) : own.length === 1 && SOUND.has(own[0]!);
  return sameWords(own, asked.thing);
}

export const toggleState: WidgetRule = {
  info: {
    name: 'toggle-state',
    does: 'Sets a toggle named by the thing it switches ("Microphone", a 📷 titled "Camera") or by the act it does ("Raise hand", "Present now") to the state the step asks: "turn off my camera", "turn the mic off", "mute my microphone", "unmute", "lower my hand", "raise my hand" (handed over when it is raised already, never pressed again), "start presenting". A button with no state named by what its press does ("Turn off camera": on now; "Turn on captions": off now) is pressed when that press brings the state asked: "turn the camera off before joining", "mute myself in the preview" (only toggles inside the part the place names), "turn on live captions" (a word the page never says tells nothing apart).',
    when: '"turn on/off X", "turn X on/off", "switch X on/off", "enable/disable X", "mute/unmute [X]", or the act a toggle is named by, done ("raise my hand") or undone (lower → Raise, hide → Show, stop → Start, pause → Play), or said as -ing after start or stop ("start presenting"); a clause of time after it ("before joining") aside; a place after "in" or "on" ("in the preview"): no control is named the whole step.',
    evidence: 'Exactly one toggle (a button with aria-pressed, a switch, a checkbox) whose name — or, for a name that is only a sign, its tooltip — says the thing\'s words in any order (mic, cam written out; "my", "the" aside), or the undone act and the thing; for mute and unmute, a thing that makes a sound (microphone, audio, sound, speaker), the only one when none is said. A button with no state whose name is "turn on/off", "enable/disable", "start/stop" or "mute/unmute" and the thing (the step may add up to two words before the thing\'s last that no name or text of the page says) counts as a toggle in the state opposite to what its press brings. With a place said, only toggles inside a part whose own name says its words. Two hand over naming both; a toggle already in the state asked hands over saying so. Afterwards the toggle is in that state (a button named by its act: the page reads otherwise, its aria-label included).',
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
    const stateOf = (n: SnapshotNode): boolean | undefined => (n.role === 'button' ? (n.pressed === true ? true : ctx.book.facts(n)?.pressed) : n.checked === true);
    // "mute myself in the preview": only toggles inside a part whose own name says the place.
    const place = asked.place;
    const inPlace = (n: SnapshotNode) => !place || ancestors(ctx.index, n).some((up) => !!up.name && place.every((p) => thingWords(up.name!).some((w) => sameWords([p], [w]))));
    const shown = ctx.index.order.filter((n) => n.ref && TOGGLE_ROLES.has(n.role) && isActionable(n) && inPlace(n));
    const named = shown.filter((n) => namesIt(nameOf(n), asked));
    const withState = named.filter((n) => stateOf(n) !== undefined);
    if (ctx.book.misses > before) return { handover: 'reading the toggles\' tooltips and states', near: true };
    // A button with no state named by the act its press does ("Turn off camera": on now).
    const page = pageWords(ctx.index.order);
    const acting = asked.act ? [] : shown.filter((n) => n.role === 'button' && !withState.includes(n) && actNamed(nameOf(n), asked, page) !== undefined && stateOf(n) === undefined);
    if (ctx.book.misses > before) return { handover: 'reading the toggles\' states', near: true };
    const toggles = [...withState, ...acting];
    if (!toggles.length) return undefined;
    const what = asked.act ? `"${asked.act} ${asked.thing.join(' ')}"` : asked.thing.length ? `"${asked.thing.join(' ')}"` : 'a sound';
    if (toggles.length > 1) return { handover: `${toggles.length} toggles switch ${what} (${toggles.slice(0, 3).map(said).join(', ')}): say which by its whole name`, near: true };
    const toggle = toggles[0]!;
    const brings = acting.includes(toggle) ? actNamed(nameOf(toggle), asked, page) : undefined;
    if (brings !== undefined) return pressAct(toggle, brings, asked.on, form.said);
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

/** Every word the page says in a name or a text: a word of the step's found nowhere in it chooses nothing. */
function pageWords(nodes: PageIndex['order']): Set<string> {
  const out = new Set<string>();
  for (const n of nodes) for (const text of [n.name, n.text]) if (text) for (const w of words(text)) out.add(w);
  return out;
}

/**
 * The state a press of a toggle named by its act brings ("Turn off camera": off), when the name's
 * thing is the step's: the same words in any order; for mute and unmute, a thing that makes a sound;
 * or the step's words with words before the name's last that the page says nowhere ("turn on live
 * captions" for "Turn on captions", on a page that never says "live": they tell no control apart).
 */
function actNamed(name: string, asked: StateSaid, page: ReadonlySet<string>): boolean | undefined {
  const m = ACT_NAME.exec(normalize(name));
  if (!m) return undefined;
  const brings = m.groups!.onoff ? m.groups!.onoff === 'on' : ACT_ON.get(m.groups!.able!)!;
  const thing = thingWords(m.groups!.thing!);
  if (!thing.length) return undefined;
  if (asked.sound && !asked.thing.length) return thing.some((w) => SOUND.has(w)) ? brings : undefined;
  if (asked.sound && !thing.some((w) => SOUND.has(w))) return undefined;
  if (sameWords(thing, asked.thing)) return brings;
  const extra = asked.thing.filter((w) => !thing.some((x) => sameWords([x], [w])));
  const head = (list: readonly string[]) => list.at(-1)!;
  if (extra.length && extra.length <= 2 && asked.thing.length === thing.length + extra.length && sameWords([head(asked.thing)], [head(thing)]) && !extra.includes(head(asked.thing)) && extra.every((w) => !page.has(w))) return brings;
  return undefined;
}

/** A press of a toggle named by its act, when that act brings the state asked; else nothing to do. */
function pressAct(toggle: SnapshotNode, brings: boolean, on: boolean, verb: string): RuleFound | RuleHandover {
  if (toggle.disabled) return { handover: `${said(toggle)} is disabled`, near: true };
  if (brings !== on) return { handover: `${said(toggle)} says the press turns it ${brings ? 'on' : 'off'}, so it is ${on ? 'on' : 'off'} already: nothing to ${verb}`, near: true };
  return {
    actions: [{ ref: toggle.ref!, method: 'click', arguments: [], description: `click ${said(toggle)}`, effect: { pageChanged: true } }],
    candidates: [{ role: toggle.role, name: toggle.name ?? '', score: 1, why: `named by the act that turns it ${on ? 'on' : 'off'}` }],
    facts: [`"${verb}" asks for it ${on ? 'on' : 'off'}`, `${said(toggle)} is named by the press that turns it ${brings ? 'on' : 'off'}`],
  };
}
