"use client";

import { useEffect, useRef, useState } from "react";

import { SearchIcon } from "@/components/ui/icons";

import { LazySearchBox } from "./lazy-search-box";
import type { SearchWords } from "./search-box";

/**
 * The desktop header's search: a button that opens a panel below the header
 * with the search box focused (its code loads on the first opening). Escape, a
 * click outside or focus leaving the panel closes it; Escape returns focus to
 * the button. Small screens search from the mobile menu instead. Hidden without JavaScript (app/layout.tsx).
 */
export function HeaderSearch({ words }: { words: SearchWords }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const closeToButton = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onBlur = (event: React.FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !panelRef.current?.contains(next) && next !== buttonRef.current) setOpen(false);
  };

  return (
    <div data-site-search="" className="hidden lg:block">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls="header-search"
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-brand-50 hover:text-brand-800 aria-expanded:bg-brand-50"
      >
        <SearchIcon className="size-5" />
        <span className="sr-only">{words.button}</span>
      </button>
      <div
        ref={panelRef}
        id="header-search"
        hidden={!open}
        onBlur={onBlur}
        className="absolute top-full right-4 z-50 mt-2 w-[28rem] max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white p-4 shadow-lg sm:right-6 lg:right-8"
      >
        <LazySearchBox
          words={words}
          shown={open}
          takeFocus={open}
          onEscape={closeToButton}
          onNavigate={() => setOpen(false)}
          resultsClassName="max-h-[calc(100dvh-12rem)] overflow-y-auto"
        />
      </div>
    </div>
  );
}
