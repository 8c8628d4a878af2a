// Prints one closing line per test runner, and a total, from the JSON reports that .ci/run asks for.
import { existsSync, readFileSync } from 'node:fs';

const reports = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;

for (const spec of reports) {
  const [label, file] = spec.split('=');
  if (!existsSync(file)) {
    console.log(`${label}: no report (the step did not run)`);
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  let p;
  let f;
  let s;
  if ('numPassedTests' in report) {
    // Vitest's JSON reporter
    p = report.numPassedTests;
    f = report.numFailedTests;
    s = report.numPendingTests + report.numTodoTests;
  } else {
    // Playwright's JSON reporter
    p = report.stats.expected + report.stats.flaky;
    f = report.stats.unexpected;
    s = report.stats.skipped;
  }
  passed += p;
  failed += f;
  skipped += s;
  console.log(`${label}: ${p} passed, ${f} failed, ${s} skipped`);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
