import { calendarDay, calendarMonth, calendarTitle } from './calendar.js';
import { calendarClose, calendarOpen } from './calendar-popup.js';
import { calendarDate, calendarPeriod, calendarView, moreLink } from './calendar-period.js';
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
import { menuValue } from './menu-value.js';
import { closedMenuItem } from './closed-menu-item.js';
import { pageNumber } from './page-number.js';
import { rowByText } from './row-by-text.js';
import { rowControl } from './row-control.js';
import { cellEditor } from './cell-editor.js';
import { pageSize } from './page-size.js';
import { tableSearch } from './table-search.js';
import { treeToggle } from './tree-toggle.js';
import { foldAll } from './fold-all.js';
import { showOnly } from './show-only.js';
import { addItem } from './add-item.js';
import { tooltipName } from './tooltip-name.js';
import { qualifiedName } from './qualified-name.js';
import { nthDisclosure } from './nth-disclosure.js';
import { nthSection } from './nth-section.js';
import { itemInList, nthItem } from './nth-item.js';
import { tabPlace } from './tab-place.js';
import { goBack } from './go-back.js';
import { returnTo } from './return-to.js';
import { placeByKind } from './place-by-kind.js';
import { navGroup } from './nav-group.js';
import { partToggle } from './part-toggle.js';
import { disclosureTopic } from './disclosure-topic.js';
import { searchResult } from './search-result.js';
import { placeScopeRule } from './place-scope.js';
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
import { kindWord } from './item-kind.js';
import { laneScope } from './lane-scope.js';
import { toolbarPhrase } from './toolbar-phrase.js';
import { shownGroupBox } from './shown-group-box.js';
import { itemControl } from './item-control.js';
import { groupWordChoice } from './group-word-choice.js';
import { settingChoice } from './setting-choice.js';
import { nextTo } from './next-to.js';
import { navItemKind } from './nav-item-kind.js';
import { itemFrom } from './item-from.js';
import { shownTextFirst } from './shown-text-first.js';
import { precedingCaption } from './preceding-caption.js';
import { modeSwitch } from './mode-switch.js';
import { verbName } from './verb-name.js';
import { accountActionRule } from './account-action.js';
import { boxByWord } from './box-by-word.js';
import { partVerb } from './part-verb.js';
import { fieldButton } from './field-button.js';
import { stepOnward } from './step-onward.js';
import { iconClass } from './icon-class.js';
import { namePrefix } from './name-prefix.js';
import { arrowDirection } from './arrow-direction.js';
import { partClose } from './part-close.js';
import { popoverClose, popoverScope } from './popover-close.js';
import { verbObject } from './verb-object.js';
import { sortChoice } from './sort-choice.js';
import { dialogAnswer } from './dialog-answer.js';
import { rowToggle } from './row-toggle.js';
import { gerundToggle } from './gerund-toggle.js';
import { addNamed } from './add-named.js';
import { replyTo } from './reply-to.js';
import { titlePurpose } from './title-purpose.js';
import { filterValue } from './filter-value.js';
import { columnSort } from './column-sort.js';
import { selectedAction } from './selected-action.js';
import { searchVerb } from './search-verb.js';
import { typingHere } from './typing-here.js';
import { tagAdd } from './tag-add.js';
import { keyShortcut } from './key-shortcut.js';
import { contextMenuOpen, menuClose } from './context-menu.js';
import { gridSelect } from './grid-select.js';
import { tabText } from './tab-text.js';
import { imageLink } from './image-link.js';
import { viewerStep } from './viewer-step.js';
import { viewerClose } from './viewer-close.js';
import { zoomImage } from './zoom-image.js';
import { tableMenu, tableMenuOpen } from './table-menu.js';
import { editorText } from './editor-text.js';
import { chartShape } from './chart-shape.js';
import { uploadFile } from './upload-file.js';
import { ratingItem } from './rating-item.js';
import { matrixCell } from './matrix-cell.js';
import { questionChoice } from './question-choice.js';
import type { StepRule, WidgetRule } from './widget.js';

export type { RuleContext, RuleFound, RuleHandover, StepRule, WidgetRule } from './widget.js';

/**
 * Rules that read the step's words with a grammar of their own, tried before the name rules (an
 * upload names files, which no name rule reads): one module each.
 */
export const STEP_RULES: readonly StepRule[] = [uploadFile];

/**
 * The widget rules (APG patterns read from ARIA roles and states), in the order they are tried on
 * the step's typed form (grammar.ts) when the name rules before them hand over. One module each.
 */
export const WIDGET_RULES: readonly WidgetRule[] = [tableMenu, tableMenuOpen, fieldButton, formatVerb, partToggle, partClose, popoverClose, popoverScope, treeToggle, foldAll, filterValue, columnField, columnMenu, tableSearch, searchVerb, columnSort, sortChoice, selectedAction, pageNumber, pagerStep, pageSize, menuButton, menuValue, menuClose, contextMenuOpen, dateField, calendarOpen, calendarDay, calendarMonth, calendarTitle, calendarPeriod, calendarDate, calendarView, moreLink, calendarClose, modeSwitch, symbolName, buttonLink, rowByText, rowToggle, gerundToggle, rowControl, listboxPick, listboxClose, tagAdd, removeItem, spinStep, sliderSet, ratingItem, matrixCell, questionChoice, gridCell, gridSelect, cellEditor, choiceGroup, showOnly, addItem, addNamed, tooltipName, qualifiedName, disclosureTopic, viewerStep, viewerClose, imageLink, zoomImage, nthDisclosure, nthSection, navGroup, searchResult, tabPlace, nthItem, itemInList, placeByKind, placeScopeRule, goBack, returnTo, stepOnward, partByKind, runRequest, cancelNamed, fieldType, confirmField, allItemsBox, inlineEdit, precedingCaption, verbObject, dialogAnswer, replyTo, verbName, accountActionRule, boxByWord, partVerb, keyShortcut, typingHere, iconClass, arrowDirection, namePrefix, tabText, editorText, shownTextFirst, clickableText, kindWord, laneScope, toolbarPhrase, shownGroupBox, itemControl, groupWordChoice, settingChoice, nextTo, navItemKind, itemFrom, chartShape, closedMenuItem, titlePurpose];
