import { createFileRoute } from "@tanstack/react-router";
import { validateListSearch } from "@/components/data-table/list-search";
import { CustomerInvoicesPage } from "@/features/admin/components/customer-invoices-page";

export const Route = createFileRoute("/admin/customer-invoices")({
  validateSearch: validateListSearch([]),
  component: () => <CustomerInvoicesPage search={Route.useSearch()} />,
});
