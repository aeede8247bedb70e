import type { RenderLetter } from "./letter-queue";
import type { PrintStatus } from "./print-queue.entity";

/**
 * The letters' hook points (design review 2, change 3: the arrows of core run one way). Letters renders, stores,
 * mails and posts a letter; what a letter means for the context that queued it (a case's step planned again for the
 * next opening, the case's document record, its print status, its step's deadline) is that context's, registered
 * here when its hooks module loads, like the ledger's commit hooks (ledger/commit-hooks.ts). Letters imports none of
 * them. Cases registers its handlers in `cases/letter-hooks.ts`, and every function that renders a letter or moves
 * a letter in the print queue loads that module at its start (`hooks.test.ts` of the API checks each deployed
 * entry; docs/architecture.md "Commit hooks").
 *
 * A point with no handler registered refuses loudly (`LetterHookMissing`): a letter sent in a process where nobody
 * records it would reach the debtor and never show on the case, so it is never skipped.
 */

/** The letter a job could not send now (outside the sending window), dated for the next opening. */
export interface HeldLetter {
  /** When it may go (epoch ms): the next opening of the window. */
  plannedSendAt: number;
  /** The job's payload again, dated for that day (`redateLetter`), under a key of its own (`attempt`). */
  letter: RenderLetter;
  /** The deadline the letter now gives, when it gives one. */
  deadline: string | null;
  /** Whether the new date changed the letter. */
  changed: boolean;
}

/** A letter's file, once it was stored and sent on (mailed, in the print queue, or only stored). */
export interface RenderedLetter {
  pdfKey: string;
  size: number;
  fileName: string;
}

/** A letter by its keys. */
export interface LetterRef {
  customerId: string;
  caseId: string;
  letterId: string;
}

/** The handlers a context registers; each point has one handler per context. */
export interface LetterHooks {
  /**
   * "Letter held": its job ran outside the sending window. Answers whether the context took the letter (it plans it
   * for `next.plannedSendAt` itself, or knows it is not to be sent); when no context takes it, letters keeps it
   * waiting in a waiting-letter item (render-letter.ts).
   */
  held(p: RenderLetter, next: HeldLetter): Promise<boolean>;
  /** "Letter rendered": its PDF is stored and it is on its way (the job's last write; a rerun reports it again). */
  rendered(p: RenderLetter, file: RenderedLetter): Promise<void>;
  /** "Print status": the print queue moved the letter (batched, printed, sent). */
  printStatus(letter: LetterRef, status: PrintStatus): Promise<void>;
  /** "Letter redated": the print batch dated a posted letter again; it now gives `deadline` (never an earlier one). */
  redated(letter: LetterRef, deadline: string): Promise<void>;
}

export type LetterHookPoint = keyof LetterHooks;

const registered = new Map<string, LetterHooks>();

/** Registers a context's handlers (once, at the load of its hooks module); the same handlers again are ignored. */
export function registerLetterHooks(context: string, hooks: LetterHooks): void {
  const known = registered.get(context);
  if (known === hooks) return;
  if (known) throw new Error(`Letter hooks registered twice for "${context}"`);
  registered.set(context, hooks);
}

/** A letter rendered or moved in a process where no context registered its hooks (see the module's comment). */
export class LetterHookMissing extends Error {
  constructor(point: LetterHookPoint) {
    super(
      `No handler for the letters' hook "${point}" (letters/letter-hooks.ts): the entry of this function or script ` +
        `must import "@innfri/core/cases/letter-hooks" before it renders a letter or moves one in the print queue`,
    );
    this.name = "LetterHookMissing";
  }
}

/** The registered handlers, in the order the contexts registered; refuses when none. */
export function letterHooks(point: LetterHookPoint): LetterHooks[] {
  if (registered.size === 0) throw new LetterHookMissing(point);
  return [...registered.values()];
}

/** The contexts registered (tests). */
export const letterHookContexts = (): string[] => [...registered.keys()];
