import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { z } from "zod";
import { BillingScheduleResource, ScheduleCustomerView } from "@innfri/core/billing/billing-schedule.schema";
import type { ListSearch } from "@/components/data-table/list-search";
import { ListPage } from "@/components/resource/list-page";
import { resourceItemQuery } from "@/components/resource/use-resource";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { api } from "@/lib/api-client";
import { usePageTitle } from "@/lib/use-page-title";
import { BillingRunCard } from "./billing-run-card";

const List = z.object({ data: z.array(ScheduleCustomerView), total: z.number().int() });
const Message = z.object({ message: z.string() });
const base = (id: string) => `/billing-schedules/${encodeURIComponent(id)}`;

/**
 * /admin/billing-schedule-customers/{id} (SPEC 1): a billing schedule's customers by name, each with "Remove", and
 * below them the customers on no schedule (GET get_customers_for_adding, searched by name or org number), each with
 * "Add" (POST customers). Sales keeps the page (SPEC 6).
 */
export function BillingScheduleCustomersPage({ id, search }: { id: string; search: ListSearch }) {
  const { t } = useTranslation();
  const k = (key: string, params?: Record<string, string>) =>
    String(t(`resources.billing-schedule-customers.${key}` as never, params as never));
  usePageTitle("resources.billing-schedule-customers.title");
  const schedule = useQuery(resourceItemQuery(BillingScheduleResource, id));
  const [find, setFind] = useState("");
  const queryClient = useQueryClient();
  const addable = useQuery({
    queryKey: ["admin", "billing-schedule-customers", id, "addable", find],
    queryFn: async ({ signal }) =>
      List.parse(
        await api.get<unknown>(
          `${base(id)}/get_customers_for_adding?rowsPerPage=20&search=${encodeURIComponent(find)}`,
          {
            signal,
          },
        ),
      ),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["admin", "billing-schedule-customers"] });
  const add = useMutation({
    mutationFn: async (customerId: string) =>
      Message.parse(await api.post<unknown>(`${base(id)}/customers`, { customerIds: [customerId] })),
    onSuccess: (res) => {
      toast.success(res.message);
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: async (customerId: string) =>
      Message.parse(await api.delete<unknown>(`${base(id)}/customers/${encodeURIComponent(customerId)}`)),
    onSuccess: (res) => {
      toast.success(res.message);
      void refresh();
    },
  });
  const name = schedule.data?.name ?? "";
  return (
    <ListPage<ScheduleCustomerView>
      heading={k("heading", { name })}
      intro={k("intro")}
      path={`${base(id)}/customers`}
      queryKey="billing-schedule-customers"
      search={search}
      searchLabel={k("search")}
      rowKey={(c) => c.customerId}
      before={
        <>
          <Link
            to="/admin/billing-schedules"
            className="inline-flex items-center gap-1 text-sm text-brand-700 underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t("resources.billing-schedules.title")}
          </Link>
          <BillingRunCard scheduleId={id} name={name} />
        </>
      }
      columns={[
        { id: "name", header: k("name"), sortKey: "name", cell: (c) => c.name },
        { id: "orgNumber", header: k("orgNumber"), cell: (c) => c.orgNumber },
        {
          id: "actions",
          header: t("common.actions"),
          cell: (c) => (
            <Button
              size="sm"
              variant="outline"
              disabled={remove.isPending}
              aria-label={k("removeFor", { name: c.name })}
              onClick={() => remove.mutate(c.customerId)}
            >
              {k("remove")}
            </Button>
          ),
        },
      ]}
    >
      <section className="grid gap-3" aria-labelledby="schedule-add-heading">
        <h2 id="schedule-add-heading" className="text-lg font-semibold">
          {k("addHeading")}
        </h2>
        <TextField
          name="find"
          label={k("find")}
          value={find}
          maxLength={100}
          onChange={(e) => setFind(e.target.value)}
        />
        {addable.data && addable.data.data.length === 0 ? <p className="text-sm">{k("none")}</p> : null}
        <ul className="grid gap-2">
          {(addable.data?.data ?? []).map((c) => (
            <li key={c.customerId} className="flex flex-wrap items-center justify-between gap-2 border-b pb-2">
              <span>
                {c.name} <span className="text-neutral-700">{c.orgNumber}</span>
              </span>
              <Button
                size="sm"
                disabled={add.isPending}
                aria-label={k("addFor", { name: c.name })}
                onClick={() => add.mutate(c.customerId)}
              >
                {k("add")}
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </ListPage>
  );
}
