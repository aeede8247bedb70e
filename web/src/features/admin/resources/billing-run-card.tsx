import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { BatchProgress } from "@innfri/core/realtime/events";
import { PanelSection } from "@/components/layout/page-parts";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { api } from "@/lib/api-client";

/**
 * "Invoice now" on a billing schedule's customers page (SPEC 1, 7; POST /v1/billing-schedules/{id}/run): staff start
 * the run of the schedule's last whole period at once instead of waiting for its day of issue. A batch of one job
 * per customer, keyed by the period, so a second run (or the day's own) invoices nothing twice; asked for once more
 * before it starts, since it makes invoices.
 */
export function BillingRunCard({ scheduleId, name }: { scheduleId: string; name: string }) {
  const { t } = useTranslation();
  const k = (key: string, params?: Record<string, unknown>) =>
    String(t(`resources.billing-schedule-customers.${key}` as never, params as never));
  const [asking, setAsking] = useState(false);
  const run = useMutation({
    mutationFn: async () =>
      BatchProgress.parse(await api.post<unknown>(`/billing-schedules/${encodeURIComponent(scheduleId)}/run`)),
    onSuccess: (batch) => {
      setAsking(false);
      toast.success(k("runStarted", { count: batch.total }), { id: "billing-run" });
    },
    onError: () => setAsking(false),
  });
  return (
    <PanelSection id="schedule-run-heading" heading={k("runHeading")} intro={k("runIntro")}>
      <div>
        <Button type="button" variant="outline" onClick={() => setAsking(true)}>
          {k("run")}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={k("runConfirm", { name })}
        description={k("runIntro")}
        confirmLabel={k("run")}
        destructive={false}
        pending={run.isPending}
        onConfirm={() => run.mutate()}
      />
    </PanelSection>
  );
}
