import type { TFunction } from "i18next";
import i18n from "@/i18n";
import type { AccountingSystemId, SyncView } from "@/lib/accounting";
import type { SystemInfo } from "./api/accounting";

/** The system's name as the user reads it: the server's, marked "(lokal)" when a local fake serves it. */
export function systemLabel(t: TFunction, id: AccountingSystemId, systems: SystemInfo[] | undefined): string {
  const info = systems?.find((s) => s.id === id);
  const name = info?.name ?? t(`ledger.integration.kinds.${id}`);
  return info?.local ? t("accounting.localName", { name }) : name;
}

/** A token field's label by its name (employeeToken → «Ansattnøkkel»); an unknown field reads as its name. */
export function fieldLabel(t: TFunction, field: string): string {
  return t(`accounting.fields.${field}` as never, { defaultValue: field });
}

/** What the system's how-to says about where its key is made, if we have one. */
export function howToText(t: TFunction, id: AccountingSystemId): string | undefined {
  const key = `accounting.howTo.${id}`;
  return i18n.exists(key) ? t(key as never) : undefined;
}

/** A sync's `error` (a message key of the server's `integrations` catalogue), or the general failure. */
export function syncErrorText(t: TFunction, error: string | null): string {
  return error && i18n.exists(error) ? t(error as never) : t("accounting.sync.failed");
}

/** Who started a sync: the user's name (or e-mail) for a manual one, «Nattlig synkronisering» for the schedule. */
export function startedByText(t: TFunction, sync: Pick<SyncView, "trigger" | "startedBy">): string {
  if (sync.trigger === "schedule") return t("accounting.sync.trigger.schedule");
  return sync.startedBy || t("accounting.sync.trigger.manual");
}

/** A write-back's message: a message key of the server's `integrations` catalogue, or the system's own words. */
export function writeBackMessage(t: TFunction, error: string | null): string {
  if (!error) return "";
  return i18n.exists(error) ? t(error as never) : error;
}
