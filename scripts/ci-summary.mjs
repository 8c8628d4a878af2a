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
  for (const { name, why } of failedTests(report)) {
    console.log(`  failed: ${name}`);
    for (const line of why) console.log(`    ${line}`);
  }
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);

/**
 * The failed tests and the first lines of what each failure said, so that a CI log without its
 * report files still says which test failed and why.
 */
function failedTests(report) {
  if ('testResults' in report) {
    return report.testResults.flatMap((file) =>
      file.assertionResults
        .filter((test) => test.status === 'failed')
        .map((test) => ({ name: `${relative(file.name)} › ${test.fullName}`, why: firstLines(test.failureMessages?.join('\n')) })),
    );
  }
  const names = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected') continue;
        const errors = test.results.flatMap((result) => result.errors ?? []).map((error) => error.message ?? '');
        names.push({ name: `[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}`, why: firstLines(errors.join('\n')) });
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return names;
}

/** The first lines of an error message, without colour codes, blank lines or stack frames. */
function firstLines(message = '', count = 8) {
  return message
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '' && !/^\s*at /.test(line))
    .slice(0, count);
}

function relative(file) {
  return file.startsWith(process.cwd()) ? file.slice(process.cwd().length + 1) : file;
}
