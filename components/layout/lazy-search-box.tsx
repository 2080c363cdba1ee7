"use client";

import dynamic from "next/dynamic";
import { useState } from "react";

import type { SearchBox as SearchBoxType } from "./search-box";

/** The box's own chunk; it needs JavaScript anyway (hidden without it), so nothing is rendered ahead of time. */
const SearchBox = dynamic(() => import("./search-box").then((module) => module.SearchBox), {
  ssr: false,
  // Holds the box's height while it loads, so the menu below does not jump.
  loading: () => <div aria-hidden="true" className="h-11" />,
});

/**
 * The site search, split from the shell: the box and Pagefind's loader load the first
 * time the menu or panel holding it is shown, not with every page. Once loaded it
 * stays mounted, so a query typed before closing is still there on reopening.
 */
export function LazySearchBox({ shown, ...props }: { shown: boolean } & React.ComponentProps<typeof SearchBoxType>) {
  const [wanted, setWanted] = useState(shown);
  // Adjusting state while rendering (React's pattern for state that follows a prop): no extra effect pass.
  if (shown && !wanted) setWanted(true);
  return wanted ? <SearchBox {...props} /> : null;
}
