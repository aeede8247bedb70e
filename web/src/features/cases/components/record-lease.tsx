import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { Controller, useForm, type FieldValues, type Resolver, type UseFormSetError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { CaseViewView } from "@innfri/core/cases/case-views.schema";
import { premisesOf } from "@innfri/core/cases/lease-rules";
import { MAX_LEASE_ADDRESS, MAX_LEASE_CITY, RecordLeaseInput } from "@innfri/core/cases/operations/lease.schema";
import { Alert } from "@/components/ui/alert";
import { Checkbox } from "@/components/ui/checkbox";
import { DateField } from "@/components/ui/date-field";
import { FieldError, TextField } from "@/components/ui/text-field";
import { formatDate, osloToday } from "@/lib/format";
import { caseQuery, casesKey } from "../api/cases";
import { recordLease } from "../api/case-pause";
import { uploadDocument } from "../api/notes";
import { caseMessage } from "../labels";
import { ActionDialog, DialogForm } from "./action-dialog";
import type { CaseActionProps } from "./case-actions";

interface Values {
  /** Not sent: an upload refused (not a PDF, too large) is put here by the 422's field `file`. */
  file?: string;
  clauseConfirmed: boolean;
  leaseDate: string;
  address: string;
  postcode: string;
  city: string;
}

/**
 * «Registrer leieforhold» / «Record lease» in a rent case's header, «Endre leieforhold» once one is recorded (issue
 * 18 #9; docs/collection-law.md "The lease before fravikelse"): the creditor confirms the written lease's fravikelse
 * clause (tvfbl. § 13-2 (3) a), names the leased premises and may give the lease's date and upload the lease (a case
 * document, uploaded first). Until it is recorded the rent notice and the eviction are refused, and the run-step
 * dialog says why.
 */
export function RecordLease({ c, caseId, customerId }: CaseActionProps) {
  const { t } = useTranslation();
  if (!c.rent || c.status === "closed" || c.status === "merged") return null;
  return (
    <ActionDialog
      icon={<KeyRound aria-hidden="true" />}
      label={t(c.lease ? "cases.lease.change" : "cases.lease.record")}
      form={(onDone) => <LeaseForm c={c} caseId={caseId} customerId={customerId} onDone={onDone} />}
    />
  );
}

/** Under a rent case's header: the recorded lease, or that none is and what waits for it. */
export function LeaseNote({ c }: { c: CaseViewView }) {
  const { t } = useTranslation();
  if (!c.rent || c.status === "closed" || c.status === "merged") return null;
  if (!c.lease) return <Alert>{t("cases.lease.missing")}</Alert>;
  return (
    <Alert>
      {t(c.lease.leaseDate ? "cases.lease.recordedDated" : "cases.lease.recorded", {
        premises: premisesOf(c.lease),
        date: c.lease.leaseDate ? formatDate(c.lease.leaseDate) : "",
        by: c.lease.byName ?? "",
      })}
    </Alert>
  );
}

function LeaseForm({ c, caseId, customerId, onDone }: CaseActionProps & { onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const today = osloToday();
  const [file, setFile] = useState<File | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(RecordLeaseInput as never, undefined, { raw: true }) as unknown as Resolver<Values>,
    defaultValues: {
      clauseConfirmed: c.lease?.clauseConfirmed ?? false,
      leaseDate: c.lease?.leaseDate ?? "",
      address: c.lease?.address ?? "",
      postcode: c.lease?.postcode ?? "",
      city: c.lease?.city ?? "",
    },
  });
  const save = useMutation({
    mutationFn: async ({ file: _f, ...v }: Values) => {
      // the lease's copy goes to the case's documents first; the record names it
      const documentId = file ? (await uploadDocument(caseId, file)).data.id : c.lease?.documentId;
      return recordLease(caseId, { ...v, clauseConfirmed: v.clauseConfirmed as true, ...(documentId ? { documentId } : {}) });
    },
    meta: { setError: form.setError as unknown as UseFormSetError<FieldValues> },
    onSuccess: ({ message, data }) => {
      toast.success(message, { id: "case-lease" });
      queryClient.setQueryData(caseQuery(customerId, caseId).queryKey, data);
      // the steps offered and the uploaded documents change with it
      void queryClient.invalidateQueries({ queryKey: casesKey(customerId) });
    },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      onDone();
    } catch {
      // 422 on the form (an upload refused under the file), other errors as toasts
    }
  });
  const { errors, isSubmitting } = form.formState;
  const fileError = errors.file?.message;
  return (
    <DialogForm
      title={t("cases.lease.title", { caseNumber: c.caseNumber })}
      intro={t("cases.lease.intro")}
      error={errors.root?.server?.message}
      onSubmit={onSubmit}
      onCancel={onDone}
      pending={isSubmitting}
      submitLabel={t("cases.lease.submit")}
    >
      <div className="grid gap-1">
        <label className="flex items-start gap-2 text-sm">
          <Checkbox
            {...form.register("clauseConfirmed")}
            aria-invalid={errors.clauseConfirmed ? true : undefined}
            aria-describedby={errors.clauseConfirmed ? "lease-clause-error" : undefined}
          />
          <span>{t("cases.lease.clause")}</span>
        </label>
        <FieldError id="lease-clause-error" message={caseMessage(errors.clauseConfirmed?.message)} />
      </div>
      <TextField
        required
        label={t("cases.lease.address")}
        maxLength={MAX_LEASE_ADDRESS}
        autoComplete="off"
        error={caseMessage(errors.address?.message)}
        {...form.register("address")}
      />
      <div className="grid grid-cols-[8rem_1fr] gap-3">
        <TextField
          required
          label={t("cases.lease.postcode")}
          inputMode="numeric"
          maxLength={4}
          error={caseMessage(errors.postcode?.message)}
          {...form.register("postcode")}
        />
        <TextField
          required
          label={t("cases.lease.city")}
          maxLength={MAX_LEASE_CITY}
          error={caseMessage(errors.city?.message)}
          {...form.register("city")}
        />
      </div>
      <Controller
        control={form.control}
        name="leaseDate"
        render={({ field }) => (
          <DateField
            label={t("cases.lease.date")}
            description={t("cases.lease.dateHelp")}
            max={today}
            error={caseMessage(errors.leaseDate?.message)}
            {...field}
          />
        )}
      />
      <div className="grid gap-1.5">
        <label htmlFor="lease-file" className="text-sm font-medium">
          {t("cases.lease.file")}
        </label>
        <input
          id="lease-file"
          name="file"
          type="file"
          accept="application/pdf,.pdf"
          aria-invalid={fileError ? true : undefined}
          aria-describedby={["lease-file-help", fileError ? "lease-file-error" : ""].filter(Boolean).join(" ")}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          className="text-sm file:mr-3 file:rounded-md file:border file:border-neutral-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
        />
        <p id="lease-file-help" className="text-xs text-neutral-700">
          {t(c.lease?.documentId ? "cases.lease.fileKept" : "cases.lease.fileHelp")}
        </p>
        <FieldError id="lease-file-error" message={caseMessage(fileError)} />
      </div>
    </DialogForm>
  );
}
