import { createFileRoute } from "@tanstack/react-router";
import { CorrectionExportPage } from "@/features/ledger/components/correction-export-page";

export const Route = createFileRoute("/customer/correction-export")({
  component: CorrectionExportPage,
});
