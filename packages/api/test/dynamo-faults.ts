/**
 * Faults DynamoDB gives under load, injected where the process meets it: the one DocumentClient's send (every
 * command of ours, ElectroDB's included, passes there), before the SDK's own retries. Nothing of our storage code
 * is replaced: the command the code built is refused as DynamoDB would refuse it, and the code's own handling runs.
 */
import { documentClient } from "@innfri/core/dynamo/client";

/** A cancellation reason of TransactWriteItems, or a whole-call error of DynamoDB. */
export type Fault =
  | { cancel: "ConditionalCheckFailed" | "TransactionConflict" | "ThrottlingError" }
  | { error: "ProvisionedThroughputExceededException" | "ThrottlingException" | "TransactionConflictException" };

/** Decides per command (its name without `Command`, its input) whether it fails, and how. */
export type FaultPlan = (command: string, input: Record<string, unknown>) => Fault | undefined;

let plan: FaultPlan | undefined;
let installed = false;

function refusal(fault: Fault, input: Record<string, unknown>): Error {
  if ("error" in fault) return Object.assign(new Error(fault.error), { name: fault.error, $fault: "client" });
  const items = (input.TransactItems as unknown[] | undefined) ?? [{}];
  // DynamoDB names a reason per item: the fault on the first, "None" on the others
  const CancellationReasons = items.map((_, i) => ({ Code: i === 0 ? fault.cancel : "None" }));
  return Object.assign(new Error(`Transaction cancelled [${CancellationReasons.map((r) => r.Code).join(", ")}]`), {
    name: "TransactionCanceledException",
    $fault: "client",
    CancellationReasons,
  });
}

/** Runs every command through `next` until `restore()`: `next` answers which fail. Returns how many did. */
export function injectFaults(next: FaultPlan): { restore: () => void; readonly injected: number } {
  const state = { injected: 0 };
  plan = (command, input) => {
    const fault = next(command, input);
    if (fault) state.injected++;
    return fault;
  };
  if (!installed) {
    installed = true;
    documentClient().middlewareStack.add(
      (send, context) => async (args) => {
        const command = String(context.commandName ?? "").replace(/Command$/, "");
        const input = args.input as Record<string, unknown>;
        const fault = plan?.(command, input);
        if (fault) throw refusal(fault, input);
        return send(args);
      },
      { step: "initialize", name: "injectFaults" },
    );
  }
  return {
    restore: () => {
      plan = undefined;
    },
    get injected() {
      return state.injected;
    },
  };
}
