// Errors routes throw; the one error handler (plugins/error-handler.ts) turns them into `{ message }` JSON.
import { SERVER_MSG } from './messages';

export interface HttpErrorExtra {
  /** The request field the error is about (validation errors). */
  field?: string;
  /** Machine-readable code, e.g. INVALID_STATUS_TRANSITION. */
  code?: string;
  /** Any further JSON members of the answer (e.g. currentStatus). */
  details?: Record<string, unknown>;
}

export class HttpError extends Error {
  readonly statusCode: number;
  readonly extra: HttpErrorExtra;

  constructor(statusCode: number, message: string, extra: HttpErrorExtra = {}) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.extra = extra;
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, message, { field });
export const unauthorized = (message: string = SERVER_MSG.sessionExpired) => new HttpError(401, message);
export const forbidden = (message: string = SERVER_MSG.forbidden) => new HttpError(403, message);
export const notFound = (message: string = SERVER_MSG.notFound) => new HttpError(404, message);
export const conflict = (message: string, code?: string) => new HttpError(409, message, { code });
export const tooManyRequests = (message: string) => new HttpError(429, message);
