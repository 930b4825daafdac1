import {
  SlAnimation
} from "./chunk.XCDC6BMM.js";

// src/components/animation/animation.ts
var animation_default = SlAnimation;
SlAnimation.define("sl-animation");

export {
  animation_default
};
