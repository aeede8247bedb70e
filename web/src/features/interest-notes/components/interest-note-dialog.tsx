import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { isApiError } from "@/lib/api-client";
import { formatDate, formatMoney } from "@/lib/format";
import { interestNoteQuery, type InterestNote } from "../api/interest-notes";
import { InterestLinesTable } from "./interest-lines-table";

/**
 * A created interest note (a voucher of type 11) read back from the API: its date, due date, the day interest is
 * charged up to, and its lines, one per rate period. The page opens it from the URL (`?note=<id>`), so a note can
 * be linked and survives a reload.
 */
export function InterestNoteDialog({
  noteId,
  customerId,
  onClose,
}: {
  noteId: string;
  customerId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const note = useQuery({ ...interestNoteQuery(customerId, noteId), enabled: !!customerId });
  const n = note.data;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-3xl">
        {n ? (
          <NoteView note={n} />
        ) : (
          <>
            <DialogTitle>{t("interest.notes.title")}</DialogTitle>
            <DialogDescription className="sr-only">{t("interest.notes.title")}</DialogDescription>
            {note.isError ? (
              <Alert variant="error">
                {isApiError(note.error) && note.error.status !== 404
                  ? note.error.message
                  : t("interest.notes.note.notFound")}
              </Alert>
            ) : (
              <Spinner label={t("app.loading")} />
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function NoteView({ note }: { note: InterestNote }) {
  const { t } = useTranslation();
  const until = formatDate(note.interestUntil);
  const facts: [string, string][] = [
    [t("interest.notes.note.customerNumber"), note.customerNumber],
    [t("interest.notes.note.noteDate"), formatDate(note.voucherDate)],
    [t("interest.notes.note.dueDate"), formatDate(note.dueDate)],
    [t("interest.notes.note.until"), until],
    [t("interest.notes.note.amount"), formatMoney(note.amountOre)],
  ];
  return (
    <>
      <DialogTitle>{t("interest.notes.note.title", { name: note.debtorName })}</DialogTitle>
      <DialogDescription>{t("interest.notes.note.description", { date: until })}</DialogDescription>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3" data-testid="interest-note-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-neutral-700">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <InterestLinesTable lines={note.interestLines ?? []} caption={t("interest.notes.note.linesCaption")} />
    </>
  );
}
