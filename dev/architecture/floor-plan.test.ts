import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FLOORS, floorPlanProblems, type Problem } from "./floor-plan";

// The sources as they stand, from the file tree (CI tests a copy of the tracked files with no git beside it).
const TOP = ["lib", "components", "app", "scripts", "dev", "e2e", "proxy.ts", "instrumentation.ts", "next.config.ts"];
const SKIP = /(^|\/)(node_modules|\.next[^/]*)(\/|$)/;
const SOURCES = new Map(
  TOP.filter((place) => existsSync(place))
    .flatMap((place) =>
      place.includes(".")
        ? [place]
        : readdirSync(place, { recursive: true, encoding: "utf8" }).map((file) => `${place}/${file}`),
    )
    .filter((file) => /\.(ts|tsx)$/.test(file) && !SKIP.test(file))
    .map((file): [string, string] => [file, readFileSync(file, "utf8")]),
);

const withFile = (file: string, source: string) => new Map([...SOURCES, [file, source]]);
// An upward import also closes a loop through the floors below; these checks look at the direction alone.
const notLoops = (problems: Problem[]) => problems.filter((problem) => !problem.why.startsWith("folder loop"));

describe("the floor plan", () => {
  it("holds: no floor imports a higher one, the product never imports the lab, no folder loops", () => {
    expect(floorPlanProblems(SOURCES)).toEqual([]);
  });

  it("places every product source on a floor", () => {
    const product = [...SOURCES.keys()].filter((file) => file.startsWith("lib/"));
    const placed = product.filter((file) =>
      FLOORS.some((floor) => floor.places.some((place) => file.startsWith(place))),
    );
    expect(product.length).toBeGreaterThan(300);
    expect(placed).toEqual(product);
  });

  it("fails an import from a lower floor to a higher one", () => {
    const problems = notLoops(
      floorPlanProblems(
        withFile(
          "lib/platform/log/upward.ts",
          'import { appendAuditEvent } from "@/lib/domain/audit/append-audit-event";\n',
        ),
      ),
    );
    expect(problems).toEqual([
      {
        file: "lib/platform/log/upward.ts",
        imports: "@/lib/domain/audit/append-audit-event",
        why: "platform imports domain, which it may not",
      },
    ]);
  });

  it("fails a relative import that climbs, as the alias would", () => {
    const problems = notLoops(
      floorPlanProblems(
        withFile("lib/registry/client/upward.ts", 'export { apiRoute } from "../../edge/admission/api-route";\n'),
      ),
    );
    expect(problems.map((problem) => problem.why)).toEqual(["registry imports edge, which it may not"]);
  });

  it("fails product code that imports the demo registry or a test helper", () => {
    const problems = floorPlanProblems(
      withFile(
        "lib/domain/access/uses-lab.ts",
        'import { startDemoRegistry } from "@/dev/demo-registry/server/start-demo-registry";\nimport { freePort } from "@/dev/testing/free-port";\n',
      ),
    );
    expect(problems.map((problem) => problem.why)).toEqual([
      "product code (domain) imports the lab (dev/demo-registry/server/start-demo-registry.ts)",
      "product code (domain) imports the lab (dev/testing/free-port.ts)",
    ]);
  });

  it("fails two modules of one floor that import each other", () => {
    const problems = floorPlanProblems(
      withFile("lib/platform/config/loop.ts", 'import { logger } from "@/lib/platform/log/logger";\n').set(
        "lib/platform/log/loop.ts",
        'import { parseEnv } from "@/lib/platform/config/parse-env";\n',
      ),
    );
    expect(problems.length).toBeGreaterThan(0);
    expect(
      problems.every((problem) => problem.why.startsWith("folder loop lib/platform/config ⇄ lib/platform/log")),
    ).toBe(true);
  });

  it("is the one ARCHITECTURE.md describes: every floor's folders are named there", () => {
    const map = readFileSync("ARCHITECTURE.md", "utf8");
    const unnamed = FLOORS.flatMap((floor) => floor.places).filter((place) => !map.includes(`\`${place}\``));
    expect(unnamed).toEqual([]);
  });
});
