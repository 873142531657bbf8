/** The registry API's path prefix, under its base URL. */
export const API_PREFIX = "/service/api/v1";

/** The path a legal entity's record is requested from, relative to the registry's base URL. */
export function legalEntityPath(regcode: string): string {
  return `${API_PREFIX}/legal-entities/${regcode}`;
}
