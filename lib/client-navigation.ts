/** What of a click decides whether it may become a client-side navigation. */
export type LinkClick = Pick<
  MouseEvent,
  "defaultPrevented" | "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey"
> & {
  target: EventTarget | null;
};

/**
 * Where a click should take the visitor by client-side navigation, or null when the browser should
 * follow the link itself: a modified or non-primary click (new tab, download), a link with a target
 * or download attribute, another origin or scheme (mailto:, tel:, WhatsApp), a file such as the feed,
 * a fragment of the page already shown, which the browser scrolls to as it does without JavaScript,
 * or a link marked data-full-load (the error screen's way home: after an error the client app may be
 * in a broken state).
 */
export function clientNavigationTarget(click: LinkClick, current: URL): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  const anchor = click.target instanceof Element ? click.target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target !== "" && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  if (anchor.hasAttribute("data-full-load")) return null;
  const url = new URL(anchor.href, current);
  if (url.origin !== current.origin || /\.[a-z0-9]+$/i.test(url.pathname)) return null;
  if (url.hash !== "" && url.pathname === current.pathname && url.search === current.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
