import { useMutation } from "@tanstack/react-query";
import { Upload } from "lucide-react";
import { useId, useRef, useState, type DragEvent } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { SelectField } from "@/components/ui/select-field";
import { handleApiError, isApiError } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { uploadImport, type ImportFormat, type LedgerImport } from "../api/imports";
import { detectFileFormat, IMPORT_FORMATS, IMPORT_MAX_BYTES } from "../formats";
import { UploadProgress } from "./import-progress";

/**
 * Step 1: choose a file (the file input, or a drop on the zone around it), see the detected format and change it
 * if need be, upload. A refused file (too large, empty, imported before) is said here, next to the input.
 */
export function FileUpload({ onUploaded }: { onUploaded: (item: LedgerImport) => void }) {
  const { t } = useTranslation();
  const ids = useId();
  const inputId = `${ids}-file`;
  const hintId = `${ids}-hint`;
  const errorId = `${ids}-error`;
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<ImportFormat | null>(null);
  const [detected, setDetected] = useState<ImportFormat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const choose = async (chosen: File | null) => {
    setError(null);
    setFile(chosen);
    setFormat(null);
    setDetected(null);
    if (!chosen) return;
    if (chosen.size > IMPORT_MAX_BYTES) setError(t("imports.upload.tooLarge"));
    const guess = await detectFileFormat(chosen);
    setDetected(guess);
    setFormat(guess);
  };

  const upload = useMutation({
    mutationFn: (f: File) => uploadImport(f, format ?? undefined),
    // the file's own refusals are shown at the input; the rest (401, 403, 5xx) as everywhere
    meta: { skipGlobalErrorHandler: true },
    onError: (e) => {
      if (isApiError(e) && (e.status === 422 || e.status === 409)) setError(e.errors?.file?.[0] ?? e.message);
      else handleApiError(e);
    },
    onSuccess: onUploaded,
  });

  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setDragging(false);
    const dropped = e.dataTransfer.files;
    if (!dropped.length) return;
    // keep the input in step, so it names the dropped file
    if (input.current) input.current.files = dropped;
    void choose(dropped[0]!);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("imports.upload.heading")}</CardTitle>
        <CardDescription id={hintId}>{t("imports.upload.hint")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!file) setError(t("imports.upload.required"));
            else if (file.size > IMPORT_MAX_BYTES) setError(t("imports.upload.tooLarge"));
            else upload.mutate(file);
          }}
        >
          <div
            data-testid="import-drop-zone"
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            className={cn(
              "grid gap-2 rounded-lg border-2 border-dashed border-neutral-300 bg-neutral-50 p-6",
              dragging && "border-brand-700 bg-brand-50",
            )}
          >
            <Label htmlFor={inputId}>{t("imports.upload.file")}</Label>
            <input
              ref={input}
              id={inputId}
              name="file"
              type="file"
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              aria-invalid={error ? true : undefined}
              onChange={(e) => void choose(e.target.files?.[0] ?? null)}
              className="block w-full text-sm text-neutral-900 file:mr-3 file:rounded-md file:border file:border-neutral-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-neutral-900 hover:file:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            />
            <p className="text-sm text-neutral-700">{t("imports.upload.dropZone")}</p>
          </div>
          {file && format ? (
            <div className="grid gap-1 sm:max-w-xs">
              <SelectField
                id={`${ids}-format`}
                name="format"
                label={t("imports.upload.format")}
                value={format}
                onChange={(e) => setFormat(e.target.value as ImportFormat)}
                options={IMPORT_FORMATS.map((f) => ({ value: f, label: t(`imports.formats.${f}`) }))}
              />
              {detected ? (
                <p className="text-sm text-neutral-700">
                  {t("imports.upload.detected", { format: t(`imports.formats.${detected}`) })}
                </p>
              ) : null}
            </div>
          ) : null}
          {error ? (
            <Alert variant="error" id={errorId}>
              <p className="font-semibold">{t("imports.upload.failed")}</p>
              <p>{error}</p>
            </Alert>
          ) : null}
          {upload.isPending && file ? <UploadProgress fileName={file.name} /> : null}
          <div>
            <Button type="submit" disabled={upload.isPending}>
              <Upload aria-hidden="true" />
              {t("imports.upload.submit")}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
