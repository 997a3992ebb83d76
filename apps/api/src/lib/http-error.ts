/**
 * An error whose status and message reach the client as `{statusCode, error, message}`, plus any
 * `details` fields (e.g. a 409's `current`). Anything a user can type that is wrong must end here,
 * never as a 500.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
