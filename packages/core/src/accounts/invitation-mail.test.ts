import { describe, expect, it } from "vitest";

process.env.INNFRI_TABLE ??= "table";
process.env.INNFRI_WEB_URL = "https://app.example";

const { invitationMail } = await import("./invitations");
const newUser = await import("./new-user");

describe("the invitation mail (one function, three kinds)", () => {
  const u = { email: "ola@example.no", firstName: "Ola", language: "no" as const };
  it("staff's invitation asks the new user to choose a password, greeting the address", () => {
    const m = invitationMail("invitation", u, "tok1");
    expect(m.subject).toBe("Du er invitert til Innfri");
    expect(m.text).toContain("https://app.example/user-activation/tok1");
    expect(m.text).toContain("ola@example.no");
    // no second copy beside it (issue 18: two invitationMail functions made one)
    expect("invitationMail" in newUser).toBe(false);
  });
  it("a customer's invitations name the company and the inviter; joining links to the invitation", () => {
    const params = { inviter: "Kari Eier", company: "Rørlegger AS" };
    const m = invitationMail("newMember", { ...u, language: "en" }, "tok2", params);
    expect(m.subject).toBe("Kari Eier has invited you to Rørlegger AS at Innfri");
    expect(m.text).toContain("/user-activation/tok2");
    expect(invitationMail("joinInvitation", u, "c_s", params).text).toContain("https://app.example/invitation/c_s");
  });
});
