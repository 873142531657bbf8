/** The spec names the four header roles but not the headers; these are configurable per provider. */
export interface HeaderNames {
  apiKey: string;
  timestamp: string;
  nonce: string;
  signature: string;
}

export const DEFAULT_HEADER_NAMES: HeaderNames = {
  apiKey: "X-API-Key",
  timestamp: "X-API-Timestamp",
  nonce: "X-API-Nonce",
  signature: "X-API-Signature",
};
