"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";

import { SearchIcon } from "@/components/ui/icons";
import { loadPagefind, maxHits, type SearchHit, searchSite } from "@/lib/search/pagefind";
import { fillTemplate } from "@/content/forms";

/** Where a search stands; the last results stay on screen while the next query runs. */
type SearchState = {
  kind: "idle" | "searching" | "done" | "failed";
  /** The query the results answer. */
  term: string;
  hits: SearchHit[];
};

const idle: SearchState = { kind: "idle", term: "", hits: [] };

/** What the search says, in the page's language (content/i18n/site.yaml, `search`; the header passes it). */
export type SearchWords = Record<
  | "button"
  | "region"
  | "label"
  | "placeholder"
  | "goToBest"
  | "results"
  | "failed"
  | "searching"
  | "none"
  | "top"
  | "one"
  | "many",
  string
>;

/** What the status line says (and screen readers announce) for a state. */
function statusText({ kind, term, hits }: SearchState, words: SearchWords): string {
  if (kind === "idle") return "";
  if (kind === "failed") return words.failed;
  // While a query runs, the line keeps the previous answer rather than announcing every keystroke.
  if (kind === "searching" && !term) return words.searching;
  const count = hits.length;
  const template = count === 0 ? words.none : count === maxHits ? words.top : count === 1 ? words.one : words.many;
  return fillTemplate(template, { term, count });
}

/**
 * The site search form (role="search") over the Pagefind index: results update
 * as the visitor types and are announced through a live status line. Keys:
 * Enter opens the first result, ArrowDown/ArrowUp move between the input and
 * the results (Tab works too), Escape calls `onEscape` (the header closes its
 * panel; the mobile menu, with `clearOnEscape`, first clears the query). Pagefind
 * loads on first focus.
 */
export function SearchBox({
  words,
  onNavigate,
  onEscape,
  clearOnEscape = false,
  takeFocus = false,
  className,
  resultsClassName,
}: {
  words: SearchWords;
  /** Called when the visitor follows a result (the menu or panel holding the box closes). */
  onNavigate?: () => void;
  /** Called on Escape (after clearing the query first, with `clearOnEscape`). */
  onEscape?: () => void;
  clearOnEscape?: boolean;
  /** Focus the input whenever this turns true (the header's panel passes whether it is open). */
  takeFocus?: boolean;
  className?: string;
  resultsClassName?: string;
}) {
  const id = useId();
  const router = useRouter();
  const [term, setTerm] = useState("");
  const [state, setState] = useState<SearchState>(idle);
  const resultsRef = useRef<HTMLUListElement>(null);
  const input = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (takeFocus) input.current?.focus();
  }, [takeFocus]);
  /**
   * The latest query, once it arrives its answer (an older answer arriving late is dropped) or that it
   * failed, and whether Enter came before the answer (open the first result when it arrives). Enter reads
   * this, not `state`: an answer that has arrived but is not yet rendered still counts.
   */
  const latest = useRef<{ query: string; hits?: SearchHit[]; failed?: boolean; openOnArrival?: boolean }>({
    query: "",
  });

  const openResult = (url: string) => {
    onNavigate?.();
    router.push(url);
  };

  /** Searches for the latest query; its answer, or its failure, lands in `latest` and on screen. */
  const runSearch = (query: string) => {
    setState((previous) => ({ ...previous, kind: "searching" }));
    searchSite(query).then(
      (hits) => {
        if (hits === null || latest.current.query !== query) return;
        latest.current.hits = hits;
        setState({ kind: "done", term: query, hits });
        if (latest.current.openOnArrival && hits.length > 0) openResult(hits[0].url);
      },
      () => {
        if (latest.current.query !== query) return;
        latest.current.failed = true;
        setState({ ...idle, kind: "failed" });
      },
    );
  };

  const changeTerm = (value: string) => {
    setTerm(value);
    const query = value.trim();
    if (query === latest.current.query) return;
    latest.current = { query };
    if (!query) {
      setState(idle);
      return;
    }
    runSearch(query);
  };

  const resultLinks = () => [...(resultsRef.current?.querySelectorAll<HTMLAnchorElement>("a") ?? [])];

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      if (clearOnEscape && term) changeTerm("");
      else onEscape?.();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const links = resultLinks();
    if (links.length === 0) return;
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === "ArrowDown" ? Math.min(at + 1, links.length - 1) : at - 1;
    event.preventDefault();
    if (next < 0) input.current?.focus();
    else links[next].focus();
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const { query, hits, failed } = latest.current;
    if (!query) return;
    if (hits) {
      if (hits.length > 0) openResult(hits[0].url);
      return;
    }
    latest.current.openOnArrival = true;
    // "Search could not load … try again": Enter is the visitor's try again (the loader starts afresh).
    if (failed) {
      latest.current.failed = false;
      runSearch(query);
    }
  };

  const { hits } = state;

  return (
    <form
      role="search"
      aria-label={words.region}
      data-site-search=""
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      className={className}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        {words.label}
      </label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400" />
        <input
          ref={input}
          id={`${id}-input`}
          type="search"
          name="q"
          value={term}
          onChange={(event) => changeTerm(event.target.value)}
          onFocus={() => void loadPagefind().catch(() => {})}
          placeholder={words.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby={`${id}-status`}
          className="h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-10 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-500"
        />
        {/* Enter submits (opens the best match); the button names that for assistive technology (WCAG H32),
            out of the tab order since the field itself takes Enter. */}
        <button type="submit" tabIndex={-1} className="sr-only">
          {words.goToBest}
        </button>
      </div>
      <p
        id={`${id}-status`}
        role="status"
        aria-live="polite"
        className={`text-sm text-slate-600 ${state.kind === "idle" ? "sr-only" : "mt-3 px-1"}`}
      >
        {statusText(state, words)}
      </p>
      {hits.length > 0 ? (
        <ul ref={resultsRef} aria-label={words.results} className={`mt-2 space-y-1 ${resultsClassName ?? ""}`}>
          {hits.map((hit) => (
            <li key={hit.url}>
              <a
                href={hit.url}
                onClick={onNavigate}
                className="block rounded-lg px-3 py-2.5 hover:bg-brand-50 focus-visible:bg-brand-50"
              >
                <span className="block font-semibold text-brand-900">{hit.title}</span>
                <span className="mt-0.5 line-clamp-2 text-sm text-slate-600">
                  {hit.excerpt.map((part, index) =>
                    part.match ? (
                      <mark key={index} className="bg-accent-100 text-slate-900">
                        {part.text}
                      </mark>
                    ) : (
                      part.text
                    ),
                  )}
                </span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}
