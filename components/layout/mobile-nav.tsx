"use client";

import { useEffect, useRef, useState } from "react";
import { CloseIcon, MenuIcon } from "@/components/ui/icons";

import { LazySearchBox } from "./lazy-search-box";

import type { NavMenuGroup } from "@/lib/navigation";

import type { SearchWords } from "./search-box";

/**
 * Small-screen menu: a toggle button with aria-expanded/aria-controls, the
 * site search first, then the links. Choosing a link or a search result, or
 * pressing Escape, closes it (Escape in the search box clears a query first);
 * focus moves to the first link on open and back to the button on Escape.
 */
export function MobileNav({
  groups,
  labels,
  search,
}: {
  groups: NavMenuGroup[];
  /** The button's and the menu's names in the page's language. */
  labels: { open: string; close: string; nav: string };
  search: SearchWords;
}) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = () => setOpen(false);
  const closeToButton = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>("nav a")?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      // Escape in the search box is the box's own (it clears a query first, then calls closeToButton).
      if ((event.target as Element | null)?.closest?.("[data-site-search]")) return;
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        data-mobile-menu-toggle=""
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-11 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50"
      >
        {open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
        <span className="sr-only">{open ? labels.close : labels.open}</span>
      </button>
      <div
        ref={panelRef}
        id="mobile-menu"
        hidden={!open}
        className="absolute inset-x-0 top-full z-50 max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pt-2 pb-6 shadow-lg"
      >
        <LazySearchBox
          words={search}
          shown={open}
          onNavigate={close}
          onEscape={closeToButton}
          clearOnEscape
          className="pt-2 pb-3"
        />
        <nav aria-label={labels.nav}>
          {groups.map((group) => (
            <div key={group.id} className="border-b border-slate-100 py-3">
              {group.links.length > 1 ? (
                <p className="px-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{group.label}</p>
              ) : null}
              <ul className="grid grid-cols-2 gap-1">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} onClick={close} className="sheet-link">
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div className="mt-4 grid grid-cols-2 gap-3">
            <a
              href="/signin"
              onClick={close}
              className="inline-flex h-11 items-center justify-center rounded-lg border border-brand-200 font-semibold text-brand-800"
            >
              Sign In
            </a>
            <a
              href="/get-in-touch"
              onClick={close}
              className="inline-flex h-11 items-center justify-center rounded-lg bg-accent-400 font-semibold text-brand-950"
            >
              Get In Touch
            </a>
          </div>
        </nav>
      </div>
    </div>
  );
}
