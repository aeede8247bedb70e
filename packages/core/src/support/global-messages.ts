import "./global-message.entity"; // registers the entities named here
import type { EntityItem } from "electrodb";
import { ulid } from "ulid";
import { Clock } from "../clock";
import { GLOBAL_SCOPE } from "../dynamo/counters";
import { crudStore } from "../dynamo/crud";
import { db } from "../dynamo/db";
import type { Language } from "../i18n/messages";
import { AppError } from "../util/error";
import type { GlobalMessageEntity } from "./global-message.entity";
import {
  GlobalMessageResource,
  MAX_SPAN_DAYS,
  type CurrentGlobalMessage,
  type GlobalMessageInput,
  type GlobalMessageView,
} from "./global-message.schema";

type Item = EntityItem<typeof GlobalMessageEntity>;
const listed = GlobalMessageResource.name;
const DAY_MS = 86_400_000;

/** The store of `global-messages`: newest `from` first by default; filter by severity. */
export const globalMessages = crudStore<
  "globalMessage",
  Item,
  GlobalMessageView,
  GlobalMessageInput,
  GlobalMessageInput
>("globalMessage", {
  keyOf: (id) => ({ listed, id }),
  toView: (i) => ({
    id: i.id,
    textNo: i.textNo,
    textEn: i.textEn ?? null,
    severity: i.severity,
    from: i.from,
    to: i.to,
    audience: i.audience,
    customerIds: i.audience === "chosen" ? (i.customerIds ?? []) : [],
    createdAt: i.createdAt,
    updatedAt: i.updatedAt,
    updatedBy: i.updatedBy,
  }),
  toItem: (input, actor) => ({ ...fieldsOf(input), listed, id: ulid(), updatedBy: actor.userId }) as Item,
  toPatch: (input, actor) => ({ ...fieldsOf(input), textEn: input.textEn ?? null, updatedBy: actor.userId }),
  keyAttributes: ["listed", "id", "from"],
  counter: { scope: GLOBAL_SCOPE, name: listed },
  list: ({ sort, filters }) => {
    const q = db().entities.globalMessage.query.byFrom({ listed });
    const order = sort.desc ? ("desc" as const) : ("asc" as const);
    const severity = filters?.severity as Item["severity"] | undefined;
    return {
      run: (o) => {
        const go = { ...o, order, attributes: o.attributes as ["id"] | undefined };
        return (severity ? q.where((a, { eq }) => eq(a.severity, severity)) : q).go(go) as never;
      },
    };
  },
});

function fieldsOf(input: GlobalMessageInput) {
  const { textEn, customerIds, ...rest } = input;
  return { ...rest, ...(textEn ? { textEn } : {}), customerIds: input.audience === "chosen" ? customerIds : [] };
}

const dayBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/**
 * The messages a customer's user sees today (Oslo): in force (from ≤ today ≤ to), for all customers or chosen for
 * this one, not dismissed by this user; most severe first, then newest. One Query (a message runs at most a year, so
 * only the last year's `from` are read) and one BatchGet of the user's dismissals.
 */
export async function currentGlobalMessages(
  customerId: string,
  userId: string,
  lang: Language,
): Promise<CurrentGlobalMessage[]> {
  const today = Clock.today();
  const { data } = await db()
    .entities.globalMessage.query.byFrom({ listed })
    .between({ from: dayBefore(today, MAX_SPAN_DAYS) }, { from: `${today}\uffff` })
    .where((a, { gte }) => gte(a.to, today))
    .go({ pages: "all" });
  const shown = data.filter((m) => m.audience === "all" || (m.customerIds ?? []).includes(customerId));
  if (shown.length === 0) return [];
  const { data: dismissed } = await db()
    .entities.globalMessageDismissal.get(shown.map((m) => ({ userId, messageId: m.id })))
    .go();
  const gone = new Set(dismissed.map((d) => d.messageId));
  const rank = { critical: 0, warning: 1, info: 2 } as const;
  return shown
    .filter((m) => !gone.has(m.id))
    .sort((a, b) => rank[a.severity] - rank[b.severity] || b.from.localeCompare(a.from))
    .map((m) => ({
      id: m.id,
      text: lang === "en" && m.textEn ? m.textEn : m.textNo,
      severity: m.severity,
      from: m.from,
      to: m.to,
    }));
}

/** A user hides a message for good (404 for a message that does not exist); kept until a year after it ends. */
export async function dismissGlobalMessage(id: string, userId: string): Promise<void> {
  const { data } = await db().entities.globalMessage.get({ listed, id }).go();
  if (!data) throw new AppError("NOT_FOUND", "errors.notFound");
  const expiresAt = Math.floor(Date.parse(`${data.to}T00:00:00Z`) / 1000) + 366 * 86_400;
  await db().entities.globalMessageDismissal.put({ userId, messageId: id, at: Clock.nowMs(), expiresAt }).go();
}
