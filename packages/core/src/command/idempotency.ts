import "../i18n/ledger"; // registers the texts of the keys named here
import { createHash } from "node:crypto";
import { fieldError } from "../util/error";

/**
 * Idempotency-Key requests of every command (docs/api.md): the key of a request is hashed with its scope (the
 * resource) and stored on what the request made with the request's fingerprint (method, path, canonical validated
 * body), so a repeat answers what the first made, and the key with another request is refused (422). The ledger's
 * vouchers (ledger/idempotency.ts), cases, steps, purchases and invoice payments apply it.
 */

/** Canonical JSON: object keys sorted at every level, so the same body always gives the same text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object")
    return `{${Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  return JSON.stringify(value) ?? "null";
}

const sha = (text: string) => createHash("sha256").update(text).digest("base64url");

/** The key of `scope` (a resource) and the fingerprint of method, path and the (validated) body. */
export const idempotentRequest = (scope: string, key: string, method: string, path: string, body: unknown) => ({
  key: sha(`${scope}:${key}`),
  hash: sha(`${method.toUpperCase()} ${path}\n${canonical(body)}`),
});

/** The same Idempotency-Key with another request: 422, nothing changed. */
export const keyReused = () => fieldError("idempotency-key", "validation.idempotencyKeyReused");

/**
 * A repeat meets the first: what the key's first request made (read by the key's lock), when it was made by this
 * very request (same fingerprint); the key with another request (or a lock whose item is gone) is `keyReused`.
 */
export function firstOf<T extends { requestHash?: string | null }>(first: T | null | undefined, hash: string): T {
  if (!first || first.requestHash !== hash) throw keyReused();
  return first;
}
