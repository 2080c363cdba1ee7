"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

import { clientNavigationTarget } from "@/lib/client-navigation";

/**
 * Client-side navigation for every link of the site, from one listener on the document. The links
 * themselves are plain <a> elements: next/link made each of them (30 to 48 a page, most in the
 * header and footer) a client component to hydrate, and the A/B said that cost 40-60 ms of blocking
 * time on long pages. Nothing is prefetched (visitors on metered mobile data pay for every page
 * fetched in advance); a path that is not a page falls back to a full load, as next/link does.
 */
export function ClientNavigation() {
  const router = useRouter();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const path = clientNavigationTarget(event, new URL(window.location.href));
      if (path === null) return;
      event.preventDefault();
      router.push(path);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [router]);
  return null;
}
