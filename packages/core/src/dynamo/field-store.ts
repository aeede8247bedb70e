import "../i18n/resources"; // registers the texts of the keys named here
import "../i18n/offers"; // registers the texts of the keys named here
import { Entity } from "electrodb";
import type { z } from "zod";
import { ulid } from "ulid";
import { Clock } from "../clock";
import type { FieldDef } from "../resource/define";
import { inputFields, sortKeyOf, type FieldInput, type FieldResource, type Fields } from "../resource/field-resource";
import { fieldError } from "../util/error";
import { GLOBAL_SCOPE } from "./counters";
import { crudStore, type CrudActor, type CrudStore, type EntityAlias } from "./crud";
import { db } from "./db";
import { gsiKey, primaryKey, SERVICE } from "./keys";

/**
 * The entity and the store of a resource stated by its fields (resource/field-resource.ts): one global list per
 * resource, pk a constant `listed` (the resource's name), sk the id (a ULID); each sort a GSI (gsi1..3 in the order
 * of `sortable`) over `<field>Key` (sortKeyOf), so a list is a Query and a search a `begins` on the first sort's key.
 * The store is `crudStore` (counters, uniques, 404/422 as every resource), plus: a `ref` field must name an item
 * that exists (422 on the field), and a `count` field starts at 0 and is only moved by its own code.
 */
type Loose = any;

const attributeOf = (def: FieldDef) => {
  const required = !("optional" in def && def.optional) && def.kind !== "count";
  switch (def.kind) {
    case "int":
    case "money":
    case "percent":
    case "count":
      return { type: "number", required } as const;
    case "bool":
      return { type: "boolean", required } as const;
    case "enum":
      return { type: def.values as unknown as string[], required } as const;
    default:
      return { type: "string", required } as const;
  }
};

const keyName = (field: string) => `${field}Key`;

/** The ElectroDB entity of a field resource (attributes and indexes derived from its fields). */
export function fieldEntity(d: FieldResource) {
  const fields: Fields = d.fields;
  const sorts = d.list.sortable as readonly string[];
  return new Entity({
    model: { entity: d.name, version: "1", service: SERVICE },
    attributes: {
      listed: { type: "string", required: true, default: d.name, readOnly: true },
      id: { type: "string", required: true, readOnly: true },
      ...Object.fromEntries(Object.entries(fields).map(([k, def]) => [k, attributeOf(def)])),
      ...Object.fromEntries(sorts.map((k) => [keyName(k), { type: "string", required: true }])),
      createdAt: { type: "number", readOnly: true, required: true, default: () => Clock.nowMs() },
      updatedAt: { type: "number", watch: "*", required: true, default: () => Clock.nowMs(), set: () => Clock.nowMs() },
      updatedBy: { type: "string", required: true },
    },
    indexes: {
      byId: primaryKey(["listed"], ["id"]),
      ...Object.fromEntries(
        sorts.map((k, i) => [`by_${k}`, gsiKey(`gsi${i + 1}` as "gsi1", ["listed"], [keyName(k), "id"])]),
      ),
    },
  } as Loose);
}

/** Does an item with this id exist? By resource name: field resources register themselves, others by hand. */
const refs = new Map<string, (id: string) => Promise<boolean>>();
export const registerRef = (name: string, exists: (id: string) => Promise<boolean>) => refs.set(name, exists);

export type FieldStore<D extends FieldResource> = CrudStore<
  z.infer<D["schemas"]["view"]>,
  FieldInput<D["fields"]>,
  FieldInput<D["fields"]>
> & {
  /** Creates the item with this id unless it exists (seeds): true when created. */
  ensure(id: string, input: FieldInput<D["fields"]>): Promise<boolean>;
};

