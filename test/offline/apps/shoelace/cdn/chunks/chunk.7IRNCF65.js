import {
  i
} from "./chunk.OOP2EFQH.js";

// src/components/tab-panel/tab-panel.styles.ts
var tab_panel_styles_default = i`
  :host {
    --padding: 0;

    display: none;
  }

  :host([active]) {
    display: block;
  }

  .tab-panel {
    display: block;
    padding: var(--padding);
  }
`;

export {
  tab_panel_styles_default
};
