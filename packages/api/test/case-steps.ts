/**
 * Fixtures of the case operations' API tests: runs a step of a kind through the API, moving the clock to the first
 * day the law allows it when it must wait (and signing in again then: the session does not outlive the jump); a
 * forced step first runs the inkassovarsel and betalingsoppfordring its refusal asks for.
 */
import { Clock } from "@innfri/core/clock";
import { LADDER_STEP_ASKED } from "@innfri/core/cases/testing.db";
import { petitionBodyOf, serviceBodyOf } from "@innfri/core/reference/court-lookup";
import { seedReferenceData } from "@innfri/core/reference/seed";
import { call, signIn } from "./support";

export interface Session {
  token: string;
  email: string;
}

export async function runKind(
  s: Session,
  caseId: string,
  kind: string,
): Promise<{ id: string; feeOre: number; nameEn: string }> {
  for (let i = 0; i < 6; i++) {
    const got = await call("GET", `/cases/${caseId}/available-steps`, { token: s.token });
    if (!got.body.data) throw new Error(`available-steps: ${got.status} ${JSON.stringify(got.body)}`);
    const step = got.body.data.find((x: { kind: string }) => x.kind === kind);
    if (!step) throw new Error(`no ${kind} offered on case ${caseId}`);
    if (step.allowed) {
      // a petition (and a served notice) is addressed from the reference lists (the sample covers the debtors' Oslo postcode)
      if (petitionBodyOf(kind as never) || serviceBodyOf(kind as never)) await seedReferenceData();
      const res = await call("POST", `/cases/${caseId}/steps`, { token: s.token, body: { stepId: step.stepId } });
      if (res.status !== 201) throw new Error(`running ${kind}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.data as { id: string; feeOre: number; nameEn: string };
    }
    const first = LADDER_STEP_ASKED[step.reasons[0]?.rule ?? ""];
    if (first && first !== kind) {
      await runKind(s, caseId, first);
      continue;
    }
    if (!step.earliestDate) throw new Error(`${kind} refused: ${JSON.stringify(step.reasons)}`);
    Clock.setNow(new Date(`${step.earliestDate}T10:00:00Z`));
    s.token = (await signIn(s.email)).user.accessToken;
  }
  throw new Error(`${kind} never allowed on case ${caseId}`);
}
