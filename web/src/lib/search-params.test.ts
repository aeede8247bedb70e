import { describe, expect, it } from "vitest";
import { parseSearch, stringifySearch } from "./search-params";

describe("the URL's search params (B8)", () => {
  it("writes strings plainly, without JSON quotes", () => {
    expect(stringifySearch({ number: "700024" })).toBe("?number=700024");
    expect(stringifySearch({ kid: "01000007000010", page: 2 })).toBe("?kid=01000007000010&page=2");
  });

  it("reads values back as the strings they were, also a 25-digit KID and an old quoted link", () => {
    expect(parseSearch("?number=700024&page=2")).toEqual({ number: "700024", page: "2" });
    expect(parseSearch("?kid=1234567890123456789012345")).toEqual({ kid: "1234567890123456789012345" });
    expect(parseSearch("?number=%22700024%22")).toEqual({ number: "700024" });
  });

  it("round-trips a value that looks like JSON", () => {
    for (const search of [{ q: '"quoted"' }, { q: "[1]" }, { q: "{x" }, { filter: { a: 1 } }])
      expect(parseSearch(stringifySearch(search))).toEqual(search);
  });
});
