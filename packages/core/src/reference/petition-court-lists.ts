import "./entities"; // registers the entities named here
import "../i18n/resources"; // registers the texts of the keys named here
import type { EntityItem } from "electrodb";
import { ulid } from "ulid";
import type { z } from "zod";
import { GLOBAL_SCOPE } from "../dynamo/counters";
import { crudStore } from "../dynamo/crud";
import { db } from "../dynamo/db";
import { searchKey } from "../resource/fields";
import type { PetitionCourtEntity } from "./entities";
import {
  PetitionCourtListResource,
  type CreatePetitionCourtListInput,
  type PetitionCourtListView,
} from "./petition-court-list.schema";

type Item = EntityItem<typeof PetitionCourtEntity>;
type Input = z.output<typeof CreatePetitionCourtListInput>;
const listed = PetitionCourtListResource.name;

/** The store of `petition-court-lists`: by court name (unique); search is a prefix of the name. */
export const petitionCourtLists = crudStore<"petitionCourt", Item, PetitionCourtListView, Input, Input>(
  "petitionCourt",
  {
    keyOf: (id) => ({ listed, id }),
    uniques: [{ field: "nameKey", message: "validation.alreadyExists", as: "courtName" }],
    toView: (i) => ({
      id: i.id,
      courtName: i.courtName,
      address: i.address,
      postcode: i.postcode,
      city: i.city,
      municipalityNumbers: i.municipalityNumbers,
      createdAt: i.createdAt,
      updatedAt: i.updatedAt,
      updatedBy: i.updatedBy,
    }),
    toItem: (input, actor) =>
      ({ ...input, nameKey: searchKey(input.courtName), listed, id: ulid(), updatedBy: actor.userId }) as Item,
    toPatch: (input, actor) => ({ ...input, nameKey: searchKey(input.courtName), updatedBy: actor.userId }),
    keyAttributes: ["listed", "id", "nameKey"],
    counter: { scope: GLOBAL_SCOPE, name: listed },
    list: ({ sort, search }) => {
      const q = db().entities.petitionCourt.query.byName({ listed });
      const order = sort.desc ? ("desc" as const) : ("asc" as const);
      return {
        run: (o) => {
          const go = { ...o, order, attributes: o.attributes as ["id"] | undefined };
          return (search ? q.begins({ nameKey: searchKey(search) }) : q).go(go) as never;
        },
      };
    },
  },
);
