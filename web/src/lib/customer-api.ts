// Calls of issue 3 (customer accounts, users, permissions, admin lists). Shapes: core accounts/account-views.schema.ts.
import { queryOptions } from "@tanstack/react-query";
import type { ListResponse, ListSearch } from "@/components/data-table/list-search";
import { listQuery } from "@/components/data-table/list-search";
import { api, downloadFile } from "@/lib/api-client";
import type {
  ActivationInfoView,
  AdminUserView,
  CustomerDetailView,
  CustomerUserView,
  CustomerView as Customer,
  InvitationView,
  PermissionTypeView,
} from "@innfri/core/accounts/account-views.schema";
import type { ActivityLogView } from "@innfri/core/activity/activity-views.schema";
import type { CompanyInput } from "./customer-schemas";

const enc = encodeURIComponent;

export type CustomerDetail = CustomerDetailView;
export type CustomerUser = CustomerUserView;
export type AdminUser = AdminUserView;
export type ActivityLog = ActivityLogView;
export type Invitation = InvitationView;
export type PermissionType = PermissionTypeView;

// ---- customers ------------------------------------------------------------------------------------------------

export const customerKey = (id: string) => ["customers", id] as const;

export function customerDetailQuery(id: string) {
  return queryOptions({
    queryKey: customerKey(id),
    queryFn: ({ signal }) => api.get<CustomerDetail>(`/customers/${enc(id)}?expand=customerPermissions`, { signal }),
  });
}

export function createCustomer(userId: string, input: CompanyInput) {
  return api.post<CustomerDetail>(`/users/${enc(userId)}/customers`, input);
}
export function updateCustomer(id: string, input: Partial<CompanyInput>) {
  return api.put<CustomerDetail>(`/customers/${enc(id)}`, input);
}
export function updateCustomerDocument(id: string, input: unknown) {
  return api.put<CustomerDetail>(`/customers/${enc(id)}/document`, input);
}
export function setCustomer(customerId: string) {
  return api.post<{ customer: Customer }>("/customers/set-customer", { customerId });
}
export function logoUrl(id: string) {
  return `/customers/${enc(id)}/logo`;
}
export function uploadLogo(id: string, file: File) {
  const form = new FormData();
  form.append("logo", file);
  return api.post<CustomerDetail>(`/customers/${enc(id)}/logo`, form);
}
export function deleteLogo(id: string) {
  return api.delete<{ message: string }>(`/customers/${enc(id)}/logo`);
}
export function requestCustomerDeletion(id: string) {
  return api.delete<{ message: string }>(`/customers/${enc(id)}`);
}
export function restoreCustomer(id: string) {
  return api.put<{ message: string }>(`/customers/${enc(id)}/restore`);
}
export function forceDeleteCustomer(id: string) {
  return api.delete<unknown>(`/customers/force-delete/${enc(id)}`);
}
export function requestAccountNumberUpdate(customerId: string, accountNumber: string) {
  return api.post<{ message: string }>("/account-number-updates", { customerId, accountNumber });
}
export function confirmAccountNumberUpdate(hash: string) {
  return api.put<CustomerDetail>(`/account-number-updates/${enc(hash)}`);
}

// ---- customer users and permission types ---------------------------------------------------------------------

export const customerUsersKey = (id: string) => ["customers", id, "users"] as const;

export function listCustomerUsers(id: string, search: ListSearch, signal?: AbortSignal) {
  return api.get<ListResponse<CustomerUser>>(`/customers/${enc(id)}/users${listQuery(search)}`, { signal });
}
export interface InviteInput {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  permission: string;
  allAccounts?: boolean;
}
export function inviteUser(customerId: string, input: InviteInput) {
  return api.post<CustomerUser>(`/customers/${enc(customerId)}/users`, input);
}
export function updateCustomerUser(customerId: string, userId: string, input: { permission: string }) {
  return api.put<CustomerUser>(`/customers/${enc(customerId)}/users/${enc(userId)}`, input);
}
export function removeCustomerUser(customerId: string, userId: string) {
  return api.delete<unknown>(`/customers/${enc(customerId)}/users/${enc(userId)}`);
}
export function resendInvitation(customerId: string, userId: string) {
  return api.post<{ message: string }>(`/customers/${enc(customerId)}/users/${enc(userId)}/resend`);
}

// Invitations of the signed-in user (the customer switcher and the mailed link's page)

export const invitationsKey = ["user", "invitations"] as const;
export function invitationsQuery() {
  return queryOptions({
    queryKey: invitationsKey,
    queryFn: async ({ signal }) => (await api.get<ListResponse<Invitation>>("/user/invitations", { signal })).data,
    meta: { skipGlobalErrorHandler: true },
  });
}
export function acceptInvitation(customerId: string) {
  return api.post<{ message: string; customer: Customer }>(`/user/invitations/${enc(customerId)}/accept`);
}
export function declineInvitation(customerId: string) {
  return api.delete<{ message: string }>(`/user/invitations/${enc(customerId)}`);
}
export function acceptInvitationLink(token: string) {
  return api.post<{ message: string; customer: Customer }>(`/invitations/${enc(token)}/accept`);
}

export const permissionTypesKey = (id: string) => ["customers", id, "permissions"] as const;

export function permissionTypesQuery(id: string) {
  return queryOptions({
    queryKey: permissionTypesKey(id),
    queryFn: async ({ signal }) => {
      const res = await api.get<ListResponse<PermissionType>>(`/customers/${enc(id)}/permissions`, { signal });
      return res.data;
    },
  });
}
export function createPermissionType(customerId: string, input: { name: string; flags: Record<string, boolean> }) {
  return api.post<PermissionType>(`/customers/${enc(customerId)}/permissions`, input);
}
export function updatePermissionType(
  customerId: string,
  typeId: string,
  input: { name: string; flags: Record<string, boolean> },
) {
  return api.put<PermissionType>(`/customers/${enc(customerId)}/permissions/${enc(typeId)}`, input);
}
export function deletePermissionType(customerId: string, typeId: string) {
  return api.delete<unknown>(`/customers/${enc(customerId)}/permissions/${enc(typeId)}`);
}

// ---- users ----------------------------------------------------------------------------------------------------

export function getUser(id: string, signal?: AbortSignal) {
  return api.get<AdminUser>(`/users/${enc(id)}`, { signal });
}
export function createUser(input: unknown) {
  return api.post<AdminUser>("/users", input);
}
export function updateUser(id: string, input: unknown) {
  return api.put<AdminUser>(`/users/${enc(id)}`, input);
}
export function requestUserDeletion(id: string) {
  return api.delete<{ message: string }>(`/users/${enc(id)}/soft`);
}
export function restoreUser(id: string) {
  return api.put<{ message: string }>(`/users/${enc(id)}/restore`);
}
export function forceDeleteUser(id: string) {
  return api.delete<unknown>(`/users/${enc(id)}/force`);
}
export function verifyEmailChange(token: string) {
  return api.post<AdminUser>("/users/verify-email-change", { token });
}
export function exportActiveUsers() {
  const today = new Date().toISOString().slice(0, 10);
  return downloadFile("POST", "/users/export-active-users", `aktive-brukere-${today}.csv`);
}

// ---- activation ------------------------------------------------------------------------------------------------

export function activationInfo(token: string, signal?: AbortSignal) {
  return api.get<ActivationInfoView>(`/auth/activate/${enc(token)}`, { auth: false, signal });
}
export function activateWithPassword(token: string, input: { password: string; passwordConfirmation: string }) {
  return api.post<{ message: string }>(`/auth/activate/${enc(token)}`, input, { auth: false });
}
