import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { ChevronDown, ChevronRight, FilePlus2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { SimpleTable } from "@/components/simple-table";
import { Spinner } from "@/components/ui/spinner";
import { DateField } from "@/components/ui/date-field";
import { osloToday } from "@/lib/format";
import { useLedgerAccess } from "@/lib/ledger-access";
import { PageHeader } from "@/components/layout/page-parts";
import { Pager } from "@/components/data-table/pager";
import { type ApiError, handleApiError, isApiError, toastError } from "@/lib/api-client";
import { formatDate, formatMoney } from "@/lib/format";
import { usePageTitle } from "@/lib/use-page-title";
import { datesRangeQuery, proposalsQuery, useCreateInterestNote, type InterestProposal } from "../api/interest-notes";
import type { InterestNotesSearch } from "../search";
import { InterestLinesTable } from "./interest-lines-table";
import { InterestNoteDialog } from "./interest-note-dialog";

/** Days a new interest note gives the debtor to pay (core interest-notes.ts INTEREST_NOTE_DAYS). */
const NOTE_DAYS = 14;
const panelIdOf = (p: { debtorId: string }) => `interest-lines-${p.debtorId}`;

/**
 * The text of a 422 refusal: the first field message ("nothing to charge", "the date cannot be after today", a
 * missing rate naming its half-year) rather than the general "the given data was invalid".
 */
function refusalText(error: ApiError): string {
  return Object.values(error.errors ?? {}).find((m) => m.length > 0)?.[0] ?? error.message;
}

/**
 * /customer/interest-calculations: interest note proposals per debtor up to a chosen date (default today, limited
 * by dates-range), the lines of a debtor (one per claim per rate period), creating the note after a confirmation,
 * and the created note (`?note=<id>`). Every view is in the URL: the date, the page, the open debtor and the note.
 */
export function InterestNotesPage({ search }: { search: InterestNotesSearch }) {
  const { t } = useTranslation();
  usePageTitle("interest.notes.title");
  const navigate = useNavigate();
  const { customerId, canChange } = useLedgerAccess();
  const range = useQuery({ ...datesRangeQuery(customerId), enabled: !!customerId });
  // the server's today, so a calculation is never asked for a day it has not reached
  const today = range.data?.to ?? (range.isError ? osloToday() : undefined);
  const untilDate = search.untilDate ?? today;
  const list = useQuery({
    ...proposalsQuery(customerId, { untilDate: untilDate ?? "", page: search.page, rowsPerPage: search.rowsPerPage }),
    enabled: !!customerId && !!untilDate,
    placeholderData: keepPreviousData,
  });
  const [typed, setTyped] = useState(untilDate ?? "");
  const [typedError, setTypedError] = useState<string>();
  useEffect(() => {
    setTyped(untilDate ?? "");
    setTypedError(undefined);
  }, [untilDate]);
  const [confirming, setConfirming] = useState<InterestProposal | null>(null);
  const create = useCreateInterestNote(customerId);

  const setSearch = (next: Partial<InterestNotesSearch>, replace = true) => {
    const out: Record<string, unknown> = { ...search, ...next };
    for (const k of Object.keys(out)) if (out[k] === undefined) delete out[k];
    void navigate({ to: "/customer/interest-calculations", search: out as InterestNotesSearch, replace });
  };

  const listError = list.isError && isApiError(list.error) ? list.error : undefined;
  const untilError = listError?.errors?.untilDate?.[0];
  const pageError = listError && !untilError ? listError.message : undefined;
  const shownDate = formatDate(untilDate);
  const heading = t("interest.notes.title");

  const confirm = () => {
    if (!confirming || !untilDate) return;
    const { debtorId } = confirming;
    create.mutate(
      { debtorId, untilDate },
      {
        onSuccess: (res) => {
          setConfirming(null);
          toast.success(res.message, { id: "interest-note-created" });
          setSearch({ note: res.data.id, debtor: undefined }, false);
        },
        onError: (error) => {
          setConfirming(null);
          if (isApiError(error) && error.status === 422) toastError(refusalText(error));
          else handleApiError(error);
        },
      },
    );
  };

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader title={heading} intro={t("interest.notes.intro")} />
      <form
        className="flex flex-wrap items-start gap-2"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const error = !typed
            ? "validation.required"
            : /^\d{4}-\d{2}-\d{2}$/.test(typed)
              ? undefined
              : "validation.date";
          setTypedError(error);
          if (error) return;
          setSearch({ untilDate: typed === today ? undefined : typed, page: undefined, debtor: undefined });
        }}
      >
        <DateField
          id="untilDate"
          name="untilDate"
          label={t("interest.notes.untilDate")}
          value={typed}
          min={range.data?.from ?? undefined}
          max={today}
          required
          description={
            range.data?.from && today
              ? t("interest.notes.untilHelp", { from: formatDate(range.data.from), to: formatDate(today) })
              : undefined
          }
          error={typedError ?? untilError}
          onChange={setTyped}
        />
        {/* level with the input: below the label (text-sm line and the field's gap) */}
        <Button type="submit" variant="outline" className="mt-[1.625rem]">
          {t("interest.notes.calculate")}
        </Button>
      </form>
      {pageError ? <Alert variant="error">{pageError}</Alert> : null}
      <p className="text-sm font-medium text-neutral-900" data-testid="interest-proposals-total" aria-live="polite">
        {list.data ? t("interest.notes.total", { count: list.data.total }) : "\u00a0"}
      </p>
      <SimpleTable
        caption={t("interest.notes.proposalsCaption", { date: shownDate })}
        className="relative"
        busy={list.isFetching}
        columns={[
          {
            header: t("interest.notes.debtor"),
            rowHeader: true,
            className: "py-1.5 font-medium",
            cell: (p) => {
              const open = search.debtor === p.debtorId;
              return (
                <button
                  type="button"
                  aria-expanded={open}
                  aria-controls={open ? panelIdOf(p) : undefined}
                  aria-label={t(open ? "interest.notes.hideLines" : "interest.notes.showLines", {
                    name: p.debtorName,
                  })}
                  onClick={() => setSearch({ debtor: open ? undefined : p.debtorId })}
                  className="inline-flex items-center gap-1 rounded px-1 py-1 text-left hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  {open ? (
                    <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
                  ) : (
                    <ChevronRight aria-hidden="true" className="size-4 shrink-0" />
                  )}
                  {p.debtorName}
                </button>
              );
            },
          },
          { header: t("interest.notes.customerNumber"), cell: (p) => p.customerNumber },
          { header: t("interest.notes.claims"), cell: (p) => p.lines.length, align: "right" },
          {
            header: t("interest.notes.interest"),
            cell: (p) => formatMoney(p.totalOre),
            align: "right",
            className: "whitespace-nowrap",
          },
          {
            header: t("interest.notes.actions"),
            className: "py-1.5",
            cell: (p) =>
              canChange && p.totalOre > 0 ? (
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t("interest.notes.createFor", { name: p.debtorName })}
                  onClick={() => setConfirming(p)}
                >
                  <FilePlus2 aria-hidden="true" />
                  {t("interest.notes.create")}
                </Button>
              ) : null,
          },
        ]}
        rows={list.data?.data ?? []}
        rowKey={(p) => p.debtorId}
        rowProps={() => ({ "data-testid": "interest-proposal" })}
        expanded={(p) =>
          search.debtor === p.debtorId
            ? {
                id: panelIdOf(p),
                content:
                  p.lines.length > 0 ? (
                    <InterestLinesTable
                      lines={p.lines}
                      caption={t("interest.notes.linesCaption", { name: p.debtorName, date: shownDate })}
                    />
                  ) : (
                    <p className="text-neutral-700">{t("interest.notes.nothingToCharge", { date: shownDate })}</p>
                  ),
              }
            : null
        }
        empty={
          list.isPending && !listError ? (
            <Spinner label={t("app.loading")} />
          ) : listError ? (
            "\u00a0"
          ) : (
            t("interest.notes.empty", { date: shownDate })
          )
        }
      />
      <Pager
        search={search}
        total={list.data?.total ?? 0}
        onChange={(next) => setSearch({ ...next, debtor: undefined })}
      />
      <ConfirmDialog
        open={!!confirming}
        onOpenChange={(o) => (o ? undefined : setConfirming(null))}
        title={t("interest.notes.confirmTitle", { name: confirming?.debtorName ?? "" })}
        description={t("interest.notes.confirmText", {
          amount: formatMoney(confirming?.totalOre ?? 0),
          date: shownDate,
          days: String(NOTE_DAYS),
        })}
        confirmLabel={t("interest.notes.create")}
        onConfirm={confirm}
        pending={create.isPending}
        destructive={false}
      />
      {search.note ? (
        <InterestNoteDialog
          noteId={search.note}
          customerId={customerId}
          onClose={() => setSearch({ note: undefined })}
        />
      ) : null}
    </div>
  );
}
