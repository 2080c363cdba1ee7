"use client";

import { usePathname } from "next/navigation";

import { isDeskPath } from "@/lib/desk/desk-paths";

/**
 * The visitors' shell around every page but the desk's. On the desk a second "Call" bar (the consultancy's
 * own number) beside the visitor's would invite a counsellor to call the office instead of the student.
 */
export function SiteChrome({ children }: { children: React.ReactNode }) {
  return isDeskPath(usePathname()) ? null : children;
}
