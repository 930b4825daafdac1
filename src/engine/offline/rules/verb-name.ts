import { ACTIONABLE_ROLES, type SnapshotNode } from '../../snapshot/index.js';
import { MIN_SCORE, nameScore } from '../score.js';
import { normalize } from '../text.js';
import { CONTAINER_WORDS, UNIT_WORDS } from '../vocabulary.js';
import { modeKey } from './mode-switch.js';
import { nameWords, startingWith } from './name-prefix.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';
import { saysItem } from './item-from.js';

/** Verbs that end a form, a survey or an order, one for another: a page names its last button by one of them. */
const ENDING_VERBS: ReadonlySet<string> = new Set(['submit', 'send', 'complete', 'finish', 'done']);

/** Objects any control of a verb acts on: "save the changes", "submit the form", "apply it". */
const GENERIC_OBJECTS: ReadonlySet<string> = new Set(['changes', 'change', 'edits', 'it', 'this', 'that', 'them', 'everything', 'all', 'form', 'details', 'entry', 'work', 'data']);

/** A link's address that leads somewhere: not empty, not a bare "#", not script. */
const leadsAway = (url: string | undefined): boolean => !!url && !/#$/.test(url) && !/^javascript:/i.test(url);

/** Controls that do something when clicked. */
const DOING_ROLES: ReadonlySet<string> = new Set(['button', 'menuitem', 'link']);

/**
 * A control named by what it does, said as the step's verb: "undo", "redo", "publish the post",
 * "lock the layer", "preview the post" (a "Toggle Preview" button). The verb is no verb of the
 * grammar's table; the one control whose name (less "Toggle" and a shortcut hint) is that verb.
 */
