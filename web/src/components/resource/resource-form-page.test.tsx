import { QueryClientProvider } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EmailTemplateResource, type EmailTemplateView } from "@innfri/core/letters/template.schema";
import { StepResource } from "@innfri/core/procedures/procedure.schema";
import { createQueryClient } from "@/lib/query-client";
import { jsonResponse, labelText, mockFetch } from "@/test/utils";
import { fieldsOf } from "./form-fields";
import { ResourceFormPage } from "./resource-form-page";

const MAIL: EmailTemplateView = {
  id: "reminder-no",
  template: "reminder",
  language: "no",
  name: "Purring (e-post)",
  subject: "Purring – sak {{case.number}}",
  body: "Hei {{debtor.name}}",
  createdAt: 1,
  updatedAt: 2,
  updatedBy: "seed",
};

/** The admin form routes in small: the list pages, the 404 page and two form routes. */
async function renderAt(path: string) {
  const root = createRootRoute({ component: () => <Outlet /> });
  const page = (p: string, text: string) =>
    createRoute({ getParentRoute: () => root, path: p, component: () => <h1>{text}</h1> });
  const mailForm = createRoute({
    getParentRoute: () => root,
    path: "/admin/email-template/$action/{-$id}",
    component: function MailForm() {
      const params = mailForm.useParams();
      return (
        <ResourceFormPage
          descriptor={EmailTemplateResource}
          {...params}
          listTo="/admin/email-templates"
          aside={(values) => <p data-testid="preview">{values.subject}</p>}
        />
      );
    },
  });
  const stepForm = createRoute({
    getParentRoute: () => root,
    path: "/admin/step/$action/{-$id}",
    component: function StepForm() {
      return <ResourceFormPage descriptor={StepResource} {...stepForm.useParams()} listTo="/admin/steps" />;
    },
  });
  const router = createRouter({
    routeTree: root.addChildren([
      page("/404", "Fant ikke siden"),
      page("/admin/email-templates", "E-postmaler (liste)"),
      page("/admin/steps", "Steg (liste)"),
      mailForm,
      stepForm,
    ]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup({ delay: null }) };
}

afterEach(() => vi.unstubAllGlobals());

describe("ResourceFormPage", () => {
  it("shows the 404 page for an action that is not create or edit, and for edit without an id", async () => {
    mockFetch({});
    const { router } = await renderAt("/admin/email-template/remove/reminder-no");
    expect(await screen.findByRole("heading", { name: "Fant ikke siden" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/404");
  });

  it("shows the 404 page for an id the API does not know", async () => {
    mockFetch({
      "GET /v1/email-templates/none-no": () => jsonResponse(404, { message: "Fant ikke", code: "NOT_FOUND" }),
    });
    await renderAt("/admin/email-template/edit/none-no");
    expect(await screen.findByRole("heading", { name: "Fant ikke siden" })).toBeInTheDocument();
  });

  it("edits a stored item: its values, a live preview, the API's 422 on the field, then back to the list", async () => {
    const fetch = mockFetch({
      "GET /v1/email-templates/reminder-no": () => jsonResponse(200, MAIL),
      "PUT /v1/email-templates/reminder-no": [
        () =>
          jsonResponse(422, {
            message: "Opplysningene er ugyldige.",
            errors: { subject: ["Ukjent flettefelt: {{sak}}. Se listen over flettefelt."] },
          }),
        () => jsonResponse(200, { ...MAIL, subject: "Purring {{case.number}}" }),
      ],
    });
    const { router, user } = await renderAt("/admin/email-template/edit/reminder-no");
    const subject = await screen.findByLabelText(labelText("Emne"));
    expect(subject).toHaveValue(MAIL.subject);
    // the template name and language are fixed once created: not in the update form
    expect(screen.queryByLabelText(labelText("Malnavn"))).toBeNull();
    await user.clear(subject);
    await user.type(subject, "Purring {{{{sak}}");
    expect(screen.getByTestId("preview")).toHaveTextContent("Purring {{sak}}");
    await user.click(screen.getByRole("button", { name: "Lagre" }));
    expect(await screen.findByText("Ukjent flettefelt: {{sak}}. Se listen over flettefelt.")).toBeInTheDocument();
    expect(subject).toHaveAttribute("aria-invalid", "true");
    expect(router.state.location.pathname).toBe("/admin/email-template/edit/reminder-no");

    await user.clear(subject);
    await user.type(subject, "Purring {{{{case.number}}");
    await user.click(screen.getByRole("button", { name: "Lagre" }));
    expect(await screen.findByRole("heading", { name: "E-postmaler (liste)" })).toBeInTheDocument();
    const put = fetch.requests.filter((r) => r.method === "PUT").at(-1)!;
    expect(put.body).toEqual({ name: MAIL.name, subject: "Purring {{case.number}}", body: MAIL.body });
  });

  it("creates a step: numbers, a list of channels and the auto-pilot checkbox sent as the API takes them", async () => {
    const fetch = mockFetch({
      "POST /v1/steps": () => jsonResponse(201, { id: "x" }),
    });
    const { user } = await renderAt("/admin/step/create");
    expect(fieldsOf(StepResource.schemas.create).find((f) => f.name === "autopilot")?.kind).toBe("checkbox");
    await user.type(await screen.findByLabelText(labelText("Saksgang")), "person");
    await user.type(screen.getByLabelText(labelText("Rekkefølge")), "3");
    await user.selectOptions(screen.getByLabelText(labelText("Type steg")), "Inkassovarsel");
    await user.type(screen.getByLabelText(labelText("Navn (norsk)")), "Inkassovarsel");
    await user.type(screen.getByLabelText(labelText("Navn (engelsk)")), "Debt collection notice");
    await user.type(screen.getByLabelText(labelText("Frist (dager)")), "14");
    await user.type(screen.getByLabelText(labelText("Ventetid etter forrige frist (dager)")), "0");
    await user.type(screen.getByLabelText(labelText("Sendemåter")), "email, post");
    await user.click(screen.getByRole("checkbox", { name: /Autopilot kan kjøre steget/ }));
    await user.click(screen.getByRole("button", { name: "Lagre" }));
    // the answer is not a step: decoding refuses it, so the page stays (and nothing else was called)
    await waitFor(() => expect(fetch.requests.some((r) => r.method === "POST")).toBe(true));
    expect(fetch.requests.find((r) => r.method === "POST")!.body).toEqual({
      id: null,
      procedureId: "person",
      order: "3",
      kind: "debt-collection-notice",
      nameNo: "Inkassovarsel",
      nameEn: "Debt collection notice",
      deadlineDays: "14",
      waitDays: "0",
      channels: ["email", "post"],
      letterTemplate: null,
      emailTemplate: null,
      autopilot: true,
    });
  });
});
