import { describe, expect, it } from "vitest";
import { demoRecord } from "@/dev/testing/demo-records";
import { countWithheld } from "./count-entries";

describe("countWithheld", () => {
  it("finds no withheld persons when personal details are present", () => {
    expect(countWithheld(demoRecord("amber")).total).toBe(0);
    expect(countWithheld(demoRecord("authority")).total).toBe(0);
  });

  it("counts every withheld person separately, in hidden and masked form alike", () => {
    const hidden = countWithheld(demoRecord("amber", "hidden"));
    expect(hidden).toEqual({
      total: 18,
      bySection: {
        commercial: 1,
        officers: 5,
        members: 7,
        "beneficial-owners": 2,
        procurations: 2,
        representatives: 1,
      },
      firstSection: "officers",
    });
    expect(countWithheld(demoRecord("amber", "masked"))).toEqual(hidden);
  });

  it("counts the school branches' general managers of a public authority, found by their declared kind", () => {
    expect(countWithheld(demoRecord("authority", "hidden")).bySection).toEqual({ "public-authority": 2, officers: 1 });
  });
});