/** The store of a field resource; `alias` is its entity's name in `db().entities` (registered by its context). */
export function fieldStore<D extends FieldResource>(d: D, alias: string): FieldStore<D> {
  const fields: Fields = d.fields;
  const sorts = d.list.sortable as readonly string[];
  const inputs = inputFields(fields);
  const counts = Object.keys(fields).filter((k) => fields[k]!.kind === "count");
  const listed = d.name;
  const keys = (input: Record<string, unknown>) =>
    Object.fromEntries(sorts.map((k) => [keyName(k), sortKeyOf(fields[k]!, input[k])]));
  const defined = (input: Record<string, unknown>) =>
    Object.fromEntries(inputs.flatMap((k) => (input[k] === null || input[k] === undefined ? [] : [[k, input[k]]])));
  const entity = (): Loose => (db().entities as Loose)[alias];

  const crud = crudStore<EntityAlias, Record<string, unknown>, never, Record<string, unknown>, Record<string, unknown>>(
    alias as EntityAlias,
    {
      keyOf: (id) => ({ listed, id }),
      toView: (i) =>
        ({
          id: i.id,
          ...Object.fromEntries(
            Object.entries(fields).map(([k, def]) => [k, i[k] ?? (def.kind === "count" ? 0 : null)]),
          ),
          createdAt: i.createdAt,
          updatedAt: i.updatedAt,
          updatedBy: i.updatedBy,
        }) as never,
      // `id` is never in a parsed input (the schemas do not take it): only `ensure` (seeds) names one
      toItem: (input, actor) => ({
        ...defined(input),
        ...Object.fromEntries(counts.map((k) => [k, 0])),
        ...keys(input),
        listed,
        id: typeof input.id === "string" ? input.id : ulid(),
        updatedBy: actor.userId,
      }),
      toPatch: (input, actor) => ({
        ...Object.fromEntries(inputs.map((k) => [k, input[k] ?? null])),
        ...keys(input),
        updatedBy: actor.userId,
      }),
      uniques: Object.entries(fields).flatMap(([k, def]) =>
        "unique" in def && def.unique ? [{ field: k, message: "validation.alreadyExists" as const }] : [],
      ),
      keyAttributes: ["listed", "id", ...sorts.map(keyName)],
      counter: { scope: GLOBAL_SCOPE, name: listed },
      list: ({ sort, search, filters }) => {
        const field = search ? sorts[0]! : sorts.includes(sort.field) ? sort.field : sorts[0]!;
        const order = sort.desc ? ("desc" as const) : ("asc" as const);
        const narrow = Object.entries(filters ?? {}).filter(([, v]) => v !== undefined);
        return {
          run: (o) => {
            let q: Loose = entity().query[`by_${field}`]({ listed });
            if (search) q = q.begins({ [keyName(field)]: sortKeyOf(fields[field]!, search) });
            if (narrow.length)
              q = q.where((a: Loose, { eq }: Loose) =>
                narrow.map(([k, v]) => eq(a[k], fields[k]!.kind === "bool" ? v === "true" : v)).join(" AND "),
              );
            return q.go({ ...o, order });
          },
        };
      },
    },
  );

  async function checkRefs(input: Record<string, unknown>) {
    for (const [k, def] of Object.entries(fields)) {
      if (def.kind !== "ref" || typeof input[k] !== "string") continue;
      const exists = refs.get(def.to);
      if (!exists) throw new Error(`${d.name}.${k}: no reference check registered for "${def.to}"`);
      if (!(await exists(input[k]))) throw fieldError(k, "validation.refNotFound");
    }
  }

  registerRef(d.name, async (id) => !!(await entity().get({ listed, id }).go()).data);
  return {
    ...crud,
    async create(input: Record<string, unknown>, actor: CrudActor) {
      await checkRefs(input);
      return crud.create(input, actor);
    },
    async update(id: string, input: Record<string, unknown>, actor: CrudActor) {
      await checkRefs(input);
      return crud.update(id, input, actor);
    },
    async ensure(id: string, input: Record<string, unknown>) {
      if ((await entity().get({ listed, id }).go({ consistent: true })).data) return false;
      await crud.create({ ...input, id }, { userId: "seed" });
      return true;
    },
  } as never;
}
