import { FilePlus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { CLAIM_KIND_NAMES, CLAIM_KINDS, type ClaimKind } from "../voucher-kinds";
import type { PickedDebtor } from "./debtor-picker";
import { VoucherFormDialog } from "./voucher-form-dialog";

/**
 * "Ny faktura", "Nytt purregebyr" and "Ny dom" (issue 8): claims entered by hand, on the ledger page and a debtor's
 * page (the debtor then preselected). Each opens the shared voucher form for its kind.
 */
export function ClaimActions({ debtor }: { debtor?: PickedDebtor | null }) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState<ClaimKind | null>(null);
  return (
    <>
      <div role="group" aria-label={t("ledger.claimKinds.actionsLabel")} className="flex flex-wrap gap-2">
        {CLAIM_KIND_NAMES.map((kind) => (
          <Button key={kind} variant={kind === "invoice" ? "default" : "outline"} onClick={() => setCreating(kind)}>
            {kind === "invoice" ? <FilePlus aria-hidden="true" /> : null}
            {t(`ledger.claimKinds.${kind}.new`)}
          </Button>
        ))}
      </div>
      {creating ? (
        <VoucherFormDialog
          key={creating}
          config={CLAIM_KINDS[creating]}
          open
          onOpenChange={(open) => !open && setCreating(null)}
          debtor={debtor}
        />
      ) : null}
    </>
  );
}
