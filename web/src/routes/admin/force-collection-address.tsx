import { createFileRoute } from "@tanstack/react-router";
import { ForceCollectionAddressResource } from "@innfri/core/reference/force-collection-address.schema";
import { validateResourceSearch } from "@/components/resource/resource-search";
import { ForceCollectionAddressPage } from "@/features/admin/resources/force-collection-address";

export const Route = createFileRoute("/admin/force-collection-address")({
  validateSearch: validateResourceSearch(ForceCollectionAddressResource),
  component: () => <ForceCollectionAddressPage search={Route.useSearch()} />,
});
