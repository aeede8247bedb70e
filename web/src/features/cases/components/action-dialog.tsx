import { useState, type FormEventHandler, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { DialogFooterActions } from "@/components/ui/form";
import { FormError } from "@/components/ui/text-field";

/**
 * The frame a case action with a form shares (pause, close, close selected): its button, and its dialog with the form mounted
 * only while open (so it starts empty each time); `form(onDone)` closes it when done.
 */
export function ActionDialog({
  icon,
  label,
  size,
  form,
}: {
  icon: ReactNode;
  label: string;
  /** "sm" among the case list's selection actions. */
  size?: "sm";
  form: (onDone: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size={size} variant="outline" onClick={() => setOpen(true)}>
        {icon}
        {label}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>{open ? form(() => setOpen(false)) : null}</DialogContent>
      </Dialog>
    </>
  );
}

/** A dialog's form: its title (also the form's name), the intro, the server's form-wide error, fields, cancel and submit. */
export function DialogForm({
  title,
  intro,
  error,
  onSubmit,
  onCancel,
  pending,
  submitLabel,
  children,
}: {
  title: string;
  intro: string;
  error?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  pending: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{intro}</DialogDescription>
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={title}>
        <FormError message={error} />
        {children}
        <DialogFooterActions onCancel={onCancel} pending={pending} submitLabel={submitLabel} />
      </form>
    </>
  );
}
