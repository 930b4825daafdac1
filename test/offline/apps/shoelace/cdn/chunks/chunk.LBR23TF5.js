import {
  i
} from "./chunk.OOP2EFQH.js";

// src/components/button-group/button-group.styles.ts
var button_group_styles_default = i`
  :host {
    display: inline-block;
  }

  .button-group {
    display: flex;
    flex-wrap: nowrap;
  }
`;

export {
  button_group_styles_default
};
