import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { DebtorView, VoucherView } from "@innfri/core/ledger/ledger-views.schema";
import { PageHeader } from "@/components/layout/page-parts";
import { TopUpLink } from "@/components/top-up-link";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { handleApiError, isApiError } from "@/lib/api-client";
import { useLedgerAccess } from "@/lib/ledger-access";
import { prefilledItems, type NewCaseSearch } from "@/lib/new-case-link";
import { reminderProcessesQuery } from "@/lib/reminder-processes";
import { usePageTitle } from "@/lib/use-page-title";
import { casesKey, startCase } from "../../api/cases";
import { debtorOpenItemsQuery, debtorQuery, integrationSettingQuery } from "../../api/debtors";
import { caseMessage } from "../../labels";
import { checkWizard, startBody, wizardTotal, type TypedClaimDraft, type WizardDraft } from "../../wizard-rules";
import { ClaimsStep } from "./claims-step";
import { DebtorStep } from "./debtor-step";
import { StartStep } from "./start-step";
import { WizardSteps } from "./wizard-steps";

type Step = 1 | 2 | 3;

const isRent = (v: VoucherView) => v.type === 5 || v.invoiceType === 2;
const onClaims = (field: string) => field.startsWith("claims") || field === "voucherIds";
const onFields = (field: string) =>
  onClaims(field) || field === "heldDate" || field === "notificationDate" || field === "reminderProcessId";

/**
 * /customer/new-case: the wizard debtor → claims → start (issue 10, SPEC 5). From the ledger it arrives with the
 * debtor and the picked open items in the URL. Core's rules are checked before sending; the API's answers land on
 * the same fields (422) or above the Start button (its SPEC 8 messages, as it words them).
 */
