import { createFileRoute } from "@tanstack/react-router";
import { AddCustomerPage } from "@/features/company/add-customer-page";

// The form is the same as /registration-details; the new account then buys {planId} (issue 19).
export const Route = createFileRoute("/customer/add-customer/$type/$planId")({
  component: AddCustomerPage,
});
