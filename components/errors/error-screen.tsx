"use client";

import { useEffect } from "react";

import { reloadPage } from "@/lib/reload-page";

const RELOAD_FLAG = "chunk-reload-at";

/** A chunk that no longer exists after a redeploy: reloading fetches the new build. */
function isChunkLoadError(error: Error): boolean {
  return (
    error.name === "ChunkLoadError" ||
    /Loading (CSS )?chunk|Failed to fetch dynamically imported module|Importing a module script failed/i.test(
      error.message,
    )
  );
}

/**
 * The "Unexpected Application Error!" screen (spec error catalogue). A failed
 * chunk load reloads the page once instead; the stack shows only in development.
 */
export function ErrorScreen({ error, reset }: { error: Error & { digest?: string }; reset?: () => void }) {
  const chunkError = isChunkLoadError(error);

  useEffect(() => {
    if (!chunkError) return;
    window.dispatchEvent(new CustomEvent("preload-error", { detail: error }));
    const lastReload = Number(sessionStorage.getItem(RELOAD_FLAG) ?? 0);
    // Reload once; if the new page fails the same way within a minute, show the error instead of looping.
    if (Date.now() - lastReload > 60_000) {
      sessionStorage.setItem(RELOAD_FLAG, String(Date.now()));
      reloadPage();
    }
  }, [chunkError, error]);

  return (
    <div role="alert" className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-brand-950">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg text-slate-700">{error.message}</p>
      {process.env.NODE_ENV === "development" && error.stack ? (
        <pre className="mt-6 overflow-x-auto rounded-lg bg-slate-100 p-4 text-left text-xs text-slate-700">
          {error.stack}
        </pre>
      ) : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {reset ? (
          <button
            type="button"
            onClick={reset}
            className="inline-flex h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            Try again
          </button>
        ) : null}
        {/* A full page load: after an error the client app may be in a broken state. */}
        <a
          href="/"
          data-full-load=""
          className="inline-flex h-11 items-center rounded-lg border border-brand-200 px-5 font-semibold text-brand-800 hover:bg-brand-50"
        >
          Return to Home
        </a>
      </div>
    </div>
  );
}
