// Leaving the app for another site (an accounting system's sign-in page), apart from ./navigation.ts so that it is
// loaded with the page that leaves, not with the entry bundle.

let leave: (url: string) => void = (url) => window.location.assign(url);

/** The browser's own navigation to `url`. */
export function leaveApp(url: string) {
  leave(url);
}

/** Replaces how the app leaves (tests: jsdom cannot go to another origin). */
export function setLeaveApp(next: (url: string) => void) {
  leave = next;
}
