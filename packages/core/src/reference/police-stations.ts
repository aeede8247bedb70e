import "./entities"; // registers the entities named here
import type { EntityItem } from "electrodb";
import { ulid } from "ulid";
import type { z } from "zod";
import { GLOBAL_SCOPE } from "../dynamo/counters";
import { crudStore } from "../dynamo/crud";
import { db } from "../dynamo/db";
import { searchKey } from "../resource/fields";
import type { PoliceStationEntity } from "./entities";
import { PoliceStationResource, type CreatePoliceStationInput, type PoliceStationView } from "./police-station.schema";

type Item = EntityItem<typeof PoliceStationEntity>;
type Input = z.output<typeof CreatePoliceStationInput>;
const listed = PoliceStationResource.name;

const keys = (input: Input) => ({ nameKey: searchKey(input.name), districtKey: searchKey(input.district) });

/** The store of `police-stations`: by name or by district; search is a prefix of the name. */
export const policeStations = crudStore<"policeStation", Item, PoliceStationView, Input, Input>("policeStation", {
  keyOf: (id) => ({ listed, id }),
  toView: (i) => ({
    id: i.id,
    district: i.district,
    name: i.name,
    address: i.address,
    postcode: i.postcode,
    city: i.city,
    createdAt: i.createdAt,
    updatedAt: i.updatedAt,
    updatedBy: i.updatedBy,
  }),
  toItem: (input, actor) => ({ ...input, ...keys(input), listed, id: ulid(), updatedBy: actor.userId }) as Item,
  toPatch: (input, actor) => ({ ...input, ...keys(input), updatedBy: actor.userId }),
  keyAttributes: ["listed", "id", "nameKey", "districtKey"],
  counter: { scope: GLOBAL_SCOPE, name: listed },
  list: ({ sort, search }) => {
    const q = db().entities.policeStation.query;
    const order = sort.desc ? ("desc" as const) : ("asc" as const);
    return {
      run: (o) => {
        const go = { ...o, order, attributes: o.attributes as ["id"] | undefined };
        if (search)
          return q
            .byName({ listed })
            .begins({ nameKey: searchKey(search) })
            .go(go) as never;
        if (sort.field === "district") return q.byDistrict({ listed }).go(go) as never;
        return q.byName({ listed }).go(go) as never;
      },
    };
  },
});
