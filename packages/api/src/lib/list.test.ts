import { describe, expect, it } from "vitest";
import { expandPaths, listQuery, parseExpand } from "./list";

const schema = listQuery({
  sortable: ["createdAt", "name", "customerNumber"],
  defaultDesc: true,
  expandable: ["debtor", "customerPlan", "customerPlan.plan"],
});

describe("list query conventions", () => {
  it("defaults to page 1 of 25 rows, sorted by the first field", () => {
    expect(schema.parse({})).toEqual({
      page: 1,
      rowsPerPage: 25,
      sort: { field: "createdAt", desc: true },
      search: undefined,
      expand: {},
      filters: {},
    });
  });
  it("reads snake_case sortBy, with - or sortDesc for descending", () => {
    expect(schema.parse({ sortBy: "customer_number" }).sort).toEqual({ field: "customerNumber", desc: false });
    expect(schema.parse({ sortBy: "-name" }).sort).toEqual({ field: "name", desc: true });
    expect(schema.parse({ sortBy: "name", sortDesc: "true" }).sort).toEqual({ field: "name", desc: true });
  });
  it("coerces page numbers from the query string", () => {
    expect(schema.parse({ page: "40", rowsPerPage: "25" })).toMatchObject({ page: 40, rowsPerPage: 25 });
  });
  it.each([
    [{ page: "0" }, "page"],
    [{ page: "x" }, "page"],
    [{ rowsPerPage: "101" }, "rowsPerPage"],
    [{ sortBy: "password_hash" }, "sortBy"],
    [{ expand: "secrets" }, "expand"],
  ])("rejects %o on %s", (q, field) => {
    const res = schema.safeParse(q);
    expect(res.success).toBe(false);
    expect(res.error!.issues[0]!.path).toEqual([field]);
  });
  it("parses nested expands", () => {
    expect(parseExpand("debtor, customerPlan.plan")).toEqual({ debtor: {}, customerPlan: { plan: {} } });
    expect(expandPaths(parseExpand("customerPlan.plan"))).toEqual(["customerPlan", "customerPlan.plan"]);
    expect(schema.parse({ expand: "customerPlan.plan" }).expand).toEqual({ customerPlan: { plan: {} } });
  });
  it("trims the search and drops it when empty", () => {
    expect(schema.parse({ search: "  fjord " }).search).toBe("fjord");
    expect(schema.parse({ search: "  " }).search).toBeUndefined();
  });
});
