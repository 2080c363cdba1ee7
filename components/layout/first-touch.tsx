"use client";

import { useEffect } from "react";

import { recordFirstTouch } from "@/lib/leads/visit-source";

/** Records where this tab's visit began, once per visit, for the source a lead carries (lib/leads/visit-source.ts). */
export function FirstTouch() {
  useEffect(() => recordFirstTouch(window.location, document.referrer, () => window.sessionStorage), []);
  return null;
}
