import { Banknote } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import type { CaseViewView } from "@innfri/core/cases/case-views.schema";
import { RegisterPaymentDialog } from "./register-payment-dialog";

/** The statuses a payment may be registered on: a case that still collects (not closed or merged). */
const COLLECTING = new Set<string>(["not-started", "waiting", "ready", "active", "paused", "ongoing-payroll"]);

/** The header action "Registrer innbetaling" / "Register payment" (issue 11), on a case that still collects. */
export function RegisterPayment({ c, caseId, customerId }: { c: CaseViewView; caseId: string; customerId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // what it owes today, with the interest run since its last letter or payment (C13)
  if (!COLLECTING.has(c.status) || (c.interestToday?.remainingOre ?? c.remainingOre) <= 0) return null;
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Banknote aria-hidden="true" />
        {t("cases.payments.register")}
      </Button>
      {open ? (
        <RegisterPaymentDialog caseId={caseId} customerId={customerId} open={open} onOpenChange={setOpen} />
      ) : null}
    </>
  );
}
