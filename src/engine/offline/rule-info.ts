/**
 * A rule's entry in the registry (rules.ts) and every rule's name: a leaf module, so the rules' own
 * modules (rules/) and the matching code name rules without importing the registry, which imports
 * them. test/offline/rules.test.ts checks that this list and the registry agree.
 */

export interface RuleInfo {
  /** The rule's name, as decisions and reports show it. */
  name: string;
  /** What the rule does, one sentence. */
  does: string;
  /** When it applies: the shape of the step and of the page. */
  when: string;
  /** What it must see before it acts (else the step is handed over). */
  evidence: string;
  /** Absent where no small page shows the rule on its own yet (the docs say so). */
  example?: {
    /** A small page, the body's HTML. */
    html: string;
    step: string;
    /** The resolved action, as act()'s description says it. */
    action: string;
  };
}

/** Every rule's name, in the order they are tried: submenu-path, menu-pick, the name rules (rules.ts), the widget rules (rules/). */
export const RULE_NAMES = [
  'submenu-path',
  'menu-pick',
  'hover-menu',
  'drag-drop',
  'upload-file',
  'continue-previous',
  'page-action',
  'press-button',
  'select-option-anywhere',
  'dismiss-dialog',
  'toggle-by-state',
  'submit-form',
  'page-link',
  'name-match',
  'scoped-name',
  'place-relation',
  'kind-word',
  'focused-field',
  'exact-name',
  'dialog-close',
  'clickable-header',
  'mentioned-label',
  'beside-previous',
  'hidden-box-label',
  'container-word',
  'row-scope',
  'reveal-on-hover',
  'caption',
  'developer-name',
  'native-select-option',
  'kind-guard',
  'box-guard',
  'row-cell-guard',
  'leave-field',
  'slide-tie',
  'hidden-twin',
  'autocomplete-pick',
  'table-menu',
  'table-menu-open',
  'format-verb',
  'part-toggle',
  'part-close',
  'tree-toggle',
  'column-filter',
  'column-menu',
  'table-search',
  'search-verb',
  'column-sort',
  'sort-choice',
  'selected-action',
  'page-number',
  'pager-step',
  'page-size',
  'menu-button',
  'menu-value',
  'menu-close',
  'context-menu-open',
  'date-field',
  'calendar-open',
  'calendar-day',
  'calendar-month',
  'calendar-title',
  'calendar-close',
  'mode-switch',
  'symbol-name',
  'button-link',
  'row-by-text',
  'row-control',
  'listbox-pick',
  'listbox-close',
  'tag-add',
  'remove-item',
  'spin-step',
  'slider-set',
  'rating-item',
  'matrix-cell',
  'question-choice',
  'grid-cell',
  'grid-select',
  'cell-editor',
  'choice-group',
  'show-only',
  'add-item',
  'tooltip-name',
  'qualified-name',
  'disclosure-topic',
  'viewer-step',
  'viewer-close',
  'image-link',
  'zoom-image',
  'nth-disclosure',
  'nav-group',
  'search-result',
  'tab-place',
  'nth-item',
  'item-in-list',
  'place-by-kind',
  'place-scope',
  'go-back',
  'return-to',
  'part-by-kind',
  'run-request',
  'cancel-named',
  'field-type',
  'confirm-field',
  'all-items-box',
  'inline-edit',
  'preceding-caption',
  'verb-object',
  'verb-name',
  'key-shortcut',
  'typing-here',
  'icon-class',
  'arrow-direction',
  'name-prefix',
  'tab-text',
  'editor-text',
  'shown-text-first',
  'clickable-text',
  'item-kind',
  'lane-scope',
  'chart-shape',
  'closed-menu-item',
  'compound-step',
] as const;

export type RuleName = (typeof RULE_NAMES)[number];
