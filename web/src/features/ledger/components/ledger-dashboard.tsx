import { useLedgerSummary } from "../hooks/use-ledger-access";
import { LedgerFigures } from "./ledger-figures";
import { LedgerNotice } from "./ledger-notice";
import { WayInCard } from "./way-in-card";

/**
 * The ledger's part of the dashboard (SPEC 2): the way in while the ledger is not set up or empty, the notice of
 * payments and credit notes waiting for manual treatment, and the ledger's figures.
 */
export function LedgerDashboard() {
  const { summary } = useLedgerSummary();
  const s = summary.data;
  const empty =
    !!s &&
    s.openItems === 0 &&
    s.unmatchedPayments === 0 &&
    s.unmatchedCreditNotes === 0 &&
    s.received.thisYear.count === 0;
  return (
    <>
      <WayInCard empty={empty} />
      <LedgerNotice />
      <LedgerFigures />
    </>
  );
}
