import { ulid } from "ulid";
import { forceCollectionAddresses } from "@innfri/core/reference/force-collection-addresses";
import { municipalityNumbers } from "@innfri/core/reference/municipality-numbers";
import { petitionCourtLists } from "@innfri/core/reference/petition-court-lists";
import { policeStations } from "@innfri/core/reference/police-stations";
import { customerFeedback } from "@innfri/core/support/customer-feedback";
import { globalMessages } from "@innfri/core/support/global-messages";
import { claimTypes, globalSteps, procedures, proceduresAfterGlobalStep, steps } from "@innfri/core/procedures/stores";
import { documentTemplates, emailTemplates, generalDocuments } from "@innfri/core/letters/templates";
import { feeTableStore } from "@innfri/core/law/fee-table";
import {
  billingSchedules,
  coupons,
  customerStepCosts,
  plans,
  rewards,
  userGroupPlans,
  userGroups,
} from "@innfri/core/billing/plan-stores";
import { addScheduleCustomers } from "@innfri/core/billing/billing-schedule-customers";
import { createUser } from "../../support";
import { ADMIN_RESOURCES } from "../../../src/routes/admin/all";
import type { Row } from "../row";
import { RESOURCE_SAMPLES } from "../../resource-samples";

/**
 * Rows of the authorisation matrix (src/authorization.test.ts) for the admin resources of routes/admin (interest
 * rates keep their own rows in admin.ts): how to build each request. What each actor gets comes from the declared
 * roles. Each request targets an item made for it through the resource's own store.
 */
const admin = { userId: "matrix" };
/** Four-digit numbers, each once per run (a random pick would collide within a run of the matrix). */
let next = 1000 + Math.floor(Math.random() * 4000);
const n4 = () => String(next++);
let day = Math.floor(Math.random() * 20_000);
const nextDay = () => new Date(Date.UTC(2200, 0, 1) + day++ * 86_400_000).toISOString().slice(0, 10);
/** A valid body with fresh unique values, so every actor's create is a new item. */
function fresh(name: string): Record<string, unknown> {
  const body: Record<string, unknown> = { ...RESOURCE_SAMPLES[name]!.valid };
  for (const k of ["number", "municipalityNumber"]) if (k in body) body[k] = n4();
  if ("courtName" in body) body.courtName = `Matrise tingrett ${ulid()}`;
  // ids and template names the admin chooses are unique too
  if (typeof body.id === "string") body.id = `matrix-${ulid().toLowerCase()}`;
  if ("template" in body) body.template = `matrix-${ulid().toLowerCase()}`;
  // a fee row is keyed by its date: a day of its own per item, far after every real row
  if ("validFrom" in body && name === "fees") body.validFrom = nextDay();
  // coupon codes, user group and billing schedule names are unique
  if ("code" in body) body.code = `M${ulid()}`;
  if (name === "user-groups" || name === "billing-schedules") body.name = `Matrise ${ulid()}`;
  return body;
}

/** A sample with what it refers to made first (a customer, the seeded plans). */
const prepared = async (name: string) => (await RESOURCE_SAMPLES[name]!.prepare?.()) ?? {};

/** The sample's update with fresh unique values (a court name is unique). */
async function freshUpdate(name: string): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = { ...RESOURCE_SAMPLES[name]!.update, ...(await prepared(name)) };
  if ("courtName" in body) body.courtName = `Matrise tingrett ${ulid()}`;
  if ("code" in body) body.code = `M${ulid()}`;
  if (name === "user-groups" || name === "billing-schedules") body.name = `Matrise ${ulid()}`;
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
  const input = schemas.create.parse({ ...fresh(name), ...(await prepared(name)) });
  const store = STORES[name]!;
  const view = (await store.create(input, admin)) as Record<string, unknown>;
  return String(view[r.descriptor.id]);
}

const STORES: Record<string, { create(input: any, actor: { userId: string }): Promise<unknown> }> = {
  "global-messages": globalMessages,
  "municipality-numbers": municipalityNumbers,
  "police-stations": policeStations,
  "petition-court-lists": petitionCourtLists,
  "force-collection-address": forceCollectionAddresses,
  procedures,
  steps,
  "global-steps": globalSteps,
  "procedures-after-global-step": proceduresAfterGlobalStep,
  "claim-types": claimTypes,
  documents: documentTemplates,
  "general-documents": generalDocuments,
  "email-templates": emailTemplates,
  fees: feeTableStore,
  plans,
  "user-groups": userGroups,
  "user-group-plans": userGroupPlans,
  coupons,
  rewards,
  "billing-schedules": billingSchedules,
  "customer-step-costs": customerStepCosts,
};

