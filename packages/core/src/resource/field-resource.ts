import "../i18n/offers"; // registers the texts of the keys named here
import { z } from "zod";
import { defineResource, type FieldDef, type NavGroup, type ResourceDescriptor } from "./define";
import { calendarDate, flag, oneOf, optionalText, searchKey, stamps, text, wholeNumber } from "./fields";
import type { Role } from "./roles";

/**
 * A simple resource whose fields are stated once (issue 19): `defineFieldResource({ name, fields, sortable, … })`
 * derives the create/update/view schemas (with the API's bounds and per-field messages), the list's sorts, search
 * and filters, and the CSV columns; `dynamo/field-store.ts` derives the ElectroDB entity and the store from the same
 * `fields`, and the web's form and list columns read them too (components/resource). Pure: the web imports it.
 */
export type Fields = Readonly<Record<string, FieldDef>>;

type Base<F> = F extends { kind: "text" | "code" | "date" | "ref" }
  ? string
  : F extends { kind: "int" | "money" | "percent" | "count" }
    ? number
    : F extends { kind: "bool" }
      ? boolean
      : F extends { kind: "enum"; values: readonly (infer V)[] }
        ? V
        : never;
type Value<F> = F extends { optional: true } ? Base<F> | null : Base<F>;
type InputKeys<F extends Fields> = { [K in keyof F]: F[K] extends { kind: "count" } ? never : K }[keyof F];
/** What a create or update gives after parsing (count fields are the system's). */
export type FieldInput<F extends Fields> = { -readonly [K in InputKeys<F>]: Value<F[K]> };
type ViewShape<F extends Fields> = { -readonly [K in keyof F]: z.ZodType<Value<F[K]>> } & {
  id: z.ZodString;
  createdAt: z.ZodNumber;
  updatedAt: z.ZodNumber;
  updatedBy: z.ZodString;
};

/** The most a money field may hold unless it says less: NOK 10 000 000. */
export const MAX_PRICE_ORE = 1_000_000_000;
const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");
const orNull = (schema: z.ZodType) => z.preprocess((v) => (blank(v) ? null : v), schema.nullable());
const id = () =>
  z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required" })
    .max(40, { error: "validation.tooLong" });

/** Øre: a whole number (JSON), or its digits (a CSV cell); the web's form turns typed kroner into øre. */
const money = (max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" && /^\s*[0-9]+\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: (iss) => (blank(iss.input) ? "validation.required" : "validation.number") })
      .int({ error: "validation.number" })
      .min(0, { error: "validation.outOfRange" })
      .max(max, { error: "validation.outOfRange" }),
  );

/** A code people type (a coupon): letters, digits and dashes, compared and stored in upper case. */
const code = (max: number) =>
  z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required", abort: true })
    .max(max, { error: "validation.tooLong", abort: true })
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9ÆØÅ][A-Z0-9ÆØÅ-]*$/, { error: "validation.letterCode" }));

const bool = () => z.preprocess((v) => (v === "true" ? true : v === "false" ? false : v), flag());

/** The input schema of one field (undefined for a count, which no one sends). */
export function inputSchema(def: FieldDef): z.ZodType | undefined {
  const optional = "optional" in def && def.optional;
  const base = ((): z.ZodType | undefined => {
    switch (def.kind) {
      case "text":
        return optional ? optionalText(def.max) : text(def.max);
      case "code":
        return code(def.max);
      case "int":
        return wholeNumber(def.min, def.max);
      case "money":
        return money(def.max);
      case "percent":
        return wholeNumber(0, 100);
      case "date":
        return calendarDate();
      case "bool":
        return bool();
      case "enum":
        return oneOf(def.values);
      case "ref":
        return id();
      case "count":
        return undefined;
    }
  })();
  return base && optional && def.kind !== "text" ? orNull(base) : base;
}

