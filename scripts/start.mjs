// `npm start`: build the web app if needed, then run the server, which migrates the database,
// seeds the demo merchant on first start and serves the app and the API from one process.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureWebBuild } from './ensure-web-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
ensureWebBuild();
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

// A merchant stops `npm start` by the PID they were given: npm's. npm exits on SIGTERM without
// passing it on (issue 23 item 11), which left this script and the server serving. When the
// process that started this one is gone (this one is handed to init), stop the server gracefully.
const parent = process.ppid;
const watch = setInterval(() => {
  if (process.ppid !== parent) {
    clearInterval(watch);
    server.kill('SIGTERM');
  }
}, 500);
watch.unref();
