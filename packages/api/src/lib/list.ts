import { z } from "@hono/zod-openapi";

/**
 * The list conventions every resource shares: `page` (from 1 to MAX_PAGE), `rowsPerPage` (1-100, default 25),
 * `sortBy` in snake_case (`-` prefix or `sortDesc=true` for descending), `search`, and `expand=a,b.c`.
 * A list answers `{ data, total }`.
 */
export interface ListQuery<F extends string> {
  page: number;
  rowsPerPage: number;
  sort: { field: F; desc: boolean };
  search: string | undefined;
  expand: ExpandTree;
  /** The list's own filters (`filters` of listQuery), validated; absent ones are undefined. */
  filters: Record<string, unknown>;
}

/**
 * The deepest page a list serves (422 beyond it): 1 000 pages of up to 100 rows. A deeper page would walk that many
 * keys of the index (DynamoDB has no offset); search and filters narrow a list instead.
 */
export const MAX_PAGE = 1000;

export type ExpandTree = { [relation: string]: ExpandTree };

const camel = (s: string) => s.replace(/_([a-z0-9])/g, (_, ch: string) => ch.toUpperCase());
const snake = (s: string) => s.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`);

/** `a,b.c,b.d` → `{ a: {}, b: { c: {}, d: {} } }`. */
export function parseExpand(value: string | undefined): ExpandTree {
  const tree: ExpandTree = {};
  for (const path of (value ?? "")
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
    let node = tree;
    for (const part of path.split(".")) node = node[part] ??= {};
  }
  return tree;
}

/** Every dotted path of a tree: `{ b: { c: {} } }` → ["b", "b.c"]. */
export const expandPaths = (tree: ExpandTree, prefix = ""): string[] =>
  Object.entries(tree).flatMap(([k, sub]) => [prefix + k, ...expandPaths(sub, `${prefix}${k}.`)]);

/**
 * The query schema of a list: `sortable` are the camelCase fields the resource can sort by (the first is
 * the default), `expandable` the relations it can expand. Unknown values are a 422 on that parameter.
 */
export function listQuery<F extends string>(opts: {
  sortable: readonly [F, ...F[]];
  defaultDesc?: boolean;
  expandable?: readonly string[];
  /** Extra query parameters that narrow the list (a resource descriptor's `list.filters`), all optional. */
  filters?: z.ZodObject;
}) {
  const sortable = new Set<string>(opts.sortable.map(snake));
  return z
    .object({
      page: z.coerce
        .number({ error: "validation.number" })
        .int({ error: "validation.number" })
        .min(1, { error: "validation.number" })
        .max(MAX_PAGE, { error: "validation.pageMax" })
        .default(1),
      rowsPerPage: z.coerce
        .number({ error: "validation.number" })
        .int({ error: "validation.number" })
        .min(1, { error: "validation.number" })
        .max(100, { error: "validation.number" })
        .default(25),
      sortBy: z
        .string()
        .max(100, { error: "validation.oneOf" })
        .optional()
        .refine((v) => v === undefined || sortable.has(v.replace(/^-/, "")), { error: "validation.oneOf" }),
      sortDesc: z.enum(["true", "false", "1", "0"], { error: "validation.oneOf" }).optional(),
      search: z.string().trim().max(100, { error: "validation.tooLong" }).optional(),
      expand: z
        .string()
        .max(500, { error: "validation.oneOf" })
        .optional()
        .refine((v) => expandPaths(parseExpand(v)).every((p) => opts.expandable?.includes(p)), {
          error: "validation.oneOf",
        }),
      ...(opts.filters?.shape ?? {}),
    })
    .transform((q): ListQuery<F> => {
      const raw = q.sortBy ?? snake(opts.sortable[0]);
      const desc =
        raw.startsWith("-") ||
        q.sortDesc === "true" ||
        q.sortDesc === "1" ||
        (q.sortBy === undefined && !!opts.defaultDesc);
      return {
        page: q.page,
        rowsPerPage: q.rowsPerPage,
        sort: { field: camel(raw.replace(/^-/, "")) as F, desc },
        search: q.search || undefined,
        expand: parseExpand(q.expand),
        filters: Object.fromEntries(
          Object.keys(opts.filters?.shape ?? {}).map((k) => [k, (q as Record<string, unknown>)[k]]),
        ),
      };
    });
}

export const listResponse = <T>(data: T[], total: number) => ({ data, total });
