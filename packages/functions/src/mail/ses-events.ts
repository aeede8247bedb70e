import type { EventBridgeEvent } from "aws-lambda";
import { applySesEvent } from "@innfri/core/mail/ses-events";
import { log } from "@innfri/core/util/log";

/**
 * SES's delivery events (stacks/Jobs.ts: the configuration set publishes them to EventBridge, a rule invokes this
 * with each): the mail log and a bounced letter's flag follow (core mail/ses-events.ts). A failure throws, so the
 * asynchronous invocation is retried and then lands in the rule's dead-letter queue.
 */
export const handler = async (event: EventBridgeEvent<string, unknown>): Promise<void> => {
  const result = await applySesEvent(event.detail);
  log.info("mail.ses_event", { detailType: event["detail-type"], ...result });
};
