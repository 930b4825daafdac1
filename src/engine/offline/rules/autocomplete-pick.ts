import type { RuleInfo } from '../rule-info.js';

/**
 * APG combobox with list autocomplete: "type Ja into Tags and choose JavaScript". The suggestion
 * exists only once the text is typed, so the typing is resolved by the other rules and the
 * suggestion is picked on the page as it is after it (ResolvedAction.then), by its name; the field
 * must show the choice after. No suggestion of that name: the act fails and the field gets its
 * text back.
 */
export const AUTOCOMPLETE_PICK: RuleInfo = {
  name: 'autocomplete-pick',
  does: 'Types into a field, then picks the suggestion the step names once the field shows it: the typing by the other rules, the suggestion by its name among the options shown after.',
  when: '"type Ja into Tags and choose JavaScript", "enter Ber in City, then pick Berlin".',
  evidence: 'The typing resolves to one text field; after it, exactly one seen option (or menu item, or list item saying the name exactly) of that name; the field then shows it.',
  example: {
    html: '<label>Tags <input id="t" oninput="l.innerHTML=\'\';for(const w of [\'Java\',\'JavaScript\'])if(w.startsWith(this.value)){const i=document.createElement(\'li\');i.setAttribute(\'role\',\'option\');i.textContent=w;i.onclick=()=>{this.value=w;l.innerHTML=\'\'};l.append(i)}"></label><ul role="listbox" id="l"></ul>',
    step: 'type "Ja" into Tags and choose JavaScript',
    action: 'type textbox "Tags" with "Ja", then pick "JavaScript" once shown',
  },
};

/** Roles a suggestion may have: an option, a menu item, or a plain list item (jQuery UI draws its suggestions so). */
export const SUGGESTION_ROLES: readonly string[] = ['option', 'menuitem', 'listitem'];

/** The typing step and the suggestion, or undefined when the step is not of this shape. */
export function autocompleteParts(instruction: string): { type: string; option: string } | undefined {
  const text = instruction.trim().replace(/[.!]+$/, '');
  const m = text.match(/^((?:type|enter|input|write|key\s+in)\s+.+?)\s*,?\s+(?:and(?:\s+then)?|then)\s+(?:choose|pick|select)\s+(?:the\s+)?(?:(?:option|suggestion|entry)\s+)?(.+)$/i);
  if (!m) return undefined;
  const option = m[2]!.trim().replace(/^["“'](.*)["”']$/, '$1').trim();
  // "… and choose it", "… and pick the first one": no name to pick by.
  if (!option || /^(?:it|one|that|this|the\s+first(?:\s+one)?|first)$/i.test(option)) return undefined;
  return { type: m[1]!, option };
}
