import { useTranslation } from "react-i18next";
import { IntakeResult } from "@/components/intake-result";
import type { LedgerImport } from "../api/imports";
import { IssueTable } from "./import-preview";

/** Step 3, done: what the import made (the shared intake result), and the rows it did not import. */
export function ImportResult({ item }: { item: LedgerImport }) {
  const { t } = useTranslation();
  const r = item.result;
  if (!r) return null;
  const notImported = r.notImported ?? [];
  return (
    <>
      <IntakeResult
        heading={t("imports.result.heading", { fileName: item.fileName })}
        counts={r}
        testId="import-result"
      />
      {notImported.length ? (
        <div className="grid gap-2">
          <p className="text-sm text-neutral-800">{t("imports.result.notImportedIntro")}</p>
          <IssueTable caption={t("imports.result.notImported")} issues={notImported} />
        </div>
      ) : null}
    </>
  );
}
