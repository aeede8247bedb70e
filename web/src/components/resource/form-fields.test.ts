import { describe, expect, it } from "vitest";
import { PlanResource } from "@innfri/core/billing/plan.schema";
import { fieldsOf, toBody, toFormValues } from "./form-fields";

/** A resource stated by its fields gives its form: money typed in kroner and sent as øre, dates as date fields. */
describe("the form of a field resource", () => {
  const fields = fieldsOf(PlanResource.schemas.create, PlanResource.fields);
  const byName = (name: string) => fields.find((f) => f.name === name)!;

  it("reads each field's kind from the descriptor's fields", () => {
    expect(byName("priceOre")).toMatchObject({ kind: "money", inputMode: "decimal", required: true });
    expect(byName("availableUntil")).toMatchObject({ kind: "date", required: false });
    expect(byName("carryForward").kind).toBe("checkbox");
    expect(byName("nameNo")).toMatchObject({ kind: "text", required: true });
  });

  it("shows øre as kroner and sends kroner as øre; text that is no amount goes as typed for the schema to refuse", () => {
    const money = fields.filter((f) => f.name === "priceOre");
    expect(toFormValues(money, { priceOre: 29_905 })).toEqual({ priceOre: "299,05" });
    expect(toBody(money, { priceOre: "1 299,5" })).toEqual({ priceOre: 129_950 });
    expect(toBody(money, { priceOre: "mye" })).toEqual({ priceOre: "mye" });
    expect(
      PlanResource.schemas.create.safeParse({ priceOre: "mye" }).error!.issues.find((i) => i.path[0] === "priceOre")!
        .message,
    ).toBe("validation.number");
  });
});