export function adminResourceRows(): Row[] {
  return ADMIN_RESOURCES.filter((r) => r.descriptor.name !== "interests").flatMap((r) => {
    const { name, id, csv } = r.descriptor;
    const base = `/${name}`;
    const one = `${base}/{${id}}`;
    const sample = RESOURCE_SAMPLES[name]!;
    const rows: Row[] = [
      { method: "GET", path: base, req: async () => ({ method: "GET", path: base, secrets: [] }) },
      {
        method: "GET",
        path: one,
        req: async () => ({ method: "GET", path: `${base}/${await itemOf(r)}`, secrets: [] }),
      },
      {
        method: "PUT",
        path: one,
        req: async () => ({
          method: "PUT",
          path: `${base}/${await itemOf(r)}`,
          body: await freshUpdate(name),
          secrets: [],
        }),
      },
      {
        method: "DELETE",
        path: one,
        req: async () => ({ method: "DELETE", path: `${base}/${await itemOf(r)}`, secrets: [] }),
      },
      {
        method: "POST",
        path: base,
        // customer feedback is sent by a user of the session's customer; the others are made by admins
        req: async () => ({
          method: "POST",
          path: base,
          body: sample.createdByCustomer ? sample.valid : { ...fresh(name), ...(await prepared(name)) },
          secrets: [],
        }),
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
          req: async () => ({ method: "GET", path: `${base}/export`, secrets: [] }),
        },
        {
          method: "POST",
          path: `${base}/import`,
          req: async () => ({ method: "POST", path: `${base}/import`, raw: `${header}\r\n${line()}\r\n`, secrets: [] }),
        },
      );
    }
    // a template's preview with the sample case (routes/collection/template-preview.ts)
    if (name === "documents" || name === "email-templates")
      rows.push({
        method: "POST",
        path: `${base}/{id}/preview`,
        req: async () => ({ method: "POST", path: `${base}/${await itemOf(r)}/preview`, secrets: [] }),
      });
    if (name === "global-messages")
      rows.push(
        {
          method: "GET",
          path: `${base}/current`,
          req: async () => ({ method: "GET", path: `${base}/current`, secrets: [] }),
        },
        {
          method: "POST",
          path: `${base}/{id}/dismiss`,
          req: async () => ({ method: "POST", path: `${base}/${await itemOf(r)}/dismiss`, secrets: [] }),
        },
      );
    // a billing schedule's customers (routes/admin/billing-schedules.ts): a fresh customer per request
    if (name === "billing-schedules") {
      const customer = async () => (await createUser({ permission: "owner" })).customerId!;
      const schedule = async () => itemOf(r);
      rows.push(
        {
          method: "GET",
          path: `${base}/{id}/customers`,
          req: async () => ({ method: "GET", path: `${base}/${await schedule()}/customers`, secrets: [] }),
        },
        {
          method: "GET",
          path: `${base}/{id}/get_customers_for_adding`,
          req: async () => ({
            method: "GET",
            path: `${base}/${await schedule()}/get_customers_for_adding`,
            secrets: [],
          }),
        },
        {
          method: "POST",
          path: `${base}/{id}/customers`,
          req: async () => ({
            method: "POST",
            path: `${base}/${await schedule()}/customers`,
            body: { customerIds: [await customer()] },
            secrets: [],
          }),
        },
        {
          method: "DELETE",
          path: `${base}/{id}/customers/{customerId}`,
          req: async () => {
            const [id, customerId] = [await schedule(), await customer()];
            await addScheduleCustomers(id, [customerId], admin);
            return { method: "DELETE", path: `${base}/${id}/customers/${customerId}`, secrets: [] };
          },
        },
        {
          // a schedule with no customers: the run is an empty batch (billing/billing-run-start.ts)
          method: "POST",
          path: `${base}/{id}/run`,
          req: async () => ({ method: "POST", path: `${base}/${await schedule()}/run`, secrets: [] }),
        },
      );
    }
    if (name === "customer-step-costs")
      rows.push({
        method: "POST",
        path: "/step-orders/export",
        req: async () => {
          const { customerId } = await prepared(name);
          const body = { customerId, from: "2026-10-01", to: "2026-10-31" };
          return { method: "POST", path: "/step-orders/export", body, secrets: [] };
        },
      });
    if (name === "customer-step-costs")
      rows.push({
        method: "GET",
        path: "/step-cost",
        req: async () => {
          const { customerId } = await prepared(name);
          await prepared("user-group-plans"); // the seeded starter plan answers when the customer has no price
          return { method: "GET", path: `/step-cost?customerId=${customerId}&stepKind=reminder`, secrets: [] };
        },
      });
    return rows;
  });
}
