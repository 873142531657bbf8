/** One app server per demo credential, all from the same production build (see playwright.config.ts). */
export const servers = {
  standard: { port: 4100, credential: "standard" },
  personal: { port: 4101, credential: "personal" },
  unapproved: { port: 4102, credential: "unapproved" },
} as const;

export type ServerName = keyof typeof servers;

export const baseUrlOf = (name: ServerName) => `http://127.0.0.1:${servers[name].port}`;
