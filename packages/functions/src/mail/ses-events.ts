import type { EventBridgeEvent } from "aws-lambda";
import { applySesEvent } from "@innfri/core/mail/ses-events";
import { log } from "@innfri/core/util/log";

/**
 * SES's delivery events (stacks/mail-status.ts: the stage's configuration set publishes them to EventBridge, a rule
 * invokes this with each): the mail log and a bounced letter's flag follow (core mail/ses-events.ts). A failure of
 * ours throws, so EventBridge's asynchronous invocation is retried and then lands in the rule's dead-letter queue.
 */
export const handler = async (event: EventBridgeEvent<string, unknown>): Promise<void> => {
  const { status, mail } = await applySesEvent(event.detail);
  log.info("mail.ses_event", {
    detailType: event["detail-type"],
    status,
    ...(mail ? { customerId: mail.customerId, mailId: mail.mailId, changed: mail.changed } : {}),
  });
};