export function NewCasePage({ search }: { search: NewCaseSearch }) {
  const { t } = useTranslation();
  usePageTitle("cases.titles.newCase");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { customerId } = useLedgerAccess();
  const [step, setStep] = useState<Step>(search.debtorId ? 2 : 1);
  const [debtor, setDebtor] = useState<DebtorView | null>(null);
  const [picked, setPicked] = useState<Map<string, VoucherView>>(new Map());
  const [typed, setTyped] = useState<TypedClaimDraft[]>([]);
  const [dates, setDates] = useState({ heldDate: "", notificationDate: "" });
  const [processId, setProcessId] = useState(""); // empty: the customer's default process
  const [errors, setErrors] = useState<Record<string, string>>({});
  // SPEC 8: a refusal for want of cases or sends comes with the page that sells more (the API's `details.topUp`)
  const [refusal, setRefusal] = useState<{ message: string; topUp?: string } | null>(null);
  const headingRef = useRef<HTMLDivElement>(null);

  const given = useQuery({
    ...debtorQuery(customerId, search.debtorId ?? ""),
    enabled: !!customerId && !!search.debtorId && !debtor,
  });
  useEffect(() => {
    if (given.data && !debtor) setDebtor(given.data);
  }, [given.data, debtor]);
  const integration = useQuery({ ...integrationSettingQuery(customerId), enabled: !!customerId });
  const openItems = useQuery({
    ...debtorOpenItemsQuery(customerId, debtor?.debtorId ?? "", !!integration.data),
    enabled: !!debtor && integration.isSuccess,
  });
  // The ledger's picked items, once, when the debtor's open items are there. Until then "Neste" waits: clicked
  // before the items arrived it used to check an empty pick and say "add at least one claim" (C10).
  const [prefilling, setPrefilling] = useState(() => prefilledItems(search).length > 0);
  useEffect(() => {
    if (!prefilling || !openItems.isSuccess || debtor?.debtorId !== search.debtorId) return;
    setPrefilling(false);
    const wanted = new Set(prefilledItems(search));
    const found = (openItems.data ?? []).filter((v) => wanted.has(v.voucherId));
    setPicked(new Map(found.map((v) => [v.voucherId, v])));
  }, [prefilling, openItems.isSuccess, openItems.data, debtor, search]);
  // the customer's reminder processes: a choice on the last step when there is more than one (none readable: none)
  const processes = useQuery({
    ...reminderProcessesQuery(customerId),
    enabled: !!customerId,
    meta: { skipGlobalErrorHandler: true },
  });
  const waitingForPick =
    prefilling && debtor?.debtorId === search.debtorId && !openItems.isError && !integration.isError;

  const draft: WizardDraft = {
    debtorId: debtor?.debtorId ?? "",
    items: [...picked.values()].map((v) => ({ voucherId: v.voucherId, openOre: v.balanceOre })),
    typed,
    ...dates,
    reminderProcessId: processId,
  };
  const shown = Object.fromEntries(Object.entries(errors).map(([k, m]) => [k, caseMessage(m) ?? m]));
  const go = (next: Step) => {
    setStep(next);
    setRefusal(null);
    headingRef.current?.focus();
  };

  const start = useMutation({
    mutationFn: () => startCase(startBody(draft)),
    meta: { skipGlobalErrorHandler: true },
    onSuccess: async ({ message, data }) => {
      toast.success(message, { id: "case-started" });
      await queryClient.invalidateQueries({ queryKey: casesKey(customerId) });
      void navigate({ to: "/customer/cases/view/$id", params: { id: data.caseId } });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 422 && error.errors) {
        const found = Object.fromEntries(
          Object.entries(error.errors).flatMap(([field, messages]) => (messages[0] ? [[field, messages[0]]] : [])),
        );
        setErrors(found);
        // The refusals about the whole case (customer information, a foreign debtor, the minimum owed amount, the
        // allowance) are said above the button; those about claims and dates go on their fields.
        const keys = Object.keys(found);
        if (keys.length === 0 || keys.some((k) => !onFields(k)))
          setRefusal({ message: error.message, topUp: error.topUp });
        if (keys.some(onClaims)) go(2);
        return;
      }
      if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 403) {
        setRefusal({ message: error.message, topUp: error.topUp });
        return;
      }
      handleApiError(error);
    },
  });

  const toStart = () => {
    const found = checkWizard(draft);
    setErrors(found);
    if (Object.keys(found).some(onClaims)) return;
    go(3);
  };
  const submit = () => {
    const found = checkWizard(draft);
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length === 0) start.mutate();
  };

  return (
    <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6">
      <PageHeader title={t("cases.titles.newCase")} intro={t("cases.wizard.intro")} />
      <WizardSteps current={step} />
      <div ref={headingRef} tabIndex={-1} className="grid gap-6 outline-none">
        {step === 1 ? (
          <DebtorStep
            chosen={debtor}
            onChoose={(d) => {
              if (d.debtorId !== debtor?.debtorId) setPicked(new Map());
              setDebtor(d);
              setErrors({});
              go(2);
            }}
          />
        ) : !debtor ? (
          given.isError ? (
            <Alert variant="error">{t("cases.wizard.debtorNotFound")}</Alert>
          ) : (
            <Spinner label={t("app.loading")} />
          )
        ) : step === 2 ? (
          <ClaimsStep
            openItems={integration.isSuccess ? openItems.data : undefined}
            loading={openItems.isFetching || integration.isPending}
            picked={picked}
            onPick={(next) => {
              setPicked(next);
              setErrors({});
            }}
            typed={typed}
            onTyped={(next) => {
              setTyped(next);
              setErrors({});
            }}
            errors={shown}
          />
        ) : (
          <StartStep
            debtor={debtor}
            picked={[...picked.values()]}
            typed={typed}
            total={wizardTotal(draft)}
            dates={dates}
            onDates={setDates}
            askDates={[...picked.values()].some(isRent)}
            processes={processes.data?.data ?? []}
            processId={processId}
            onProcess={(id) => {
              setProcessId(id);
              setErrors({});
            }}
            errors={shown}
          />
        )}
      </div>
      {refusal ? (
        <Alert variant="error">
          <p>{refusal.message}</p>
          {refusal.topUp ? (
            <p className="mt-1">
              {t("cases.wizard.topUp")} <TopUpLink to={refusal.topUp} />
            </p>
          ) : null}
        </Alert>
      ) : null}
      <div className="flex flex-wrap justify-between gap-2">
        {step > 1 ? (
          <Button variant="outline" onClick={() => go((step - 1) as Step)}>
            {t("common.back")}
          </Button>
        ) : (
          <span />
        )}
        {step === 2 && debtor ? (
          <Button onClick={toStart} disabled={waitingForPick}>
            {waitingForPick ? <Spinner /> : null}
            {t("cases.wizard.next")}
          </Button>
        ) : null}
        {step === 3 ? (
          <Button onClick={submit} disabled={start.isPending}>
            {start.isPending ? <Spinner /> : null}
            {t("cases.wizard.start")}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
