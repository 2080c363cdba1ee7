"use client";

import { ErrorScreen } from "@/components/errors/error-screen";

import "./global-error.css";

/** Errors in the root layout itself replace the whole document. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en-IN">
      <body className="font-sans">
        <ErrorScreen error={error} reset={reset} />
      </body>
    </html>
  );
}
