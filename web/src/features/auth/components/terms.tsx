import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { HELP_EMAIL } from "@/config/contact";

const DATA_PROCESSING = ["gdpr.p1", "gdpr.p2", "gdpr.p3", "gdpr.p4"] as const;
const USE = ["terms.use1", "terms.use2", "terms.use3", "terms.use4"] as const;
const PRIVACY = ["terms.privacy1", "terms.privacy2", "terms.privacy3", "terms.privacy4"] as const;

/** The data-processing terms a customer accepts (/accept-gdpr-terms), also shown before registering. */
export function DataProcessingTerms() {
  const { t } = useTranslation();
  return DATA_PROCESSING.map((key) => <p key={key}>{t(key)}</p>);
}

/**
 * What the registration's checkbox accepts, readable before ticking it (usability review 2, C17): the terms of use,
 * the privacy text about the user's own data, and the data-processing terms the company accepts after registering.
 */
export function TermsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const section = (id: string, heading: string, body: ReactNode) => (
    <section aria-labelledby={id} className="grid gap-2">
      <h3 id={id} className="font-semibold">
        {heading}
      </h3>
      {body}
    </section>
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{t("terms.heading")}</DialogTitle>
        <DialogDescription>{t("terms.intro")}</DialogDescription>
        <div className="grid gap-5 text-sm leading-relaxed text-neutral-900">
          {section(
            "terms-use",
            t("terms.useHeading"),
            USE.map((key) => <p key={key}>{t(key)}</p>),
          )}
          {section(
            "terms-privacy",
            t("terms.privacyHeading"),
            PRIVACY.map((key) => <p key={key}>{t(key, { email: HELP_EMAIL })}</p>),
          )}
          {section("terms-processing", t("gdpr.heading"), <DataProcessingTerms />)}
        </div>
        <div className="flex justify-end">
          <DialogClose asChild>
            <Button type="button">{t("common.close")}</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
