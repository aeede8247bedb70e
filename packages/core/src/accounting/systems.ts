import { fikenSystem } from "./fiken";
import type { AccountingSystem, AccountingSystemId } from "./provider";

/** The accounting systems we integrate with: one line per system folder (`accounting/<id>/index.ts`). */
export const SYSTEMS: Partial<Record<AccountingSystemId, AccountingSystem>> = {
  fiken: fikenSystem,
};
