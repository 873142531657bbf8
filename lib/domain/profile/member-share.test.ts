import { describe, expect, it } from "vitest";
import { memberShare } from "./member-share";

const details = (in_percent: string | number | null, number_of_shares: string | number | null) => ({
  id: 1,
  number_of_shares,
  share_nominal_value: null,
  share_currency: null,
  in_percent,
  votes: null,
  joint_owners: [],
});

describe("memberShare", () => {
  it("says the percentage first, else the number of shares, else nothing", () => {
    expect(memberShare(details(60, 600), "en")).toEqual({ label: "60%", percent: 60 });
    expect(memberShare(details("12.5", null), "en")).toEqual({ label: "12.5%", percent: 12.5 });
    expect(memberShare(details(null, 40), "en")).toEqual({ label: "40 shares", percent: null });
    expect(memberShare(details(null, 12000), "en")).toEqual({ label: "12000 shares", percent: null });
    expect(memberShare(details(null, ""), "en")).toEqual({ label: null, percent: null });
    expect(memberShare(null, "en")).toEqual({ label: null, percent: null });
  });

  it("says it in Latvian with the Latvian decimal mark and noun forms", () => {
    expect(memberShare(details("12.5", null), "lv").label).toBe("12,5%");
    expect(memberShare(details(null, 45), "lv").label).toBe("45 daļas");
    expect(memberShare(details(null, 21), "lv").label).toBe("21 daļa");
    expect(memberShare(details(null, 10), "lv").label).toBe("10 daļas");
  });
});
