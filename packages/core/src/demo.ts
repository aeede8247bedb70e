import "./accounts/entities"; // registers the entities named here
import { committed } from "./dynamo/transaction";
import { ulid } from "ulid";
import { credit } from "./billing/entitlements";
import { config } from "./config";
import { db } from "./dynamo/db";
import { saveDebtor } from "./ledger/debtors";
import { log } from "./util/log";
import { ensureInterestRates } from "./ledger/interest/interest-rates";
import { ensureFeeRows } from "./law/fee-table";
import type { UserType } from "./accounts/rules";
import { hashPassword } from "./accounts/password";
import { nameKeyOf } from "./accounts/customer-account";
import { joins } from "./accounts/list-counters";
import { seedDemoCases } from "./cases/demo";
import { changePlan } from "./billing/customer-plans";
import { currentPlan } from "./billing/current-plan";

export const DEMO_PASSWORD = "Demo-passord-2026!";

export interface DemoLogin {
  email: string;
  role: string;
}

const staff: { email: string; type: UserType; firstName: string; lastName: string }[] = [
  { email: "admin@innfri.test", type: "admin", firstName: "Ada", lastName: "Admin" },
  { email: "superadmin@innfri.test", type: "superadmin", firstName: "Siri", lastName: "Superadmin" },
  { email: "sales@innfri.test", type: "sales", firstName: "Sander", lastName: "Salg" },
];

const members = [
  { email: "owner@demo.innfri.test", permission: "owner", firstName: "Olav", lastName: "Eier" },
  { email: "accountant@demo.innfri.test", permission: "accountant", firstName: "Anne", lastName: "Regnskap" },
];

const debtors = [
  {
    type: "company",
    name: "Fjordkaffe AS",
    customerNumber: "10001",
    orgNumber: "998877660",
    address: "Bryggen 12",
    postcode: "5003",
    city: "Bergen",
    email: "post@fjordkaffe.test",
  },
  {
    type: "sole-proprietorship",
    name: "Hansen Snekkerverksted",
    customerNumber: "10002",
    orgNumber: "911002205",
    address: "Industriveien 4",
    postcode: "7080",
    city: "Heimdal",
  },
  {
    type: "person",
    name: "Kari Nordmann",
    customerNumber: "10003",
    address: "Storgata 1",
    postcode: "0155",
    city: "Oslo",
    email: "kari.nordmann@example.test",
    phone: "41234567",
  },
] as const;

async function ensureUser(
  u: { email: string; type: UserType; firstName: string; lastName: string },
  passwordHash: string,
): Promise<string> {
  const existing = (await db().entities.userEmail.get({ email: u.email }).go()).data;
  if (existing) {
    // Data seeded before the staff lists existed: put the user on them.
    const { data: user } = await db().entities.user.get({ userId: existing.userId }).go();
    if (user && !user.deletedAt && user.listed !== "users")
      await db().entities.user.patch({ userId: user.userId }).set({ listed: "users", email: user.email }).go();
    return existing.userId;
  }
  const userId = ulid();
  await committed(
    db()
      .transaction.write(({ user, userEmail, counter }) => [
        userEmail.create({ email: u.email, userId }).commit(),
        joins({ counter }, "users"),
        user.create({ userId, ...u, phone: "+47 22 00 00 00", active: true, passwordHash, language: "no" }).commit(),
      ])
      .go(),
  );
  return userId;
}

/**
 * Demo data for local runs: staff users, the customer "Demo Regnskap AS" with its owner and accountant,
 * and a few debtors. Safe to run twice. Refuses to run anywhere but locally.
 */
export async function seedDemo(): Promise<DemoLogin[]> {
  if (!config().local) throw new Error("Demo data is only for local runs");
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const s of staff) await ensureUser(s, passwordHash);

  const customerId = "DEMO-REGNSKAP";
  const customer = db().entities.customer;
  const seeded = (await customer.get({ customerId }).go()).data;
  if (seeded && !seeded.nameKey)
    await customer
      .patch({ customerId })
      .set({ listed: "customers", nameKey: nameKeyOf(seeded.name, customerId) })
      .go();
  if (!seeded) {
    // with the customers list's counter, in one transaction (accounts/list-counters.ts)
    await committed(
      db()
        .transaction.write(({ customer, counter }) => [
          customer
            .create({
              customerId,
              name: "Demo Regnskap AS",
              orgNumber: "812345672",
              address: "Karl Johans gate 1",
              postNumber: "0154",
              city: "Oslo",
              email: "post@demo.innfri.test",
              phone: "+47 22 00 00 00",
              accountNumber: "12345678903",
              type: "AS",
              isRegisteredInVatRegister: true,
              gdprTermsAcceptedAt: Date.UTC(2026, 0, 2),
              nameKey: nameKeyOf("Demo Regnskap AS", customerId),
            })
            .commit(),
          joins({ counter }, "customers"),
        ])
        .go(),
    );
  }
  await db().entities.orgNumberLock.upsert({ orgNumber: "812345672", customerId }).go();
  for (const m of members) {
    const userId = await ensureUser(
      { email: m.email, type: "user", firstName: m.firstName, lastName: m.lastName },
      passwordHash,
    );
    await db().entities.membership.upsert({ customerId, userId, permission: m.permission }).go();
    await db().entities.user.patch({ userId }).set({ currentCustomerId: customerId }).go();
  }
  for (const d of debtors) await saveDebtor(customerId, d);
  // The published late-payment interest rates (issue 4), unless the table already has rates.
  await ensureInterestRates();
  await ensureFeeRows();
  // A few collection cases of the demo debtors (issue 10), once.
  await seedDemoCases(customerId);
  // A current plan, as a customer that has bought one has (issue 19): Medium, set by staff free of charge (a
  // purchase at 0 kr, which the billing run leaves out), so the plan tab and top-ups show what a buyer sees.
  if (!(await currentPlan(customerId)).plan)
    await changePlan(customerId, { planId: "plan-medium", free: true, reason: "Demodata" }, { userId: "system" });
  // The owner verified for credit checks, with five of them (issue 21): once, on the first seed
  await seedDemoCreditChecks(customerId);
  const logins = [
    ...staff.map((s) => ({ email: s.email, role: s.type })),
    ...members.map((m) => ({ email: m.email, role: m.permission })),
  ];
  log.info("demo.seeded", { users: logins.length, debtors: debtors.length });
  return logins;
}

async function seedDemoCreditChecks(customerId: string) {
  const ownerId = (await db().entities.userEmail.get({ email: "owner@demo.innfri.test" }).go()).data?.userId;
  if (!ownerId) return;
  const { setVerification, verificationOf } = await import("./credit-check/checks");
  if ((await verificationOf(ownerId)).status !== "none") return;
  await setVerification(ownerId, "verified", { userId: "system", staff: true });
  await credit(customerId, { creditChecks: 5 }, "Demodata", { userId: "system" });
}
