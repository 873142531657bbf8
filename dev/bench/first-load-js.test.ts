import { describe, expect, it } from "vitest";
import { firstLoadChunks } from "./first-load-js";

const page = "/entities/[regcode]/page";
const buildManifest = {
  polyfillFiles: ["static/chunks/polyfill.js"],
  rootMainFiles: ["static/chunks/react.js", "static/chunks/turbopack-runtime.js"],
};

describe("firstLoadChunks", () => {
  it("counts the root chunks and every segment's entry chunks once, but not the nomodule polyfills", () => {
    const manifests = {
      [page]: {
        clientModules: { lazy: { chunks: ["/_next/static/chunks/graph-viewer.js"], async: true } },
        entryJSFiles: {
          "[project]/app/layout": ["static/chunks/layout.js"],
          "[project]/app/entities/[regcode]/page": ["static/chunks/layout.js", "static/chunks/profile.js"],
        },
      },
    };
    expect(firstLoadChunks(buildManifest, manifests, page)).toEqual([
      "static/chunks/react.js",
      "static/chunks/turbopack-runtime.js",
      "static/chunks/layout.js",
      "static/chunks/profile.js",
    ]);
  });

  it("refuses a build without the route rather than reporting a tiny figure", () => {
    expect(() => firstLoadChunks(buildManifest, { "/page": { entryJSFiles: {} } }, page)).toThrow(
      /no client reference/,
    );
  });
});
