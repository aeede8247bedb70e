import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { NOTE_MAX_CHARS, type CaseNoteView } from "@innfri/core/cases/operations/case-notes.schema";
import { t as serverText } from "@innfri/core/i18n/all";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { TextAreaField } from "@/components/ui/select-field";
import { Spinner } from "@/components/ui/spinner";
import { handleApiError, isApiError } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format";
import { useLedgerAccess } from "@/lib/ledger-access";
import { casesKey } from "../api/cases";
import { addNote, caseNotesQuery, changeNote, deleteNote } from "../api/notes";

/**
 * The case's notes (SPEC 2 notes tab): newest first, each with who wrote it and when (and who changed it last).
 * Whoever may change the case adds, edits and deletes them (delete asks first); sales only reads.
 */
export function NotesTab({ caseId }: { caseId: string }) {
  const { t } = useTranslation();
  const { customerId, canChange } = useLedgerAccess();
  const notes = useQuery({ ...caseNotesQuery(customerId, caseId), enabled: !!customerId });
  const [deleting, setDeleting] = useState<CaseNoteView | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const done = (message: string) => {
    toast.success(message, { id: `case-note:${message}` });
    // the notes and the case's events (every change writes one)
    void queryClient.invalidateQueries({ queryKey: casesKey(customerId) });
  };
  const remove = useMutation({
    mutationFn: (n: CaseNoteView) => deleteNote(n.id),
    onSuccess: ({ message }) => {
      setDeleting(null);
      done(message);
    },
    onError: (e) => handleApiError(e),
  });
  if (!notes.data) return <Spinner label={t("app.loading")} />;
  return (
    <div className="grid gap-4">
      {canChange ? (
        <NoteForm
          key="new"
          label={t("cases.notes.new")}
          submitLabel={t("cases.notes.add")}
          save={(text) => addNote(caseId, text)}
          onSaved={done}
        />
      ) : null}
      {notes.data.data.length === 0 ? (
        <p className="text-sm text-neutral-700">{t("cases.page.empty.notes")}</p>
      ) : (
        <ol className="grid gap-2" aria-label={t("cases.page.tab.notes")}>
          {notes.data.data.map((n) => (
            <li key={n.id} className="grid gap-1 rounded-md border border-neutral-200 bg-white px-3 py-2 text-sm">
              {editing === n.id ? (
                <NoteForm
                  label={t("cases.notes.editLabel")}
                  submitLabel={t("cases.notes.save")}
                  initial={n.text}
                  save={(text) => changeNote(n.id, text)}
                  onSaved={(message) => {
                    setEditing(null);
                    done(message);
                  }}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <>
                  <p className="whitespace-pre-wrap break-words">{n.text}</p>
                  <p className="text-neutral-700">
                    {formatDateTime(n.createdAt)}
                    {n.createdByName ? ` · ${t("cases.page.by", { name: n.createdByName })}` : null}
                    {n.updatedBy
                      ? ` · ${t("cases.notes.edited", { when: formatDateTime(n.updatedAt), name: n.updatedByName ?? "" })}`
                      : null}
                  </p>
                  {canChange ? (
                    <div className="flex justify-end gap-2">
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setEditing(n.id)}
                        aria-label={t("cases.notes.editNamed", { when: formatDateTime(n.createdAt) })}
                      >
                        <Pencil aria-hidden="true" />
                        {t("cases.notes.edit")}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setDeleting(n)}
                        aria-label={t("cases.notes.deleteNamed", { when: formatDateTime(n.createdAt) })}
                      >
                        <Trash2 aria-hidden="true" />
                        {t("cases.notes.delete")}
                      </Button>
                    </div>
                  ) : null}
                </>
              )}
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("cases.notes.confirmTitle")}
        description={t("cases.notes.confirmText")}
        confirmLabel={t("cases.notes.delete")}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </div>
  );
}

/** A note's text: required and at most NOTE_MAX_CHARS (the server checks both too and answers 422 on `text`). */
function NoteForm({
  label,
  submitLabel,
  initial = "",
  save,
  onSaved,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  initial?: string;
  save: (text: string) => Promise<{ message: string }>;
  onSaved: (message: string) => void;
  onCancel?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === "en" ? "en" : "no";
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const mutation = useMutation({
    mutationFn: () => save(text),
    onSuccess: ({ message }) => {
      setText("");
      setError(undefined);
      onSaved(message);
    },
    onError: (e) => {
      if (isApiError(e) && e.status === 422) setError(e.errors?.text?.[0] ?? e.message);
      else handleApiError(e);
    },
  });
  const length = [...text.trim()].length;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return setError("validation.required");
    if (length > NOTE_MAX_CHARS) return setError(serverText(lang, "caseNotes.tooLong", { max: NOTE_MAX_CHARS }));
    mutation.mutate();
  };
  const id = initial ? "note-edit" : "note-new";
  return (
    <form className="grid gap-2" onSubmit={submit} noValidate>
      <TextAreaField
        id={id}
        name="text"
        label={label}
        value={text}
        error={error}
        onChange={(e) => setText(e.target.value)}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-xs text-neutral-700">
          {t("cases.notes.count", { count: length, max: NOTE_MAX_CHARS })}
        </span>
        <div className="flex gap-2">
          {onCancel ? (
            <Button type="button" size="sm" variant="outline" onClick={onCancel}>
              {t("common.cancel")}
            </Button>
          ) : null}
          <Button type="submit" size="sm" disabled={mutation.isPending}>
            {submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}
