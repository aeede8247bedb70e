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
}

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
};