export const verbName: WidgetRule = {
  fallback: true,
  info: {
    name: 'verb-name',
    does: 'A step whose verb is the name of a control ("undo", "publish the post", "preview the post"): the one button, menu item or link named that verb (less "Toggle" and a shortcut hint), else the one whose name starts with it ("Undo last action"). A verb that ends a form (submit, send, complete, finish, done) also names the one button named by another of them ("submit the survey": Complete).',
    when: 'The step starts with a verb the grammar has no entry for, and what follows names no control of its own.',
    evidence: 'Exactly one enabled button, menu item or link whose name is the verb (a link that leads to another address only when the step says no object: "trash it" is no click on a "Trash" folder link); nothing on the page is named by the words after the verb (they say what it acts on, not which control); words after "and" or "then" (a second step, "clear the form and book") leave out every control whose name says no such joint.',
    example: {
      html: '<div role="toolbar"><button title="Undo (Ctrl-Z)" aria-label="Undo (Ctrl-Z)">↶</button><button aria-label="Redo (Ctrl-Y)">↷</button></div>',
      step: 'undo',
      action: 'click button "Undo (Ctrl-Z)"',
    },
  },
  applies: (form, kind) => kind === 'act' && form.verb === 'do' && !form.scope && (!form.target || (!form.target.exact && form.target.ordinal === undefined && !form.target.roles)),
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const key = modeKey(form.said);
    if (!key) return undefined;
    // A verb said with what it takes ("search for locator", "filter by name", "sort by date") asks
    // for more than a click on the control of that name.
    const after = form.target ? normalize(form.target.whole ?? form.target.name) : '';
    if (form.value !== undefined || /^(?:for|by|with|to|into|from|as|on|in)\b/.test(after)) return undefined;
    // "clear the form and book": words after "and" or "then" may be a second step; a control whose
    // name says no such joint ("Clear form") does the first alone, and clicking it would report the
    // whole step done. The compound reader takes it, or it is handed over.
    const joined = /\b(?:and|then)\b/.test(after);
    // "trash it", "archive them": a link that leads to another address is a place (a "Trash"
    // folder in the sidebar), and going there does nothing to the thing the step says; only
    // with no object may the verb name a link ("undo" for a link "Undo").
    const doing = (n: SnapshotNode) => DOING_ROLES.has(n.role) && !(after && n.role === 'link' && leadsAway(n.url));
    const joint = (n: SnapshotNode) => /\b(?:and|then)\b|&/i.test(n.name ?? '');
    let named = ctx.index.order.filter((n: SnapshotNode) => n.ref && doing(n) && n.name && modeKey(n.name) === key && (!joined || joint(n)));
    // "undo" for "Undo last action (Ctrl+Z)": a name that starts with the verb, when none is the verb.
    // Its name's other words must not be among the step's own: "Clear completed todos" says most
    // of "Clear completed (1)", so it is a name the name rules weigh, not a verb and its object.
    // A control that starts with the verb and says a word of the step's object is the one the step
    // names ("save the shipping address": "Save address"): then no other is picked by the verb alone
    // ("Save preferences"); the name rules weigh it.
    if (!named.length) {
      const words = new Set(after.split(' ').filter(Boolean));
      const starting = startingWith(ctx.index.order, form.said).filter((n) => doing(n) && (!joined || joint(n)));
      const rest = (n: SnapshotNode) => nameWords(n.name!).split(' ').slice(normalize(form.said).split(' ').length);
      const saysObject = (n: SnapshotNode) => rest(n).some((w) => words.has(w));
      // "export the contacts to CSV" for "Export CSV": the one control whose every other name word
      // the step says, in its order, when the step says no word of another's.
      const inOrder = (n: SnapshotNode) => {
        const said = [...after.split(' ')];
        return rest(n).every((w) => {
          const at = said.indexOf(w);
          if (at < 0) return false;
          said.splice(0, at + 1);
          return true;
        });
      };
      const whole = starting.filter(inOrder);
      if (whole.length === 1 && starting.filter(saysObject).length === 1) {
        const node = whole[0]!;
        if (node.disabled) return { handover: `${said(node)} is disabled`, near: true };
        return {
          actions: [{ ref: node.ref!, method: 'click', arguments: [], description: `click ${said(node)}` }],
          candidates: [{ role: node.role, name: node.name ?? '', score: 1, why: `starts with the verb "${form.said}"; the step says its other words` }],
          facts: [`the verb "${form.said}" and the words ${rest(node).map((w) => `"${w}"`).join(', ')} name the control`],
        };
      }
      if (starting.some(saysObject)) return undefined;
      // "create the account" is no "Create project": a name that says an object other than the
      // step's is another control. A step with no object, or one any such control acts on ("save
      // the changes" for "Save contact"), takes the first words.
      named = !after || GENERIC_OBJECTS.has(after.replace(/^(?:the|my|your|all|these|those|this)\s+/, '')) ? starting : [];
    }
    // "submit the survey" with a "Complete" button: a verb that ends a form names the one control
    // named by a verb of the same end, when none is named by the verb itself.
    if (!named.length && ENDING_VERBS.has(key)) named = ctx.index.order.filter((n: SnapshotNode) => n.ref && n.role === 'button' && n.name && ENDING_VERBS.has(modeKey(n.name)) && (!joined || joint(n)));
    if (!named.length) return undefined;
    // "publish the post": the words after the verb must not name a control themselves (then they say
    // which one), nor a part of the page there may be several of ("submit the form": which form?).
    if (form.target && normalize(form.target.whole ?? form.target.name).split(' ').some((w) => UNIT_WORDS.has(w) || CONTAINER_WORDS.has(w))) return undefined;
    if (form.target && ctx.index.order.some((n) => n.ref && ACTIONABLE_ROLES.has(n.role) && n.name && nameScore(form.target!.name, n.name) >= MIN_SCORE)) return undefined;
    const enabled = named.filter((n) => !n.disabled);
    // "star the ticket about the wrong size", "resolve Ines's comment": several items each with the
    // verb's control, the step saying which item (rule item-from reads it).
    if (enabled.length > 1 && saysItem(form, ctx.kind)) return undefined;
    if (enabled.length !== 1) return enabled.length ? { handover: `${enabled.length} controls are named "${form.said}": say which ("click ${form.said} in the … toolbar")`, near: true } : { handover: `${said(named[0]!)} is disabled`, near: true };
    const node = enabled[0]!;
    // A toggle shown on already ("preview" while previewing) would be turned off.
    if (node.pressed === true) return { handover: `${said(node)} is pressed already: a click would turn it off`, near: true };
    return {
      actions: [{ ref: node.ref!, method: 'click', arguments: [], description: `click ${said(node)}` }],
      candidates: named.map((n) => ({ role: n.role, name: n.name ?? '', score: 1, why: `named by the verb "${form.said}"` })),
      facts: [`the verb "${form.said}" names the control`],
    };
  },
};
