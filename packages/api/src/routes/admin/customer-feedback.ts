import { CreateCustomerFeedbackInput, CustomerFeedbackView } from "@innfri/core/support/customer-feedback.schema";
import { sendFeedback } from "@innfri/core/support/customer-feedback";
import { jsonBody, router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { responses } from "../../lib/schemas";

/** The customer side of `customer-feedback`: a user of the loaded customer sends feedback from the help menu. */
export const feedbackSending = router().openapi(
  secured({
    method: "post",
    path: "/",
    tags: ["customer-feedback"],
    role: "customer:read",
    customer: "session",
    summary:
      "A user of the customer loaded in the session: send feedback (text up to 2 000 characters, the page, an optional rating 1-5); 404 without a loaded customer",
    request: { body: jsonBody(CreateCustomerFeedbackInput) },
    responses: responses(CustomerFeedbackView, "Created", 201),
  }),
  async (c) => c.json(await sendFeedback(c.req.valid("json"), c.get("actor").userId, c.get("customerId")), 201),
);
