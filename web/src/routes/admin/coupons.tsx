import { createFileRoute } from "@tanstack/react-router";
import { CouponResource } from "@innfri/core/billing/coupon.schema";
import { validateResourceSearch } from "@/components/resource/resource-search";
import { CouponsPage } from "@/features/admin/resources/billing";

export const Route = createFileRoute("/admin/coupons")({
  validateSearch: validateResourceSearch(CouponResource),
  component: () => <CouponsPage search={Route.useSearch()} />,
});
