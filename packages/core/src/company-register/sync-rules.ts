import "../i18n/company-register"; // registers the texts of the keys named here
import type { Debtor } from "../ledger/store";
import { normaliseName } from "../util/text";
import type { CompanyRecord } from "./company.schema";

/**
 * What the synchronisation with Enhetsregisteret (sync.ts) compares, pure: which of a debtor's or the customer's own
 * details differ from the register's, the register's warnings, and the activity entry's words.
 */

const same = (a: string | undefined, b: string | undefined) => normaliseName(a ?? "") === normaliseName(b ?? "");

/** The register's warnings of a company: its own, or "not in the register" when it has none. */
export const warningsOf = (r: CompanyRecord | null) => (r ? [...r.warnings].sort() : ["companyRegister.notFound"]);

/** The register's address, postcode and city where they differ from `c`'s (the fields named as `c` names them). */
function addressChanges<P extends string>(
  c: { address?: string; city?: string } & Partial<Record<P, string>>,
  postcodeField: P,
  r: CompanyRecord,
) {
  const set: { address?: string; city?: string } & Partial<Record<P, string>> = {};
  if (!r.address) return set;
  const address = r.address.lines.join(", ");
  if (address && !same(c.address, address)) set.address = address;
  if (r.address.postcode && !same(c[postcodeField], r.address.postcode))
    (set as Record<string, string>)[postcodeField] = r.address.postcode;
  if (r.address.city && !same(c.city, r.address.city)) set.city = r.address.city;
  return set;
}

/** What differs between a debtor and the register: the fields to write (the register's values), by name. */
export function debtorChanges(d: Pick<Debtor, "name" | "address" | "postcode" | "city" | "country">, r: CompanyRecord) {
  const set: Partial<Record<"name" | "address" | "postcode" | "city" | "country", string>> = {
    ...(r.name && !same(d.name, r.name) ? { name: r.name } : {}),
    ...addressChanges(d, "postcode", r),
  };
  if (r.address?.countryCode && !same(d.country ?? "NO", r.address.countryCode)) set.country = r.address.countryCode;
  return set;
}

/** What differs between the customer's own details and the register's (the VAT registration included). */
export function customerChanges(
  c: { name: string; address?: string; postNumber?: string; city?: string; isRegisteredInVatRegister?: boolean },
  r: CompanyRecord,
) {
  const set: {
    name?: string;
    address?: string;
    postNumber?: string;
    city?: string;
    isRegisteredInVatRegister?: boolean;
  } = { ...(r.name && !same(c.name, r.name) ? { name: r.name } : {}), ...addressChanges(c, "postNumber", r) };
  if ((c.isRegisteredInVatRegister ?? false) !== r.vatRegistered) set.isRegisteredInVatRegister = r.vatRegistered;
  return set;
}

/** The activity entry's words of the fields changed (`postNumber` → "postcode"). */
export const FIELD_NAMES: Record<string, string> = { postNumber: "postcode", isRegisteredInVatRegister: "vat" };
export const summaryOf = (fields: string[], warnings: string[] | null) =>
  [
    fields.length ? `from the company register: ${fields.join(", ")}` : "",
    warnings ? `register warnings: ${warnings.length ? warnings.join(", ") : "none"}` : "",
  ]
    .filter(Boolean)
    .join("; ");
