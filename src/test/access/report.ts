/**
 * A line for the people reading the test output (CI's log): what a walk or the fuzzer achieved, or
 * the seed that replays it. console.log, because vitest shows it beside the test that printed it.
 */
export function printForCi(line: string) {
  // eslint-disable-next-line no-console -- these counts are the output's point
  console.log(line);
}
