// Every table, one file per concern. auth.ts is generated: npm run db:auth-schema.
export * from "./access-purposes";
export * from "./app-settings";
export * from "./audit";
export * from "./auth";
export * from "./evidence";
export * from "./watchlists";
export * from "./batches";
export * from "./api-tokens";
export * from "./cases";
