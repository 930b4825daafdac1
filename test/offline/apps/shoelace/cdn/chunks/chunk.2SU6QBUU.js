import {
  en_default
} from "./chunk.DT2WPFWO.js";
import {
  LocalizeController,
  registerTranslation
} from "./chunk.TDEXDIPB.js";

// src/utilities/localize.ts
var LocalizeController2 = class extends LocalizeController {
};
registerTranslation(en_default);

export {
  LocalizeController2 as LocalizeController
};
