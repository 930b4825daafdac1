import { calendarDay, calendarMonth, calendarTitle } from './calendar.js';
import { calendarClose, calendarOpen } from './calendar-popup.js';
import { dateField } from './date-field.js';
import { buttonLink } from './button-link.js';
import { choiceGroup } from './choice-group.js';
import { listboxClose, listboxPick } from './listbox-pick.js';
import { removeItem } from './remove-item.js';
import { spinStep } from './spin-step.js';
import { sliderSet } from './slider-set.js';
import { gridCell } from './grid-cell.js';
import { columnField } from './column-field.js';
import { columnMenu } from './column-menu.js';
import { symbolName } from './symbol-name.js';
import { menuButton } from './menu-button.js';
import { pageNumber } from './page-number.js';
import { rowByText } from './row-by-text.js';
import { rowControl } from './row-control.js';
import { cellEditor } from './cell-editor.js';
import { pageSize } from './page-size.js';
import { tableSearch } from './table-search.js';
import { treeToggle } from './tree-toggle.js';
import { showOnly } from './show-only.js';
import { addItem } from './add-item.js';
import { tooltipName } from './tooltip-name.js';
import { qualifiedName } from './qualified-name.js';
import { nthDisclosure } from './nth-disclosure.js';
import { itemInList, nthItem } from './nth-item.js';
import { goBack } from './go-back.js';
import { partByKind } from './part-by-kind.js';
import { pagerStep } from './pager-step.js';
import { runRequest } from './run-request.js';
import { cancelNamed } from './cancel-named.js';
import { fieldType } from './field-type.js';
import { confirmField } from './confirm-field.js';
import { allItemsBox } from './all-items-box.js';
import { inlineEdit } from './inline-edit.js';
import { formatVerb } from './format-verb.js';
import { clickableText } from './clickable-text.js';
import { precedingCaption } from './preceding-caption.js';
import { modeSwitch } from './mode-switch.js';
import { verbName } from './verb-name.js';
import { iconClass } from './icon-class.js';
import { namePrefix } from './name-prefix.js';
import { arrowDirection } from './arrow-direction.js';
import { partClose } from './part-close.js';
import { verbObject } from './verb-object.js';
import { sortChoice } from './sort-choice.js';
import { columnSort } from './column-sort.js';
import { selectedAction } from './selected-action.js';
import { searchVerb } from './search-verb.js';
import { typingHere } from './typing-here.js';
import { tagAdd } from './tag-add.js';
import { gridSelect } from './grid-select.js';
import { tabText } from './tab-text.js';
import type { WidgetRule } from './widget.js';

export type { RuleContext, RuleFound, RuleHandover, WidgetRule } from './widget.js';

/**
 * The widget rules (APG patterns read from ARIA roles and states), in the order they are tried on
 * the step's typed form (grammar.ts) when the name rules before them hand over. One module each.
 */
export const WIDGET_RULES: readonly WidgetRule[] = [formatVerb, partClose, treeToggle, columnField, columnMenu, tableSearch, searchVerb, columnSort, sortChoice, selectedAction, pageNumber, pagerStep, pageSize, menuButton, dateField, calendarOpen, calendarDay, calendarMonth, calendarTitle, calendarClose, modeSwitch, symbolName, buttonLink, rowByText, rowControl, listboxPick, listboxClose, tagAdd, removeItem, spinStep, sliderSet, gridCell, gridSelect, cellEditor, choiceGroup, showOnly, addItem, tooltipName, qualifiedName, nthDisclosure, nthItem, itemInList, goBack, partByKind, runRequest, cancelNamed, fieldType, confirmField, allItemsBox, inlineEdit, precedingCaption, verbObject, verbName, typingHere, iconClass, arrowDirection, namePrefix, tabText, clickableText];
