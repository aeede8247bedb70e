import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Download, Upload } from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { ResourceDescriptor } from "@innfri/core/resource/define";
import { Button } from "@/components/ui/button";
import { api, downloadFile, serverMessage } from "@/lib/api-client";

/** The CSV calls of a descriptor with `csv`: the export is an attachment, the import the file's bytes. */
export const csvPaths = (name: string) => ({ export: `/${name}/export`, import: `/${name}/import` });

/** The most a CSV import may hold (the API refuses more, with its own message). */
export const MAX_CSV_BYTES = 1024 * 1024;

/**
 * "Export CSV" and "Import CSV" of a reference-data page: the export downloads the whole list in the descriptor's
 * columns; the import sends the chosen file, the API checks every row (422 with the row's message) and the list
 * is loaded again.
 */
export function CsvButtons({ descriptor, canImport }: { descriptor: ResourceDescriptor; canImport: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const paths = csvPaths(descriptor.name);
  const today = new Date().toISOString().slice(0, 10);
  const exporting = useMutation({
    mutationFn: () => downloadFile("GET", paths.export, `${descriptor.name}-${today}.csv`),
  });
  const importing = useMutation({
    mutationFn: (file: File) => api.post<unknown>(paths.import, file),
    onSuccess: (body) => {
      toast.success(serverMessage(body) ?? t("resources.common.imported"), { id: `${descriptor.name}-imported` });
      void queryClient.invalidateQueries({ queryKey: [descriptor.name] });
    },
  });
  return (
    <>
      <Button variant="outline" disabled={exporting.isPending} onClick={() => exporting.mutate()}>
        <Download aria-hidden="true" />
        {t("resources.common.export")}
      </Button>
      {canImport ? (
        <>
          <Button variant="outline" disabled={importing.isPending} onClick={() => input.current?.click()}>
            <Upload aria-hidden="true" />
            {t("resources.common.import")}
          </Button>
          <input
            ref={input}
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            tabIndex={-1}
            aria-label={t("resources.common.importFile")}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = "";
              if (!file) return;
              if (file.size > MAX_CSV_BYTES) {
                toast.error(t("resources.common.tooLarge"), { id: `${descriptor.name}-too-large` });
                return;
              }
              importing.mutate(file);
            }}
          />
        </>
      ) : null}
    </>
  );
}
