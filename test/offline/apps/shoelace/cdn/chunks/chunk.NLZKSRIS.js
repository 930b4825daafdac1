import {
  i
} from "./chunk.OOP2EFQH.js";

// src/components/icon/icon.styles.ts
var icon_styles_default = i`
  :host {
    display: inline-block;
    width: 1em;
    height: 1em;
    box-sizing: content-box !important;
  }

  svg {
    display: block;
    height: 100%;
    width: 100%;
  }
`;

export {
  icon_styles_default
};
