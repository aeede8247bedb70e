import type { StepKind } from "../law/vocabulary";

/**
 * Where a petition goes (issue 18, letters-legal-review #5; docs/collection-law.md "Petitions go to the court").
 * Pure: no I/O; `court-reference.ts` loads the admin lists and calls it. The debtor's postcode names the
 * municipality (the municipality list's postcode ranges, Bring's postnummerregister), the municipality names the
 * body:
 * - forliksklage: the forliksråd of the municipality where the innklagede lives or has its business (tvisteloven
 *   § 4-4 alminnelig verneting, chapter 6); every municipality has one and the police keep its secretariat (domstolloven
 *   §§ 27-28; politiet.no, domstol.no), so it is written "<kommune> forliksråd" at the address of the enforcement
 *   office that serves the municipality;
 * - begjæring om utlegg and om fravikelse: the namsmann of the debtor's municipality (tvangsfullbyrdelsesloven
 *   chapter 5; politiet.no "Begjære utleggsforretning");
 * - konkursbegjæring: the tingrett of the debtor's municipality (konkursloven § 146: the court where the debtor has
 *   its main office; the product holds the debtor's address only and takes it as that office).
 * No body found is a refusal naming what is missing, never a letter "Til " with nothing after it.
 */

export type PetitionBody = "conciliation-board" | "enforcement-office" | "district-court";

/** The petitions (the judicial steps) and the body each is addressed to. */
export const PETITION_BODIES: Partial<Record<StepKind, PetitionBody>> = {
  "conciliation-claim": "conciliation-board",
  "enforcement-petition": "enforcement-office",
  eviction: "enforcement-office",
  "bankruptcy-petition": "district-court",
};

export const petitionBodyOf = (kind: StepKind): PetitionBody | null => PETITION_BODIES[kind] ?? null;

/**
 * The notices that are served on the debtor (forkynt) rather than posted to it, and the body that serves them
 * (issue 18 #1; docs/collection-law.md "The konkursvarsel is served"): the konkursvarsel goes «i tre eksemplarer til
 * hovedstevnevitnet i det området saksøkte har forretningsadresse» (conta-inkasso.no, letters-legal-review § 2.7).
 * The stevnevitne is the police's civil office of the municipality (the namsmann, which serves documents where no
 * separate stevnevitne sits), so it is found as a petition to namsmannen is: the debtor's postcode → municipality →
 * the enforcement office's address.
 */
export const SERVICE_BODIES: Partial<Record<StepKind, PetitionBody>> = { "bankruptcy-notice": "enforcement-office" };
export const serviceBodyOf = (kind: StepKind): PetitionBody | null => SERVICE_BODIES[kind] ?? null;
/** The copies a served notice goes in: one served on the debtor, one returned with the proof of service, one kept. */
export const SERVICE_COPIES = 3;

export interface MunicipalityRef {
  number: string;
  name: string;
  /** Postcodes and ranges, "0001-1299" or "1300". */
  postcodes?: readonly string[];
}
export interface EnforcementOfficeRef {
  municipalityNumber: string;
  officeName: string;
  address: string;
  postcode: string;
  city: string;
}
export interface DistrictCourtRef {
  courtName: string;
  address: string;
  postcode: string;
  city: string;
  municipalityNumbers: readonly string[];
}
export interface CourtReference {
  municipalities: readonly MunicipalityRef[];
  offices: readonly EnforcementOfficeRef[];
  courts: readonly DistrictCourtRef[];
}

/** The addressee of a petition: the name after «Til» and the lines of the envelope window. */
export interface PetitionAddressee {
  body: PetitionBody;
  name: string;
  addressLines: string[];
  municipalityNumber: string;
}

/** What is missing when no addressee is found (each names the list an admin fills). */
export type CourtMissing =
  | { missing: "postcode" }
  | { missing: "municipality"; postcode: string }
  | { missing: "enforcement-office" | "district-court"; municipality: string };

export type CourtLookup = { addressee: PetitionAddressee } | CourtMissing;

/** Whether `postcode` is one of `ranges` ("0001-1299", "1300"): four digits compared as numbers. */
export function postcodeInRanges(postcode: string, ranges: readonly string[]): boolean {
  if (!/^[0-9]{4}$/.test(postcode)) return false;
  const n = Number(postcode);
  return ranges.some((r) => {
    const m = /^([0-9]{4})(?:-([0-9]{4}))?$/.exec(r.trim());
    if (!m) return false;
    const from = Number(m[1]);
    const to = m[2] ? Number(m[2]) : from;
    return n >= from && n <= to;
  });
}

/** The municipality a postcode belongs to (the first whose ranges hold it), or null. */
export function municipalityOfPostcode(postcode: string, list: readonly MunicipalityRef[]): MunicipalityRef | null {
  return list.find((m) => postcodeInRanges(postcode, m.postcodes ?? [])) ?? null;
}

const lines = (o: { address: string; postcode: string; city: string }) => [o.address, `${o.postcode} ${o.city}`];

/** The body a petition of `kind` is addressed to for a debtor at `postcode`, or what is missing to find it. */
export function petitionAddressee(
  body: PetitionBody,
  postcode: string | null | undefined,
  ref: CourtReference,
): CourtLookup {
  const code = postcode?.trim() ?? "";
  if (!code) return { missing: "postcode" };
  const municipality = municipalityOfPostcode(code, ref.municipalities);
  if (!municipality) return { missing: "municipality", postcode: code };
  const named = `${municipality.number} ${municipality.name}`;
  if (body === "district-court") {
    const court = ref.courts.find((c) => c.municipalityNumbers.includes(municipality.number));
    if (!court) return { missing: "district-court", municipality: named };
    return {
      addressee: {
        body,
        name: court.courtName,
        addressLines: lines(court),
        municipalityNumber: municipality.number,
      },
    };
  }
  const office = ref.offices.find((o) => o.municipalityNumber === municipality.number);
  if (!office) return { missing: "enforcement-office", municipality: named };
  if (body === "enforcement-office")
    return {
      addressee: { body, name: office.officeName, addressLines: lines(office), municipalityNumber: municipality.number },
    };
  // the forliksråd: its secretariat is the police's civil office of the municipality (domstolloven § 27)
  return {
    addressee: {
      body,
      name: `${municipality.name} forliksråd`,
      addressLines: [`c/o ${office.officeName}`, ...lines(office)],
      municipalityNumber: municipality.number,
    },
  };
}
