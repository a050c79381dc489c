// `npm start`: the built server and, beside it, the simulated game vendor that the demo catalogue's
// external games open on. Signals reach both; when the server stops, the vendor stops with it.
// VENDOR_SIM=off starts the server alone (a deployment with real vendors).
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const port = process.env.PORT ?? '8080';
const children = [];

function start(label, args, environment) {
  const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...environment } });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (label === 'server') {
      for (const other of children) if (other !== child && other.exitCode === null) other.kill('SIGTERM');
      process.exit(code ?? (signal ? 1 : 0));
    }
    if (code !== 0 && signal === null) process.stderr.write(`the simulated vendor stopped (exit ${code}); the site keeps running without it\n`);
  });
  return child;
}

start('server', ['apps/server/dist/main.js'], {});
if (process.env.VENDOR_SIM !== 'off') {
  start('vendor-sim', ['--import', 'tsx', 'apps/vendor-sim/src/main.ts'], { PLATFORM_URL: process.env.PLATFORM_URL ?? `http://localhost:${port}` });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) if (child.exitCode === null) child.kill(signal);
  });
}
