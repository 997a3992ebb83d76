/** UI messages of spec 000/001/002 §8, verbatim. */
export const MESSAGES = {
  dataLoadingError: 'Data Loading Error',
  notBuilt: 'Sorry, We are still working on this component.',
  renderError: 'Page has erros, please fix!!!',
  pageNotFound: 'Page Not Found',
  unknownError: 'Unknown error',
} as const;

/** What fetch rejects with when no answer came (chromium, Firefox, Safari): the browser's words say little. */
const NO_ANSWER = /^(Failed to fetch|NetworkError when attempting to fetch resource\.?|Load failed)$/;

/** The cause when the server could not be reached (no answer at all). */
export const SERVER_UNREACHABLE = 'the server cannot be reached';

const unreachable = (cause: unknown): boolean => cause instanceof TypeError && NO_ANSWER.test(cause.message);

/** The cause of a failure as text: the error's message, else 'Unknown error'. */
export function causeOf(cause: unknown): string {
  if (unreachable(cause)) return SERVER_UNREACHABLE;
  if (cause instanceof Error && cause.message) return cause.message;
  if (typeof cause === 'string' && cause) return cause;
  return MESSAGES.unknownError;
}

/** 'Data Loading Error, {cause}' for grids that name the cause, 'Data Loading Error' otherwise. */
export function dataLoadingError(cause?: unknown): string {
  return cause === undefined ? MESSAGES.dataLoadingError : `${MESSAGES.dataLoadingError}, ${causeOf(cause)}`;
}

/** 'Data Loading Error: {server error}' (the answer's error field, else its message). */
export function dataLoadingServerError(serverError: string): string {
  return `Data Loading Error: ${serverError}`;
}

/** Grid edit failures: 'Not able to create, {cause}' and the update/delete variants. */
export const notAbleToCreate = (cause: unknown): string => `Not able to create, ${writeCauseOf(cause)}`;
export const notAbleToUpdate = (cause: unknown): string => `Not able to update, ${writeCauseOf(cause)}`;

/** A write that got no answer: the form stays open with what was typed, and says so. */
const writeCauseOf = (cause: unknown): string => (unreachable(cause) ? `${SERVER_UNREACHABLE}; the typed values are kept` : causeOf(cause));
export const notAbleToDelete = (cause: unknown): string => `Not able to delete, ${causeOf(cause)}`;

/** Bulk action failure toast: 'Not able to execute {action}'. */
export const notAbleToExecute = (action: string): string => `Not able to execute ${action}`;
