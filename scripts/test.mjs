// Runs every test: typecheck, lint, unit and API integration tests on a real PostgreSQL,
// then browser end-to-end tests in Debian's Chromium against the built server.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const chromium = '/usr/bin/chromium';
const reportsDir = path.join(root, 'data', 'test-reports');

function run(label, command, args, options = {}) {
  process.stdout.write(`\n=== ${label} ===\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, TZ: 'UTC' }, ...options });
  process.stdout.write(`=== ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s ===\n`);
  return result.status === 0;
}

function ensureChromium() {
  if (existsSync(chromium)) return;
  if (process.getuid?.() !== 0) {
    process.stderr.write(
      'Browser tests need Debian\'s Chromium at /usr/bin/chromium.\n' +
        'Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
        'then run npm test again.\n',
    );
    process.exit(1);
  }
  process.stdout.write('Chromium is missing: installing Debian\'s chromium package with apt-get.\n');
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-core'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (update.status !== 0 || install.status !== 0 || !existsSync(chromium)) {
    process.stderr.write('Installing Chromium failed: install the chromium package by hand and run npm test again.\n');
    process.exit(1);
  }
}

function countsOf(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0) };
}

ensureChromium();
rmSync(reportsDir, { recursive: true, force: true });
mkdirSync(reportsDir, { recursive: true });

const steps = [];
steps.push(run('typecheck', 'npm', ['run', 'typecheck', '--silent']));
steps.push(run('lint', 'npx', ['eslint', '.', '--max-warnings=0']));
steps.push(run('build', 'npm', ['run', 'build', '--silent']));
const unitReport = path.join(reportsDir, 'unit.json');
steps.push(run('unit and API tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitReport}`]));
const e2eReport = path.join(reportsDir, 'e2e.json');
steps.push(
  run('browser tests', 'npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${e2eReport}`]),
);

const unit = countsOf(unitReport);
const e2e = countsOf(e2eReport);
const failedSteps = steps.filter((ok) => !ok).length;
const passed = unit.passed + e2e.passed;
const failed = unit.failed + e2e.failed + (failedSteps > 0 && unit.failed + e2e.failed === 0 ? failedSteps : 0);
process.stdout.write(`\nunit and API: ${unit.passed} passed, ${unit.failed} failed; browser: ${e2e.passed} passed, ${e2e.failed} failed\n`);
process.stdout.write(`tests: ${passed} passed, ${failed} failed\n`);
process.exit(failedSteps > 0 ? 1 : 0);
