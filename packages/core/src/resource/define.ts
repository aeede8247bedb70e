import type { z } from "zod";
import type { Role } from "./roles";

/**
 * A resource descriptor: what every layer needs to know about a resource, declared once beside its schemas (in
 * `<context>/<aggregate>.schema.ts`, no AWS imports) and read by storage (`dynamo/crud.ts`), the API
 * (`api/lib/resource-routes.ts`), the web (`web/src/components/resource/`) and the tests (the admin conformance test
 * and the authorisation matrix). Pure: the web imports it. See docs/architecture.md for a worked example.
 */

/** The groups of the admin area's sidebar, in the order they are shown. */
export const NAV_GROUPS = ["customers", "cases", "documents", "billing", "legal", "rates", "system"] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

export interface ResourceList<Sort extends string = string> {
  /** The camelCase fields the list sorts by; the first is the default. */
  sortable: readonly [Sort, ...Sort[]];
  /** The default sort is descending (newest first). */
  defaultDesc?: boolean;
  /** What `search` matches: a prefix of the resource's search key, or nothing (no search field). */
  search?: "prefix" | false;
  /** Extra query parameters that narrow the list (e.g. `status`), validated by this schema; all optional. */
  filters?: z.ZodObject;
}

export interface ResourceDescriptor<
  Name extends string = string,
  Create extends z.ZodType = z.ZodType,
  Update extends z.ZodType = z.ZodType,
  View extends z.ZodObject = z.ZodObject,
  Sort extends string = string,
> {
  /**
   * kebab-case, plural: the API path `/v1/<name>`, the admin page `/admin/<name>`, the query key `[name]` and the
   * i18n namespace of its texts.
   */
  name: Name;
  /** The field of the view that identifies an item, and the `{id}` of its paths. */
  id: keyof z.infer<View> & string;
  schemas: {
    /** The body of POST (what a form sends). */
    create: Create;
    /** The body of PUT. */
    update: Update;
    /** What the API answers for one item; lists answer `{ data: View[], total }`. */
    view: View;
  };
  list: ResourceList<Sort>;
  /** Who may read (list, get) and who may write (create, update, delete). */
  access: { read: Role; write: Role };
  /** Where the admin sidebar shows it (and the i18n key of its label); none for resources without an admin page. */
  nav?: { group: NavGroup; label: string };
  /** CSV import and export of the list (reference data): the columns, in order, as view fields. */
  /** CSV export and import (resource/csv.ts); `optional`: columns a file may leave out (added after files existed). */
  csv?: { columns: readonly (keyof z.infer<View> & string)[]; optional?: readonly (keyof z.infer<View> & string)[] };
  /**
   * The fields, stated once (resource/field-resource.ts `defineFieldResource`): the schemas above, the entity, the
   * store, the form's field kinds and the list's columns are derived from them. Absent on resources written by hand.
   */
  fields?: Readonly<Record<string, FieldDef>>;
}

/**
 * One field of a resource stated once (defineFieldResource). Money is integer øre (the form shows kroner), a
 * percent a whole number 0-100, a date `YYYY-MM-DD`, a `ref` the id of an item of another resource (checked to exist
 * on every write), a `count` a number only the system moves (shown, never in a form: a coupon's uses).
 * `column`: shown in the admin list; `filter`: the list narrows by it (`?<field>=`).
 */
export type FieldDef = (
  | { kind: "text"; max: number; optional?: boolean; unique?: boolean }
  | { kind: "code"; max: number; unique?: boolean }
  | { kind: "int"; min: number; max: number; optional?: boolean }
  | { kind: "money"; max: number; optional?: boolean }
  | { kind: "percent"; optional?: boolean }
  | { kind: "date"; optional?: boolean }
  | { kind: "bool" }
  | { kind: "enum"; values: readonly [string, ...string[]]; optional?: boolean }
  | { kind: "ref"; to: string; optional?: boolean }
  | { kind: "count" }
) & { column?: boolean; filter?: boolean };

/** Declares a resource; the identity function, there for inference (`as const` on the names and sort keys). */
export const defineResource = <
  const Name extends string,
  Create extends z.ZodType,
  Update extends z.ZodType,
  View extends z.ZodObject,
  const Sort extends string,
>(
  descriptor: ResourceDescriptor<Name, Create, Update, View, Sort>,
) => descriptor;

/** The item type a descriptor's view schema gives. */
export type ViewOf<D extends ResourceDescriptor> = z.infer<D["schemas"]["view"]>;
export type CreateOf<D extends ResourceDescriptor> = z.input<D["schemas"]["create"]>;
export type UpdateOf<D extends ResourceDescriptor> = z.input<D["schemas"]["update"]>;
