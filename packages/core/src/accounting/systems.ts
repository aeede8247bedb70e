import type { AccountingSystem, AccountingSystemId } from "./provider";
import { fikenSystem } from "./fiken";
import { powerofficeSystem } from "./poweroffice";
import { tripletexSystem } from "./tripletex";
import { vismaSystem } from "./visma";

/**
 * The accounting systems we integrate with: one line per system folder (`accounting/<id>/index.ts`), the way an
 * app store keeps each app a folder and a line (issue 22; docs/accounting.md). Nothing else of the spine names a
 * system: a fifth one is a folder, a line here, its fake and its secrets.
 */
export const SYSTEMS: Partial<Record<AccountingSystemId, AccountingSystem>> = {
  fiken: fikenSystem,
  poweroffice: powerofficeSystem,
  tripletex: tripletexSystem,
  visma: vismaSystem,
};

/** The system of an id, or undefined when we do not offer it (yet). */
export const systemOf = (id: string): AccountingSystem | undefined =>
  (SYSTEMS as Record<string, AccountingSystem | undefined>)[id];

/** The systems offered, in the map's order. */
export const offeredSystems = (): AccountingSystem[] => Object.values(SYSTEMS);

/** Every SST secret the systems need (stacks/Secrets.ts declares them, docs/deploy.md lists them). */
export const accountingSecretNames = (): string[] => offeredSystems().flatMap((s) => [...s.secretNames]);
