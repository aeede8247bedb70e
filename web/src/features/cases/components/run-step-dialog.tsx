import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { AvailableStep } from "@innfri/core/cases/steps/step-views.schema";
import { TopUpLink } from "@/components/top-up-link";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { handleApiError, isApiError } from "@/lib/api-client";
import { formatDate, formatMoney } from "@/lib/format";
import { casesKey } from "../api/cases";
import { availableStepsQuery, runStep } from "../api/steps";
import { explanationText, sendMoment, stepName } from "../step-words";
import { StepPreview } from "./step-preview";

type Channel = "email" | "post";

/**
 * "Kjør steg" / "Run step": the procedure's next steps with the law's answer for each. A step not allowed now is shown
 * disabled with the reason in words; an allowed one with the fee it would carry, the deadline it would give, when it
 * goes and by which channels; "Preview letter" shows the letter it would send before it runs. Running posts once per
 * attempt under one Idempotency-Key.
 */
export function RunStepDialog({
  caseId,
  customerId,
  open,
  onOpenChange,
}: {
  caseId: string;
  customerId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const steps = useQuery({ ...availableStepsQuery(customerId, caseId), enabled: open && !!customerId });
  const [chosen, setChosen] = useState<string | null>(null);
  const [channels, setChannels] = useState<Channel[] | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; topUp?: string } | null>(null);
  const key = useRef<string | null>(null);
  const step = steps.data?.data.find((s) => s.stepId === chosen && s.allowed);
  const offered = (step?.channels.filter((c): c is Channel => c !== "partner") ?? []) as Channel[];
  // e-mail alone only on a lawful basis (issue 18, inkassoloven § 3 a): without one, post always goes
  const postRequired = step?.emailAlone === false && offered.includes("post");
  const chosenChannels = channels ?? offered;
  const picked: Channel[] =
    postRequired && !chosenChannels.includes("post") ? ["post", ...chosenChannels] : chosenChannels;
  const run = useMutation({
    mutationFn: () => {
      key.current ??= crypto.randomUUID();
      return runStep(caseId, { stepId: step!.stepId, ...(offered.length ? { channels: picked } : {}) }, key.current);
    },
    onSuccess: ({ message, data }) => {
      key.current = null;
      const when = data.status === "planned" ? ` ${t("cases.run.goesAt", { when: sendMoment(data.plannedSendAt) })}` : "";
      toast.success(`${message}${when}`, { id: "step-run" });
      void queryClient.invalidateQueries({ queryKey: casesKey(customerId) });
      close(false);
    },
    onError: (error) => {
      if (isApiError(error) && (error.status === 422 || error.status === 409)) {
        key.current = null; // refused: nothing was sent, a new attempt is a new request
        setRefusal({ message: error.message, topUp: error.topUp });
      } else handleApiError(error);
    },
  });
  function close(next: boolean) {
    if (!next) {
      setChosen(null);
      setChannels(null);
      setRefusal(null);
    }
    onOpenChange(next);
  }
  const toggle = (c: Channel) => setChannels(picked.includes(c) ? picked.filter((x) => x !== c) : [...picked, c]);
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{t("cases.run.title")}</DialogTitle>
        <DialogDescription>{t("cases.run.intro")}</DialogDescription>
        {!steps.data ? (
          <Spinner label={t("app.loading")} />
        ) : steps.data.data.length === 0 ? (
          <p className="text-sm">{t("cases.run.none")}</p>
        ) : (
          <fieldset className="grid gap-2">
            <legend className="sr-only">{t("cases.run.steps")}</legend>
            {steps.data.data.map((s) => (
              <StepOption
                key={s.stepId}
                s={s}
                checked={s.stepId === chosen}
                onPick={() => {
                  setChosen(s.stepId);
                  setChannels(null);
                  setRefusal(null);
                  key.current = null;
                }}
              />
            ))}
          </fieldset>
        )}
        {step && offered.length ? (
          <fieldset className="grid gap-1 text-sm">
            <legend className="mb-1 font-medium">{t("cases.run.channels")}</legend>
            {offered.map((c) => (
              <label key={c} className="flex items-start gap-2">
                <Checkbox
                  checked={picked.includes(c)}
                  disabled={c === "post" && postRequired}
                  aria-describedby={c === "post" && postRequired ? "run-step-post-required" : undefined}
                  onChange={() => toggle(c)}
                />
                {t(`cases.run.channel.${c}`)} ({t(`cases.run.cost.${c}`)})
              </label>
            ))}
            {postRequired && step?.emailAloneReason ? (
              <p id="run-step-post-required" className="text-neutral-700">
                {explanationText(step.emailAloneReason)}
              </p>
            ) : null}
          </fieldset>
        ) : null}
        {step && (offered.length === 0 || picked.length > 0) ? (
          <StepPreview
            key={`${step.stepId}:${picked.join("+")}`}
            caseId={caseId}
            stepId={step.stepId}
            stepName={stepName(step)}
            channels={offered.length ? picked : undefined}
          />
        ) : null}
        {refusal ? (
          <Alert variant="error">
            {refusal.message}
            {/* the same prompt as the wizard's, with the page the API names */}
            {refusal.topUp ? (
              <>
                {` ${t("cases.wizard.topUp")} `}
                <TopUpLink to={refusal.topUp} />
              </>
            ) : null}
          </Alert>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => close(false)}>
            {t("common.cancel")}
          </Button>
          <Button
            type="button"
            disabled={!step || run.isPending || (offered.length > 0 && picked.length === 0)}
            onClick={() => run.mutate()}
          >
            {run.isPending ? <Spinner /> : null}
            {step ? t("cases.run.runNamed", { name: stepName(step) }) : t("cases.run.run")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function StepOption({ s, checked, onPick }: { s: AvailableStep; checked: boolean; onPick: () => void }) {
  const { t } = useTranslation();
  const id = `run-step-${s.stepId}`;
  const detailsId = `${id}-details`;
  return (
    <div className={`grid gap-1 rounded-md border p-3 text-sm ${s.allowed ? "border-neutral-300" : "border-neutral-200 bg-neutral-50"}`}>
      <label htmlFor={id} className="flex items-center gap-2 font-medium">
        <input
          id={id}
          type="radio"
          name="run-step"
          value={s.stepId}
          checked={checked}
          disabled={!s.allowed}
          onChange={onPick}
          aria-describedby={detailsId}
          className="size-4 accent-brand-700"
        />
        {stepName(s)}
        {s.sender === "partner" ? <span className="font-normal text-neutral-700">· {t("cases.run.partner")}</span> : null}
      </label>
      <div id={detailsId} className="grid gap-1 pl-6 text-neutral-800">
        {s.allowed ? <AllowedDetails s={s} /> : <p>{s.reasons.map(explanationText).join(" ")}</p>}
      </div>
    </div>
  );
}

function AllowedDetails({ s }: { s: AvailableStep }) {
  const { t } = useTranslation();
  return (
    <>
      <p>
        {/* a lawful fee set off against the § 3a compensation is a fee of 0,00 kr on this letter, not "no fee" */}
        {s.feeOre > 0 || s.statutoryFeeOre > 0
          ? t("cases.run.fee", { fee: formatMoney(s.feeOre) })
          : t("cases.run.noFee")}
        {/* a business debtor's first letter claims the § 3a compensation: its own cost beside the fee */}
        {s.claimedCompensationOre > 0
          ? ` ${t("cases.run.compensation", { amount: formatMoney(s.claimedCompensationOre) })}`
          : null}
        {s.feeExplanations.length ? ` ${s.feeExplanations.map(explanationText).join(" ")}` : null}
      </p>
      {/* a served notice (the konkursvarsel) has days but no date: its reason says they run from the service */}
      {s.deadlineDate || s.deadlineDays ? (
        <p>
          {/* the law's reason names the deadline itself ("Betalingsfrist 03.12.2026: 7 dager fra …") */}
          {s.deadlineExplanations.length || !s.deadlineDate
            ? s.deadlineExplanations.map(explanationText).join(" ")
            : t("cases.run.deadline", { date: formatDate(s.deadlineDate) })}
        </p>
      ) : null}
      <p>{t("cases.run.goesAt", { when: sendMoment(s.plannedSendAt) })}</p>
      <p>
        {t("cases.run.channelsAre", {
          channels: s.channels.map((c) => t(`cases.run.channel.${c}`)).join(", "),
        })}
      </p>
    </>
  );
}
