// The admin's view of one customer (GET /v1/customers/{id}): the fields the customer page shows, decoded.
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "@/lib/api-client";

const text = z.string().nullish();
const stamp = z.union([z.string(), z.number()]).nullish();

/** The part of the customer the admin page shows (the API answers more; the rest is left out). */
export const AdminCustomerView = z.object({
  id: z.string(),
  name: z.string(),
  orgNumber: text,
  type: text,
  email: text,
  phone: text,
  address: text,
  coAddress: text,
  postNumber: text,
  city: text,
  accountNumber: text,
  createdAt: stamp,
  deletionRequestedAt: stamp,
});
export type AdminCustomerView = z.infer<typeof AdminCustomerView>;

/** A member of the customer in GET /v1/customers/{id}/users. */
export const AdminCustomerMember = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  status: z.enum(["active", "invited"]).optional(),
  pivot: z.object({ permission: z.string() }),
});
export type AdminCustomerMember = z.infer<typeof AdminCustomerMember>;

export function adminCustomerQuery(id: string) {
  return queryOptions({
    queryKey: ["customers", id, "admin"],
    queryFn: async ({ signal }) =>
      AdminCustomerView.parse(await api.get<unknown>(`/customers/${encodeURIComponent(id)}`, { signal })),
  });
}
