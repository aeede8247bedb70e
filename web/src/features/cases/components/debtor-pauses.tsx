import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { DebtorPauseView } from "@innfri/core/cases/operations/pause.schema";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { handleApiError } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { useLedgerAccess } from "@/lib/ledger-access";
import { casesKey } from "../api/cases";
import { debtorPausesQuery, deleteDebtorPauses } from "../api/case-pause";

/**
 * A debtor's pauses and notes on its page (SPEC "debtor pauses", "DELETE debtor-pauses-and-notes all"): the pauses
 * of its cases, newest first, each with its note and how it ended, and "delete all" after a confirmation (the cases
 * still paused resume first). Whoever may change cases deletes; sales only reads. Composed onto the debtor's page by
 * its route (routes/customer/customer-search.{-$debtorId}.tsx): a feature does not import another.
 */
export function DebtorPauses({ debtorId }: { debtorId: string }) {
  const { t } = useTranslation();
  const { customerId, canChange } = useLedgerAccess();
  const pauses = useQuery({ ...debtorPausesQuery(customerId, debtorId), enabled: !!customerId });
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteDebtorPauses(debtorId),
    onSuccess: ({ message }) => {
      setConfirming(false);
      toast.success(message, { id: `debtor-pauses:${debtorId}` });
      // the pauses, and the cases that resumed (their status, events)
      void queryClient.invalidateQueries({ queryKey: casesKey(customerId) });
    },
    onError: (e) => handleApiError(e),
  });
  const rows = pauses.data?.data ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{t("cases.debtorPauses.title")}</CardTitle>
        <CardDescription>{t("cases.debtorPauses.intro")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {!pauses.data ? (
          <Spinner label={t("app.loading")} />
        ) : rows.length === 0 ? (
          <p className="text-sm text-neutral-700">{t("cases.debtorPauses.none")}</p>
        ) : (
          <>
            <ol className="grid gap-2" aria-label={t("cases.debtorPauses.title")}>
              {rows.map((p) => (
                <PauseRow key={p.pauseId} p={p} />
              ))}
            </ol>
            {canChange ? (
              <div>
                <Button variant="outline" onClick={() => setConfirming(true)}>
                  {t("cases.debtorPauses.deleteAll")}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("cases.debtorPauses.confirmTitle")}
        description={t("cases.debtorPauses.confirmText", { count: rows.length })}
        confirmLabel={t("cases.debtorPauses.confirm")}
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </Card>
  );
}

function PauseRow({ p }: { p: DebtorPauseView }) {
  const { t } = useTranslation();
  const state = p.active
    ? t("cases.debtorPauses.active")
    : p.endedHow
      ? t(`cases.debtorPauses.ended.${p.endedHow}`, { date: p.endedAt ? formatDate(p.endedAt) : "" }).trim()
      : "";
  return (
    <li className="grid gap-1 rounded-md border border-neutral-200 bg-white px-3 py-2 text-sm">
      <span className="font-medium">
        <Link
          to="/customer/cases/view/$id"
          params={{ id: p.caseId }}
          className="text-brand-800 underline underline-offset-4"
        >
          {t("cases.debtorPauses.case", { caseNumber: p.caseId })}
        </Link>
        {" · "}
        {t("cases.debtorPauses.period", { from: formatDate(p.from), until: formatDate(p.until) })}
        {state ? ` · ${state}` : null}
      </span>
      {p.note ? <p className="whitespace-pre-wrap break-words">{p.note}</p> : null}
      <span className="text-neutral-700">
        {p.pausedByName ? t("cases.page.by", { name: p.pausedByName }) : null}
        {p.notify ? `${p.pausedByName ? " · " : ""}${t("cases.debtorPauses.notify")}` : null}
      </span>
    </li>
  );
}
