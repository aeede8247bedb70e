/**
 * The activity log in words (core/activity/describe.ts): one text per kind of change, `{who}` the user who made it.
 * The ledger's voucher routes share their verbs, so their texts are made from a noun per kind; registered in
 * messages.ts when loaded (import it where its keys are named).
 */
import { registerMessages } from "./messages";

type Texts = { no: string; en: string };

/** The ledger's voucher kinds by their path, with the noun (indefinite singular, plural). */
const VOUCHER_NOUNS = {
  invoices: { no: ["en faktura", "fakturaer"], en: ["an invoice", "invoices"] },
  "credit-notes": { no: ["en kreditnota", "kreditnotaer"], en: ["a credit note", "credit notes"] },
  payments: { no: ["en innbetaling", "innbetalinger"], en: ["a payment", "payments"] },
  corrections: { no: ["en korrigering", "korrigeringer"], en: ["a correction", "corrections"] },
  "late-fees": { no: ["et purregebyr", "purregebyrer"], en: ["a late fee", "late fees"] },
  sentences: { no: ["en dom", "dommer"], en: ["a sentence", "sentences"] },
  "interest-calculations": { no: ["en rentenota", "rentenotaer"], en: ["an interest note", "interest notes"] },
} as const;
export type VoucherPath = keyof typeof VOUCHER_NOUNS;
export const VOUCHER_PATHS = Object.keys(VOUCHER_NOUNS) as VoucherPath[];

const VOUCHER_VERBS = {
  create: { no: "{who} registrerte {a}", en: "{who} registered {a}" },
  createBatch: { no: "{who} registrerte flere {many}", en: "{who} registered several {many}" },
  updateBatch: { no: "{who} endret flere {many}", en: "{who} changed several {many}" },
  update: { no: "{who} endret {a}", en: "{who} changed {a}" },
  remove: { no: "{who} slettet {a}", en: "{who} deleted {a}" },
  restore: { no: "{who} gjenopprettet {a}", en: "{who} restored {a}" },
  apply: { no: "{who} avregnet {a}", en: "{who} applied {a}" },
  split: { no: "{who} delte {a}", en: "{who} split {a}" },
} as const;
export type VoucherVerb = keyof typeof VOUCHER_VERBS;

