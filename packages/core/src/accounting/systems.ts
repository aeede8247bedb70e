import type { AccountingSystem, AccountingSystemId } from "./provider";
import { fikenSystem } from "./fiken";
import { powerofficeSystem } from "./poweroffice";
import { tripletexSystem } from "./tripletex";
import { vismaSystem } from "./visma";

/** The systems we integrate with: one line per system folder (docs/accounting.md). */
export const SYSTEMS: Partial<Record<AccountingSystemId, AccountingSystem>> = {
  fiken: fikenSystem,
  poweroffice: powerofficeSystem,
  tripletex: tripletexSystem,
  visma: vismaSystem,
};
