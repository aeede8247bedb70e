import type { ParseKeys } from "i18next";
import type { ResourceDescriptor } from "@innfri/core/resource/define";
import { allowsType } from "@innfri/core/resource/roles";
import { ResourceListPage, type ResourceListPageProps } from "@/components/resource/resource-list-page";
import { useCurrentUser } from "@/features/auth/api/current-user";
import { usePageTitle } from "@/lib/use-page-title";

/** A resource's admin page: the shared list page, writable for the user types the descriptor's `access.write` lets in. */
export function AdminResourcePage<D extends ResourceDescriptor>({
  titleKey,
  ...props
}: Omit<ResourceListPageProps<D>, "canWrite"> & { titleKey?: ParseKeys }) {
  usePageTitle(titleKey ?? (`resources.${props.descriptor.name}.title` as ParseKeys));
  const { data: user } = useCurrentUser();
  const write = props.descriptor.access.write;
  const canWrite = !!user && !write.startsWith("customer:") && allowsType(write as "admin" | "staff", user.type);
  return <ResourceListPage {...props} canWrite={canWrite} />;
}
