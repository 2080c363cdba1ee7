"use client";

import { useEffect, useRef } from "react";

/**
 * Links inside that carry the page's fragment along: on the manage page the fragment is the booking's secret, so
 * the language switcher's links open the same booking in the other language rather than "link not known". The
 * server's links stay as they are (the fragment never reaches a server); the browser adds it once it runs.
 */
export function WithPageFragment({ children }: { children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const carry = () => {
      for (const link of ref.current?.querySelectorAll<HTMLAnchorElement>("a[href]") ?? []) {
        const [path] = (link.getAttribute("href") ?? "").split("#");
        link.setAttribute("href", `${path}${window.location.hash}`);
      }
    };
    carry();
    window.addEventListener("hashchange", carry);
    return () => window.removeEventListener("hashchange", carry);
  }, []);
  return <div ref={ref}>{children}</div>;
}
