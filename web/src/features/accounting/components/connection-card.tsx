import { useMutation } from "@tanstack/react-query";
import { Unplug } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/dialog";
import type { AccountingSystemId, Connection } from "@/lib/accounting";
import { formatDate, formatDateTime } from "@/lib/format";
import { resetConnection, type SystemInfo } from "../api/accounting";
import { useApplySetting } from "../hooks/use-accounting";
import { startedByText } from "../labels";
import { CompanyChooser, OAuthConnectButton, ReconnectAlert, TokenConnectForm } from "./connect-parts";
import { SyncPanel } from "./sync-panel";
import { WriteBacks } from "./write-backs";

const DISCONNECTED: Connection = {
  status: "disconnected",
  companyName: null,
  companyRef: null,
  connectedAt: null,
  lastSync: null,
  syncing: false,
  writeBacksFailed: 0,
};

/**
 * Another system's invoices in the ledger already (docs/accounting-web.md "two systems into one ledger"): the intake
 * takes an invoice number once, so this system's invoices of numbers the ledger holds are skipped. Said before the
 * first sync, not learnt from its result.
 */
function OtherSystemsNote({ name, others }: { name: string; others: AccountingSystemId[] }) {
  const { t, i18n } = useTranslation();
  if (!others.length) return null;
  const systems = new Intl.ListFormat(i18n.language === "en" ? "en-GB" : "nb-NO", { type: "conjunction" }).format(
    others.map((id) => t(`ledger.integration.kinds.${id}`)),
  );
  return (
    <Alert variant="info">
      <p className="font-semibold">{t("accounting.otherSystems.heading")}</p>
      <p className="mt-1">{t("accounting.otherSystems.text", { systems, name })}</p>
    </Alert>
  );
}

/** How the system is reached now: connect (OAuth or tokens), choose the company, connect again, or the facts. */
function ConnectStep({
  system,
  name,
  auth,
  connection,
  mayEdit,
}: {
  system: AccountingSystemId;
  name: string;
  auth: SystemInfo["auth"] | undefined;
  connection: Connection;
  mayEdit: boolean;
}) {
  const { t } = useTranslation();
  const [tokenAgain, setTokenAgain] = useState(false);
  const tokenForm =
    auth?.kind === "token" ? <TokenConnectForm system={system} name={name} fields={auth.fields} /> : null;
  switch (connection.status) {
    case "disconnected":
      if (!mayEdit || !auth) return null;
      return auth.kind === "oauth" ? (
        <div className="grid gap-3">
          <p className="text-sm text-neutral-700">{t("accounting.connect.oauthText", { name })}</p>
          <div>
            <OAuthConnectButton system={system} name={name} />
          </div>
        </div>
      ) : (
        tokenForm
      );
    case "chooseCompany":
      return mayEdit ? <CompanyChooser system={system} name={name} companies={connection.companies ?? []} /> : null;
    case "reconnect":
      return (
        <>
          <ReconnectAlert name={name}>
            {!mayEdit || !auth ? null : auth.kind === "oauth" ? (
              <OAuthConnectButton
                system={system}
                name={name}
                label={t("accounting.reconnect.button")}
                variant="outline"
              />
            ) : tokenAgain ? null : (
              <Button variant="outline" onClick={() => setTokenAgain(true)}>
                {t("accounting.reconnect.button")}
              </Button>
            )}
          </ReconnectAlert>
          {tokenAgain ? tokenForm : null}
        </>
      );
    case "connected":
      return null;
  }
}

/**
 * The chosen accounting system's connection on Settings → Integrasjon: its status, company, since when and the last
 * sync; the step it waits for (connect, choose the company, connect again); when connected the sync part and what
 * was posted back; «Koble fra» after a confirmation (the tokens are revoked, the ledger is kept).
 */
export function ConnectionCard({
  system,
  name,
  auth,
  connection: given,
  mayEdit,
}: {
  system: AccountingSystemId;
  name: string;
  auth: SystemInfo["auth"] | undefined;
  connection: Connection | null | undefined;
  mayEdit: boolean;
}) {
  const { t } = useTranslation();
  const apply = useApplySetting();
  const heading = useRef<HTMLHeadingElement>(null);
  const [confirming, setConfirming] = useState(false);
  const disconnected = useRef(false);
  const connection = given ?? DISCONNECTED;
  const reset = useMutation({
    mutationFn: () => resetConnection(system),
    onSuccess: (setting) => {
      setConfirming(false);
      apply(setting);
      toast.success(t("accounting.disconnect.done", { name }), { id: "integration-disconnected" });
      disconnected.current = true;
    },
  });
  const last = connection.lastSync;
  const facts: [string, string][] = [
    [t("accounting.connected.system"), name],
    [t("accounting.connected.status"), t(`accounting.status.${connection.status}`)],
    ...(connection.companyName
      ? [[t("accounting.connected.company"), connection.companyName] as [string, string]]
      : []),
    ...(connection.connectedAt
      ? [[t("accounting.connected.since"), formatDate(connection.connectedAt)] as [string, string]]
      : []),
    [
      t("accounting.connected.lastSync"),
      last
        ? `${t("accounting.sync.when", {
            date: formatDateTime(last.startedAt),
            trigger: startedByText(t, last),
          })} – ${t(`accounting.sync.statusText.${last.status}`)}`
        : t("accounting.connected.never"),
    ],
  ];
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        {/* CardTitle's look; a heading of its own for the ref */}
        <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold tracking-tight text-neutral-900 outline-none">
          {t("accounting.connected.heading")}
        </h2>
        {mayEdit && connection.status !== "disconnected" ? (
          <Button variant="outline" onClick={() => setConfirming(true)}>
            <Unplug aria-hidden="true" />
            {t("accounting.disconnect.button")}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-6">
        <dl
          className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]"
          data-testid="integration-connection"
        >
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-medium text-neutral-700">{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <OtherSystemsNote name={name} others={connection.otherSystemsInLedger ?? []} />
        <ConnectStep system={system} name={name} auth={auth} connection={connection} mayEdit={mayEdit} />
        {connection.status === "connected" || connection.status === "reconnect" ? (
          <>
            <SyncPanel system={system} name={name} connection={connection} mayEdit={mayEdit} />
            <WriteBacks system={system} name={name} mayEdit={mayEdit} />
          </>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("accounting.disconnect.title", { name })}
        description={t("accounting.disconnect.text", { name })}
        confirmLabel={t("accounting.disconnect.confirm")}
        onConfirm={() => reset.mutate()}
        pending={reset.isPending}
        onCloseAutoFocus={(event) => {
          // «Koble fra» is gone with the connection: the card's heading takes the focus
          if (!disconnected.current) return;
          disconnected.current = false;
          event.preventDefault();
          heading.current?.focus();
        }}
      />
    </Card>
  );
}
