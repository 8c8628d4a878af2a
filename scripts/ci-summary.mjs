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
  for (const name of failedTests(report)) console.log(`  failed: ${name}`);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);

/** The names of the failed tests, so that a CI log without its report files still says which. */
function failedTests(report) {
  if ('testResults' in report) {
    return report.testResults.flatMap((file) =>
      file.assertionResults.filter((test) => test.status === 'failed').map((test) => `${relative(file.name)} › ${test.fullName}`),
    );
  }
  const names = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'unexpected') names.push(`[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return names;
}

function relative(file) {
  return file.startsWith(process.cwd()) ? file.slice(process.cwd().length + 1) : file;
}
