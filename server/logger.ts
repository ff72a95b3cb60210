// The one logger (STYLE habit 11): pino, JSON lines on stdout. Request logs carry method, path,
// status, duration, requestId and orgId, never the Authorization header, keys or content.
import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from './config.js';

export type { Logger };

/** Returns the service logger; tests pass a destination to read what was logged. */
export function createLogger(level: LogLevel = 'info', destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'verity' },
    timestamp: pino.stdTimeFunctions.isoTime,
    // Belt and braces: nothing should log these, but if an object carrying them is ever logged
    // whole, pino replaces them.
    redact: {
      paths: ['authorization', 'headers.authorization', 'req.headers.authorization', 'apiKey', 'content'],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
