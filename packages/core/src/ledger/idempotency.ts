import { idempotentRequest } from "../command/idempotency";
import { numberKindOf } from "./voucher-rules";
import type { IdempotentRequest, NewVoucher, Voucher } from "./new-voucher";

/**
 * Idempotency-Key requests of the ledger (docs/api.md): the key of a request is hashed with its scope (the
 * resource) and stored on the voucher it made with the request's fingerprint (method, path, canonical validated
 * body), so a repeat answers the first voucher, and the key with another request is refused. The commands in
 * vouchers.ts apply it; the API only passes the header on. The key's hash and the request's fingerprint, and the
 * 422 of a reused key, are every command's: import them from command/idempotency.ts.
 */

/** The voucher was made under this key by another request (another body, method or path). */
export const otherRequest = (v: Voucher, request: IdempotentRequest | undefined) =>
  !!request && v.requestKey === request.key && v.requestHash !== request.hash;

/** The voucher was made by this very request (key and fingerprint) of this user: a repeat answers it. */
export const sameRequest = (v: Voucher, request: IdempotentRequest | undefined, userId: string) =>
  !!request && v.requestKey === request.key && v.requestHash === request.hash && v.createdBy === userId;

const numbered = (v: NewVoucher) => !!numberKindOf(v.type) && !!v.number;

/** The request an Idempotency-Key names: the resource it was sent to, and what identifies the request. */
export interface Idempotency {
  key: string;
  /** The resource (e.g. "payments"): the key's scope. */
  scope: string;
  method: string;
  path: string;
  /** The validated body (the batch's items for a batch). */
  body: unknown;
}

/**
 * A voucher of a request with an Idempotency-Key carries the key and the request's fingerprint (`request`); an
 * unnumbered one also gets its id from the key (`voucherIdFor` of its external id), so a repeat meets its own
 * voucher. A numbered voucher's id is its number, so a repeat meets it as "already exists" and `sameRequest` tells
 * the two apart. `key` is the key of this item (a batch's item n: `<key>:<n>`).
 */
export const withKey = (v: NewVoucher, key: string | undefined, idem: Omit<Idempotency, "key"> | undefined) =>
  key && idem
    ? {
        ...v,
        ...(numbered(v) ? {} : { externalId: `idem:${idem.scope}:${key}` }),
        request: idempotentRequest(idem.scope, key, idem.method, idem.path, idem.body),
      }
    : v;
