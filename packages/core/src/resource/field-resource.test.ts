import { describe, expect, it } from "vitest";
import { fieldEntity } from "../dynamo/field-store";
import { fieldErrorsFrom } from "../util/field-errors";
import { defineFieldResource, sortKeyOf } from "./field-resource";

/** One descriptor of every kind of field: what the schemas, the list, the CSV and the entity derive from it. */
const Thing = defineFieldResource({
  name: "things",
  fields: {
    name: { kind: "text", max: 20, unique: true, column: true },
    note: { kind: "text", max: 400, optional: true },
    code: { kind: "code", max: 10 },
    count: { kind: "int", min: 1, max: 9 },
    priceOre: { kind: "money", max: 100_000 },
    share: { kind: "percent", optional: true },
    from: { kind: "date" },
    on: { kind: "bool" },
    colour: { kind: "enum", values: ["red", "blue"], filter: true },
    planId: { kind: "ref", to: "plans", optional: true },
    uses: { kind: "count" },
  },
  sortable: ["name", "priceOre"],
  access: { read: "admin", write: "admin" },
  csv: true,
});

const valid = {
  name: " Ting ",
  code: "ab-1",
  count: "3",
  priceOre: 12_345,
  from: "2026-12-01",
  on: true,
  colour: "red",
};

describe("defineFieldResource", () => {
  it("derives the input: text trimmed, a code in upper case, numbers from text, optional fields null", () => {
    expect(Thing.schemas.create.parse(valid)).toEqual({
      name: "Ting",
      note: null,
      code: "AB-1",
      count: 3,
      priceOre: 12_345,
      share: null,
      from: "2026-12-01",
      on: true,
      colour: "red",
      planId: null,
    });
    // a CSV cell: øre as digits, yes/no as true/false
    expect(Thing.schemas.update.parse({ ...valid, priceOre: "500", on: "false" })).toMatchObject({
      priceOre: 500,
      on: false,
    });
  });

  it("refuses out of bounds per field, with the message keys both languages translate", () => {
    const bad = {
      name: "x".repeat(21),
      code: "a b",
      count: 10,
      priceOre: -1,
      share: 101,
      from: "2026-02-30",
      on: "maybe",
      colour: "green",
      planId: "p".repeat(41),
      uses: 5,
    };
    const result = Thing.schemas.create.safeParse(bad);
    expect(result.success).toBe(false);
    expect(fieldErrorsFrom(result.error!)).toEqual({
      name: ["validation.tooLong"],
      code: ["validation.letterCode"],
      count: ["validation.outOfRange"],
      priceOre: ["validation.outOfRange"],
      share: ["validation.outOfRange"],
      from: ["validation.date"],
      on: ["validation.oneOf"],
      colour: ["validation.oneOf"],
      planId: ["validation.tooLong"],
    });
    // money is whole øre: kroner with decimals are the form's to turn into øre
    expect(fieldErrorsFrom(Thing.schemas.create.safeParse({ ...valid, priceOre: 12.5 }).error!)).toEqual({
      priceOre: ["validation.number"],
    });
  });

  it("derives the view (a count is shown, never taken), the list, the filters and the CSV columns", () => {
    expect(Object.keys(Thing.schemas.view.shape)).toEqual([
      "id",
      ...["name", "note", "code", "count", "priceOre", "share", "from", "on", "colour", "planId", "uses"],
      ...["createdAt", "updatedAt", "updatedBy"],
    ]);
    expect(Thing.list).toMatchObject({ sortable: ["name", "priceOre"], search: "prefix" });
    expect(Thing.list.filters!.safeParse({ colour: "green" }).success).toBe(false);
    expect(Thing.csv!.columns).toEqual([
      "id",
      "name",
      "note",
      "code",
      "count",
      "priceOre",
      "share",
      "from",
      "on",
      "colour",
      "planId",
    ]);
    expect(() =>
      defineFieldResource({
        name: "too-many",
        fields: { a: { kind: "bool" }, b: { kind: "bool" }, c: { kind: "bool" }, d: { kind: "bool" } },
        sortable: ["a", "b", "c", "d"],
        access: { read: "admin", write: "admin" },
      }),
    ).toThrow(/at most 3/);
  });

  it("derives the entity: an attribute per field, a sort key and an index per sort", () => {
    const { schema } = fieldEntity(Thing) as unknown as {
      schema: { attributes: Record<string, { type: unknown; required: boolean }>; indexes: Record<string, unknown> };
    };
    expect(schema.attributes.priceOre).toMatchObject({ type: "number", required: true });
    expect(schema.attributes.note).toMatchObject({ type: "string", required: false });
    expect(schema.attributes.colour!.type).toEqual(["red", "blue"]);
    expect(schema.attributes.on).toMatchObject({ type: "boolean" });
    expect(schema.attributes.nameKey).toMatchObject({ type: "string", required: true });
    expect(Object.keys(schema.indexes)).toEqual(["byId", "by_name", "by_priceOre"]);
  });

  it("orders numbers in the index as numbers and names as the list shows them", () => {
    const money = Thing.fields.priceOre;
    expect(sortKeyOf(money, 900) < sortKeyOf(money, 10_000)).toBe(true);
    expect(sortKeyOf(Thing.fields.name, "  Øst  Agder ")).toBe("øst agder");
  });
});
