import { createUser } from "./support";
/**
 * For each admin resource (routes/admin/all.ts ADMIN_RESOURCES): a valid body to create, a valid body to update
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
  /** The roles, when not admin's alone (SPEC 6: sales keeps plans and billing schedules). */
  access?: { read: "staff"; write: "staff" };
  /** Makes what the sample refers to (a customer, the seeded plans): fields merged into `valid` and `update`. */
  prepare?: () => Promise<Record<string, unknown>>;
}

let seeded: Promise<unknown> | undefined;
/** The default user group and the seeded plans (created once per run; idempotent). */
const withPlans = async () => {
  await (seeded ??= import("@innfri/core/billing/plan-seed").then((m) => m.seedPlans()));
  return {};
};

const planSample = {
  nameNo: "Testplan",
  nameEn: "Test plan",
  active: true,
  starter: false,
  priceOre: 29_900,
  durationDays: 30,
  includedCases: 20,
  includedSends: 60,
  includedUsers: 5,
  perCaseOre: 2_500,
  perSendOre: 900,
  perUserYearOre: 60_000,
  topUpCaseOre: 4_900,
  topUpSendOre: 1_500,
  topUpCreditCheckOre: 3_900,
  discountPercent: 10,
  discountFromQuantity: 100,
  carryForward: true,
  unitsExpireDays: null,
  availableUntil: null,
};

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const place = { address: "Testveien 1", postcode: "0150", city: "Oslo" };
const badPlace = { address: "", postcode: "12a", city: "" };

