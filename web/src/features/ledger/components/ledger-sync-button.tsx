import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { RefreshCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { accountingKey, startSync, type AccountingSystemId } from "@/lib/accounting";
import { integrationSettingKey, useLedgerAccess } from "@/lib/ledger-access";

/**
 * The ledger's «Synkroniser» with an accounting system connected (SPEC 2 "The ledger offers sync"): starts a sync
 * now (or joins the one running) and opens /customer/ledger/sync to follow it to its result.
 */
export function LedgerSyncButton({ system }: { system: AccountingSystemId }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { customerId } = useLedgerAccess();
  const sync = useMutation({
    mutationFn: () => startSync(system),
    onSuccess: ({ syncId }) => {
      void queryClient.invalidateQueries({ queryKey: integrationSettingKey(customerId), exact: true });
      void queryClient.invalidateQueries({ queryKey: accountingKey(customerId) });
      void navigate({ to: "/customer/ledger/sync", search: { id: syncId } });
    },
  });
  return (
    <Button variant="outline" onClick={() => sync.mutate()} disabled={sync.isPending}>
      {sync.isPending ? <Spinner /> : <RefreshCw aria-hidden="true" />}
      {t("ledger.sync")}
    </Button>
  );
}
