import "i18next";
import type no from "./no/translation.json";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof no };
    returnNull: false;
  }
}
