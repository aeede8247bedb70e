// The en catalogue, loaded on its own (src/i18n/index.ts): the web's texts, one file per larger feature under its
// own top-level key, and the server's validation texts (core's, so a rule's text is written once).
import { serverTexts, validationTexts } from "../server-texts";
import accounting from "./accounting.json";
import credit from "./credit.json";
import cases from "./cases.json";
import imports from "./imports.json";
import interest from "./interest.json";
import ledger from "./ledger.json";
import overview from "./overview.json";
import resources from "./resources.json";
import texts from "./translation.json";

export const catalogue = { ...texts, ledger, imports, interest, overview, resources, cases, credit, accounting };
export const translation = {
  ...catalogue,
  validation: validationTexts("en"),
  creditCheck: serverTexts("en", "creditCheck"),
  // the accounting integrations' message keys (a sync's `error`), once core has their catalogue
  integrations: serverTexts("en", "integrations"),
  // the reminder processes' field messages (a 422 names them)
  reminderProcesses: serverTexts("en", "reminderProcesses"),
};
