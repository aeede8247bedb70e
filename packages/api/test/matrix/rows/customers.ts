/** Rows of /customers: the customer, its logo, its users, its permission types and its deletion. */
import { expect } from "vitest";
import { FLAGS, type Flag } from "@innfri/core/accounts/rules";
import { call, uniqueEmail } from "../../support";
import { companyBody, PNG, upload, type Cast } from "../actors";
import { secretsOf, type Row } from "../row";
import { newPermissionType, targetUser, type World } from "../worlds";

const EXPAND = "users,customerPermissions,customerCurrencyAccounts,customerPlan.plan,integration";
const document = {
  title: "Inkassovarsel",
  subtitle: "Fra Matrise AS",
  upperText: "Vi viser til tidligere faktura.",
  lowerText: "Med vennlig hilsen",
  emailTemplate: { subject: "Varsel", body: "Se vedlegg." },
  companyContact: { name: "Kari Kontakt", email: "kari@firma.test", phone: "+47 22123456" },
  caseworkerContact: { name: "Ola Saksbehandler", email: "ola@firma.test", phone: "+47 22123457" },
};
const GRANT = "checkGrant (core/accounts/rules.ts): granting a permission needs accessPrivilegeSetting";

/** A new user invited to the world (not activated yet). */
async function inviteInactive(c: Cast, w: World) {
  const email = uniqueEmail("invitert");
  const res = await call("POST", `/customers/${w.customerId}/users`, {
    token: c.actors.owner.token,
    body: { email, firstName: "Ny", lastName: "Bruker", phone: "+47 41234567", permission: "accountant" },
  });
  expect(res.status, `invite: ${JSON.stringify(res.body)}`).toBe(201);
  return { userId: res.body.id as string, email };
}

async function uploadLogo(c: Cast, w: World) {
  const res = await upload(`/customers/${w.customerId}/logo`, c.actors.owner.token, "logo", PNG, "logo.png");
  expect(res.status, `logo upload: ${JSON.stringify(res.body)}`).toBe(200);
}

const flagsOf = (name: string, flags: Flag[]) => ({
  name,
  flags: Object.fromEntries(FLAGS.map((f) => [f, flags.includes(f)])),
});

