/**
 * proxy.ts hands pages the address being rendered (path and query) in this request header, for the
 * root layout's forms that return to the page, such as the language switch without scripts.
 */
export const PAGE_PATH_HEADER = "x-registry-lens-path";
