import { Pencil, Plus, Trash2 } from "lucide-react";
import { useRef, useState, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { DataTable, type Column } from "@/components/data-table/data-table";
import type { ListSearch } from "@/components/data-table/list-search";
import { useListNavigate } from "@/components/data-table/use-list-search";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { formatDate, formatDateTime, formatMoney } from "@/lib/format";
import { usePageTitle } from "@/lib/use-page-title";
import { useAllInterestRates, useDeleteInterestRate, useInterestRates, type InterestRate } from "../api";
import { formatPercent, halfYearLabel, missingHalfYears, todayInOslo } from "../format";
import { InterestRateDialog } from "./interest-rate-dialog";

/**
 * /admin/interests (admin and superadmin): the late-payment interest rate and § 3a compensation per half-year,
 * newest first, with a form to enter or change a half-year and a warning for half-years left without a rate.
 */
export function InterestsPage({ search }: { search: ListSearch }) {
  const { t } = useTranslation();
  usePageTitle("interest.title");
  const navigate = useListNavigate();
  const list = useInterestRates(search);
  const all = useAllInterestRates();
  const remove = useDeleteInterestRate();
  // The dialog: closed (null), a new half-year ("new") or the rate being changed.
  const [editing, setEditing] = useState<InterestRate | "new" | null>(null);
  const [deleting, setDeleting] = useState<InterestRate | null>(null);
  // The dialogs are opened by buttons in the rows, not by a trigger of their own: give the focus back to the button
  // that opened one (or to "New rate" when that row is gone), so a keyboard user goes on where they were.
  const opener = useRef<HTMLElement | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const remember = (event: MouseEvent<HTMLElement>) => {
    opener.current = event.currentTarget;
  };
  const returnFocus = (event: Event) => {
    event.preventDefault();
    (opener.current?.isConnected ? opener.current : newButton.current)?.focus();
  };
  const gaps = missingHalfYears(all.data?.data.map((r) => r.from) ?? []);
  const heading = t("interest.title");

  const columns: Column<InterestRate>[] = [
    {
      id: "from",
      header: t("interest.halfYear"),
      sortKey: "from",
      cell: (r) => <span className="font-medium whitespace-nowrap">{halfYearLabel(t, r.from)}</span>,
    },
    {
      id: "period",
      header: t("interest.period"),
      cell: (r) => (
        <span className="whitespace-nowrap">
          {t("interest.periodRange", { from: formatDate(r.from), to: formatDate(r.to) })}
        </span>
      ),
    },
    {
      id: "rate",
      header: t("interest.rate"),
      className: "text-right",
      cell: (r) => <span className="whitespace-nowrap tabular-nums">{formatPercent(r.ratePercent)}</span>,
    },
    {
      id: "compensation",
      header: t("interest.compensation"),
      className: "text-right",
      cell: (r) =>
        r.compensationOre === null ? (
          t("interest.none")
        ) : (
          <span className="whitespace-nowrap tabular-nums">{formatMoney(r.compensationOre)}</span>
        ),
    },
    { id: "source", header: t("interest.source"), cell: (r) => r.source ?? t("interest.none") },
    {
      id: "updated",
      header: t("interest.updated"),
      cell: (r) => <span className="whitespace-nowrap">{formatDateTime(r.updatedAt)}</span>,
    },
    {
      id: "actions",
      header: t("common.actions"),
      cell: (r) => {
        const label = halfYearLabel(t, r.from);
        return (
          <div className="flex flex-wrap gap-1">
            <Button
              size="sm"
              variant="outline"
              onClick={(e) => {
                remember(e);
                setEditing(r);
              }}
              aria-label={t("interest.editFor", { halfYear: label })}
            >
              <Pencil aria-hidden="true" />
              {t("interest.edit")}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={(e) => {
                remember(e);
                setDeleting(r);
              }}
              aria-label={t("interest.deleteFor", { halfYear: label })}
            >
              <Trash2 aria-hidden="true" />
              {t("interest.delete")}
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{heading}</h1>
          <p className="max-w-3xl text-sm text-neutral-700">{t("interest.intro")}</p>
        </div>
        <Button
          ref={newButton}
          onClick={(e) => {
            remember(e);
            setEditing("new");
          }}
        >
          <Plus aria-hidden="true" />
          {t("interest.newRate")}
        </Button>
      </div>
      {gaps.length > 0 ? (
        <Alert variant="error" role="status">
          <p className="font-medium">{t("interest.gapsHeading")}</p>
          <p>{t("interest.gapsText", { list: gaps.map((g) => halfYearLabel(t, g)).join(", ") })}</p>
        </Alert>
      ) : null}
      <DataTable
        caption={heading}
        columns={columns}
        rows={list.data?.data}
        total={list.data?.total}
        rowKey={(r) => r.from}
        loading={list.isPending}
        search={search}
        onSearchChange={navigate}
        searchLabel={t("interest.search")}
        empty={t("interest.empty")}
      />
      <InterestRateDialog
        rate={editing === "new" || editing === null ? undefined : editing}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        onCloseAutoFocus={returnFocus}
      />
      <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <DialogContent onCloseAutoFocus={returnFocus}>
          <DialogTitle>
            {deleting ? t("interest.deleteHeading", { halfYear: halfYearLabel(t, deleting.from) }) : null}
          </DialogTitle>
          <DialogDescription>
            {/* A half-year that has begun may already have interest calculated with this rate. */}
            {deleting && deleting.from <= todayInOslo() ? t("interest.deleteWarningPast") : t("interest.deleteText")}
          </DialogDescription>
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">{t("common.cancel")}</Button>
            </DialogClose>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() =>
                deleting &&
                remove.mutate(deleting.from, {
                  onSuccess: () => toast.success(t("interest.deleted"), { id: "interest-deleted" }),
                  onSettled: () => setDeleting(null),
                })
              }
            >
              {remove.isPending ? <Spinner /> : null}
              {t("interest.delete")}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
