import { ulid } from "ulid";
import { forceCollectionAddresses } from "@innfri/core/reference/force-collection-addresses";
import { municipalityNumbers } from "@innfri/core/reference/municipality-numbers";
import { petitionCourtLists } from "@innfri/core/reference/petition-court-lists";
import { policeStations } from "@innfri/core/reference/police-stations";
import { customerFeedback } from "@innfri/core/support/customer-feedback";
import { globalMessages } from "@innfri/core/support/global-messages";
import { ADMIN_RESOURCES } from "../src/routes/admin";
import { RESOURCE_SAMPLES } from "./resource-samples";

/**
 * Rows of the authorisation matrix (src/authorization.test.ts) for the admin resources, derived from their
 * descriptors' roles (every one is `admin` for reads and writes: sales 403, customer users refused) and their
 * samples. Interest rates keep their hand-written rows. Each request targets an item made for it.
 */
type Exp = "ok" | 403 | 404 | 422 | "deny";
const ADMIN = {
  admin: "ok",
  superadmin: "ok",
  sales: 403,
  owner: "deny",
  accountant: "deny",
  customWith: "deny",
  customWithout: "deny",
  other: "deny",
} as const satisfies Record<string, Exp>;
const ANYONE = {
  admin: "ok",
  superadmin: "ok",
  sales: "ok",
  owner: "ok",
  accountant: "ok",
  customWith: "ok",
  customWithout: "ok",
  other: "ok",
} as const;

/** Customer feedback: a user whose session has a customer loaded (in the cast, the owner; the others have none: 404). */
const CUSTOMER = { ...ADMIN, admin: "deny", superadmin: "deny", sales: "deny", owner: "ok" } as const;

const admin = { userId: "matrix" };
const n4 = () => String(1000 + Math.floor(Math.random() * 9000));
/** A valid body with fresh unique values, so every actor's create is a new item. */
function fresh(name: string): Record<string, unknown> {
  const body: Record<string, unknown> = { ...RESOURCE_SAMPLES[name]!.valid };
  for (const k of ["number", "municipalityNumber"]) if (k in body) body[k] = n4();
  if ("courtName" in body) body.courtName = `Matrise tingrett ${ulid()}`;
  return body;
}

/** The sample's update with fresh unique values (a court name is unique). */
function freshUpdate(name: string): Record<string, unknown> {
  const body: Record<string, unknown> = { ...RESOURCE_SAMPLES[name]!.update };
  if ("courtName" in body) body.courtName = `Matrise tingrett ${ulid()}`;
  return body;
}

type Resource = (typeof ADMIN_RESOURCES)[number];
/** A stored item of the resource (made through its own store), for the routes on one item. */
async function itemOf(r: Resource): Promise<string> {
  const name = r.descriptor.name;
  if (name === "customer-feedback") {
    const sender = { userEmail: "m@firma.test", customerId: ulid(), customerName: "Matrise AS" };
    return (await customerFeedback.create({ text: "Hei", page: null, rating: null, ...sender }, admin)).id;
  }
  const { schemas } = r.descriptor;
  const input = schemas.create.parse(fresh(name));
  const store = STORES[name]!;
  const view = (await store.create(input, admin)) as Record<string, unknown>;
  return String(view[r.descriptor.id]);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const STORES: Record<string, { create(input: any, actor: { userId: string }): Promise<unknown> }> = {
  "global-messages": globalMessages,
  "municipality-numbers": municipalityNumbers,
  "police-stations": policeStations,
  "petition-court-lists": petitionCourtLists,
  "force-collection-address": forceCollectionAddresses,
};

export function adminResourceRows() {
  return ADMIN_RESOURCES.filter((r) => r.descriptor.name !== "interests").flatMap((r) => {
    const { name, id, csv } = r.descriptor;
    const base = `/${name}`;
    const one = `${base}/{${id}}`;
    const sample = RESOURCE_SAMPLES[name]!;
    const rows = [
      { method: "GET", path: base, expect: ADMIN, req: async () => ({ method: "GET", path: base, secrets: [] }) },
      {
        method: "GET",
        path: one,
        expect: ADMIN,
        req: async () => ({ method: "GET", path: `${base}/${await itemOf(r)}`, secrets: [] }),
      },
      {
        method: "PUT",
        path: one,
        expect: ADMIN,
        req: async () => ({ method: "PUT", path: `${base}/${await itemOf(r)}`, body: freshUpdate(name), secrets: [] }),
      },
      {
        method: "DELETE",
        path: one,
        expect: ADMIN,
        req: async () => ({ method: "DELETE", path: `${base}/${await itemOf(r)}`, secrets: [] }),
      },
      sample.createdByCustomer
        ? {
            method: "POST",
            path: base,
            expect: CUSTOMER,
            note: "a user of the customer loaded in the session",
            req: async () => ({ method: "POST", path: base, body: sample.valid, secrets: [] }),
          }
        : {
            method: "POST",
            path: base,
            expect: ADMIN,
            req: async () => ({ method: "POST", path: base, body: fresh(name), secrets: [] }),
          },
    ];
    if (csv) {
      const header = csv.columns.join(";");
      const line = () =>
        csv.columns
          .map((c) => {
            const v = fresh(name)[c];
            return c === "id" ? "" : Array.isArray(v) ? v.join(",") : String(v ?? "");
          })
          .join(";");
      rows.push(
        {
          method: "GET",
          path: `${base}/export`,
          expect: ADMIN,
          req: async () => ({ method: "GET", path: `${base}/export`, secrets: [] }),
        },
        {
          method: "POST",
          path: `${base}/import`,
          expect: ADMIN,
          req: async () => ({ method: "POST", path: `${base}/import`, raw: `${header}\r\n${line()}\r\n`, secrets: [] }),
        } as never,
      );
    }
    if (name === "global-messages")
      rows.push(
        {
          method: "GET",
          path: `${base}/current`,
          expect: ANYONE as never,
          req: async () => ({ method: "GET", path: `${base}/current`, secrets: [] }),
        },
        {
          method: "POST",
          path: `${base}/{id}/dismiss`,
          expect: ANYONE as never,
          req: async () => ({ method: "POST", path: `${base}/${await itemOf(r)}/dismiss`, secrets: [] }),
        },
      );
    return rows;
  });
}
