import { createFileRoute } from "@tanstack/react-router";
import { AddCustomerPage } from "@/features/company/add-customer-page";

// {type} and {planId} are kept for the plans issue; the form is the same as /registration-details.
export const Route = createFileRoute("/customer/add-customer/$type/$planId")({
  component: AddCustomerPage,
});
