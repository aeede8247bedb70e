import "i18next";
import type accounting from "./no/accounting.json";
import type cases from "./no/cases.json";
import type credit from "./no/credit.json";
import type imports from "./no/imports.json";
import type interest from "./no/interest.json";
import type ledger from "./no/ledger.json";
import type overview from "./no/overview.json";
import type resourceTexts from "./no/resources.json";
import type no from "./no/translation.json";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: {
      translation: typeof no & {
        ledger: typeof ledger;
        imports: typeof imports;
        interest: typeof interest;
        overview: typeof overview;
        resources: typeof resourceTexts;
        cases: typeof cases;
        credit: typeof credit;
        accounting: typeof accounting;
      };
    };
    returnNull: false;
  }
}
