"use client";

import Link from "next/link";
import { useRef, useState } from "react";
import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { ChevronDownIcon } from "@/components/ui/icons";

import type { NavMenuGroup } from "@/lib/navigation";

const linkClass =
  "block rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50";

/**
 * Desktop dropdowns (Radix Navigation Menu: 200 ms open delay, 300 ms skip delay, per spec).
 * Content is force-mounted so every link is a real <a href> in the pre-rendered HTML.
 */
export function DesktopNav({ groups }: { groups: NavMenuGroup[] }) {
  const [openGroup, setOpenGroup] = useState("");
  const openedAt = useRef(0);
  const onValueChange = (value: string) => {
    if (value) openedAt.current = Date.now();
    setOpenGroup(value);
  };
  // A click that lands just after hover opened the same menu would toggle it shut again; keep it open.
  const keepHoverOpened = (groupId: string) => (event: React.MouseEvent) => {
    if (openGroup === groupId && Date.now() - openedAt.current < 500) event.preventDefault();
  };

  return (
    <NavigationMenu.Root
      value={openGroup}
      onValueChange={onValueChange}
      delayDuration={200}
      skipDelayDuration={300}
      aria-label="Main"
      className="hidden lg:block"
    >
      <NavigationMenu.List className="flex items-center gap-1">
        {groups.map((group) =>
          group.links.length === 1 ? (
            <NavigationMenu.Item key={group.id}>
              <NavigationMenu.Link asChild>
                <Link href={group.links[0].href} prefetch={false} className={linkClass}>
                  {group.links[0].label}
                </Link>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          ) : (
            <NavigationMenu.Item key={group.id} value={group.id} className="relative" data-nav-item="">
              <NavigationMenu.Trigger
                type="button"
                onClick={keepHoverOpened(group.id)}
                className="group flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 data-[state=open]:text-brand-800"
              >
                {group.label}
                <ChevronDownIcon className="size-4 transition-transform duration-150 group-data-[state=open]:rotate-180" />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content
                forceMount
                // The panel is a plain list of links, not a landmark; its trigger already names it.
                aria-labelledby={undefined}
                data-nav-content=""
                className="absolute top-full left-0 z-50 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-2 shadow-lg data-[state=closed]:hidden data-[state=open]:animate-fade-in"
              >
                <ul>
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <NavigationMenu.Link asChild>
                        <Link href={link.href} prefetch={false} className={linkClass}>
                          {link.label}
                        </Link>
                      </NavigationMenu.Link>
                    </li>
                  ))}
                </ul>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          ),
        )}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
