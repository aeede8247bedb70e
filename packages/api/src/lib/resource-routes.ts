import "@innfri/core/i18n/resources"; // registers the texts of the keys named here
import { z } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import type { CrudActor, CrudImportRow, CrudListQuery } from "@innfri/core/dynamo/crud";
import { t, type MessageKey } from "@innfri/core/i18n/messages";
import { exportCsv, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, readCsvImport } from "@innfri/core/resource/csv";
import type { ResourceDescriptor } from "@innfri/core/resource/define";
import { AppError } from "@innfri/core/util/error";
import { csvHeaders, csvResponses } from "../routes/ledger/schemas";
import { listQuery } from "./list";
import { jsonBody, router } from "./openapi";
import { secured } from "./route";
import { listOf, MessageResponse, responses } from "./schemas";

/**
 * The routes of a resource from its descriptor (core/resource/define.ts) and its store (core/dynamo/crud.ts or one
 * of the same shape): `GET /` (page, sort, search, the descriptor's filters), `GET /{id}`, `POST /`, `PUT /{id}`,
 * `DELETE /{id}`, and for a `csv` resource `GET /export` and `POST /import`. Reads need the descriptor's read
 * role, changes its write role (secured(): enforced before validation, written into the document as `x-role`).
 * Mount it at `/<name>` (mountResources below does, for the lists of routes/admin and routes/collection).
 */
export interface ResourceStore<View, Create, Update> {
  get(id: string): Promise<View>;
  create(input: Create, actor: CrudActor): Promise<View>;
  update(id: string, input: Update, actor: CrudActor): Promise<View>;
  remove(id: string): Promise<void>;
  list(q: CrudListQuery): Promise<{ data: View[]; total: number }>;
  /** CSV resources: every item, for the export. */
  all?(max: number): Promise<View[]>;
  /** CSV resources: the import, checked whole before anything is written. */
  importRows?(rows: CrudImportRow<Create, Update>[], actor: CrudActor): Promise<{ created: number; updated: number }>;
}

export interface ResourceRouteOptions {
  /** The path parameter's schema (default: the descriptor's id, 1-100 characters). */
  params?: z.ZodObject;
  /** The message of a delete (default "resources.deleted"). */
  deleted?: MessageKey;
  /** No generic POST: the resource is created by a route of its own (customer feedback). */
  noCreate?: boolean;
}

/** The most rows an export gives (reference lists are a few hundred rows). */
const EXPORT_MAX = MAX_IMPORT_ROWS;

const importLimit = bodyLimit({
  maxSize: MAX_IMPORT_BYTES,
  onError: () => {
    throw new AppError(
      "VALIDATION",
      "validation.invalid",
      { max: MAX_IMPORT_ROWS },
      { file: ["resources.csvTooLarge"] },
    );
  },
});

export function resourceRoutes<D extends ResourceDescriptor>(
  d: D,
  store: ResourceStore<any, any, any>,
  opts: ResourceRouteOptions = {},
) {
  const tags = [d.name];
  const { read, write } = d.access;
  const params = opts.params ?? z.object({ [d.id]: z.string().min(1).max(100) });
  const path = `/{${d.id}}`;
  const View = d.schemas.view;
  const query = listQuery({
    sortable: d.list.sortable,
    ...(d.list.defaultDesc ? { defaultDesc: true } : {}),
    ...(d.list.filters ? { filters: d.list.filters } : {}),
  });
  const actorOf = (c: { get(key: "actor"): { userId: string } }) => ({ userId: c.get("actor").userId });
  const idOf = (p: Record<string, string>) => p[d.id]!;

  const base = router().openapi(
    secured({
      method: "get",
      path: "/",
      tags,
      role: read,
      summary: `The ${d.name} list: page, sort, search${d.list.filters ? ", filters" : ""}`,
      request: { query },
      responses: responses(listOf(View)),
    }),
    async (c) => {
      const q = c.req.valid("query");
      return c.json(await store.list({ ...q, search: d.list.search ? q.search : undefined }), 200);
    },
  );

  const withCsv = !d.csv
    ? base
    : base
        .openapi(
          secured({
            method: "get",
            path: "/export",
            tags,
            role: read,
            summary: `The ${d.name} as CSV (UTF-8 with BOM, semicolons; the header names the fields)`,
            responses: csvResponses,
          }),
          async (c) => {
            const { filename, csv } = exportCsv(d as never, await store.all!(EXPORT_MAX));
            return c.body(csv, 200, csvHeaders(filename)) as never;
          },
        )
        .openapi(
          secured({
            method: "post",
            path: "/import",
            tags,
            role: write,
            use: importLimit,
            summary: `Import ${d.name} from CSV (the export's columns; at most ${MAX_IMPORT_ROWS} rows and 1 MB): all rows or none`,
            request: {
              body: {
                required: true,
                content: { "text/csv": { schema: z.string() }, "application/octet-stream": { schema: z.string() } },
              },
            },
            responses: responses(MessageResponse.extend({ created: z.number().int(), updated: z.number().int() })),
          }),
          async (c) => {
            const bytes = new Uint8Array(await c.req.arrayBuffer());
            const rows = readCsvImport(d as never, bytes);
            const { created, updated } = await store.importRows!(rows, actorOf(c));
            const message = t(c.get("lang"), "resources.imported", { count: created + updated });
            return c.json({ message, created, updated }, 200);
          },
        );

  const withGet = withCsv.openapi(
    secured({
      method: "get",
      path,
      tags,
      role: read,
      summary: `One of the ${d.name}`,
      request: { params },
      responses: responses(View),
    }),
    async (c) => c.json(await store.get(idOf(c.req.valid("param") as Record<string, string>)), 200),
  );

  const withCreate = opts.noCreate
    ? withGet
    : withGet.openapi(
        secured({
          method: "post",
          path: "/",
          tags,
          role: write,
          summary: `A new one of the ${d.name}`,
          request: { body: jsonBody(d.schemas.create) },
          responses: responses(View, "Created", 201),
        }),
        async (c) => c.json(await store.create(c.req.valid("json"), actorOf(c)), 201),
      );

  return withCreate
    .openapi(
      secured({
        method: "put",
        path,
        tags,
        role: write,
        summary: `Change one of the ${d.name}`,
        request: { params, body: jsonBody(d.schemas.update) },
        responses: responses(View),
      }),
      async (c) => {
        const id = idOf(c.req.valid("param") as Record<string, string>);
        return c.json(await store.update(id, c.req.valid("json"), actorOf(c)), 200);
      },
    )
    .openapi(
      secured({
        method: "delete",
        path,
        tags,
        role: write,
        summary: `Delete one of the ${d.name}`,
        request: { params },
        responses: responses(MessageResponse),
      }),
      async (c) => {
        await store.remove(idOf(c.req.valid("param") as Record<string, string>));
        return c.json({ message: t(c.get("lang"), opts.deleted ?? "resources.deleted") }, 200);
      },
    );
}

/** A list of resources as a function mounts them: each at `/<name>`, its own routes (`before`) first. */
export interface MountedResource {
  descriptor: { name: string };
  routes: ReturnType<typeof router>;
  before?: ReturnType<typeof router>;
}

/** One router of a list of resources (routes/admin, routes/collection), mounted at /v1 by their function. */
export function mountResources(list: readonly unknown[]) {
  const mounted = router();
  // a plain shape: the union of every resource's route types is too deep for the compiler
  for (const r of list as readonly MountedResource[]) {
    if (r.before) mounted.route(`/${r.descriptor.name}`, r.before);
    mounted.route(`/${r.descriptor.name}`, r.routes);
  }
  return mounted;
}