export const CUSTOMER_ROWS: Row[] = [
  // issue 20: the notification settings, on the session's customer
  {
    method: "GET",
    path: "/notification-settings",
    req: async ({ world }) => ({ method: "GET", path: "/notification-settings", secrets: secretsOf(await world()) }),
  },
  {
    method: "PUT",
    path: "/notification-settings",
    req: async ({ world }) => ({
      method: "PUT",
      path: "/notification-settings",
      body: { reminderFrequency: "week", dueDateAlert: "3days", ledgerNotification: "monthly", recipients: "" },
      secrets: secretsOf(await world()),
    }),
  },
  // issue 21: the synchronisation with the company register, on the session's customer
  {
    method: "GET",
    path: "/brreg-synchronization-settings",
    req: async ({ world }) => ({ method: "GET", path: "/brreg-synchronization-settings", secrets: secretsOf(await world()) }),
  },
  {
    method: "PUT",
    path: "/brreg-synchronization-settings",
    req: async ({ world }) => ({
      method: "PUT",
      path: "/brreg-synchronization-settings",
      body: { enabled: true },
      secrets: secretsOf(await world()),
    }),
  },
  {
    method: "GET",
    path: "/customers",
    req: async ({ world }) => {
      const w = await world();
      return { method: "GET", path: `/customers?search=${encodeURIComponent(w.name)}`, secrets: secretsOf(w) };
    },
  },
  {
    method: "GET",
    path: "/customers/deleted",
    req: async () => ({ method: "GET", path: "/customers/deleted", secrets: [] }),
  },
  {
    method: "POST",
    path: "/customers/set-customer",
    req: async ({ world }) => {
      const w = await world();
      return { method: "POST", path: "/customers/set-customer", body: { customerId: w.customerId }, secrets: secretsOf(w) };
    },
  },
  {
    method: "GET",
    path: "/customers/{id}",
    req: async ({ world }) => {
      const w = await world();
      return { method: "GET", path: `/customers/${w.customerId}?expand=${EXPAND}`, secrets: secretsOf(w) };
    },
  },
  {
    method: "PUT",
    path: "/customers/{id}",
    own: true,
    req: async ({ world }) => {
      const w = await world();
      const { accountNumber: _, ...body } = companyBody(w.name);
      return {
        method: "PUT",
        path: `/customers/${w.customerId}`,
        body: { ...body, orgNumber: w.orgNumber, email: w.email, city: "Bergen" },
        secrets: secretsOf(w),
      };
    },
  },
  {
    method: "PUT",
    path: "/customers/{id}/document",
    req: async ({ world }) => {
      const w = await world();
      return { method: "PUT", path: `/customers/${w.customerId}/document`, body: document, secrets: secretsOf(w) };
    },
  },
  {
    method: "PUT",
    path: "/customers/{id}/gdpr-terms",
    req: async ({ world }) => {
      const w = await world();
      return { method: "PUT", path: `/customers/${w.customerId}/gdpr-terms`, body: { accept: true }, secrets: secretsOf(w) };
    },
  },

  // --- The logo
  {
    method: "GET",
    path: "/customers/{id}/logo",
    req: async ({ c, world }) => {
      const w = await world();
      await uploadLogo(c, w);
      return { method: "GET", path: `/customers/${w.customerId}/logo`, secrets: secretsOf(w, "PNG") };
    },
  },
  {
    method: "POST",
    path: "/customers/{id}/logo",
    req: async ({ world }) => {
      const w = await world();
      return {
        method: "POST",
        path: `/customers/${w.customerId}/logo`,
        file: { field: "logo", blob: PNG, name: "logo.png" },
        secrets: secretsOf(w),
      };
    },
  },
  {
    method: "DELETE",
    path: "/customers/{id}/logo",
    req: async ({ c, world }) => {
      const w = await world();
      await uploadLogo(c, w);
      return { method: "DELETE", path: `/customers/${w.customerId}/logo`, secrets: secretsOf(w) };
    },
  },

  // --- Deletion
  {
    method: "DELETE",
    path: "/customers/{id}",
    own: true,
    req: async ({ world }) => {
      const w = await world();
      return { method: "DELETE", path: `/customers/${w.customerId}`, secrets: secretsOf(w) };
    },
  },
  {
    method: "PUT",
    path: "/customers/{id}/restore",
    label: "cancel a deletion request",
    own: true,
    req: async ({ c, world }) => {
      const w = await world();
      const del = await call("DELETE", `/customers/${w.customerId}`, { token: c.actors.owner.token });
      expect(del.status, JSON.stringify(del.body)).toBe(200);
      return { method: "PUT", path: `/customers/${w.customerId}/restore`, secrets: secretsOf(w) };
    },
  },
  {
    method: "DELETE",
    path: "/customers/force-delete/{id}",
    own: true,
    req: async ({ world }) => {
      const w = await world();
      return { method: "DELETE", path: `/customers/force-delete/${w.customerId}`, secrets: secretsOf(w) };
    },
  },

  // --- Users of the customer
  {
    method: "GET",
    path: "/customers/{id}/users",
    req: async ({ c, world }) => {
      const w = await world();
      return { method: "GET", path: `/customers/${w.customerId}/users`, secrets: [...secretsOf(w), c.actors.accountant.email] };
    },
  },
  {
    method: "POST",
    path: "/customers/{id}/users",
    label: "granting a type within the inviter's own flags (editUser and accessPrivilegeSetting)",
    core: { role: "customer:accessPrivilegeSetting", why: GRANT },
    flags: ["editUser", "accessPrivilegeSetting"],
    lacking: "accessPrivilegeSetting",
    req: async ({ world }) => {
      const w = await world();
      return {
        method: "POST",
        path: `/customers/${w.customerId}/users`,
        body: { email: uniqueEmail("invitert"), firstName: "Ny", lastName: "Bruker", phone: "+47 41234567", permission: w.typeWith },
        secrets: secretsOf(w),
      };
    },
  },
  {
    method: "PUT",
    path: "/customers/{id}/users/{userId}",
    label: "same permission (name and phone are ignored here)",
    req: async ({ world }) => {
      const w = await world();
      const t = await targetUser(w);
      return {
        method: "PUT",
        path: `/customers/${w.customerId}/users/${t.userId}`,
        body: { permission: "accountant", firstName: "Endret", lastName: "Navn", phone: "+47 41234568" },
        secrets: [...secretsOf(w), t.email],
      };
    },
  },
  {
    method: "PUT",
    path: "/customers/{id}/users/{userId}",
    label: "change of privileges (also needs accessPrivilegeSetting)",
    core: { role: "customer:accessPrivilegeSetting", why: GRANT },
    flags: ["editUser", "accessPrivilegeSetting"],
    lacking: "accessPrivilegeSetting",
    req: async ({ c, world }) => {
      const w = await world();
      // From and to permissions within customWith's own flags (nobody changes one who holds more, F2).
      const t = await targetUser(w, w.typeWith);
      const lesser = await newPermissionType(c.actors.owner, w.customerId, ["editUser"]);
      return {
        method: "PUT",
        path: `/customers/${w.customerId}/users/${t.userId}`,
        body: { permission: lesser },
        secrets: [...secretsOf(w), t.email],
      };
    },
  },
  {
    method: "DELETE",
    path: "/customers/{id}/users/{userId}",
    label: "a member",
    core: {
      role: "customer:deleteUserAccount",
      why: "core removeCustomerUser: removing a member needs deleteUserAccount (cancelling an invitation editUser)",
    },
    req: async ({ world }) => {
      const w = await world();
      const t = await targetUser(w);
      return { method: "DELETE", path: `/customers/${w.customerId}/users/${t.userId}`, secrets: [...secretsOf(w), t.email] };
    },
  },
  {
    method: "POST",
    path: "/customers/{id}/users/{userId}/resend",
    req: async ({ c, world }) => {
      const w = await world();
      const t = await inviteInactive(c, w);
      return {
        method: "POST",
        path: `/customers/${w.customerId}/users/${t.userId}/resend`,
        secrets: [...secretsOf(w), t.email],
      };
    },
  },

  // --- Permission types
  {
    method: "GET",
    path: "/customers/{id}/permissions",
    req: async ({ world }) => {
      const w = await world();
      return { method: "GET", path: `/customers/${w.customerId}/permissions`, secrets: [...secretsOf(w), w.typeWith] };
    },
  },
  {
    method: "POST",
    path: "/customers/{id}/permissions",
    req: async ({ world }) => {
      const w = await world();
      return {
        method: "POST",
        path: `/customers/${w.customerId}/permissions`,
        body: flagsOf("Ny rolle", ["accessPrivilegeSetting"]),
        secrets: secretsOf(w),
      };
    },
  },
  {
    method: "PUT",
    path: "/customers/{id}/permissions/{typeId}",
    req: async ({ c, world }) => {
      const w = await world();
      const typeId = await newPermissionType(c.actors.owner, w.customerId, ["viewPlan"]);
      return {
        method: "PUT",
        path: `/customers/${w.customerId}/permissions/${typeId}`,
        body: flagsOf("Endret rolle", ["viewPlan"]),
        secrets: [...secretsOf(w), typeId],
      };
    },
  },
  {
    method: "DELETE",
    path: "/customers/{id}/permissions/{typeId}",
    req: async ({ c, world }) => {
      const w = await world();
      const typeId = await newPermissionType(c.actors.owner, w.customerId, ["viewPlan"]);
      return { method: "DELETE", path: `/customers/${w.customerId}/permissions/${typeId}`, secrets: [...secretsOf(w), typeId] };
    },
  },
];
