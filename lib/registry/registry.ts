import "server-only";
import { parseRegistryConfig } from "./registry-config";
import { createRegistryClient, type RegistryClient } from "./registry-client";

let client: RegistryClient | undefined;

/** The app's registry client, configured once from the environment (server only: it holds the secret). */
export function registry(): RegistryClient {
  client ??= createRegistryClient(parseRegistryConfig(process.env));
  return client;
}
