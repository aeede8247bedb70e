/**
 * For each admin resource (routes/admin/index.ts ADMIN_RESOURCES): a valid body to create, a valid body to update
 * with, a search that finds the created item, and an invalid body with the fields its 422 names. The conformance
 * test (src/routes/admin/resources.conformance.test.ts) fails for a resource without an entry.
 */
export interface ResourceSample {
  valid: Record<string, unknown>;
  update: Record<string, unknown>;
  /** A field of the view the update changes, and its value afterwards. */
  changed: [string, unknown];
  invalid: { body: Record<string, unknown>; fields: string[] };
  search?: string;
  /** A filter that keeps the created item (query parameter and value). */
  filter?: [string, string];
  /** Created by a customer's user (POST of its own route), not by the admin. */
  createdByCustomer?: boolean;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const place = { address: "Testveien 1", postcode: "0150", city: "Oslo" };
const badPlace = { address: "", postcode: "12a", city: "" };

export const RESOURCE_SAMPLES: Record<string, ResourceSample> = {
  interests: {
    valid: { from: "2031-01-01", ratePercent: "11,5", compensation: "430", source: "test" },
    update: { ratePercent: "12", compensation: "430" },
    changed: ["rateBasisPoints", 1200],
    invalid: {
      body: { from: "2031-02-01", ratePercent: "abc", compensation: "fire" },
      fields: ["from", "ratePercent", "compensation"],
    },
    search: "2031",
  },
  "global-messages": {
    valid: {
      textNo: "Vedlikehold i kveld",
      textEn: "Maintenance tonight",
      severity: "warning",
      from: day(0),
      to: day(7),
      audience: "all",
    },
    update: { textNo: "Vedlikehold i natt", severity: "critical", from: day(0), to: day(7), audience: "all" },
    changed: ["severity", "critical"],
    invalid: {
      body: { textNo: "", severity: "loud", from: "2026-13-01", to: "x", audience: "some" },
      fields: ["textNo", "severity", "from", "to", "audience"],
    },
    filter: ["severity", "warning"],
  },
  "customer-feedback": {
    valid: { text: "Fint system, men eksporten er treg.", page: "/ledger", rating: 4 },
    update: { status: "handled" },
    changed: ["status", "handled"],
    invalid: { body: { text: "", rating: 9 }, fields: ["text", "rating"] },
    filter: ["status", "new"],
    createdByCustomer: true,
  },
  "municipality-numbers": {
    valid: { number: "9901", name: "Testkommune", county: "Testfylke" },
    update: { name: "Prøvekommune", county: "Testfylke" },
    changed: ["name", "Prøvekommune"],
    invalid: { body: { number: "12", name: "", county: "" }, fields: ["number", "name", "county"] },
    search: "testk",
  },
  "police-stations": {
    valid: { district: "Testdistrikt", name: "Test politistasjon", ...place },
    update: { district: "Testdistrikt", name: "Prøve politistasjon", ...place },
    changed: ["name", "Prøve politistasjon"],
    invalid: {
      body: { district: "", name: "", ...badPlace },
      fields: ["district", "name", "address", "postcode", "city"],
    },
    search: "test pol",
  },
  "petition-court-lists": {
    valid: { courtName: "Test tingrett", ...place, municipalityNumbers: "9901, 9902" },
    update: { courtName: "Test tingrett", ...place, municipalityNumbers: ["9903"] },
    changed: ["municipalityNumbers", ["9903"]],
    invalid: {
      body: { courtName: "", ...badPlace, municipalityNumbers: "12, 0301" },
      fields: ["courtName", "address", "postcode", "city", "municipalityNumbers"],
    },
    search: "test t",
  },
  "force-collection-address": {
    valid: { municipalityNumber: "9901", officeName: "Test namsfogd", ...place },
    update: { officeName: "Prøve namsfogd", ...place },
    changed: ["officeName", "Prøve namsfogd"],
    invalid: {
      body: { municipalityNumber: "99011", officeName: "", ...badPlace },
      fields: ["municipalityNumber", "officeName", "address", "postcode", "city"],
    },
    search: "9901",
  },
  fees: {
    valid: {
      validFrom: "2031-01-01",
      regime: "inkassolov-2026",
      inkassosats: "800",
      smallFeeFraction: "",
      paymentDemandFraction: null,
      rounding: "whole-kroner",
      rettsgebyr: "1 400,00",
      claimsDueFrom: "",
      source: "test",
    },
    update: { regime: "inkassolov-2026", inkassosats: "800", smallFeeFraction: "1/20", rounding: "whole-kroner" },
    changed: ["smallFeeFraction", "1/20"],
    invalid: {
      body: {
        validFrom: "2031-02-30",
        regime: "inkassolov-1999",
        inkassosats: "x",
        smallFeeFraction: "1:20",
        rounding: "up",
      },
      fields: ["validFrom", "regime", "inkassosats", "smallFeeFraction", "rounding"],
    },
    search: "2031",
  },
};
