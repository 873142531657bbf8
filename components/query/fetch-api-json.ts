/** The message of the app's error body `{ error: { message } }`, when the answer has one. */
function errorMessage(body: unknown): string | null {
  if (typeof body !== "object" || body === null || !("error" in body)) return null;
  const { error } = body;
  if (typeof error !== "object" || error === null || !("message" in error)) return null;
  return typeof error.message === "string" ? error.message : null;
}

/** How a failed load is put to the reader when the server gives no explanation of its own. */
export interface LoadFailureWords {
  failed: (status: number) => string;
  unreadable: string;
}

/**
 * GETs JSON from the app's own API and checks its shape with `is`: a wrong shape fails loudly here
 * instead of somewhere in the drawing. Errors carry the API's own explanation, which the server words
 * in the reader's language, else the reader's words for the failure.
 */
export async function fetchApiJson<T>(
  url: string,
  is: (body: unknown) => body is T,
  words: LoadFailureWords,
  signal?: AbortSignal,
): Promise<T> {
  return readApiJson(await fetch(url, { signal }), is, words);
}

/** The body of an answer from the app's own API, checked with `is`; a failure thrown in words as fetchApiJson does. */
export async function readApiJson<T>(
  response: Response,
  is: (body: unknown) => body is T,
  words: LoadFailureWords,
): Promise<T> {
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(errorMessage(body) ?? words.failed(response.status));
  if (!is(body)) throw new Error(words.unreadable);
  return body;
}
