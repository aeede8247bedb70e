import { useQuery } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { AccountingSystemId, Connection } from "@/lib/accounting";
import { useLedgerAccess } from "@/lib/ledger-access";
import { syncsQuery } from "../api/accounting";
import { useFollowSync, useSyncNow } from "../hooks/use-accounting";
import { SyncHistory, SyncOutcome } from "./sync-view";

/**
 * The sync part of a connected system: «Synkroniser nå» (editAccount), the sync being followed to its end (the one
 * just started, the one `syncId` names, or the one running now) or else the last one, and the history below.
 * `syncId`/`onStarted` let a page keep the sync in its URL; without them the panel keeps it itself.
 */
export function SyncPanel({
  system,
  name,
  connection,
  mayEdit,
  syncId,
  onStarted,
  heading: Heading = "h3",
}: {
  system: AccountingSystemId;
  name: string;
  connection: Connection;
  mayEdit: boolean;
  syncId?: string;
  onStarted?: (syncId: string) => void;
  /** The level of the part's headings: h3 under the settings tab's card, h2 on a page of its own. */
  heading?: "h2" | "h3";
}) {
  const { t } = useTranslation();
  const { customerId } = useLedgerAccess();
  const [started, setStarted] = useState<string>();
  const running = connection.syncing ? connection.lastSync?.syncId : undefined;
  const followed = syncId ?? started ?? running;
  const { sync, progress, running: isRunning } = useFollowSync(system, followed);
  const history = useQuery({ ...syncsQuery(customerId, system), enabled: !!customerId });
  const syncNow = useSyncNow(system, (id) => {
    toast.success(t("accounting.sync.started"), { id: "sync-started" });
    if (onStarted) onStarted(id);
    else setStarted(id);
  });
  const shown = followed ? sync.data : (connection.lastSync ?? undefined);
  const busy = syncNow.isPending || (!!followed && isRunning);
  return (
    <section aria-labelledby="sync-heading" className="grid gap-4" id="sync">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading id="sync-heading" className="text-base font-semibold">
          {t("accounting.sync.heading")}
        </Heading>
        {mayEdit && connection.status === "connected" ? (
          <Button onClick={() => syncNow.mutate()} disabled={busy}>
            {busy ? <Spinner /> : <RefreshCw aria-hidden="true" />}
            {t("accounting.sync.now")}
          </Button>
        ) : null}
      </div>
      {!mayEdit ? <p className="text-sm text-neutral-700">{t("accounting.sync.noRight")}</p> : null}
      {shown ? (
        <SyncOutcome sync={shown} name={name} progress={progress} />
      ) : followed && !sync.isError ? (
        <Spinner label={t("app.loading")} />
      ) : null}
      <SyncHistory syncs={history.data} pending={history.isPending} heading={Heading} />
    </section>
  );
}
