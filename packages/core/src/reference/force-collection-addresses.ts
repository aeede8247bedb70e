import "./entities"; // registers the entities named here
import "../i18n/resources"; // registers the texts of the keys named here
import type { EntityItem } from "electrodb";
import type { z } from "zod";
import { GLOBAL_SCOPE } from "../dynamo/counters";
import { crudStore } from "../dynamo/crud";
import { db } from "../dynamo/db";
import { searchKey } from "../resource/fields";
import type { ForceCollectionAddressEntity } from "./entities";
import {
  ForceCollectionAddressResource,
  type CreateForceCollectionAddressInput,
  type ForceCollectionAddressView,
  type UpdateForceCollectionAddressInput,
} from "./force-collection-address.schema";

type Item = EntityItem<typeof ForceCollectionAddressEntity>;
const listed = ForceCollectionAddressResource.name;

/** The store of `force-collection-address`: by municipality number or office name; digits search the number. */
export const forceCollectionAddresses = crudStore<
  "forceCollectionAddress",
  Item,
  ForceCollectionAddressView,
  z.output<typeof CreateForceCollectionAddressInput>,
  z.output<typeof UpdateForceCollectionAddressInput>
>("forceCollectionAddress", {
  keyOf: (municipalityNumber) => ({ listed, municipalityNumber }),
  taken: { field: "municipalityNumber", message: "validation.alreadyExists" },
  toView: (i) => ({
    municipalityNumber: i.municipalityNumber,
    officeName: i.officeName,
    address: i.address,
    postcode: i.postcode,
    city: i.city,
    createdAt: i.createdAt,
    updatedAt: i.updatedAt,
    updatedBy: i.updatedBy,
  }),
  toItem: (input, actor) =>
    ({ ...input, listed, nameKey: searchKey(input.officeName), updatedBy: actor.userId }) as Item,
  toPatch: (input, actor) => ({ ...input, nameKey: searchKey(input.officeName), updatedBy: actor.userId }),
  keyAttributes: ["listed", "municipalityNumber", "nameKey"],
  counter: { scope: GLOBAL_SCOPE, name: listed },
  list: ({ sort, search }) => {
    const q = db().entities.forceCollectionAddress.query;
    const order = sort.desc ? ("desc" as const) : ("asc" as const);
    const s = search?.trim() ?? "";
    return {
      run: (o) => {
        const go = { ...o, order, attributes: o.attributes as ["municipalityNumber"] | undefined };
        if (/^[0-9]+$/.test(s)) return q.byNumber({ listed }).begins({ municipalityNumber: s }).go(go) as never;
        if (s)
          return q
            .byName({ listed })
            .begins({ nameKey: searchKey(s) })
            .go(go) as never;
        if (sort.field === "officeName") return q.byName({ listed }).go(go) as never;
        return q.byNumber({ listed }).go(go) as never;
      },
    };
  },
});
