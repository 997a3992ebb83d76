/** UI messages of spec 000/001/002 §8, verbatim. */
export const MESSAGES = {
  dataLoadingError: 'Data Loading Error',
  notBuilt: 'Sorry, We are still working on this component.',
  renderError: 'Page has erros, please fix!!!',
  pageNotFound: 'Page Not Found',
  unknownError: 'Unknown error',
} as const;

/** The cause of a failure as text: the error's message, else 'Unknown error'. */
export function causeOf(cause: unknown): string {
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
export const notAbleToCreate = (cause: unknown): string => `Not able to create, ${causeOf(cause)}`;
export const notAbleToUpdate = (cause: unknown): string => `Not able to update, ${causeOf(cause)}`;
export const notAbleToDelete = (cause: unknown): string => `Not able to delete, ${causeOf(cause)}`;

/** Bulk action failure toast: 'Not able to execute {action}'. */
export const notAbleToExecute = (action: string): string => `Not able to execute ${action}`;
