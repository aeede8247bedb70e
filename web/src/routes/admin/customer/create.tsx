import { createFileRoute } from "@tanstack/react-router";
import { CustomerCreatePage } from "@/features/admin/components/customer-create-page";

export const Route = createFileRoute("/admin/customer/create")({
  component: CustomerCreatePage,
});
