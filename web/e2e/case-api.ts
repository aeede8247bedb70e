// The demo owner's API for the case specs' setup (issue 10 and 11): signed in through the API, the cases (and sends)
// each spec uses granted by the admin, cases started on claims typed in (the demo customer has no ledger
// integration: the wizard's way). e2e data persists while the server runs, so every spec stamps what it makes.
import type { APIRequestContext } from "@playwright/test";
import { ADMIN, expect, OWNER } from "./support";

type Who = { email: string; password: string };

async function login(request: APIRequestContext, who: Who) {
  const res = await request.post("/v1/auth/login", { data: { email: who.email, password: who.password } });
  expect(res.ok(), `login answered ${res.status()}`).toBe(true);
  return (await res.json()) as { user: { accessToken: string }; customer: { id: string } | null };
}

/** A mark unique to this run, for invoice numbers and debtors (`LXYZ12AB`). */
export const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

/** Oslo's date `days` from today: `iso` (YYYY-MM-DD) and `shown` (DD.MM.YYYY, as the app shows and takes it). */
export function osloDay(days: number) {
  const iso = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Oslo" }).format(new Date(Date.now() + days * 86_400_000));
  const [y, m, d] = iso.split("-");
  return { iso, shown: `${d}.${m}.${y}` };
}

/** The owner's API, with `grant` (cases, sends, credit checks) given by an admin first; `send` fails the test on an error answer. */
export async function ownerApi(request: APIRequestContext, grant: { cases: number; sends?: number; creditChecks?: number }) {
  const owner = await login(request, OWNER);
  const customerId = owner.customer!.id;
  const admin = (await login(request, ADMIN)).user.accessToken;
  const granted = await request.post(`/v1/customers/${customerId}/allowances`, {
    data: grant,
    headers: { Authorization: `Bearer ${admin}` },
  });
  expect(granted.ok(), `POST allowances answered ${granted.status()}: ${await granted.text()}`).toBe(true);
  const headers = { Authorization: `Bearer ${owner.user.accessToken}` };
  // each spec reads the fields it needs from the answer
  const send = async (method: "get" | "post", path: string, data?: unknown): Promise<any> => {
    const res = await request[method](`/v1${path}`, { headers, data });
    expect(res.ok(), `${method.toUpperCase()} ${path} answered ${res.status()}: ${await res.text()}`).toBe(true);
    return res.json();
  };
  return { customerId, send };
}

export type OwnerApi = Awaited<ReturnType<typeof ownerApi>>;

/** The id of a debtor of the demo customer by its name (the demo's "Kari Nordmann" by default). */
export async function demoDebtorId(api: OwnerApi, name = "Kari Nordmann"): Promise<string> {
  const found = (await api.send("get", `/debtors?search=${encodeURIComponent(name.split(" ")[0]!)}`)) as {
    data: { id: string; name: string }[];
  };
  const debtor = found.data.find((d) => d.name === name);
  expect(debtor, `the demo debtor ${name}`).toBeTruthy();
  return debtor!.id;
}

/** A new person debtor (in Oslo); its id. */
export async function newDebtor(api: OwnerApi, name: string, customerNumber: string): Promise<string> {
  const made = await api.send("post", "/debtors", { type: "person", name, customerNumber, postcode: "0150", city: "Oslo", address: "Gata 2" });
  expect(made.debtorId, "the debtor's id").toBeTruthy();
  return made.debtorId as string;
}

/** A case on claims typed in for the debtor; its id and case number. */
export async function startCase(
  api: OwnerApi,
  debtorId: string,
  claims: { number: string; voucherDate: string; dueDate: string; amount: string }[],
): Promise<{ id: string; caseNumber: string }> {
  const started = (await api.send("post", "/cases", { debtorId, claims })) as { data: { id: string; caseNumber: number } };
  return { id: started.data.id, caseNumber: String(started.data.caseNumber) };
}
