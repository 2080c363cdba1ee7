"use client";

import { useEffect, useRef, useState } from "react";
import { ChevronDownIcon } from "@/components/ui/icons";

import type { NavMenuGroup } from "@/lib/navigation";

/** The spec's navigation menu timings: open after 200 ms of hover, at once within 300 ms of another closing, close after 150 ms. */
const openDelayMs = 200;
const skipDelayMs = 300;
const closeDelayMs = 150;
/** A click this soon after hover opened the same menu would toggle it shut again; it keeps it open instead. */
const hoverClickGraceMs = 500;

/**
 * Desktop dropdowns as a disclosure navigation (WAI-ARIA APG): each group is a
 * button with aria-expanded that shows its list of links; hover opens with the
 * spec's delays, click toggles, Escape closes back to the button, focus or a
 * click leaving the menu closes it. Every link is a real <a href> in the
 * pre-rendered HTML (and opens on hover or focus without JavaScript, app/layout.tsx).
 *
 * Written here rather than with Radix NavigationMenu: that primitive and its
 * helpers cost every page about 10 KiB gzip, over issue 12's budget for the
 * shell, for arrow-key roving and viewport animation this menu does not use.
 */
export function DesktopNav({ groups, label }: { groups: NavMenuGroup[]; label: string }) {
  const [openGroup, setOpenGroup] = useState("");
  const navRef = useRef<HTMLElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openedAt = useRef(0);
  const closedAt = useRef(0);

  const setOpen = (groupId: string) => {
    clearTimeout(timer.current);
    if (groupId) openedAt.current = Date.now();
    else closedAt.current = Date.now();
    setOpenGroup(groupId);
  };
  const later = (action: () => void, delayMs: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(action, delayMs);
  };

  useEffect(() => {
    if (!openGroup) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen("");
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [openGroup]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const hoverOpen = (groupId: string) => (event: React.PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    const skipping = openGroup !== "" || Date.now() - closedAt.current < skipDelayMs;
    if (skipping) setOpen(groupId);
    else later(() => setOpen(groupId), openDelayMs);
  };
  const hoverClose = (event: React.PointerEvent) => {
    if (event.pointerType === "mouse") later(() => setOpen(""), closeDelayMs);
  };
  const toggle = (groupId: string) => () => {
    if (openGroup !== groupId) setOpen(groupId);
    else if (Date.now() - openedAt.current >= hoverClickGraceMs) setOpen("");
  };
  const closeToTrigger = (event: React.KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== "Escape" || !openGroup) return;
    setOpen("");
    event.currentTarget.querySelector("button")?.focus();
  };
  const closeOnFocusOut = (event: React.FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && !event.currentTarget.contains(next)) setOpen("");
  };

  return (
    <nav ref={navRef} aria-label={label} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {groups.map((group) => {
          if (group.links.length === 1) {
            const [link] = group.links;
            return (
              <li key={group.id}>
                <a href={link.href} className="menu-link">
                  {link.label}
                </a>
              </li>
            );
          }
          const open = openGroup === group.id;
          const contentId = `nav-${group.id}`;
          return (
            <li
              key={group.id}
              className="relative"
              data-nav-item=""
              onPointerEnter={hoverOpen(group.id)}
              onPointerLeave={hoverClose}
              onKeyDown={closeToTrigger}
              onBlur={closeOnFocusOut}
            >
              <button
                type="button"
                aria-expanded={open}
                aria-controls={contentId}
                data-state={open ? "open" : "closed"}
                onClick={toggle(group.id)}
                className="group flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 data-[state=open]:text-brand-800"
              >
                {group.label}
                <ChevronDownIcon className="size-4 transition-transform duration-150 group-data-[state=open]:rotate-180" />
              </button>
              <div
                id={contentId}
                data-nav-content=""
                data-state={open ? "open" : "closed"}
                className="absolute top-full left-0 z-50 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-2 shadow-lg data-[state=closed]:hidden data-[state=open]:animate-fade-in"
              >
                <ul>
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <a href={link.href} onClick={() => setOpen("")} className="menu-link">
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
