/**
 * A problem the reporter met while turning a run into files. It never fails the run: the reporter
 * prints it once, lists it in index.json (`run.reporterErrors`) and goes on. The reporter may not
 * import src/engine (see DESIGN.md), hence its own class rather than one under ActwrightError.
 */
export class ReportError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ReportError';
  }
}
