import { useTranslation } from "react-i18next";

const track = "h-3 w-full overflow-hidden rounded-full bg-neutral-200";

/**
 * The upload: a fetch tells nothing of how far the bytes have gone, so the bar is indeterminate (a progressbar
 * without a value, as ARIA has it) while the request runs; a 5 MB file takes a moment at most.
 */
export function UploadProgress({ fileName }: { fileName: string }) {
  const { t } = useTranslation();
  const text = t("imports.upload.uploading", { fileName });
  return (
    <div className="grid gap-1.5">
      <div role="progressbar" aria-label={t("imports.uploadProgress")} aria-valuetext={text} className={track}>
        <div className="h-full w-1/3 animate-pulse rounded-full bg-brand-700" />
      </div>
      <p className="text-sm text-neutral-800" role="status">
        {text}
      </p>
    </div>
  );
}

/** The queue writing the import: processed of total rows, as the import's batch reports them (realtime `batch.progress`). */
export function ImportProgress({ fileName, processed, total }: { fileName: string; processed: number; total: number }) {
  const { t } = useTranslation();
  const done = Math.min(processed, total);
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  const text = t("imports.progress.text", { processed: done, total });
  return (
    <div className="grid gap-1.5">
      <div
        role="progressbar"
        aria-label={t("imports.progress.label", { fileName })}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={text}
        className={track}
      >
        <div className="h-full rounded-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-neutral-800" aria-live="polite">
        {text}
      </p>
    </div>
  );
}
