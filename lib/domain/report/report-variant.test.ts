import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/platform/errors/app-error";
import { DEFAULT_MIN_SHARE, parseReportVariant, summarySearch } from "./report-variant";

const parse = (query: string) => parseReportVariant(new URLSearchParams(query));

/** The 400 a query answers, in English. */
function refusal(query: string): { status: number; message: string } {
  try {
    parse(query);
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error(`${query} was accepted`);
}

describe("the report's variant in its address", () => {
  it("is the full report without one", () => {
    expect(parse("")).toEqual({ variant: "full" });
    expect(parse("variant=full&paper=letter")).toEqual({ variant: "full" });
  });

  it("is the summary at the default threshold, or the one asked for", () => {
    expect(parse("variant=summary")).toEqual({ variant: "summary", minShare: DEFAULT_MIN_SHARE });
    expect(parse("variant=summary&minShare=25")).toEqual({ variant: "summary", minShare: 25 });
    expect(parse("variant=summary&minShare=2.5")).toEqual({ variant: "summary", minShare: 2.5 });
    expect(parse("variant=summary&minShare=0")).toEqual({ variant: "summary", minShare: 0 });
    expect(parse("variant=summary&minShare=100")).toEqual({ variant: "summary", minShare: 100 });
  });

  it.each(["minShare=-1", "minShare=101", "minShare=abc", "minShare=1e2", "minShare=", "minShare=10%", "minShare=5,5"])(
    "refuses %s with a 400 naming the parameter",
    (bad) => {
      const { status, message } = refusal(`variant=summary&${bad}`);
      expect(status).toBe(400);
      expect(message).toContain('"minShare" is a share in percent from 0 to 100');
    },
  );

  it("refuses a variant it does not know, and a threshold on the full report", () => {
    expect(refusal("variant=short")).toEqual({ status: 400, message: '"variant" is full or summary' });
    expect(refusal("minShare=10").message).toContain('"minShare" applies to the summary report only');
  });

  it("writes the summary's query back as it parses", () => {
    expect(summarySearch()).toBe("?variant=summary&minShare=10");
    expect(parse(summarySearch(2.5).slice(1))).toEqual({ variant: "summary", minShare: 2.5 });
  });
});
