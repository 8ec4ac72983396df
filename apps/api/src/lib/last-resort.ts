/**
 * The process's last resort (issue 45, ADR 038): a fault that escapes every request's error
 * handling — thrown from a timer or an event listener, a promise nobody awaits — is logged, and
 * the process goes on serving everyone else. Only a truly fatal state ends the process, through
 * `endProcess`, which says why first; the supervisor (deploy/) starts a fresh one.
 */
import type { FastifyBaseLogger } from 'fastify';
import { reportLoggingFault } from './log-serializers';

function logSafely(write: () => void) {
  try {
    write();
  } catch (err) {
    reportLoggingFault(err);
  }
}

/** Logs uncaught exceptions and unhandled rejections instead of letting them end the process. */
export function guardProcess(log: FastifyBaseLogger, proc: NodeJS.Process = process) {
  proc.on('uncaughtException', (err, origin) =>
    logSafely(() => log.error({ err, origin }, 'uncaught exception; the process goes on')),
  );
  proc.on('unhandledRejection', (reason) =>
    logSafely(() => log.error({ err: reason }, 'unhandled promise rejection; the process goes on')),
  );
}

/** A state the process cannot serve from: log why (synchronously written), then end with code 1. */
export function endProcess(log: FastifyBaseLogger, reason: string, err?: unknown): never {
  logSafely(() => log.fatal({ err }, `the process ends: ${reason}`));
  process.exit(1);
}
