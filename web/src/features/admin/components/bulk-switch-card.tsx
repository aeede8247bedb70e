import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { PanelSection } from "@/components/layout/page-parts";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useCurrentUser } from "@/lib/current-user";
import { bulkSwitchKey, bulkSwitchQuery, setCustomerBulkSwitch, setGlobalBulkSwitch } from "../api/bulk-switch";

/**
 * The off switch of the bulk actions on /admin/customer/{id} (issue 20): for this customer, and for every customer.
 * Off, a step on selected cases, approving the auto-pilot's proposals and the evening run are refused with «Function
 * temporarily disabled: continue cases one by one»; cases go on one by one. Staff read it; admins switch it.
 */
export function BulkSwitchCard({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const canSwitch = user?.type === "admin" || user?.type === "superadmin";
  const state = useQuery(bulkSwitchQuery(customerId));
  const mutation = useMutation({
    mutationFn: ({ scope, disabled }: { scope: "customer" | "global"; disabled: boolean }) =>
      scope === "customer" ? setCustomerBulkSwitch(customerId, disabled) : setGlobalBulkSwitch(disabled),
    onSuccess: (_data, v) => {
      void queryClient.invalidateQueries({ queryKey: bulkSwitchKey(customerId) });
      toast.success(t(`admin.bulkSwitch.${v.disabled ? "turnedOff" : "turnedOn"}.${v.scope}`), { id: "bulk-switch" });
    },
  });
  const row = (scope: "customer" | "global", disabled: boolean) => (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm">
        <span className="font-medium">{t(`admin.bulkSwitch.${scope}`)}: </span>
        {t(disabled ? "admin.bulkSwitch.off" : "admin.bulkSwitch.on")}
      </p>
      {canSwitch ? (
        <Button
          type="button"
          variant="outline"
          disabled={mutation.isPending}
          onClick={() => mutation.mutate({ scope, disabled: !disabled })}
        >
          {t(disabled ? `admin.bulkSwitch.turnOn.${scope}` : `admin.bulkSwitch.turnOff.${scope}`)}
        </Button>
      ) : null}
    </div>
  );
  return (
    <PanelSection id="customer-bulk-switch" heading={t("admin.bulkSwitch.heading")} intro={t("admin.bulkSwitch.intro")}>
      {state.data ? (
        <>
          {row("customer", state.data.customerDisabled)}
          {row("global", state.data.globalDisabled)}
        </>
      ) : (
        <Spinner label={t("app.loading")} />
      )}
    </PanelSection>
  );
}
