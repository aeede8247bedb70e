import { createFileRoute } from "@tanstack/react-router";
import { requireCustomer } from "@/features/auth/guards";
import { CustomerLayout } from "@/features/customer/components/customer-layout";

// Everything under /customer needs a loaded customer (else /login?reurl=…) with accepted GDPR terms.
export const Route = createFileRoute("/customer")({
  beforeLoad: async ({ context, location }) => {
    await requireCustomer({ queryClient: context.queryClient, href: location.href });
  },
  component: CustomerLayout,
});
