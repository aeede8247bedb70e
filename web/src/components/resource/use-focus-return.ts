import { useRef, type MouseEvent } from "react";

/**
 * Dialogs opened by buttons in a list's rows have no trigger of their own: remember the button that opened one
 * (`remember` in its onClick) and give the focus back to it on closing (`returnFocus` as the dialog's
 * onCloseAutoFocus), or to the page's main button (`fallback`, e.g. "New") when that row is gone, so a keyboard user
 * goes on where they were.
 */
export function useFocusReturn<F extends HTMLElement = HTMLButtonElement>() {
  const opener = useRef<HTMLElement | null>(null);
  const fallback = useRef<F>(null);
  return {
    fallback,
    remember: (event: MouseEvent<HTMLElement>) => {
      opener.current = event.currentTarget;
    },
    returnFocus: (event: Event) => {
      event.preventDefault();
      (opener.current?.isConnected ? opener.current : fallback.current)?.focus();
    },
  };
}
