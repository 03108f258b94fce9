/**
 * The one clipboard helper and the one feedback rule of the site's copy
 * buttons (registry call templates, "Copy page as Markdown"): text goes to
 * the clipboard through the Async Clipboard API, and a button shows "Copied"
 * or "Copy failed" for COPY_FEEDBACK_MS, then reads "Copy" again; the page
 * announces the outcome in a live region. (The registry's buttons show it
 * through a data attribute, see RegistryCopyButton, as its build-time list is
 * not hydrated; "Copy page" through React state.)
 *
 * Not copy-text-to-clipboard (the theme's code-block button uses it): its
 * textarea-and-execCommand fallback is for browsers and plain-HTTP origins the
 * site does not serve, and bundling it measured +488 bytes on /registry and
 * +258 on every docs page.
 */

export const COPY_FEEDBACK_MS = 2500;

/** Puts `text` on the clipboard; rejects when the browser refuses (no permission, no focus). */
export function copyText(text: string): Promise<void> {
  return navigator.clipboard.writeText(text);
}
