import { apiContract, type SeenAnswer } from "./api-contract";

let check: ((answer: SeenAnswer) => string[]) | undefined;

/**
 * How a route's answer departs from the API description the app publishes (none: it matches). The description
 * is the one GET /api/openapi.json serves, built in this process on first use, after the test's own imports, so
 * the modules it loads read the environment the test set. Reads a copy of the answer: the test can still read it.
 */
export async function contractProblems(method: string, url: string, response: Response): Promise<string[]> {
  if (!check) {
    const { openApiDocument } = await import("@/lib/edge/openapi/openapi-document");
    check = apiContract(openApiDocument());
  }
  const contentType = response.headers.get("content-type");
  const text = await response.clone().text();
  const body = text !== "" && /json/.test(contentType ?? "") ? JSON.parse(text) : undefined;
  return check({ method, url, status: response.status, contentType, body });
}