const stepSample = {
  order: 3,
  kind: "reminder",
  nameNo: "Teststeg",
  nameEn: "Test step",
  deadlineDays: 14,
  waitDays: 0,
  channels: ["email", "post"],
  letterTemplate: "reminder",
  emailTemplate: null,
  autopilot: true,
};
const badStep = {
  order: 0,
  kind: "fax",
  nameNo: "",
  nameEn: "",
  deadlineDays: "x",
  waitDays: -1,
  channels: [],
  autopilot: "yes",
};
const badStepFields = ["order", "kind", "nameNo", "nameEn", "deadlineDays", "waitDays", "channels", "autopilot"];
const letterSample = {
  name: "Testbrev",
  stepKind: "reminder",
  title: "Purring til {{debtor.name}}",
  upperText: "Betal {{amounts.total}}.",
  lowerText: "Innen {{deadline}}.",
  generalDocument: null,
};

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

  // the collection configuration (issue 10)
  procedures: {
    valid: { id: "test-procedure", nameNo: "Testsaksgang", nameEn: "Test procedure", appliesTo: "company" },
    update: { nameNo: "Prøvesaksgang", nameEn: "Trial procedure", appliesTo: "company" },
    changed: ["nameNo", "Prøvesaksgang"],
    invalid: {
      body: { id: "Bad Id", nameNo: "", appliesTo: "alien" },
      fields: ["id", "nameNo", "nameEn", "appliesTo"],
    },
    search: "testsak",
    filter: ["appliesTo", "company"],
  },
  steps: {
    valid: { ...stepSample, procedureId: "person" },
    update: { ...stepSample, deadlineDays: "21" },
    changed: ["deadlineDays", 21],
    invalid: { body: { ...badStep, procedureId: "" }, fields: ["procedureId", ...badStepFields] },
    search: "testst",
    filter: ["kind", "reminder"],
  },
  "global-steps": {
    valid: { ...stepSample, nameNo: "Test felles steg", kind: "conciliation-claim", channels: "post" },
    update: { ...stepSample, kind: "conciliation-claim", channels: "email, post" },
    changed: ["channels", ["email", "post"]],
    invalid: { body: badStep, fields: badStepFields },
    search: "test fel",
    filter: ["kind", "conciliation-claim"],
  },
  "procedures-after-global-step": {
    valid: { globalStepId: "conciliation-claim", appliesTo: "person", procedureId: "person", stepId: "person-6" },
    update: { globalStepId: "conciliation-claim", appliesTo: "person", procedureId: "person", stepId: null },
    changed: ["stepId", null],
    invalid: {
      body: { globalStepId: "", appliesTo: "x", procedureId: "Bad" },
      fields: ["globalStepId", "appliesTo", "procedureId"],
    },
    filter: ["appliesTo", "person"],
  },
  "claim-types": {
    valid: { nameNo: "Testkravtype", nameEn: "Test claim type", voucherType: "invoice", invoiceType: "invoice" },
    update: { nameNo: "Prøvekravtype", nameEn: "Trial claim type", voucherType: "invoice", invoiceType: null },
    changed: ["invoiceType", null],
    invalid: {
      body: { nameNo: "", nameEn: "", voucherType: "cheque", invoiceType: "x" },
      fields: ["nameNo", "nameEn", "voucherType", "invoiceType"],
    },
    search: "testkrav",
  },
  documents: {
    valid: { template: "test-letter", language: "no", ...letterSample },
    update: { ...letterSample, name: "Prøvebrev" },
    changed: ["name", "Prøvebrev"],
    invalid: {
      body: {
        template: "Bad Template",
        language: "se",
        name: "",
        stepKind: "x",
        title: "",
        upperText: "",
        lowerText: "",
      },
      fields: ["template", "language", "name", "stepKind", "title", "upperText", "lowerText"],
    },
    search: "testb",
    filter: ["language", "no"],
  },
  "general-documents": {
    valid: { template: "test-paragraph", language: "en", name: "Test paragraph", text: "Pay {{creditor.name}}." },
    update: { name: "Trial paragraph", text: "Pay {{creditor.name}} by {{deadline}}." },
    changed: ["text", "Pay {{creditor.name}} by {{deadline}}."],
    invalid: {
      body: { template: "", language: "", name: "", text: "" },
      fields: ["template", "language", "name", "text"],
    },
    search: "test p",
    filter: ["language", "en"],
  },
  "email-templates": {
    valid: {
      template: "test-mail",
      language: "no",
      name: "Testmal",
      subject: "Sak {{case.number}}",
      body: "Hei {{debtor.name}}",
    },
    update: { name: "Testmal", subject: "Ny sak {{case.number}}", body: "Hei {{debtor.name}}" },
    changed: ["subject", "Ny sak {{case.number}}"],
    invalid: {
      body: { template: "x y", language: "de", name: "", subject: "", body: "" },
      fields: ["template", "language", "name", "subject", "body"],
    },
    search: "testm",
    filter: ["language", "no"],
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
  plans: {
    valid: planSample,
    update: { ...planSample, priceOre: "39900" },
    changed: ["priceOre", 39_900],
    invalid: {
      body: { ...planSample, nameNo: "", priceOre: -1, durationDays: 0, discountPercent: 150, active: "yes" },
      fields: ["nameNo", "priceOre", "durationDays", "discountPercent", "active"],
    },
    search: "testpl",
    access: { read: "staff", write: "staff" },
  },
  "user-groups": {
    valid: { name: "Testgruppe", description: "For test" },
    update: { name: "Testgruppe", description: null },
    changed: ["description", null],
    invalid: { body: { name: "", description: "x".repeat(301) }, fields: ["name", "description"] },
    search: "testgr",
  },
  "user-group-plans": {
    valid: { userGroupId: "default", planId: "plan-start" },
    update: { userGroupId: "default", planId: "plan-small" },
    changed: ["planId", "plan-small"],
    invalid: { body: { userGroupId: "", planId: "x".repeat(41) }, fields: ["userGroupId", "planId"] },
    prepare: withPlans,
  },
  coupons: {
    valid: { code: "vinter-25", kind: "percent", percentOff: 25, validFrom: day(0), validTo: day(30), maxUses: 100 },
    update: {
      code: "VINTER-25",
      kind: "amount",
      amountOffOre: 10_000,
      validFrom: day(0),
      validTo: day(30),
      maxUses: 100,
    },
    changed: ["kind", "amount"],
    invalid: {
      body: { code: "vinter 25", kind: "gift", percentOff: 101, validFrom: "2026-02-30", validTo: "x", maxUses: 0 },
      fields: ["code", "kind", "percentOff", "validFrom", "validTo", "maxUses"],
    },
    search: "vinter",
    filter: ["kind", "percent"],
  },
  rewards: {
    valid: { name: "Vervebonus", freeCases: 5, freeSends: 10, activeFrom: day(0) },
    update: { name: "Vervebonus", freeCases: 10, activeFrom: day(0) },
    changed: ["freeCases", 10],
    invalid: {
      body: { name: "", freeCases: -1, discountPercent: "mye", activeFrom: "" },
      fields: ["name", "freeCases", "discountPercent", "activeFrom"],
    },
    search: "verve",
  },
  "billing-schedules": {
    valid: { name: "Testfakturering", period: "monthly", dayOfIssue: 1, active: true },
    update: { name: "Testfakturering", period: "quarterly", dayOfIssue: 15, active: true },
    changed: ["period", "quarterly"],
    invalid: {
      body: { name: "", period: "weekly", dayOfIssue: 31, active: true },
      fields: ["name", "period", "dayOfIssue"],
    },
    search: "testfak",
    filter: ["period", "monthly"],
    access: { read: "staff", write: "staff" },
  },
  "customer-step-costs": {
    valid: { stepKind: "reminder", priceOre: 1_200, fromDate: day(0) },
    update: { stepKind: "reminder", priceOre: 1_000, fromDate: day(0) },
    changed: ["priceOre", 1_000],
    invalid: {
      body: { customerId: "", stepKind: "fax", priceOre: "tolv", fromDate: "2026-13-01" },
      fields: ["customerId", "stepKind", "priceOre", "fromDate"],
    },
    filter: ["stepKind", "reminder"],
    prepare: async () => ({ customerId: (await createUser({ permission: "owner" })).customerId }),
  },
};
