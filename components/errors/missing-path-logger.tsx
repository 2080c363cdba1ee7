"use client";

import { useEffect } from "react";

/** Logs the path a visitor tried to reach (spec: "the missing path is logged to the console"). */
export function MissingPathLogger() {
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", window.location.pathname);
  }, []);
  return null;
}
