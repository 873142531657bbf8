import packageJson from "@/package.json";

/** The app's version as stated on reports and exports. */
export const APP_VERSION: string = packageJson.version;
