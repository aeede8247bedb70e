import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { StepView } from "@innfri/core/procedures/procedure.schema";
import i18n from "@/i18n";
import { renderWithRouter } from "@/test/router";
import { jsonResponse, mockFetch } from "@/test/utils";
import { StepsPage } from "./procedures";

const step = (id: string, procedureId: string, channels: StepView["channels"]): StepView => ({
  id,
  procedureId,
  order: 2,
  kind: "reminder",
  nameNo: "Purring",
  nameEn: "Reminder",
  deadlineDays: 14,
  waitDays: 0,
  channels,
  letterTemplate: "reminder",
  emailTemplate: null,
  autopilot: false,
  createdAt: 1,
  updatedAt: 1,
  updatedBy: "seed",
});

afterEach(async () => {
  await i18n.changeLanguage("no");
});

describe("the admin's steps list", () => {
  it.each([
    ["no", "Selskap", "E-post, Post", "Enkeltpersonforetak"],
    ["en", "Company", "E-mail, Post", "Sole proprietorship"],
  ] as const)("names procedures and channels in words, not ids (C16, %s)", async (lng, company, channels, sole) => {
    await i18n.changeLanguage(lng);
    mockFetch({
      "GET /v1/steps": () =>
        jsonResponse(200, {
          data: [
            step("s1", "company", ["email", "post"]),
            step("s2", "sole-proprietorship", ["email"]),
            step("s3", "my-own", ["partner"]),
          ],
          total: 3,
        }),
    });
    await renderWithRouter(() => <StepsPage search={{}} />, { path: "/admin/steps" });
    await screen.findByText("my-own");
    const rows = screen.getAllByRole("row").slice(1);
    expect(within(rows[0]!).getByText(company)).toBeVisible();
    expect(within(rows[0]!).getByText(channels)).toBeVisible();
    expect(within(rows[1]!).getByText(sole)).toBeVisible();
    // an admin's own procedure has no name but its id
    expect(within(rows[2]!).getByText("my-own")).toBeVisible();
    expect(screen.queryByText("email, post")).toBeNull();
  });
});