/** Every other change, by a name of its own (describe.ts maps route patterns to these). */
const CHANGES = {
  "accountNumber.request": { no: "{who} ba om å endre kontonummeret", en: "{who} asked to change the account number" },
  "accountNumber.confirm": { no: "{who} bekreftet et nytt kontonummer", en: "{who} confirmed a new account number" },
  "correctionExport.create": { no: "{who} eksporterte korrigeringer", en: "{who} exported corrections" },
  "customer.create": { no: "{who} opprettet en kunde", en: "{who} created a customer" },
  "customer.update": { no: "{who} endret firmaopplysningene", en: "{who} changed the company details" },
  "customer.document": { no: "{who} endret brevoppsettet", en: "{who} changed the letter settings" },
  "customer.gdpr": { no: "{who} godtok databehandleravtalen", en: "{who} accepted the data processing agreement" },
  "customer.remove": { no: "{who} ba om å slette kontoen", en: "{who} asked to delete the account" },
  "customer.restore": { no: "{who} gjenopprettet kontoen", en: "{who} restored the account" },
  "customer.forceDelete": { no: "{who} slettet en kunde for godt", en: "{who} deleted a customer for good" },
  "customer.switch": { no: "{who} byttet konto", en: "{who} switched account" },
  "logo.upload": { no: "{who} lastet opp en logo", en: "{who} uploaded a logo" },
  "logo.remove": { no: "{who} fjernet logoen", en: "{who} removed the logo" },
  "permissionType.create": { no: "{who} opprettet en tilgangstype", en: "{who} created a permission type" },
  "permissionType.update": { no: "{who} endret en tilgangstype", en: "{who} changed a permission type" },
  "permissionType.remove": { no: "{who} slettet en tilgangstype", en: "{who} deleted a permission type" },
  "member.invite": { no: "{who} inviterte en bruker", en: "{who} invited a user" },
  "member.update": { no: "{who} endret en brukers tilgang", en: "{who} changed a user's access" },
  "member.remove": { no: "{who} fjernet en bruker fra kontoen", en: "{who} removed a user from the account" },
  "member.resend": { no: "{who} sendte invitasjonen på nytt", en: "{who} sent the invitation again" },
  "invitation.accept": { no: "{who} godtok en invitasjon", en: "{who} accepted an invitation" },
  "invitation.decline": { no: "{who} avslo en invitasjon", en: "{who} declined an invitation" },
  "debtor.create": { no: "{who} registrerte en skyldner", en: "{who} registered a debtor" },
  "debtor.update": { no: "{who} endret en skyldner", en: "{who} changed a debtor" },
  "debtor.remove": { no: "{who} slettet en skyldner", en: "{who} deleted a debtor" },
  "debtor.exclude": { no: "{who} endret om en skyldner er unntatt", en: "{who} changed whether a debtor is excluded" },
  "debtor.writeOff": { no: "{who} avskrev en skyldners gjeld", en: "{who} wrote off a debtor's debt" },
  "import.upload": { no: "{who} lastet opp en fil til import", en: "{who} uploaded a file to import" },
  "import.mapping": { no: "{who} endret kolonneoppsettet for en import", en: "{who} changed an import's columns" },
  "import.commit": { no: "{who} importerte en fil", en: "{who} imported a file" },
  "integration.save": { no: "{who} valgte integrasjon", en: "{who} chose the integration" },
  "integration.oauth": { no: "{who} koblet til regnskapssystemet", en: "{who} connected the accounting system" },
  "integration.connect": {
    no: "{who} koblet til regnskapssystemet med nøkler",
    en: "{who} connected the accounting system with tokens",
  },
  "integration.company": {
    no: "{who} valgte selskap i regnskapssystemet",
    en: "{who} chose the company in the accounting system",
  },
  "integration.reset": { no: "{who} koblet fra regnskapssystemet", en: "{who} disconnected the accounting system" },
  "integration.sync": {
    no: "{who} startet en synkronisering med regnskapssystemet",
    en: "{who} started a sync with the accounting system",
  },
  "integration.writeOffs": {
    no: "{who} sendte avskrivninger til regnskapssystemet",
    en: "{who} sent write-offs to the accounting system",
  },
  "integration.retry": {
    no: "{who} sendte en postering til regnskapssystemet på nytt",
    en: "{who} sent an entry to the accounting system again",
  },
  "reminderProcess.create": { no: "{who} opprettet en purreprosess", en: "{who} created a reminder process" },
  "reminderProcess.update": { no: "{who} endret en purreprosess", en: "{who} changed a reminder process" },
  "reminderProcess.remove": { no: "{who} slettet en purreprosess", en: "{who} deleted a reminder process" },
  "interestNotes.create": { no: "{who} lagde rentenotaer", en: "{who} made interest notes" },
  "interestRate.create": { no: "{who} la inn en rentesats", en: "{who} added an interest rate" },
  "interestRate.update": { no: "{who} endret en rentesats", en: "{who} changed an interest rate" },
  "interestRate.remove": { no: "{who} slettet en rentesats", en: "{who} deleted an interest rate" },
  "ledger.exportStatistics": { no: "{who} eksporterte statistikk", en: "{who} exported statistics" },
  "ledger.settings": { no: "{who} endret innstillingene for reskontroen", en: "{who} changed the ledger settings" },
  "user.create": { no: "{who} opprettet en bruker", en: "{who} created a user" },
  "user.update": { no: "{who} endret en bruker", en: "{who} changed a user" },
  "user.remove": { no: "{who} slettet en bruker", en: "{who} deleted a user" },
  "user.restore": { no: "{who} gjenopprettet en bruker", en: "{who} restored a user" },
  "user.forceDelete": { no: "{who} slettet en bruker for godt", en: "{who} deleted a user for good" },
  "user.exportActive": { no: "{who} eksporterte aktive brukere", en: "{who} exported active users" },
  "user.verifyEmail": { no: "{who} bekreftet en ny e-postadresse", en: "{who} confirmed a new e-mail address" },
  "voucher.move": { no: "{who} flyttet et bilag", en: "{who} moved a voucher" },
  /** Refer and earn (billing/referrals.ts): written by the payment of the referred customer's first invoice. */
  "referral.reward": { no: "Innfri ga en vervebelønning", en: "Innfri gave a referral reward" },
  /** The company register's synchronisation (company-register/sync.ts): written by the nightly run. */
  "companyRegister.customer": {
    no: "Enhetsregisteret oppdaterte firmaopplysningene",
    en: "The company register updated the company details",
  },
  "companyRegister.debtor": {
    no: "Enhetsregisteret oppdaterte skyldner {target}",
    en: "The company register updated debtor {target}",
  },
  "brregSync.save": {
    no: "{who} endret synkroniseringen med Enhetsregisteret",
    en: "{who} changed the synchronisation with the company register",
  },
  /** A change no text describes yet (a route added later): said in general terms, the route shown beside it. */
  other: { no: "{who} gjorde en endring", en: "{who} made a change" },
} as const satisfies Record<string, Texts>;
export type ChangeName = keyof typeof CHANGES;

type Key = `activity.${VoucherPath}.${VoucherVerb}` | `activity.${ChangeName}`;

function catalogue(lang: "no" | "en"): Record<Key, string> {
  const out: Record<string, string> = {};
  for (const path of VOUCHER_PATHS)
    for (const [verb, texts] of Object.entries(VOUCHER_VERBS)) {
      const [a, many] = VOUCHER_NOUNS[path][lang];
      out[`activity.${path}.${verb}`] = texts[lang].replace("{a}", a).replace("{many}", many);
    }
  for (const [name, texts] of Object.entries(CHANGES)) out[`activity.${name}`] = texts[lang];
  return out as Record<Key, string>;
}

export const no = catalogue("no");
export const en = catalogue("en");

registerMessages({ no, en });
