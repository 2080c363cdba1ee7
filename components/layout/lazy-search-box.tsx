"use client";

import dynamic from "next/dynamic";

/**
 * The site search, split from the shell: the box and Pagefind's loader load when a
 * menu or panel holding it first opens, not with every page. It needs JavaScript
 * anyway (hidden without it), so nothing is rendered ahead of time; the space it
 * takes is held while it loads so the menu below does not jump.
 */
export const LazySearchBox = dynamic(() => import("./search-box").then((module) => module.SearchBox), {
  ssr: false,
  loading: () => <div aria-hidden="true" className="h-11" />,
});
