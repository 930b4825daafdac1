/**
 * The blind apps' steps are frozen (test/offline/real-apps/BLIND.md): they were written, checked
 * with `REFERENCE=1`, hashed and run once before any rule was changed for them. A step file that
 * changes after that is no longer blind: this test fails, and the change needs a new blind app,
 * not a new hash. (Host pages written here — Tabulator's, and four of the second batch — are frozen too.)
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

export const FROZEN: Record<string, string> = {
  'real-apps/sb-admin-2-steps.ts': '359d56d44ef11ca9ab9cf0c384b0708da307f55ade04020662af2b8f6805b45f',
  // Blind-run hash 5e57431947bb6b6a395360fa50830e2af7767bc04fd86c96dfb8c6a3b18826cf; since then one non-null assertion (`evts!`) added for the typecheck, nothing else.
  'real-apps/jstree-steps.ts': 'fd0bacf49191d50e5e867216be55dd641f90e0c513a67d91c9274783f05e123f',
  'real-apps/datepicker-steps.ts': '19c9f4298c7201f9231e845b8e4b0a12fcd0551c9bd012cda7794c45b06b5446',
  'real-apps/tabulator-steps.ts': '0caa979446ab2b250141347305c9af9958dc6503eec61cf9485bf906d5e60331',
  'apps/tabulator/index.html': '341b4f27a113bdde16754dfa5f322b8b544d169828fdbfefcfe01b6906fdf67f',
  // Second batch (branch apps2): frozen after REFERENCE=1 passed on all 198 steps, before the resolver ever ran on these apps.
  'real-apps/jquery-ui-steps.ts': 'a079511819fdab9b6c9e95a263ba85a1ac7157f3c988f8f2b92a8444c9654ed3',
  'real-apps/jkanban-steps.ts': '9a3d7fb6cd1cbf347fe39930126e46bc10a7fbbb346f532a9e8713d384fa8875',
  'real-apps/tom-select-steps.ts': 'd6f39253fd33ea00919c676f295eaff4766c0442b95832948486f5b7a9725e14',
  'real-apps/quill-steps.ts': '47b4e8a458f7aa11a37b5f8b5dd1a23f5d57302fd46127ca402dc963cdce0db8',
  'real-apps/shoelace-steps.ts': '08a6fe101e230f8a0ca96ef32866e3308bd70d1a70e5d286088e1ddd2a3607a0',
  // Host pages of ours (the packages ship no demo page): frozen with their steps.
  'apps/jquery-ui/index.html': 'cf1841f4196831476ad8c5217b778fec64d1f8c5799b4768a7e8d3026590993a',
  'apps/tom-select/index.html': '8aecfdcb4b0523a002f91cf42a25ad27abbec42b4735afdd1e9e579e345e5f40',
  'apps/quill/index.html': '6a2218a412f9ec2bf8ebaf7a32fb8f65e8eaabe97aee3005492fcdcb57b9b44e',
  'apps/shoelace/index.html': '8fbf83353f6097b36bb0a6f39c744a78374f1566b92a8c45148812dcdc3344c2',
  // Third batch (branch blind3): steps and host pages frozen after REFERENCE=1 passed on all 219 steps, before the resolver ever ran on these apps.
  'real-apps/fullcalendar-steps.ts': '8217a8d4807232668203971f86bd64f928aafed8d0a7f267b998272dbc7574ec',
  'apps/fullcalendar/index.html': 'bad3a6e188f72fad8d2162592b75909e0d04240e3fea2ca728f35b92731eeaf9',
  'real-apps/easymde-steps.ts': '35b7ed879e497bbf783b5348ae0bc90bf7c76050dbe8402b9123d6573c7781f3',
  'apps/easymde/index.html': 'fd9a88fc32acb4456b5da87807d70363b275b7298b7a19da38ace8f48292375a',
  'real-apps/swiper-steps.ts': 'b0cf82ef5b117b37f47972d55bf77fdd9890caf1f8a397d9afc43d67db746714',
  'apps/swiper/index.html': '916c5663a1a97f94b38f2b9165fac7e7e84df109bde9faa64e6501cca98bd27d',
  'real-apps/nouislider-steps.ts': 'd691a95d80a09a4033ce60348ad93a9ecd5e26daaeff9666be95ecb767855a60',
  'apps/nouislider/index.html': '5466bd64122dc8aa490fe44832af39b05d3f1ee94745220d116ccf3d504881b8',
  'real-apps/just-validate-steps.ts': 'ca793980583754969fc62875fe6e60f8fe5bd01b518b9a3a167cc6549271332f',
  'apps/just-validate/index.html': 'a62dcefbaf4d0d40fa66b16315f344e02f61bc6ff1f942afd79848a2a138927d',
  'real-apps/pickr-steps.ts': '3e5237b444e367999f734aca667f457b3b93e228f6f823add769ea3e237c6262',
  'apps/pickr/index.html': '442007703ee7584f88a3fb260f054e79adbffcd7e5fcc5a02821d14851918c74',
  // Fourth batch, part A (branch blind4): steps and host pages frozen after REFERENCE=1 passed on all 86 steps, before the resolver ever ran on these apps.
  'real-apps/leaflet-steps.ts': '30ca5ce8c18d2da1e02f0cc79323ba9d124fb8218ca586001f9f10b3c581952b',
  'apps/leaflet/index.html': '0e1ab30e460cc29f7229c50f6b522b09d3db7f63f94da54c60f2d3ba33992300',
  'real-apps/plyr-steps.ts': 'f8117625e515a8f208a1989dbdc76b6e000eaf7fa99a0951c0585476a8427a8d',
  'apps/plyr/index.html': '9efa4938bdba293ba35485b0c257671f49cce2ae907171617ddb54cefdc8d64a',
  // Fourth batch, part B (branch blind5): steps and host pages frozen after REFERENCE=1 passed on all 87 steps, before the resolver ever ran on these apps.
  'real-apps/bootstrap-steps.ts': '85ffdf951778e4c7ce3e290e90755dfcb5950c51527af5028c18deb0c301e6d6',
  'apps/bootstrap/index.html': '43faa52a6c1d992f012e19f64c297dfcd401a6053192c389b92c4b5c5b5dcbf3',
  'real-apps/shepherd-steps.ts': '46f0417c1a5e61e371fc54b6d75623cd537cb5bd898ecbd217f23ae5029a2f24',
  'apps/shepherd/index.html': '8b03fffbca86f73f70a58105bc707d634cc683c01f458aadf7dc2968b4782fcb',
  // Fifth batch (branch blind6): steps and host pages frozen after REFERENCE=1 passed on all 90 steps, before the resolver ever ran on these apps.
  'real-apps/ag-grid-steps.ts': 'b890ec429430e78a94426e6624cff1291455e8a07eb6e39d12f1d51a04093a30',
  'apps/ag-grid/index.html': '454f96de2777e1d6dc1de50bc6fcdf6fa160d2ba924f48d4959710aee9e29a19',
  'real-apps/booking-steps.ts': '1e202e235d79f699a5227fce8d2f42e8cbdbb6ea4c9b29d026158e2a845e25d7',
  'apps/booking/index.html': '4494802bdca7199935085efb8d06df97a536e17a9f66ad8530bf1dfd7eb65be2',
  // Sixth batch (branch blind7): steps and host pages frozen after REFERENCE=1 passed on all their steps, before the resolver ever ran on these apps.
  'real-apps/docsify-steps.ts': 'd2f9c22f48bf0e3d3818d218116be6646899d57c4d141505b6557f60c0f90de8',
  'apps/docsify/index.html': '5ab20dcd1b364a49b205428336aa7b2fdd86d10d724a496eca5233d23275b644',
  'real-apps/jspreadsheet-steps.ts': '5bbc4e62671fb1da36d2da6f4a69c569e8e1b5bb72e2d21a6c3a7c38ce83f0cc',
  'apps/jspreadsheet/index.html': '013a5af5cd6e657149d85a6ed611c0b46ce4ede444e8d4453e87dffdfcb824c8',
  // Seventh batch (branch blind8): steps and host pages frozen after REFERENCE=1 passed on all 86 steps (and, with nothing acted, only the 12 ambiguous and observe steps passed), before the resolver ever ran on these apps.
  'real-apps/glightbox-steps.ts': '573c6702e57664d28d0e42299f2ef6280be621119115dbf15e3844cda81ead2c',
  'apps/glightbox/index.html': '47bee5eb2266c62b497408ffe75f8f71ee92430032a9af652d7cc66bbabb253f',
  'real-apps/sortablejs-steps.ts': 'bec9f91efe14fc4519e48ae623c6f7c248233d389423bcfc60bd67a59cb4a271',
  'apps/sortablejs/index.html': '2115506746a11fe9896bdb552ace26690733ee3c742adbf257ef7d402e3e2d5d',
  // Eighth batch (branch blind9): steps and host pages frozen after REFERENCE=1 passed on all 88 steps (and, with nothing acted, only the 12 ambiguous and observe steps passed), before the resolver ever ran on these apps.
  'real-apps/codemirror-steps.ts': 'abd0d3447b3ad3da21708923682498bfa3a3e9463ec1d5c79ecf590dffc3d6cd',
  'apps/codemirror/index.html': '5479f7979779590264d01f47ffe05626e5109eda43d5aee81e14b76ed5e11741',
  'real-apps/frappe-gantt-steps.ts': '7a216ffe5a5a48210fdc371456afd8574c7adffaea07b1d18312bce15cdf17db',
  'apps/frappe-gantt/index.html': '069a30a5f1897dbeb48d0174e801809143c63eb2d01cc479307240899313a03d',
  // Ninth batch (branch blind10): steps and host pages frozen after REFERENCE=1 passed on all 85 steps (and, with nothing acted, only the 12 ambiguous and observe steps passed), before the resolver ever ran on these apps.
  'real-apps/filepond-steps.ts': '6b06a4f0b8fab3f0a874820b2440c984fd85dc39db8ea7c91be42d0d6c14dbde',
  'apps/filepond/index.html': 'aa28f1416d943e0854a997d98f65c040be06f2b9d06fea7bb8fb0b8efd305107',
  'real-apps/surveyjs-steps.ts': '06bbf172a25a91c6c2d015136d945c3fea657881f188a24ce57f50f868318b54',
  'apps/surveyjs/index.html': '848475e9b1d9802581fedd23766abff49edb1d86f0967008e9ad5c48e929dde7',
  // Phrasings batch (branch phrasings, issue 25): a second step list on four of the repo's apps, frozen after REFERENCE=1 passed on all 84 steps, before the resolver ever ran on them.
  'real-apps/phrasings-steps.ts': '500bd1dd6aa3015e29f64cd226142c4ef354b9b0fc00b1986ea57d226f69622d',
  // Second phrasings batch (branch phrasings2, issue 25): a third step list on five of the repo's apps, frozen after REFERENCE=1 passed on all 90 steps (and, with nothing acted, only the 15 ambiguous and 10 observe steps passed), before the resolver ever ran on them.
  'real-apps/phrasings2-steps.ts': '636f723e762df0da5152490c425197b12e35f8a633f555bff22a6ee2f8642a39',
  // Third phrasings batch (branch phrasings3, issue 25): a fourth step list on five of the repo's apps, frozen after REFERENCE=1 passed on all 90 steps (and, with nothing acted, only the 15 ambiguous and 10 observe steps passed), before the resolver ever ran on them.
  'real-apps/phrasings3-steps.ts': '6337737637b4ab639a37eba604289bcdc0f449d1102a8b2a2030156c98da24cb',
  // Tenth batch (branch blind11): steps and host pages frozen after REFERENCE=1 passed on all 89 steps (and, with nothing acted, only the 6 ambiguous and 6 observe steps passed), before the resolver ever ran on these apps.
  'real-apps/wunderbaum-steps.ts': '0c5139e0b8660b9d066b097d62952b73f24c35991de7e52a6239036dd3b44028',
  'apps/wunderbaum/index.html': '26d9bc44c5c999f7bb39034cbefab047a033bdc026fb81eb6771f4b813375baa',
  'real-apps/fluent-mail-steps.ts': '3e5f5c80e3bf64fc846a7b68bf3096980b80e2134dbb8c6bf6c1f4a89e8b48a2',
  'apps/fluent-mail/index.html': 'a221160fdb98004407ba3a1adcfa08b600bd8c0d0bfef14484c5f8a4458c91e4',
  // Fourth phrasings batch (branch phrasings4, issue 25): a fifth step list on five of the repo's apps, frozen after REFERENCE=1 passed on all 88 steps (and, with nothing acted, only the 15 ambiguous and 10 observe steps passed), before the resolver ever ran on them.
  'real-apps/phrasings4-steps.ts': '305a0099eb0f35bf9e2efb5d8c3193f9d982af2b93a40253afd12a4f04ebb895',
  // Fifth phrasings batch (branch phr7, issue 25): a sixth step list on five of the repo's apps of ours (settings, shop, tracker, listjs, chat), frozen after REFERENCE=1 passed on all 58 steps (and, with no reference acted, only the 4 ambiguous steps passed), before the resolver ever ran on them.
  'real-apps/phrasings5-steps.ts': 'd45df460b3a10461d57903db5148b30ed9c47e208665dd690033273d45d636e1',
  // Sixth phrasings batch (branch phr8, issue 25): a seventh step list on six of the repo's apps of the held-out checks' kinds (ag-grid, jspreadsheet, wunderbaum, todomvc/vue, jquery-ui, shoelace), written before the resolver's grammar and rules were read, frozen after REFERENCE=1 passed on all 59 steps (and, with no reference acted, only the 4 ambiguous steps passed), before the resolver ever ran on them.
  'real-apps/phrasings6-steps.ts': '6ba710dd837dc90a3be9637e9ca8dd3239f7a1efa89db6e777214b02ae29d972',
  // Seventh phrasings batch (branch phr9, issue 25): an eighth step list on six of the repo's apps of the held-out checks' kinds not in the sixth (jstree with a context-menu tree of ours, tabulator, adminlte, sb-admin-2, todomvc/backbone, todomvc/knockoutjs), written before the resolver's grammar and rules were read, frozen after REFERENCE=1 passed on all 60 steps (and, with no reference acted, only the 4 ambiguous steps and the 1 observe step passed), before the resolver ever ran on them.
  'real-apps/phrasings7-steps.ts': 'cccf90c2a68877869aad39724009577deda078b7fbf1738dc18862a4b4a91033',
  // Eighth phrasings batch (branch phr10, issue 25): a ninth step list on seven of the repo's apps of the held-out checks' kinds (helpdesk, onboarding, jquery-ui, wunderbaum, bootstrap, swagger-ui, todomvc/vanillajs), written before the resolver's grammar and rules were read, frozen after REFERENCE=1 passed on all 59 steps (and, with no reference acted, only the 4 ambiguous steps and the 1 observe step passed), before the resolver ever ran on them.
  'real-apps/phrasings8-steps.ts': 'e4bacb8cd3fb199500e1296a0bdb17087dff4ed591fbd37d014ff1d8a6be07c5',
  // Ninth phrasings batch (branch phr11, issue 25): a tenth step list on seven of the repo's apps of the held-out checks' kinds (fieldservice, tabulator, jspreadsheet, adminlte, jstree with a context-menu tree of ours, bank, todomvc/vue) in Gherkin lines, terse commands and sentences with a why, written before the resolver's grammar and rules were read, frozen after REFERENCE=1 passed on all 60 steps (and, with no reference acted, only the 4 ambiguous steps and the 3 observe steps passed), before the resolver ever ran on them.
  'real-apps/phrasings9-steps.ts': '8839d5c5413953b37f5bdce7eba8b6febb8a01a42d949df1d6e7b823e8dadf23',
  // Eleventh batch (branch blind12, one app of the two planned): steps and host page written by an engineer who had not read the resolver, proven with REFERENCE=1 on all 45 steps (and, with nothing acted, only the 3 ambiguous and 3 observe steps passed), committed at ddc7050 and frozen by the lead before the resolver ever ran on them.
  'real-apps/vis-timeline-steps.ts': 'efa0e014b1495754e628f5ced8012905ed2a04cc161e289c176557733e0c6d7f',
  'apps/vis-timeline/index.html': '8fc8638393644afef9c59f0fbc17fffd4356acb58c541f65f3181293f132c8bd',
  // Twelfth batch (branch blind13): a checkout wizard on bs-stepper, steps and host page written by an engineer who had not read the resolver, proven with REFERENCE=1 on all 45 steps (and, with nothing acted, only the 3 ambiguous and 3 observe steps passed), frozen before the resolver ever ran on them.
  'real-apps/bs-stepper-steps.ts': '708b309aa7bae004ff9c9968ada22f329f1faff90f43ea233a16248ab27ea632',
  'apps/bs-stepper/index.html': 'a1f22f661b9a5637c63ec8313414e819f77d55f8f3db9a7e2b65b30cb4c61c8e',
  // Thirteenth batch (branch blind14): a CRM contacts page on list.js and sweetalert2, steps and host page written by an engineer who had not read the resolver, proven with REFERENCE=1 on all 47 steps (and, with nothing acted, only the 3 ambiguous and 3 observe steps passed), frozen before the resolver ever ran on them.
  'real-apps/listjs-steps.ts': '99eb414c786412c3859a152743e7444ee56de26a3d9494b705d5358f720c2a2e',
  'apps/listjs/index.html': 'e7eb869f371f4af23b223d4d3fbea0e7c6bc31c1a3114b1a26b4e1b35f093b05',
  // Fourteenth batch (branch blind15): a file manager on a11y-dialog and notyf, steps and host page written by an engineer who had not read the resolver, proven with REFERENCE=1 on all 56 steps (and, with nothing acted, only the 3 ambiguous and 3 observe steps passed), frozen before the resolver ever ran on them.
  'real-apps/a11y-dialog-steps.ts': 'ed8500892f7f55e1e0fca73daab6e2a84ae270ce1d85dd6d6dae43d7d33c411b',
  'apps/a11y-dialog/index.html': '909614141b7c28dce1fc1af95e35c447c1ce7ce6e7a42d20e5b5ee3095f7e72d',
  // Fifteenth batch (branch blind16): a chat app's settings page on tippy.js (and @popperjs/core), steps and host page written by an engineer who had not read the resolver, proven with REFERENCE=1 on all 50 steps (and, with nothing acted, only the 3 ambiguous and 3 observe steps passed), frozen before the resolver ever ran on them.
  'real-apps/settings-steps.ts': '1cb71779dc2adc50998483b523e3925019ece8619a2d410c1c18c09bc191c94d',
  'apps/settings/index.html': 'a806e01d69201e7205ca19aa5a6d8a8595ade64cef6253f772dcfcdcf6160ebd',
  // Sixteenth batch (branch blind17): an outdoor gear shop's storefront on a11y-dialog and toastify-js, steps and host page written by an engineer who had not read the resolver, proven with REFERENCE=1 on all 43 steps (and, with nothing acted, only the 4 ambiguous and 3 observe steps passed), frozen before the resolver ever ran on them.
  'real-apps/shop-steps.ts': '23e8c7c9ebada86cda7bb97e45e2189613e2becbc6a040acf20baa2054b7ef66',
  'apps/shop/index.html': '5bc81499eab057ba116a785beb4f4603691b6d7b27cf526535b258e2ee6b4383',
  // Seventeenth batch (branch blind18): an issue tracker on Floating UI (@floating-ui/core and @floating-ui/dom), steps and host page written by an engineer who had not read the resolver, proven with REFERENCE=1 on all 45 steps (and, with nothing acted, only the 3 ambiguous and 3 observe steps passed), frozen before the resolver ever ran on them.
  'real-apps/tracker-steps.ts': 'e36213f95418d77d64ab092030d14a4a66d6dc877e20f1d9b22d24071fcc2d88',
  'apps/tracker/index.html': '5c842e3540ac490bee143e36150822bccd2257f98a689907ecbea52ed8f97d51',
  // Eighteenth batch (branch blind19): a team chat on emoji-picker-element (a web component with a shadow root), steps and host page written by an engineer who had not read the resolver, proven with REFERENCE=1 on all 50 steps (and, with nothing acted, only the 3 ambiguous and 3 observe steps passed), frozen before the resolver ever ran on them.
  'real-apps/chat-steps.ts': '62f4b44b3d5e8ef2e65900bcec0fbf60690101099874bddc7f07ed31a83e3d0e',
  'apps/chat/index.html': '8fd7f31ba639c2c7f04ef617935b9f6fd3e95bbe03297f4f1128139ac4b54088',
  // Nineteenth batch (branch blind20): a cloud drive on iziToast, steps and host page written by an engineer who had not read the resolver, proven with REFERENCE=1 on all 50 steps (and, with nothing acted, only the 3 ambiguous and 3 observe steps passed), frozen before the resolver ever ran on them.
  'real-apps/drive-steps.ts': '7b2bd324b0bb3d95ab77309e0148cb261e66a95871934065a7d62a6f82b6c66f',
  'apps/drive/index.html': '4fc1718cc13ac00fd6f324737a679b532bee97ff00f56d3884ed6459e2f09819',
  // Twentieth batch (branch blind21): a video meeting app on simple-notify and range-slider-input, steps and host page written by an engineer who had not read the resolver, proven with REFERENCE=1 on all 50 steps (and, with nothing acted, only the 3 ambiguous and 3 observe steps passed), frozen before the resolver ever ran on them.
  'real-apps/meet-steps.ts': '2ee108fa9a93c72d98bcd016dce12bd82aa6d81408bef2ece767b2ab6ee75761',
  'apps/meet/index.html': '3858be00cad4df65fd9c22248c49f9965d6e9ffe9e91143ebbcb8e76cafb4877',
  // Twenty-first batch (branch blind22): an online bank on Pikaday, steps and host page written by an engineer who had not read the resolver, proven with REFERENCE=1 on all 50 steps (and, with nothing acted, only the 3 ambiguous and 3 observe steps passed), frozen before the resolver ever ran on them.
  'real-apps/bank-steps.ts': 'c4e28ce493f365cdf7df41c1ad41666c61c03a4a7a16f1ff8b045b05100355cb',
  'apps/bank/index.html': 'a6ae1f849bc5afbad8e7e4abc41ac27a7cc15d0a9c1aa53eb7539091977ef86e',
  // Twenty-second batch (branch blind23): a help-desk back office on the w2ui 2.0.0 widget toolkit (layout, toolbar, sidebar, grid with inline editors, tabbed form, popup, confirm, tabs), steps and host page written by an engineer who had not read the resolver, proven with REFERENCE=1 on all 49 steps (and, with nothing acted, only the 3 ambiguous and 3 observe steps passed), frozen before the resolver ever ran on them.
  'real-apps/helpdesk-steps.ts': '2f105b2caf58fa930d13e90c13515b784b9dfb50e60f9b935db60494f9b158c4',
  'apps/helpdesk/index.html': '7f176522fe04c78858eb0c320bb313d8d8bd9fe21148ae3b0ba1ea677d5e3715',
  // Twenty-third batch (branch blind24): an HR onboarding portal on Fomantic-UI 2.9.4, steps and host page written by an engineer who had not read the resolver, proven with REFERENCE=1 on all 49 steps (and, with nothing acted, only the 3 ambiguous and 4 observe steps passed), frozen before the resolver ever ran on them.
  'real-apps/onboarding-steps.ts': '5b1722646a18ac6a7ece547722979fcc8369d508b36d3688d11eb213416435aa',
  'apps/onboarding/index.html': 'd8cb57cbe8a8f022b8adfda8beb14ec0986eeb47abdca33827d00ed109457b18',
  // Twenty-fourth batch (branch blind25): a field-service maintenance back office on Kendo UI Core 2026.3.812 (menu, toolbar, panel bars, tab strip, dialog, window, drop-down list, combo box, auto-complete, multi-select, date and date-time pickers, numeric and masked boxes, slider, check boxes, tooltip, notifications), steps and host page written by an engineer who had not read the resolver, proven with REFERENCE=1 on all 50 steps (and, with nothing acted, only the 3 ambiguous and 4 observe steps passed), frozen before the resolver ever ran on them.
  'real-apps/fieldservice-steps.ts': '93ab0382add21f5e80c9db4b767b9799d49090a0f2148522858d329c4b6756ed',
  'apps/fieldservice/index.html': '0cbaef4e4d89f8ac93d2d099dc240d9500bba99edeb697500d10a5d00b7f935e',
  // Twenty-fifth batch (branch blind26): a veterinary clinic's admin back office on Element Plus 2.14.8 and Vue 3.5.45 (side menu with sub-menus, dropdowns, table with sorting, selection, row menus and pagination, dialog, drawer, message box, pop-confirm, tooltip, tabs, collapse, tree with checkboxes, steps, plain / filterable / multiple selects, cascader, date picker, time select, number input, switch, radio buttons, checkbox, slider, rate), steps and host page written by an engineer who had not read the resolver, proven with REFERENCE=1 on all 50 steps (and, with every act reference a no-op, only the 3 ambiguous and 4 observe steps passed: 43 failed), frozen before the resolver ever ran on them.
  'real-apps/vetclinic-steps.ts': '351f85574f9cd1aa49f8025d1f326b99082f7e2f9db82822136a02089191b8b3',
  'apps/vetclinic/index.html': 'ce8351d45157360e1eb94170597a565ae73b1e756bc864695a6e1b3ee8cbd6d8',
};

describe('blind real-app steps', () => {
  for (const [file, hash] of Object.entries(FROZEN)) {
    it(`${file} is as frozen before its blind run`, () => {
      const text = readFileSync(fileURLToPath(new URL(`./${file}`, import.meta.url)));
      expect(createHash('sha256').update(text).digest('hex')).toBe(hash);
    });
  }
});
