import { useMutation } from "@tanstack/react-query";
import { Download, ExternalLink } from "lucide-react";
import { Button } from "@/components/ui/button";
import { handleApiError } from "@/lib/api-client";

/**
 * The one button that opens a file in a new tab or saves it (a case's letters and uploads, the print batches): its
 * icon by kind, its own request, busy while it runs, and a failure shown the one way (`handleApiError`). `label` is
 * what it shows, `ariaLabel` names the file, since a list has one such button per row.
 */
export function FileActionButton({
  kind,
  label,
  ariaLabel,
  run,
}: {
  kind: "open" | "download";
  label: string;
  ariaLabel: string;
  run: () => Promise<unknown>;
}) {
  const action = useMutation({ mutationFn: run, onError: (e) => handleApiError(e) });
  const Icon = kind === "open" ? ExternalLink : Download;
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={() => action.mutate()}
      disabled={action.isPending}
      aria-label={ariaLabel}
    >
      <Icon aria-hidden="true" />
      {label}
    </Button>
  );
}