/** The view schema of one field. */
export function viewSchema(def: FieldDef): z.ZodType {
  const base: z.ZodType =
    def.kind === "int" || def.kind === "money" || def.kind === "percent" || def.kind === "count"
      ? z.number()
      : def.kind === "bool"
        ? z.boolean()
        : def.kind === "enum"
          ? z.enum(def.values)
          : z.string();
  return "optional" in def && def.optional ? base.nullable() : base;
}

/** The fields a create or update takes, in order (a count is the system's). */
export const inputFields = (fields: Fields) => Object.keys(fields).filter((k) => fields[k]!.kind !== "count");

/**
 * The stored sort key of a field's value (its entity attribute `<field>Key`): a text's search key, a number
 * zero-padded (so the index orders it as a number), a date or choice as it is, nothing as "".
 */
export function sortKeyOf(def: FieldDef, value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value).padStart(16, "0");
  if (typeof value === "boolean") return value ? "1" : "0";
  return def.kind === "text" || def.kind === "code" ? searchKey(String(value)) : String(value);
}

/** A list filter's query parameter: a choice, a reference's id, yes or no. */
const filterSchema = (def: FieldDef) =>
  (def.kind === "enum" ? oneOf(def.values) : def.kind === "bool" ? oneOf(["true", "false"]) : id()).optional();

export interface FieldResourceSpec<Name extends string, F extends Fields, Sort extends keyof F & string> {
  name: Name;
  fields: F;
  /** The sorts (at most 3: one index each); the first is the default and, when it is text, what `search` matches. */
  sortable: readonly [Sort, ...Sort[]];
  defaultDesc?: boolean;
  access: { read: Role; write: Role };
  nav?: { group: NavGroup; label: string };
  /** CSV export and import of every field (id first: a row with an id changes that item). */
  csv?: boolean;
  /** Rules across fields (a date order), with the field each message lands on. */
  rules?: (value: FieldInput<F>, ctx: z.RefinementCtx) => void;
}

/** Declares a resource from its fields: a `ResourceDescriptor` whose schemas, list and CSV are derived. */
export function defineFieldResource<
  const Name extends string,
  const F extends Fields,
  const Sort extends keyof F & string,
>(spec: FieldResourceSpec<Name, F, Sort>) {
  if (spec.sortable.length > 3) throw new Error(`${spec.name}: at most 3 sorts (one index each)`);
  const inputs = inputFields(spec.fields);
  const shape = Object.fromEntries(inputs.map((k) => [k, inputSchema(spec.fields[k]!)!]));
  const object = z.object(shape);
  const input = (spec.rules ? object.superRefine(spec.rules as never) : object) as unknown as z.ZodType<FieldInput<F>>;
  const view = z.object({
    id: z.string(),
    ...Object.fromEntries(Object.entries(spec.fields).map(([k, def]) => [k, viewSchema(def)])),
    ...stamps,
  }) as unknown as z.ZodObject<ViewShape<F>>;
  const filtered = Object.entries(spec.fields).filter(([, def]) => def.filter);
  const filters = filtered.length
    ? z.object(Object.fromEntries(filtered.map(([k, def]) => [k, filterSchema(def)])))
    : undefined;
  const first = spec.fields[spec.sortable[0]]!;
  const descriptor = defineResource({
    name: spec.name,
    id: "id" as never,
    schemas: { create: input, update: input, view },
    list: {
      sortable: spec.sortable,
      ...(spec.defaultDesc ? { defaultDesc: true } : {}),
      search: first.kind === "text" || first.kind === "code" ? "prefix" : false,
      ...(filters ? { filters } : {}),
    },
    access: spec.access,
    ...(spec.nav ? { nav: spec.nav } : {}),
    ...(spec.csv ? { csv: { columns: ["id", ...inputs] as never } } : {}),
  });
  // the fields keep their literal type (FieldInput and the web's columns read it)
  return { ...descriptor, fields: spec.fields } as Omit<typeof descriptor, "fields"> & { fields: F };
}

/** Any resource declared by defineFieldResource. */
export type FieldResource = ResourceDescriptor & { fields: Fields };
