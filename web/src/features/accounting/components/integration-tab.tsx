import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { chosenSystem, type IntegrationKind } from "@/lib/accounting";
import { formatDate } from "@/lib/format";
import { useIntegrationSetting } from "@/lib/ledger-access";
import { chooseIntegration } from "../api/accounting";
import { useApplySetting, useMayEditIntegration, useSystems } from "../hooks/use-accounting";
import { systemLabel } from "../labels";
import { ConnectionCard } from "./connection-card";

const row = "flex flex-wrap items-center justify-between gap-3 rounded-md border border-neutral-200 p-3";

/**
 * Settings tab "integration" (issue 22): how the customer's books reach the ledger — file import, or one of the
 * accounting systems the API offers (GET /integration-settings/systems) — and, with a system chosen, its connection.
 * Choosing needs editAccount (others read it, and are told who can); a connected system is disconnected before
 * another is chosen.
 */
export function IntegrationTab() {
  const { t } = useTranslation();
  const { mayEdit, ready } = useMayEditIntegration();
  const setting = useIntegrationSetting();
  const systems = useSystems();
  const apply = useApplySetting();
  const choose = useMutation({
    mutationFn: (integration: IntegrationKind) => chooseIntegration(integration),
    onSuccess: (created, integration) => {
      apply(created ?? { integration, createdAt: Date.now(), importMappings: {} });
      const message =
        integration === "file"
          ? t("ledger.integration.created")
          : t("accounting.chosen", { name: systemLabel(t, integration, systems.data) });
      toast.success(message, { id: "integration-created" });
    },
  });
  if (setting.isPending) return <Spinner label={t("app.loading")} />;
  const current = setting.data;
  const system = chosenSystem(current);
  const systemName = system ? systemLabel(t, system, systems.data) : undefined;
  const nameOf = (kind: IntegrationKind) =>
    kind === "file" ? t("ledger.integration.kinds.file") : systemLabel(t, kind, systems.data);
  // a live connection (connected, choosing a company, waiting to connect again) is ended before another is chosen
  const locked = !!system && !!current?.connection && current.connection.status !== "disconnected";
  const choices: { id: IntegrationKind; text: string }[] = [
    { id: "file", text: t("ledger.integration.fileText") },
    ...(systems.data ?? []).map((s) => ({
      id: s.id,
      text: t("accounting.systemText", { name: systemLabel(t, s.id, systems.data) }),
    })),
  ];
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{t("ledger.integration.heading")}</CardTitle>
          <CardDescription>{t("ledger.integration.text")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {current ? (
            <Alert variant="success">
              {t("ledger.integration.current", { integration: nameOf(current.integration) })}
              {current.createdAt ? ` ${t("ledger.integration.since", { date: formatDate(current.createdAt) })}` : null}
            </Alert>
          ) : (
            <Alert>{t("ledger.integration.none")}</Alert>
          )}
          <ul className="grid gap-3" aria-label={t("ledger.integration.choices")}>
            {choices.map((choice) => {
              const name = nameOf(choice.id);
              const active = current?.integration === choice.id;
              return (
                <li key={choice.id} className={row}>
                  <div className="grid gap-0.5">
                    <span className="font-medium">{name}</span>
                    <span className="text-sm text-neutral-700">{choice.text}</span>
                  </div>
                  {active ? (
                    <span className="text-sm font-medium text-brand-800">{t("ledger.integration.active")}</span>
                  ) : mayEdit && !locked ? (
                    <Button
                      variant={choice.id === "file" ? "default" : "outline"}
                      onClick={() => choose.mutate(choice.id)}
                      disabled={choose.isPending}
                    >
                      {choose.isPending && choose.variables === choice.id ? <Spinner /> : null}
                      {choice.id === "file" ? t("ledger.integration.useFile") : t("accounting.choose", { name })}
                    </Button>
                  ) : null}
                </li>
              );
            })}
            {systems.isPending ? (
              <li>
                <Spinner label={t("app.loading")} />
              </li>
            ) : null}
          </ul>
          {mayEdit && locked && systemName ? (
            <p className="text-sm text-neutral-700">{t("accounting.switchFirst", { name: systemName })}</p>
          ) : null}
          {ready && !mayEdit ? <Alert>{t("accounting.noRight")}</Alert> : null}
        </CardContent>
      </Card>
      {system && systemName ? (
        <ConnectionCard
          system={system}
          name={systemName}
          auth={systems.data?.find((s) => s.id === system)?.auth}
          connection={current?.connection}
          mayEdit={mayEdit}
        />
      ) : null}
    </div>
  );
}
