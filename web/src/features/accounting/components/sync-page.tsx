import { Link, useNavigate } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "@/components/layout/page-parts";
import { Alert } from "@/components/ui/alert";
import { buttonVariants } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { usePageTitle } from "@/lib/use-page-title";
import { useChosenSystem, useMayEditIntegration, useSystems } from "../hooks/use-accounting";
import { systemLabel } from "../labels";
import type { SyncSearch } from "../search";
import { ReconnectAlert } from "./connect-parts";
import { SyncPanel } from "./sync-panel";

const link = "font-medium underline underline-offset-4";

/**
 * /customer/ledger/sync, the sidebar's «Hent fra regnskapssystem»: the chosen system's sync — start one, follow it,
 * see what it made (the sync on show is in the URL, so the history's links and a reload keep it) — and the earlier
 * syncs. Connecting, choosing the company and disconnecting are on Settings → Integrasjon.
 */
export function SyncPage({ search }: { search: SyncSearch }) {
  const { t } = useTranslation();
  usePageTitle("accounting.page.title");
  const navigate = useNavigate();
  const { setting, system } = useChosenSystem();
  const systems = useSystems();
  const { mayEdit } = useMayEditIntegration();
  const name = system ? systemLabel(t, system, systems.data) : "";
  const connection = setting.data?.connection;
  const toSettings = (
    <Link to="/customer/settings/$tab" params={{ tab: "integration" }} className={link}>
      {t("accounting.page.toSettings")}
    </Link>
  );
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader
        title={t("accounting.page.title")}
        intro={name ? t("accounting.page.intro", { name }) : undefined}
        actions={
          <Link to="/customer/ledger" className={buttonVariants({ variant: "outline" })}>
            <ArrowLeft aria-hidden="true" />
            {t("accounting.page.toLedger")}
          </Link>
        }
      />
      {setting.isPending ? (
        <Spinner label={t("app.loading")} />
      ) : !system ? null : connection?.status === "connected" || connection?.status === "reconnect" ? (
        <>
          {connection.status === "reconnect" ? <ReconnectAlert name={name}>{toSettings}</ReconnectAlert> : null}
          <SyncPanel
            system={system}
            name={name}
            connection={connection}
            mayEdit={mayEdit}
            syncId={search.id}
            heading="h2"
            onStarted={(id) =>
              void navigate({ to: "/customer/ledger/sync", search: { id }, replace: true, resetScroll: false })
            }
          />
        </>
      ) : (
        <Alert>
          <p>{t("accounting.page.notConnected", { name })}</p>
          <p className="mt-1">{toSettings}</p>
        </Alert>
      )}
    </div>
  );
}
