import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseEnv } from "./parse-env";

const schema = z.object({
  PORT: z.coerce.number().int().default(3000),
  API_SECRET: z.string().min(12, "must be at least 12 characters"),
});

describe("parseEnv", () => {
  it("takes a blank value as unset, so the default applies", () => {
    expect(parseEnv(schema, { PORT: " ", API_SECRET: "twelve chars!" }, "Test configuration")).toEqual({
      PORT: 3000,
      API_SECRET: "twelve chars!",
    });
  });

  it("names every bad variable and its rule, never its value", () => {
    const parse = () => parseEnv(schema, { PORT: "x", API_SECRET: "hunter2" }, "Test configuration");
    expect(parse).toThrow(
      /^Test configuration is invalid \(see \.env\.example\): PORT: .+; API_SECRET: must be at least/,
    );
    expect(parse).not.toThrow(/hunter2/);
  });
});
