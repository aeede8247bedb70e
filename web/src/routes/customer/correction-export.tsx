import { createFileRoute } from "@tanstack/react-router";
import { requireIntegrationSetting } from "@/features/ledger/guards";
import { CorrectionExportPage } from "@/features/ledger/components/correction-export-page";

export const Route = createFileRoute("/customer/correction-export")({
  beforeLoad: async ({ context }) => {
    // the ledger's pages need an integration setting, else /404 (SPEC 2, 6; the API answers 404 likewise)
    await requireIntegrationSetting(context.queryClient);
  },
  component: CorrectionExportPage,
});
