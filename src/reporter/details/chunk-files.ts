import { DATA_DIR } from '../ui/model.js';

/** JSON that is safe inside a <script> element or a .js file: no `</script>`, no `<!--`. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** A file name for a test id (Playwright's ids are hex and dashes; anything else is replaced). */
export const chunkName = (testId: string) => `${DATA_DIR}/${testId.replace(/[^A-Za-z0-9_-]/g, '_')}.js`;
