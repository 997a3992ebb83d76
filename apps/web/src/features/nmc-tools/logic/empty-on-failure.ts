import type { PageAnswer } from '@nms/contract';

/** Case list failures show an empty list and a count of 0, no error (spec 001 §8). */
export async function emptyOnFailure<T>(load: Promise<PageAnswer<T>>): Promise<PageAnswer<T>> {
  try {
    return await load;
  } catch {
    return { data: [], total: 0 };
  }
}
