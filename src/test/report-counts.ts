// The suites that walk every route or inject every fault say how much they did, on a line of its
// own that .ci/run collects into its summary: a green run that walked nothing must be visible.
export function reportCounts(suite: string, counts: string): void {
  // eslint-disable-next-line no-console -- this line is the report
  console.info(`[counts] ${suite}: ${counts}`);
}
