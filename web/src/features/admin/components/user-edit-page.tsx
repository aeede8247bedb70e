import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { SelectField } from "@/components/ui/select-field";
import { Spinner } from "@/components/ui/spinner";
import { FormError, TextField } from "@/components/ui/text-field";
import { useCurrentUser } from "@/lib/current-user";
import { setVerificationStatus, verificationKey, verificationQuery } from "@/lib/credit-check";
import { formatDateTime } from "@/lib/format";
import { createUser, getUser, updateUser, type AdminUser } from "@/lib/customer-api";
import { createUserSchema, updateUserSchema, type UserValues } from "@/lib/customer-schemas";
import { isAdminType, USER_TYPES } from "@/lib/permissions";
import { usePageTitle } from "@/lib/use-page-title";

/** /admin/user/edit/{id?}: create a user (with an invitation) or edit one. */
export function UserEditPage({ id }: { id?: string }) {
  const { t } = useTranslation();
  usePageTitle("titles.adminUserEdit");
  const existing = useQuery({
    queryKey: ["users", id ?? ""],
    queryFn: ({ signal }) => getUser(id!, signal),
    enabled: !!id,
  });
  if (id && !existing.data) return <Spinner label={t("app.loading")} />;
  return <UserForm key={id ?? "new"} user={existing.data} />;
}

function UserForm({ user }: { user?: AdminUser }) {
  const { t } = useTranslation();
  const { data: me } = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<UserValues>({
    resolver: zodResolver((user ? updateUserSchema : createUserSchema) as typeof createUserSchema),
    defaultValues: {
      email: user?.email ?? "",
      firstName: user?.firstName ?? "",
      lastName: user?.lastName ?? "",
      phone: user?.phone ?? "",
      type: user?.type ?? "user",
    },
  });
  const mutation = useMutation({
    mutationFn: (values: UserValues) => (user ? updateUser(user.id, values) : createUser(values)),
    meta: { setError: form.setError },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await mutation.mutateAsync(values);
      toast.success(saved?.pendingEmail ? t("admin.emailPending", { email: saved.pendingEmail }) : t("common.saved"), {
        id: "user-saved",
      });
      void queryClient.invalidateQueries({ queryKey: ["admin"] });
      void queryClient.invalidateQueries({ queryKey: ["users"] });
      void navigate({ to: "/admin/users" });
    } catch {
      // on the form
    }
  });
  const { errors, isSubmitting } = form.formState;
  const heading = user ? t("admin.editUser", { email: user.email }) : t("admin.newUser");
  const mayChangeType = isAdminType(me?.type ?? null);
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            {heading}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={heading}>
            <FormError message={errors.root?.server?.message} />
            <TextField
              required
              type="email"
              label={t("users.email")}
              error={errors.email?.message}
              description={user ? t("admin.emailChangeHint") : undefined}
              {...form.register("email")}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                required
                label={t("users.firstName")}
                error={errors.firstName?.message}
                {...form.register("firstName")}
              />
              <TextField
                required
                label={t("users.lastName")}
                error={errors.lastName?.message}
                {...form.register("lastName")}
              />
            </div>
            <TextField
              required
              type="tel"
              label={t("users.phone")}
              error={errors.phone?.message}
              {...form.register("phone")}
            />
            <SelectField
              required
              label={t("users.type")}
              disabled={!mayChangeType}
              options={USER_TYPES.map((type) => ({ value: type, label: t(`roles.${type}`) }))}
              error={errors.type?.message}
              {...form.register("type")}
            />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? <Spinner /> : null}
                {user ? t("common.save") : t("admin.createAndInvite")}
              </Button>
              <Link to="/admin/users" className={buttonVariants({ variant: "outline" })}>
                {t("common.back")}
              </Link>
            </div>
          </form>
        </CardContent>
      </Card>
      {user && mayChangeType ? <CreditCheckVerificationCard userId={user.id} /> : null}
    </div>
  );
}

/** An admin verifies a user for credit checks once the bureau has set it up (issue 21; docs/credit-check.md). */
function CreditCheckVerificationCard({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useQuery(verificationQuery(userId));
  const change = useMutation({
    mutationFn: (next: "verified" | "none") => setVerificationStatus(userId, next),
    onSuccess: (data) => {
      queryClient.setQueryData(verificationKey(userId), data);
      toast.success(t("common.saved"), { id: "credit-verification" });
    },
  });
  if (!status.data) return null;
  const v = status.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("credit.admin.heading")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-sm text-neutral-700">{t("credit.admin.text")}</p>
        <p className="text-sm">
          {t("credit.admin.status", {
            status: t(`credit.admin.states.${v.status}`, { date: v.requestedAt ? formatDateTime(v.requestedAt) : "" }),
          })}
        </p>
        <div>
          {v.status === "verified" ? (
            <Button variant="outline" disabled={change.isPending} onClick={() => change.mutate("none")}>
              {t("credit.admin.withdraw")}
            </Button>
          ) : (
            <Button disabled={change.isPending} onClick={() => change.mutate("verified")}>
              {t("credit.admin.verify")}
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
