/** The one error type routes throw; the error handler turns it into the DESIGN §5 envelope. */
import type { ApiErrorCode } from '@bu/contracts';

export interface AppErrorOptions {
  fieldErrors?: Record<string, string>;
  /** Numbered seminar rule codes (422) or the start-date lock (code 14). */
  codes?: number[];
  status?: number;
  message?: string;
  /** Fills the message's `{{name}}` placeholders and travels in the envelope as `params`. */
  params?: Record<string, string | number>;
}

export class AppError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    readonly options: AppErrorOptions = {},
  ) {
    super(options.message ?? String(code));
    this.name = 'AppError';
  }
}

export const notFound = () => new AppError('NOT_FOUND');
