import {
  SlDetails
} from "./chunk.GAL6Y7PX.js";

// src/components/details/details.ts
var details_default = SlDetails;
SlDetails.define("sl-details");

export {
  details_default
};
