import { describe, expect, it } from "vitest";
import { municipalityNumbers } from "../reference/municipality-numbers";
import { AppError } from "../util/error";
import { counterUpdate, GLOBAL_SCOPE, readCounters } from "./counters";
import { committed } from "./transaction";
import { db } from "./db";
import { listPage } from "./list";

const actor = { userId: "admin-1" };
const q = (over: Partial<Parameters<typeof municipalityNumbers.list>[0]> = {}) =>
  municipalityNumbers.list({ page: 1, rowsPerPage: 25, sort: { field: "number", desc: false }, ...over });
const failure = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  const { code, fields } = err as AppError;
  return { code, fields };
};

describe("counters", () => {
  it("start at zero, and move only with the transaction they are in", async () => {
    const scope = `c-${Date.now()}`;
    expect(await readCounters(scope, ["a", "b"])).toEqual({
      a: { count: 0, amountOre: 0 },
      b: { count: 0, amountOre: 0 },
    });
    await committed(
      db()
        .transaction.write((e) => [
          counterUpdate(e, scope, "a", 2),
          counterUpdate(e, scope, "b", { count: 1, amountOre: 500 }),
        ])
        .go(),
    );
    // a failed transaction moves none of its counters
    await expect(
      committed(
        db()
          .transaction.write((e) => [
            counterUpdate(e, scope, "a", 5),
            e.unique.create({ field: "t", value: "x", ownerId: "1" }).commit(),
            e.unique.create({ field: "t", value: "x", ownerId: "2" }).commit(),
          ])
          .go(),
      ),
    ).rejects.toThrow();
    expect(await readCounters(scope, ["a", "b"])).toEqual({
      a: { count: 2, amountOre: 0 },
      b: { count: 1, amountOre: 500 },
    });
  });
});

describe("a CRUD store over one entity, counted by a counter", () => {
  it("creates, reads, lists with its total from the counter, updates, removes; maps conflicts to 422 and misses to 404", async () => {
    await municipalityNumbers.create({ number: "0301", name: "Oslo", county: "Oslo" }, actor);
    await municipalityNumbers.create({ number: "4601", name: "Bergen", county: "Vestland" }, actor);
    await municipalityNumbers.create({ number: "5001", name: "Trondheim", county: "Trøndelag" }, actor);

    expect(await failure(municipalityNumbers.create({ number: "0301", name: "X", county: "Y" }, actor))).toEqual({
      code: "VALIDATION",
      fields: { number: ["validation.alreadyExists"] },
    });
    expect((await readCounters(GLOBAL_SCOPE, ["municipality-numbers"]))["municipality-numbers"]!.count).toBe(3);

    const got = await municipalityNumbers.get("4601");
    expect(got).toMatchObject({ number: "4601", name: "Bergen", county: "Vestland", updatedBy: "admin-1" });
    expect((await failure(municipalityNumbers.get("9999"))).code).toBe("NOT_FOUND");

    const byNumber = await q();
    expect(byNumber.data.map((m) => m.number)).toEqual(["0301", "4601", "5001"]);
    expect(byNumber.total).toBe(3);
    const byNameDesc = await q({ sort: { field: "name", desc: true }, rowsPerPage: 2 });
    expect(byNameDesc.data.map((m) => m.name)).toEqual(["Trondheim", "Oslo"]);
    expect(byNameDesc.total).toBe(3);
    expect((await q({ sort: { field: "name", desc: true }, rowsPerPage: 2, page: 2 })).data.map((m) => m.name)).toEqual(
      ["Bergen"],
    );
    const searched = await q({ search: "tr" });
    expect(searched).toMatchObject({ total: 1, data: [{ number: "5001" }] });
    expect((await q({ search: "46" })).data.map((m) => m.number)).toEqual(["4601"]);

    const changed = await municipalityNumbers.update(
      "4601",
      { name: "Bjørgvin", county: "Vestland" },
      { userId: "a2" },
    );
    expect(changed).toMatchObject({ number: "4601", name: "Bjørgvin", updatedBy: "a2" });
    expect((await q({ search: "bjø" })).data.map((m) => m.number)).toEqual(["4601"]);
    expect((await failure(municipalityNumbers.update("9999", { name: "X", county: "Y" }, actor))).code).toBe(
      "NOT_FOUND",
    );

    await municipalityNumbers.remove("4601");
    expect((await failure(municipalityNumbers.remove("4601"))).code).toBe("NOT_FOUND");
    expect(await q()).toMatchObject({ total: 2, data: [{ number: "0301" }, { number: "5001" }] });
  });

  it("takes the total from the counter, not from the index", async () => {
    const scope = `list-${Date.now()}`;
    await committed(
      db()
        .transaction.write((e) => [counterUpdate(e, scope, "things", 41)])
        .go(),
    );
    const page = await listPage({
      run: async () => ({ data: ["a", "b"], cursor: null }),
      keyAttributes: [],
      page: 1,
      rowsPerPage: 25,
      total: { counter: { scope, name: "things" } },
    });
    expect(page).toEqual({ data: ["a", "b"], total: 41 });
  });
});
