import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { TextField } from "@/components/ui/text-field";
import { useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/current-user";
import { getList, listPath } from "@/components/resource/list-api";
import { createCustomer, type AdminUser } from "@/lib/customer-api";
import { CompanyForm } from "@/components/company-form";
import { usePageTitle } from "@/lib/use-page-title";

/**
 * /admin/customer/create: a customer for an existing user (its owner), found by e-mail; empty → the signed-in
 * staff user (POST /users/{userId}/customers).
 */
export function CustomerCreatePage() {
  const { t } = useTranslation();
  usePageTitle("titles.adminCustomerCreate");
  const { data: me } = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [ownerEmail, setOwnerEmail] = useState("");
  if (!me) return null;
  const ownerId = async () => {
    const email = ownerEmail.trim().toLowerCase();
    if (!email) return me.id;
    const found = await getList<AdminUser>(listPath("/users", { search: email, rowsPerPage: 10 }));
    const user = found.data.find((u) => u.email.toLowerCase() === email);
    if (!user)
      throw new ApiError(422, t("admin.ownerNotFound"), "VALIDATION", { ownerEmail: [t("admin.ownerNotFound")] });
    return user.id;
  };
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            {t("admin.newCustomer")}
          </CardTitle>
          <CardDescription>{t("admin.newCustomerText")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <TextField
            name="ownerEmail"
            type="email"
            label={t("admin.ownerEmail")}
            description={t("admin.ownerEmailHint")}
            value={ownerEmail}
            onChange={(e) => setOwnerEmail(e.target.value)}
          />
          <CompanyForm
            ariaLabel={t("admin.newCustomer")}
            submitLabel={t("common.create")}
            submit={async (values) => createCustomer(await ownerId(), values)}
            onDone={() => {
              toast.success(t("registrationDetails.created"), { id: "customer-created" });
              void queryClient.invalidateQueries({ queryKey: ["admin"] });
              void navigate({ to: "/admin/customers" });
            }}
          />
        </CardContent>
      </Card>
    </div>
  );
}
