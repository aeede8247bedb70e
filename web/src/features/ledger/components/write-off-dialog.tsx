import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Checkbox } from "@/components/ui/checkbox";
import { ConfirmDialog } from "@/components/ui/dialog";
import { SelectField } from "@/components/ui/select-field";
import {
  chosenSystem,
  postWriteOffs,
  WRITE_OFF_REASONS,
  type AccountingSystemId,
  type WriteOffReason,
} from "@/lib/accounting";
import { isApiError, toastError } from "@/lib/api-client";
import { formatMoney } from "@/lib/format";
import { useRights } from "@/lib/use-rights";
import type { DebtorLedgerView as DebtorLedger } from "@innfri/core/ledger/ledger-views.schema";
import { writeOffDebtor } from "../api/debtors";
import { ledgerKey } from "../api/integration";
import { useIntegrationSetting } from "../hooks/use-ledger-access";

/**
 * The ledger's write-off of a debtor's balance (SPEC 9), and, when the debtor's open invoices came from the connected
 * accounting system, the write-off posted there in the same flow (issue 22; docs/accounting-web.md): «Før
 * avskrivningen i Fiken», on by default, with the reason the system takes. The ledger writes off first (one
 * correction); the invoices it credited that came from the system are then posted (POST
 * /integration-settings/{id}/write-offs), each once; the tab's write-backs show how it went.
 */
export function WriteOffDialog({
  open,
  onClose,
  debtorId,
  name,
  ledger,
}: {
  open: boolean;
  onClose: () => void;
  debtorId: string;
  name: string;
  /** The debtor's ledger, read when the menu opened. */
  ledger: DebtorLedger | undefined;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { rights } = useRights();
  const integration = useIntegrationSetting();
  const system = chosenSystem(integration.data);
  const balance = ledger?.totals.balanceOre ?? 0;
  // posting needs the integration's change access (editAccount), as the route does
  const mayPost = !!system && integration.data?.connection?.status === "connected" && rights.can("editAccount");
  const fromSystem = new Set(
    mayPost && balance > 0
      ? (ledger?.openItems ?? [])
          .filter((v) => v.side === "debit" && v.balanceOre > 0 && v.source === system && !v.deletedAt)
          .map((v) => v.voucherId)
      : [],
  );
  const offered = fromSystem.size > 0;
  const systemName = system ? t(`ledger.integration.kinds.${system}`) : "";
  const [post, setPost] = useState(true);
  const [reason, setReason] = useState<WriteOffReason>("collectionFailed");
  const hintId = useId();
  // The post, and what its failure says: the ledger's write-off is done by then, so the toast offers the post again
  // (each invoice's write-off is posted once however often it is asked: its key is the invoice's)
  const posting = (to: AccountingSystemId, invoices: string[], why: WriteOffReason) =>
    postWriteOffs(to, invoices, why).then(
      () => true as const,
      (err: unknown) => (isApiError(err) ? err.message : ""),
    );
  const said = (to: AccountingSystemId, invoices: string[], why: WriteOffReason, posted: true | string) => {
    if (posted === true) {
      toast.success(t("ledger.writeOff.posted", { name: systemName }), { id: "write-off-posted" });
      return;
    }
    toastError(`${t("ledger.writeOff.postFailed", { name: systemName })} ${posted}`.trim(), {
      action: {
        label: t("ledger.writeOff.postAgain"),
        onClick: () => void posting(to, invoices, why).then((again) => said(to, invoices, why, again)),
      },
    });
  };
  const writeOff = useMutation({
    mutationFn: async () => {
      const res = await writeOffDebtor(debtorId);
      // what the correction credited, of the system's invoices: those are written off there too
      const invoices = (res?.data?.allocations ?? []).map((a) => a.voucherId).filter((id) => fromSystem.has(id));
      if (!offered || !post || !system || !invoices.length) return { res, posted: null };
      return { res, posted: await posting(system, invoices, reason), system, invoices, reason };
    },
    onSuccess: (done) => {
      toast.success(done.res?.message || t("ledger.writeOff.done"), { id: `debtor-${debtorId}` });
      if (done.posted !== null) said(done.system!, done.invoices!, done.reason!, done.posted);
      void queryClient.invalidateQueries({ queryKey: ledgerKey });
      onClose();
    },
    onError: () => onClose(),
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={t("ledger.writeOff.heading")}
      description={t("ledger.writeOff.text", { debtor: name, amount: formatMoney(balance) })}
      confirmLabel={t("ledger.writeOff.confirm")}
      pending={writeOff.isPending}
      onConfirm={() => writeOff.mutate()}
    >
      {offered ? (
        <div className="grid gap-3 rounded-md border border-neutral-200 p-3">
          <label className="flex items-start gap-2 text-sm font-medium text-neutral-900">
            <Checkbox checked={post} onChange={(e) => setPost(e.target.checked)} aria-describedby={hintId} />
            {t("ledger.writeOff.postTo", { name: systemName })}
          </label>
          <p id={hintId} className="text-sm text-neutral-700">
            {t("ledger.writeOff.postHint", { name: systemName })}
          </p>
          {post ? (
            <SelectField
              name="writeOffReason"
              label={t("ledger.writeOff.reason")}
              value={reason}
              onChange={(e) => setReason(e.target.value as WriteOffReason)}
              options={WRITE_OFF_REASONS.map((r) => ({ value: r, label: t(`ledger.writeOff.reasons.${r}`) }))}
            />
          ) : null}
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
