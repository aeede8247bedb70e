// Calls of the authentication screens (docs/api.md).
import { api } from "@/lib/api-client";
import type { Customer, LoginResponse, LoginResult, MessageResponse, TwoFactorStatus } from "./types";

export function login(input: { email: string; password: string }) {
  return api.post<LoginResponse>(
    "/auth/login",
    { email: input.email.trim().toLowerCase(), password: input.password },
    { auth: false },
  );
}

export function loginWithTwoFactor(input: { twoFactorToken: string; code: string }) {
  return api.post<LoginResult>("/google-2fa/login", input, { auth: false });
}

export interface RegisterInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  passwordConfirmation: string;
  acceptTerms: boolean;
  /** A referral code from `/register?ref=` (refer and earn). */
  ref?: string;
}

export function register(input: RegisterInput) {
  return api.post<MessageResponse>(
    "/auth/register",
    { ...input, email: input.email.trim().toLowerCase(), acceptTerms: true },
    { auth: false },
  );
}

export function activateAccount(hash: string) {
  return api.post<MessageResponse>(`/auth/activate/${encodeURIComponent(hash)}`, undefined, { auth: false });
}

export function requestPasswordReset(email: string) {
  return api.put<MessageResponse>("/auth/reset-password", { email: email.trim().toLowerCase() }, { auth: false });
}

export function resetPassword(input: { token: string; password: string; passwordConfirmation: string }) {
  return api.put<MessageResponse>("/auth/reset-password", input, { auth: false });
}

export function changePassword(input: { currentPassword: string; password: string; passwordConfirmation: string }) {
  return api.put<MessageResponse>("/auth/password", input);
}

/** Revokes the session of this access token (the caller has already forgotten it locally). */
export function logoutRequest(accessToken: string) {
  // Sign-out must not refresh an expired token just to revoke it.
  return api.get<MessageResponse>("/auth/logout", { auth: false, headers: { Authorization: `Bearer ${accessToken}` } });
}

export const twoFactorKey = ["auth", "two-factor"] as const;

export function getTwoFactorStatus(signal?: AbortSignal) {
  return api.get<TwoFactorStatus>("/google-2fa/get", { signal });
}

export function updateTwoFactor(input: { enable: boolean; code: string }) {
  return api.post<{ enabled: boolean }>("/google-2fa/update", input);
}

export function acceptGdprTerms(customerId: string) {
  return api.put<Customer>(`/customers/${encodeURIComponent(customerId)}/gdpr-terms`, { accept: true });
}
