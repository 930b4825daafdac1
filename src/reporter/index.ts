import { ActwrightReporter } from './reporter.js';

export { ActwrightReporter };
export type { ReporterOptions, OpenMode } from './options.js';
export { REPORT_FOLDER_ENV, REPORT_OPEN_ENV, DEFAULT_OUTPUT_FOLDER } from './options.js';
export default ActwrightReporter;
