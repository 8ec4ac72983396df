#!/usr/bin/env node
// A supervisor for hosts without systemd or a container runtime (and for trying a crash at
// home): runs the command after `--` and starts it again whenever it ends, the way the
// systemd unit in deploy/ does (Restart=always, RestartSec=1). SIGTERM or SIGINT is passed
// to the command, and the supervisor ends with it. Production uses deploy/ (ADR 038).
//
//   node scripts/supervise.mjs -- node --enable-source-maps apps/api/dist/server.js
//
// A command that keeps failing right after its start is restarted with a growing pause
// (1 s, 2 s, 4 s … at most 30 s), so a broken configuration does not spin the machine; a
// run of a minute or longer resets the pause.
import { spawn } from 'node:child_process';

const separator = process.argv.indexOf('--');
const [command, ...args] = separator < 0 ? [] : process.argv.slice(separator + 1);
if (!command) {
  console.error('usage: node scripts/supervise.mjs -- <command> [arguments…]');
  process.exit(2);
}

const RESTART_MS = 1_000;
const MAX_RESTART_MS = 30_000;
const STABLE_MS = 60_000;

const log = (message) => console.error(`supervise: ${message}`);
let child;
let stopping = false;
let pause = RESTART_MS;
let restartTimer;

function start() {
  const startedAt = Date.now();
  child = spawn(command, args, { stdio: 'inherit' });
  log(`started pid ${child.pid}`);
  child.on('error', (err) => log(`could not start ${command}: ${err.message}`));
  child.on('exit', (code, signal) => {
    if (stopping) process.exit(code ?? 0);
    if (Date.now() - startedAt >= STABLE_MS) pause = RESTART_MS;
    log(`pid ${child.pid} ended (${signal ?? `exit code ${code}`}); starting again in ${pause / 1000} s`);
    restartTimer = setTimeout(start, pause);
    pause = Math.min(pause * 2, MAX_RESTART_MS);
  });
}

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    stopping = true;
    clearTimeout(restartTimer);
    if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
    else process.exit(0);
  });
}

start();
