"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * The page address's query string: undefined while prerendering and hydrating (the static page has none),
 * then the browser's. The desk's pages read which lead, which filters, which token from it.
 */
export function useAddressQuery(): string | undefined {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => undefined,
  );
}

/** One value of the address's query: undefined until the page has read it, null when absent. */
export function useAddressParam(name: string): string | null | undefined {
  const search = useAddressQuery();
  return search === undefined ? undefined : new URLSearchParams(search).get(name);
}
