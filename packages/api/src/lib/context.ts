import type { CommandActivity } from "@innfri/core/activity/activity";
import type { Language } from "@innfri/core/i18n/messages";
import type { UserType } from "@innfri/core/accounts/rules";
import type { Rights } from "@innfri/core/accounts/rules";

/** What a request knows about its caller once the actor middleware has run. */
export interface Actor {
  userId: string;
  sessionId: string;
  type: UserType;
  /** The customer loaded in this session, if any. */
  customerId: string | null;
  /** The actor's permission on that customer (owner, accountant or a custom type), if any. */
  permission: string | null;
  /** The actor's rights on the loaded customer (core/accounts/rights.ts), or null without one. */
  rights: Rights | null;
  /** Set by routes that act on the loaded customer without naming it (the ledger), for the activity log. */
  actedOnCustomerId?: string;
}

export type AppEnv = {
  Variables: {
    requestId: string;
    lang: Language;
    actor: Actor;
    /** The customer a route with a customer role acts on (lib/route.ts), once its role check has passed. */
    customerId: string;
    /** The actor's rights on that customer (core/accounts/rules.ts), for checks that depend on the body or target. */
    rights: Rights;
    /** The activity entry a command writes in its own transaction (middleware/activity.ts `commandActor`). */
    commandActivity?: CommandActivity;
  };
};
