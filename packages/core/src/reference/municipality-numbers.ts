import "./entities"; // registers the entities named here
import "../i18n/resources"; // registers the texts of the keys named here
import type { EntityItem } from "electrodb";
import { GLOBAL_SCOPE } from "../dynamo/counters";
import { crudStore } from "../dynamo/crud";
import { db } from "../dynamo/db";
import { searchKey } from "../resource/fields";
import type { MunicipalityEntity } from "./entities";
import {
  MunicipalityNumberResource,
  type CreateMunicipalityNumberInput,
  type MunicipalityNumberView,
  type UpdateMunicipalityNumberInput,
} from "./municipality-number.schema";
import type { z } from "zod";

type Item = EntityItem<typeof MunicipalityEntity>;
/** A municipality written without postcodes (an older CSV, a test) has none. */
type Optional<T extends { postcodes: string[] }> = Omit<T, "postcodes"> & { postcodes?: string[] };
const listed = MunicipalityNumberResource.name;

/** The store of `municipality-numbers`: by number or by name; a search of digits is a prefix of the number. */
export const municipalityNumbers = crudStore<
  "municipalityNumber",
  Item,
  MunicipalityNumberView,
  Optional<z.output<typeof CreateMunicipalityNumberInput>>,
  Optional<z.output<typeof UpdateMunicipalityNumberInput>>
>("municipalityNumber", {
  keyOf: (number) => ({ listed, number }),
  taken: { field: "number", message: "validation.alreadyExists" },
  toView: (i) => ({
    number: i.number,
    name: i.name,
    county: i.county,
    postcodes: i.postcodes ?? [],
    createdAt: i.createdAt,
    updatedAt: i.updatedAt,
    updatedBy: i.updatedBy,
  }),
  toItem: (input, actor) => ({ ...input, listed, nameKey: searchKey(input.name), updatedBy: actor.userId }) as Item,
  toPatch: (input, actor) => ({ ...input, nameKey: searchKey(input.name), updatedBy: actor.userId }),
  keyAttributes: ["listed", "number", "nameKey"],
  counter: { scope: GLOBAL_SCOPE, name: listed },
  list: ({ sort, search }) => {
    const q = db().entities.municipalityNumber.query;
    const order = sort.desc ? ("desc" as const) : ("asc" as const);
    const s = search?.trim() ?? "";
    return {
      run: (o) => {
        const go = { ...o, order, attributes: o.attributes as ["number"] | undefined };
        if (/^[0-9]+$/.test(s)) return q.byNumber({ listed }).begins({ number: s }).go(go) as never;
        if (s)
          return q
            .byName({ listed })
            .begins({ nameKey: searchKey(s) })
            .go(go) as never;
        if (sort.field === "name") return q.byName({ listed }).go(go) as never;
        return q.byNumber({ listed }).go(go) as never;
      },
    };
  },
});
