import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { Briefcase } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button, buttonVariants } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { startManyCases } from "../api/ledger";
import { useLedgerAccess } from "@/lib/ledger-access";
import { NEW_CASE_PATH, newCaseSearch, startFromSelection } from "@/lib/new-case-link";
import { reminderProcessesQuery } from "@/lib/reminder-processes";
import { cn } from "@/lib/utils";

export interface SelectedItem {
  voucherId: string;
  debtorId: string;
}

/**
 * "Start case" for the open items selected on the ledger: the wizard, pre-filled with their debtor and the items. A
 * case collects the claims of one debtor, so items of two debtors disable it, and the reason is shown.
 */
export function StartCaseBar({
  selected,
  onStarted,
}: {
  selected: readonly SelectedItem[];
  /** After cases were started in bulk (the selection is spent). */
  onStarted?: () => void;
}) {
  const { t } = useTranslation();
  const start = startFromSelection(selected);
  const debtors = new Set(selected.map((s) => s.debtorId)).size;
  const bulk = debtors > 1 && debtors <= MAX_DEBTORS;
  const reasonId = "start-case-reason";
  const reason =
    !start.ok && start.reason === "several-debtors"
      ? t(bulk ? "cases.ledger.severalDebtorsBulk" : "cases.ledger.tooManyDebtors", { max: MAX_DEBTORS })
      : !start.ok && start.reason === "too-many"
        ? t("cases.ledger.tooMany")
        : null;
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="start-case-bar">
      {start.ok ? (
        <Link
          to={NEW_CASE_PATH as never}
          search={newCaseSearch(start.debtorId, start.voucherIds) as never}
          className={buttonVariants()}
        >
          <Briefcase aria-hidden="true" />
          {t("cases.ledger.startCase")}
        </Link>
      ) : (
        // A disabled link is a button that says why (aria-describedby), so a keyboard user learns it too.
        <button
          type="button"
          disabled
          aria-describedby={reason ? reasonId : undefined}
          className={cn(buttonVariants())}
        >
          <Briefcase aria-hidden="true" />
          {t("cases.ledger.startCase")}
        </button>
      )}
      {bulk ? <StartPerDebtor selected={selected} debtors={debtors} onStarted={onStarted} /> : null}
      <p
        id={reasonId}
        role="status"
        className={cn("text-sm", reason ? "font-medium text-red-700" : "text-neutral-700")}
      >
        {reason ?? (selected.length > 0 ? t("cases.ledger.selected", { count: selected.length }) : null)}
      </p>
    </div>
  );
}

/** SPEC 5: at most 50 cases at once. */
const MAX_DEBTORS = 50;

/**
 * Items of several debtors: one case per debtor in one action (POST /cases/start-many, issue 20), keyed once per
 * attempt so a retry starts each once; what was started and what was refused, and why, as toasts.
 */
function StartPerDebtor({
  selected,
  debtors,
  onStarted,
}: {
  selected: readonly SelectedItem[];
  debtors: number;
  onStarted?: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { customerId } = useLedgerAccess();
  // the customer's reminder processes: a choice beside the button when there are two or more (as in the wizard)
  const processes = useQuery({
    ...reminderProcessesQuery(customerId),
    enabled: !!customerId,
    meta: { skipGlobalErrorHandler: true },
  });
  const choices = processes.data?.data ?? [];
  const [processId, setProcessId] = useState("");
  const key = useRef<string | null>(null);
  const mutation = useMutation({
    mutationFn: () => {
      key.current ??= crypto.randomUUID();
      return startManyCases(
        selected.map((s) => s.voucherId),
        key.current,
        processId || undefined,
      );
    },
    onSuccess: (res) => {
      key.current = null;
      const ok = res.data.filter((d) => d.ok);
      toast.success(t("cases.ledger.startedMany", { count: ok.length }), { id: "start-many" });
      for (const r of res.data.filter((d) => !d.ok)) toast.error(r.message ?? "", { id: `start-many-${r.debtorId}` });
      // issue 21: what the company register says of a company a case was started against (bankrupt, deleted …)
      for (const r of res.data.filter((d) => d.ok && d.registerWarning))
        toast.warning(r.registerWarning!, { id: `start-many-register-${r.debtorId}` });
      void queryClient.invalidateQueries();
      onStarted?.();
    },
  });
  return (
    <>
      {choices.length > 1 ? (
        <label className="flex items-center gap-2 text-sm">
          {t("cases.wizard.reminderProcess")}
          <select
            className="h-10 rounded-md border border-neutral-400 bg-white px-2 text-sm"
            value={processId || (choices.find((p) => p.isDefault)?.id ?? choices[0]!.id)}
            onChange={(e) => {
              setProcessId(e.target.value);
              key.current = null; // another choice is another request
            }}
          >
            {choices.map((p) => (
              <option key={p.id} value={p.id}>
                {p.isDefault ? `${p.name} (${t("cases.wizard.defaultProcess")})` : p.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <Button type="button" variant="outline" disabled={mutation.isPending} onClick={() => mutation.mutate()}>
        {mutation.isPending ? <Spinner /> : <Briefcase aria-hidden="true" />}
        {t("cases.ledger.startPerDebtor", { count: debtors })}
      </Button>
    </>
  );
}
