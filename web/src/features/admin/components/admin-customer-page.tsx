import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { ListSearch } from "@/components/data-table/list-search";
import { ListPage } from "@/components/resource/list-page";
import { Spinner } from "@/components/ui/spinner";
import { formatAccountNumber, formatDate } from "@/lib/format";
import { usePageTitle } from "@/lib/use-page-title";
import { adminCustomerQuery, type AdminCustomerMember } from "../api/customer";
import { AllowanceCard } from "./allowance-card";
import { BulkSwitchCard } from "./bulk-switch-card";
import { StepOrdersCard } from "./step-orders-card";

/**
 * /admin/customer/{id} (admin and superadmin): one customer as the admin sees it, opened from the customers list:
 * its details and its users. Its plan and settings get their own sections here as they come.
 */
export function AdminCustomerPage({ id, search }: { id: string; search: ListSearch }) {
  const { t } = useTranslation();
  const customer = useQuery(adminCustomerQuery(id));
  usePageTitle("titles.adminCustomer", customer.data?.name);
  if (!customer.data) return <Spinner label={t("app.loading")} />;
  const c = customer.data;
  const details: [string, string | null | undefined][] = [
    [t("company.orgNumber"), c.orgNumber],
    [t("company.email"), c.email],
    [t("company.phone"), c.phone],
    [
      t("company.address"),
      [c.address, c.coAddress, [c.postNumber, c.city].filter(Boolean).join(" ")].filter(Boolean).join(", "),
    ],
    [t("company.accountNumber"), formatAccountNumber(c.accountNumber)],
    [t("users.createdAt"), c.createdAt ? formatDate(c.createdAt) : null],
    [
      t("admin.deletion"),
      c.deletionRequestedAt ? t("admin.deletionRequested", { date: formatDate(c.deletionRequestedAt) }) : null,
    ],
  ];
  return (
    <ListPage<AdminCustomerMember>
      heading={c.name}
      intro={
        <Link to="/admin/customers" className="inline-flex items-center gap-1 text-brand-700 underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("admin.backToCustomers")}
        </Link>
      }
      path={`/customers/${encodeURIComponent(id)}/users`}
      queryKey={`customer-${id}-users`}
      search={search}
      rowKey={(u) => u.id}
      searchLabel={t("admin.searchUsers")}
      columns={[
        { id: "email", header: t("users.email"), sortKey: "email", cell: (u) => u.email },
        {
          id: "name",
          header: t("users.name"),
          sortKey: "first_name",
          cell: (u) => [u.firstName, u.lastName].filter(Boolean).join(" ") || "–",
        },
        {
          id: "permission",
          header: t("admin.permission"),
          // owner and accountant by name; a customer's own permission type by its id (its name is the customer's)
          cell: (u) =>
            t(`permissions.${u.pivot.permission}` as never, { defaultValue: u.pivot.permission } as never) as unknown as string,
        },
        {
          id: "status",
          header: t("users.status"),
          cell: (u) => (u.status === "invited" ? t("common.invited") : t("common.active")),
        },
      ]}
      before={
        <>
          <section aria-labelledby="customer-details" className="rounded-lg border border-neutral-200 bg-white p-4">
            <h2 id="customer-details" className="mb-3 text-lg font-semibold">
              {t("admin.customerDetails")}
            </h2>
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
              {details.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-medium text-neutral-700">{label}</dt>
                  <dd>{value || "–"}</dd>
                </div>
              ))}
            </dl>
          </section>
          <AllowanceCard customerId={id} />
          <BulkSwitchCard customerId={id} />
          <StepOrdersCard customerId={id} />
          <h2 className="-mb-3 text-lg font-semibold">{t("admin.customerUsers")}</h2>
        </>
      }
    />
  );
}
