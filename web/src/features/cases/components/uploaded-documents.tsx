import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Upload } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_MB } from "@innfri/core/cases/operations/case-notes.schema";
import { t as serverText } from "@innfri/core/i18n/all";
import { SimpleTable } from "@/components/simple-table";
import { FileActionButton } from "@/components/file-action-button";
import { FieldError } from "@/components/ui/text-field";
import { Spinner } from "@/components/ui/spinner";
import { handleApiError, isApiError } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format";
import { useLedgerAccess } from "@/lib/ledger-access";
import { casesKey } from "../api/cases";
import { caseUploadsQuery, downloadUpload, uploadDocument } from "../api/notes";

/** "1,2 MB" / "340 kB": a file's size as the list shows it. */
export function fileSize(bytes: number, lang: string): string {
  const locale = lang === "en" ? "en-GB" : "nb-NO";
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toLocaleString(locale, { maximumFractionDigits: 1 })} MB`;
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString(locale)} kB`;
}

/**
 * The PDFs uploaded to the case, beside its letters on the documents tab (SPEC 5 "Files": PDF only, at most 4 MB;
 * too large: compress and retry). Whoever may change the case uploads; everyone who reads it downloads. The size is
 * checked here first so a large file is not sent for nothing; the server checks the size and the bytes again.
 */
export function UploadedDocuments({ caseId }: { caseId: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === "en" ? "en" : "no";
  const { customerId, canChange } = useLedgerAccess();
  const uploads = useQuery({ ...caseUploadsQuery(customerId, caseId), enabled: !!customerId });
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | undefined>();
  const upload = useMutation({
    mutationFn: (file: File) => uploadDocument(caseId, file),
    onSuccess: ({ message }) => {
      setError(undefined);
      toast.success(message, { id: `case-upload:${message}` });
      void queryClient.invalidateQueries({ queryKey: casesKey(customerId) });
    },
    onError: (e) => {
      if (isApiError(e) && e.status === 422) setError(e.errors?.file?.[0] ?? e.message);
      else handleApiError(e);
    },
    onSettled: () => {
      if (input.current) input.current.value = "";
    },
  });
  const chosen = (file: File | undefined) => {
    if (!file) return;
    if (file.size > UPLOAD_MAX_BYTES) {
      setError(serverText(lang, "caseUploads.tooLarge", { max: UPLOAD_MAX_MB }));
      if (input.current) input.current.value = "";
      return;
    }
    upload.mutate(file);
  };
  return (
    <section className="grid gap-3" aria-labelledby="uploads-heading">
      <h2 id="uploads-heading" className="text-base font-semibold">
        {t("cases.uploads.heading")}
      </h2>
      {canChange ? (
        <div className="grid gap-1.5">
          <label htmlFor="case-upload" className="text-sm font-medium">
            {t("cases.uploads.choose")}
          </label>
          <div className="flex flex-wrap items-center gap-2">
            <input
              ref={input}
              id="case-upload"
              name="file"
              type="file"
              accept="application/pdf,.pdf"
              aria-invalid={error ? true : undefined}
              aria-describedby={["case-upload-help", error ? "case-upload-error" : ""].filter(Boolean).join(" ")}
              disabled={upload.isPending}
              onChange={(e) => chosen(e.target.files?.[0])}
              className="text-sm file:mr-3 file:rounded-md file:border file:border-neutral-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
            />
            {upload.isPending ? (
              <Spinner label={t("cases.uploads.uploading")} />
            ) : (
              <Upload aria-hidden="true" className="size-4 text-neutral-600" />
            )}
          </div>
          <p id="case-upload-help" className="text-xs text-neutral-700">
            {t("cases.uploads.help", { max: UPLOAD_MAX_MB })}
          </p>
          <div role="alert">
            <FieldError id="case-upload-error" message={error} />
          </div>
        </div>
      ) : null}
      {!uploads.data ? (
        <Spinner label={t("app.loading")} />
      ) : uploads.data.data.length === 0 ? (
        <p className="text-sm text-neutral-700">{t("cases.uploads.empty")}</p>
      ) : (
        <SimpleTable
          caption={t("cases.uploads.heading")}
          rows={uploads.data.data}
          rowKey={(d) => d.id}
          columns={[
            {
              header: t("cases.documents.date"),
              cell: (d) => formatDateTime(d.createdAt),
              className: "whitespace-nowrap",
            },
            { header: t("cases.uploads.fileName"), cell: (d) => d.fileName, className: "break-all" },
            { header: t("cases.uploads.size"), cell: (d) => fileSize(d.size, lang), className: "whitespace-nowrap" },
            { header: t("cases.uploads.by"), cell: (d) => d.uploadedByName ?? "" },
          ]}
          actions={(d) => (
            <FileActionButton
              kind="download"
              label={t("cases.documents.download")}
              ariaLabel={t("cases.documents.downloadNamed", { name: d.fileName })}
              run={() => downloadUpload(caseId, d.id, d.fileName)}
            />
          )}
        />
      )}
    </section>
  );
}
