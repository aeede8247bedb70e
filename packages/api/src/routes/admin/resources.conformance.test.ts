import { beforeAll, describe, expect, it } from "vitest";
import { messages } from "@innfri/core/i18n/all";
import { RESOURCE_SAMPLES } from "../../../test/resource-samples";
import { call, createUser, signIn } from "../../../test/support";
import { ADMIN_RESOURCES } from "./all";

/**
 * Every admin resource behaves alike: create, read, list (each sort both ways, search, filters) with totals from
 * counters, update, delete, 404 after, 403 for sales and for a customer's user, 422 per field in both languages, and
 * each answer in exactly the shape of the descriptor's view schema.
 */
type Who = { token: string };
let admin: Who, sales: Who, customer: Who;

async function signedIn(opts: Parameters<typeof createUser>[0]) {
  const u = await createUser(opts);
  return { token: (await signIn(u.email)).user.accessToken };
}

beforeAll(async () => {
  [admin, sales, customer] = await Promise.all([
    signedIn({ type: "admin" }),
    signedIn({ type: "sales" }),
    signedIn({ permission: "owner" }),
  ]);
});

const NO = new Set(Object.values(messages.no));
const EN = new Set(Object.values(messages.en));
const snake = (s: string) => s.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`);
const sortKey = (v: unknown) => (typeof v === "string" ? v.normalize("NFC").toLowerCase() : (v as number));

describe.each(ADMIN_RESOURCES.map((r) => [r.descriptor.name, r.descriptor] as const))("%s", (name, d) => {
  const sample = RESOURCE_SAMPLES[name]!;
  const base = `/${name}`;
  const strict = d.schemas.view.strict();
  const View = { parse: (v: unknown) => strict.parse(v) as Record<string, unknown> };

  it("has a sample, and the role the spec gives it (admin reads and writes; sales too where SPEC 6 says)", () => {
    expect(sample, `test/resource-samples.ts has no ${name}`).toBeDefined();
    expect(d.access).toEqual(sample.access ?? { read: "admin", write: "admin" });
  });

  it("creates, reads, lists, updates and deletes, in the view's shape, with totals from counters", async () => {
    const prepared = (await sample.prepare?.()) ?? {};
    const before = await call("GET", `${base}?rowsPerPage=1`, { token: admin.token });
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    const creator = sample.createdByCustomer ? customer : admin;
    const created = await call("POST", base, { token: creator.token, body: { ...sample.valid, ...prepared } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const item = View.parse(created.body);
    const id = String(item[d.id]);

    const got = await call("GET", `${base}/${id}`, { token: admin.token });
    expect(got.status).toBe(200);
    expect(View.parse(got.body)).toEqual(item);

    const after = await call("GET", `${base}?rowsPerPage=1`, { token: admin.token });
    expect(after.body.total).toBe(before.body.total + 1);

    for (const field of d.list.sortable) {
      for (const desc of [false, true]) {
        const res = await call("GET", `${base}?rowsPerPage=100&sortBy=${desc ? "-" : ""}${snake(field)}`, {
          token: admin.token,
        });
        expect(res.status, `${field} ${desc}`).toBe(200);
        const rows = res.body.data.map((r: Record<string, unknown>) => View.parse(r));
        expect(rows.map((r: Record<string, unknown>) => r[d.id])).toContain(item[d.id]);
        const keys = rows.map((r: Record<string, unknown>) => sortKey(r[field]));
        const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        expect(keys, `sorted by ${field}${desc ? " desc" : ""}`).toEqual(desc ? sorted.reverse() : sorted);
      }
    }
    expect((await call("GET", `${base}?sortBy=not_a_field`, { token: admin.token })).status).toBe(422);
    if (sample.search) {
      const found = await call("GET", `${base}?search=${encodeURIComponent(sample.search)}`, { token: admin.token });
      expect(found.body.data.map((r: Record<string, unknown>) => r[d.id])).toContain(item[d.id]);
      expect(found.body.total).toBe(found.body.data.length);
      const none = await call("GET", `${base}?search=zzzz-none`, { token: admin.token });
      expect(none.body).toEqual({ data: [], total: 0 });
    }
    if (sample.filter) {
      const [key, value] = sample.filter;
      const kept = await call("GET", `${base}?${key}=${value}&rowsPerPage=100`, { token: admin.token });
      expect(kept.body.data.map((r: Record<string, unknown>) => r[d.id])).toContain(item[d.id]);
      expect(kept.body.data.every((r: Record<string, unknown>) => r[key] === value)).toBe(true);
      expect(kept.body.total).toBe(kept.body.data.length);
      expect((await call("GET", `${base}?${key}=nonsense`, { token: admin.token })).status).toBe(422);
    }

    const update = { ...sample.update, ...prepared };
    const updated = await call("PUT", `${base}/${id}`, { token: admin.token, body: update });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(View.parse(updated.body)[sample.changed[0]]).toEqual(sample.changed[1]);

    const deleted = await call("DELETE", `${base}/${id}`, { token: admin.token, lang: "en" });
    expect(deleted.status).toBe(200);
    expect(EN.has(deleted.body.message)).toBe(true);
    expect((await call("GET", `${base}?rowsPerPage=1`, { token: admin.token })).body.total).toBe(before.body.total);
    expect((await call("GET", `${base}/${id}`, { token: admin.token })).status).toBe(404);
    expect((await call("PUT", `${base}/${id}`, { token: admin.token, body: update })).status).toBe(404);
    expect((await call("DELETE", `${base}/${id}`, { token: admin.token })).status).toBe(404);
  });

  it("refuses a customer's user, and sales where it is not given the page (403), before looking at the body", async () => {
    const id = String(sample.valid[d.id] ?? "01JTESTTESTTESTTESTTESTTES");
    const calls: [string, string, unknown?][] = [
      ["GET", base],
      ["GET", `${base}/${id}`],
      ["PUT", `${base}/${id}`, {}],
      ["DELETE", `${base}/${id}`],
      ...(sample.createdByCustomer ? [] : ([["POST", base, {}]] as [string, string, unknown][])),
      ...(d.csv ? ([["GET", `${base}/export`]] as [string, string][]) : []),
    ];
    for (const who of d.access.read === "staff" ? [customer] : [sales, customer])
      for (const [method, path, body] of calls)
        expect((await call(method, path, { token: who.token, body })).status, `${method} ${path}`).toBe(403);
    expect((await call("GET", base)).status).toBe(401);
  });

  it("names each invalid field, in Norwegian and in English (422)", async () => {
    const creator = sample.createdByCustomer ? customer : admin;
    const post = (lang: "no" | "en") => call("POST", base, { token: creator.token, lang, body: sample.invalid.body });
    const [no, en] = await Promise.all([post("no"), post("en")]);
    for (const res of [no, en]) {
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors).sort()).toEqual([...sample.invalid.fields].sort());
    }
    for (const field of sample.invalid.fields) {
      const [textNo, textEn] = [no.body.errors[field][0], en.body.errors[field][0]];
      expect(NO.has(textNo), `${field}: ${textNo}`).toBe(true);
      expect(EN.has(textEn), `${field}: ${textEn}`).toBe(true);
      expect(textNo).not.toBe(textEn);
    }
  });
});
