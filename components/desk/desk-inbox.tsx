"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";

import {
  BOOKINGS_FILTER,
  type DeskInbox as Inbox,
  type DeskLeadView,
  languageText,
  leadKindTitle,
  leadStatuses,
  leadStatusLabels,
} from "@/contract/desk";
import { languages } from "@/contract/languages";
import { officeIds } from "@/contract/offices";
import { formTitles, leadFormIds } from "@/contract/forms";
import { officeById } from "@/content/site";
import { deskLeadPath } from "@/lib/desk/desk-paths";
import { deskApi, DeskRequestError, inboxQuery, type InboxFilters, leadsCsvUrl } from "@/lib/desk/desk-api";
import { istShortText } from "@/contract/india-time";
import { agoText } from "@/lib/desk/desk-time";
import { bookedText, sourceSummary, visitorName } from "@/lib/desk/lead-summary";
import { waitingText, whatsappText } from "@/lib/desk/whatsapp-text";

import { DeskAlert } from "./desk-alert";
import { useDeskStaff } from "./desk-gate";
import { LanguageName } from "./language-name";
import { StatusBadge } from "./status-badge";
import { useAddressQuery } from "./use-address-query";

/** New leads appear within a minute: the first page is asked for again this often while the tab is open. */
const POLL_MS = 30_000;
const SEARCH_DELAY_MS = 300;
const filterNames = [
  "q",
  "status",
  "office",
  "owner",
  "form",
  "source",
  "language",
  "overdue",
  "whatsapp",
] as const satisfies (keyof InboxFilters)[];

/** The filters in the address, so a reload, a shared link or the back button keeps them. */
function filtersIn(search: string): InboxFilters {
  const params = new URLSearchParams(search);
  return Object.fromEntries(filterNames.flatMap((name) => (params.get(name) ? [[name, params.get(name)]] : [])));
}

/** The first page merged into what is shown: fresh rows first, older pages already loaded kept after them. */
function mergeFirstPage(shown: Inbox | undefined, first: Inbox): Inbox {
  if (!shown || shown.leads.length <= first.leads.length) return first;
  const fresh = new Set(first.leads.map((lead) => lead.reference));
  const oldest = first.leads.at(-1)?.receivedAt ?? "";
  const older = shown.leads.filter((lead) => !fresh.has(lead.reference) && lead.receivedAt < oldest);
  return { leads: [...first.leads, ...older], nextCursor: shown.nextCursor };
}

const controlClass =
  "block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 hover:border-slate-400";
const labelClass = "block text-xs font-semibold text-slate-700";

function LeadRow({ lead, now }: { lead: DeskLeadView; now: Date }) {
  const about = [lead.destination, lead.service, lead.position].filter(Boolean).join(" · ");
  return (
    <li>
      <a
        href={deskLeadPath(lead.reference)}
        className="block rounded-lg border border-slate-200 bg-white px-3 py-2.5 hover:border-brand-400 focus-visible:border-brand-500"
      >
        <span className="flex items-start justify-between gap-2">
          <span className="font-semibold text-slate-900">{visitorName(lead)}</span>
          <span className="flex gap-1">
            {lead.overdue ? <OverdueBadge /> : null}
            <StatusBadge lead={lead} />
          </span>
        </span>
        <span className="mt-0.5 block text-sm text-slate-700">
          {leadKindTitle(lead, formTitles[lead.form])} · <span className="font-mono">{lead.reference}</span> ·{" "}
          <time dateTime={lead.receivedAt} title={istShortText(lead.receivedAt)}>
            {agoText(lead.receivedAt, now)}
          </time>
          {lead.language !== "en" ? (
            <>
              {" "}
              · <LanguageName language={lead.language} />
            </>
          ) : null}
        </span>
        {about ? <span className="block text-sm text-slate-700">{about}</span> : null}
        {lead.whatsappWaitingSince ? <WhatsAppWaitingBadge since={lead.whatsappWaitingSince} now={now} /> : null}
        {lead.booking ? (
          <span className="block text-sm font-semibold text-slate-800">{bookedText(lead.booking)}</span>
        ) : null}
        {lead.booking?.counsellorOff ? (
          <span className="block text-xs font-semibold text-red-900">
            {lead.booking.counsellor ?? "Its counsellor"} is off this day: give it to someone else.
          </span>
        ) : null}
        <span className="mt-0.5 block text-xs text-slate-600">
          {lead.office ? officeById[lead.office].city : "No office"} · {lead.owner?.name ?? "No owner"} ·{" "}
          {sourceSummary(lead.source)}
        </span>
      </a>
    </li>
  );
}

/** The first page asked for and, unless only overdue leads are asked for, the overdue leads: side by side. */
async function inboxWithOverdue(filters: InboxFilters) {
  const [first, overdue] = await Promise.all([
    deskApi.inbox(filters),
    filters.overdue ? undefined : deskApi.inbox({ ...filters, overdue: "true" }),
  ]);
  return { first, overdue: overdue?.leads ?? [] };
}

function OverdueBadge() {
  return (
    <span className="inline-flex shrink-0 items-center rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900">
      Overdue
    </span>
  );
}

/** A filter that is on or off ("Overdue only", "Unanswered WhatsApp"): a whole row to tap. */
function FilterBox({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="col-span-2 flex min-h-11 items-center gap-2 text-sm font-semibold text-slate-800 sm:col-span-1">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5"
      />
      {label}
    </label>
  );
}

/** The family's WhatsApp message waits for the office's answer: since when, in IST. */
function WhatsAppWaitingBadge({ since, now }: { since: string; now: Date }) {
  return (
    <span className="mt-1 inline-flex items-center rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900">
      <time dateTime={since}>{waitingText(since, now)}</time>
    </span>
  );
}

/** The inbox: newest first, filtered and searched through the desk API, a page at a time, kept fresh. */
export function DeskInbox() {
  const staff = useDeskStaff();
  const address = useAddressQuery();
  const addressFilters = useMemo(() => (address === undefined ? undefined : filtersIn(address)), [address]);
  const [chosen, setFilters] = useState<InboxFilters>();
  const filters = chosen ?? addressFilters;
  const [typed, setSearch] = useState<string>();
  const search = typed ?? filters?.q ?? "";
  const [inbox, setInbox] = useState<Inbox>();
  // Leads waiting past their first-response time, shown first (unless the filter already asks for only them).
  const [waiting, setWaiting] = useState<DeskLeadView[]>([]);
  const [problem, setProblem] = useState<string>();
  const [checkedAt, setCheckedAt] = useState<Date>();
  const [arrivals, setArrivals] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);
  // What is on screen, for a poll to merge into (read in a callback, never during render).
  const shownRef = useRef<Inbox | undefined>(undefined);
  useEffect(() => {
    shownRef.current = inbox;
  }, [inbox]);

  const refresh = useCallback(async (active: InboxFilters, poll: boolean) => {
    try {
      const { first, overdue } = await inboxWithOverdue(active);
      setWaiting(overdue);
      const shown = shownRef.current;
      if (poll && shown) {
        const known = new Set(shown.leads.map((lead) => lead.reference));
        setArrivals(first.leads.filter((lead) => !known.has(lead.reference)).length);
      } else setArrivals(0);
      setInbox(poll ? mergeFirstPage(shown, first) : first);
      setProblem(undefined);
      setCheckedAt(new Date());
    } catch (error) {
      // A failed poll keeps what is shown and says so; a sign-out elsewhere shows the sign-in on the next load.
      setProblem(error instanceof DeskRequestError ? error.message : "The inbox could not be loaded.");
    }
  }, []);

  useEffect(() => {
    if (!filters) return;
    const query = inboxQuery(filters);
    window.history.replaceState(null, "", query ? `?${query}` : window.location.pathname);
    // refresh sets state only after the receiver answers, never synchronously.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void refresh(filters, false);
    const poll = () => {
      if (document.visibilityState === "visible") void refresh(filters, true);
    };
    const timer = window.setInterval(poll, POLL_MS);
    document.addEventListener("visibilitychange", poll);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", poll);
    };
  }, [filters, refresh]);

  // Typing searches once the typing pauses.
  useEffect(() => {
    if (!filters || typed === undefined || typed === (filters.q ?? "")) return;
    const timer = window.setTimeout(() => setFilters({ ...filters, q: typed.trim() || undefined }), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed, filters]);

  const setFilter = (name: keyof InboxFilters, value: string) => setFilters({ ...filters, [name]: value || undefined });

  async function loadMore() {
    if (!filters || !inbox?.nextCursor) return;
    setLoadingMore(true);
    try {
      const next = await deskApi.inbox(filters, inbox.nextCursor);
      setInbox({ leads: [...inbox.leads, ...next.leads], nextCursor: next.nextCursor });
    } catch (error) {
      setProblem(error instanceof DeskRequestError ? error.message : "The next page could not be loaded.");
    } finally {
      setLoadingMore(false);
    }
  }

  const now = checkedAt ?? new Date(0);
  const waitingReferences = new Set(waiting.map((lead) => lead.reference));
  return (
    <section aria-labelledby="desk-inbox-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="desk-inbox-heading" className="text-xl font-bold text-slate-900">
          Inbox
        </h2>
        <p role="status" className="text-sm text-slate-600">
          {arrivals > 0 ? `${arrivals} new lead${arrivals === 1 ? "" : "s"}. ` : ""}
          {checkedAt ? `Updated ${istShortText(checkedAt.toISOString())}` : "Loading…"}
        </p>
        {staff.role === "admin" ? (
          <a href={leadsCsvUrl()} download className="text-sm font-semibold text-brand-800 underline">
            Export all leads (CSV)
          </a>
        ) : null}
      </div>
      <form
        role="search"
        aria-label="Filter leads"
        className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6"
        onSubmit={(event) => event.preventDefault()}
      >
        <label className="col-span-2 sm:col-span-3 lg:col-span-2">
          <span className={labelClass}>Search name, phone, e-mail or reference</span>
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className={controlClass}
            maxLength={120}
          />
        </label>
        <label>
          <span className={labelClass}>Status</span>
          <select
            value={filters?.status ?? ""}
            onChange={(event) => setFilter("status", event.target.value)}
            className={controlClass}
          >
            <option value="">Any status</option>
            {leadStatuses.map((status) => (
              <option key={status} value={status}>
                {leadStatusLabels[status]}
              </option>
            ))}
          </select>
        </label>
        {staff.role === "admin" ? (
          <label>
            <span className={labelClass}>Office</span>
            <select
              value={filters?.office ?? ""}
              onChange={(event) => setFilter("office", event.target.value)}
              className={controlClass}
            >
              <option value="">All offices</option>
              {officeIds.map((office) => (
                <option key={office} value={office}>
                  {officeById[office].city}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label>
          <span className={labelClass}>Owner</span>
          <select
            value={filters?.owner ?? ""}
            onChange={(event) => setFilter("owner", event.target.value)}
            className={controlClass}
          >
            <option value="">Anyone</option>
            <option value={staff.email}>Mine</option>
          </select>
        </label>
        <label>
          <span className={labelClass}>Form</span>
          <select
            value={filters?.form ?? ""}
            onChange={(event) => setFilter("form", event.target.value)}
            className={controlClass}
          >
            <option value="">Any form</option>
            <option value={BOOKINGS_FILTER}>Consultation bookings</option>
            {leadFormIds.map((form) => (
              <option key={form} value={form}>
                {formTitles[form]}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className={labelClass}>Source (utm_source)</span>
          <input
            value={filters?.source ?? ""}
            onChange={(event) => setFilter("source", event.target.value.trim())}
            className={controlClass}
            maxLength={120}
          />
        </label>
        <label>
          <span className={labelClass}>Language</span>
          <select
            value={filters?.language ?? ""}
            onChange={(event) => setFilter("language", event.target.value)}
            className={controlClass}
          >
            <option value="">Any language</option>
            {languages.map((language) => (
              <option key={language} value={language}>
                {languageText(language)}
              </option>
            ))}
          </select>
        </label>
        <FilterBox
          label="Overdue only"
          checked={filters?.overdue === "true"}
          onChange={(on) => setFilter("overdue", on ? "true" : "")}
        />
        <FilterBox
          label={whatsappText.unansweredFilter}
          checked={filters?.whatsapp === "unanswered"}
          onChange={(on) => setFilter("whatsapp", on ? "unanswered" : "")}
        />
      </form>
      {problem ? (
        <div className="mt-3">
          <DeskAlert>{problem}</DeskAlert>
        </div>
      ) : null}
      {waiting.length > 0 ? (
        <section
          aria-labelledby="desk-overdue-heading"
          className="mt-4 rounded-xl border border-red-200 bg-red-50/60 p-3"
        >
          <h3 id="desk-overdue-heading" className="text-sm font-bold text-red-900">
            Overdue: still new past the first-response time ({waiting.length}
            {waiting.length === 50 ? "+" : ""})
          </h3>
          <ul aria-label="Overdue leads" className="mt-2 grid gap-2">
            {waiting.map((lead) => (
              <LeadRow key={lead.reference} lead={lead} now={now} />
            ))}
          </ul>
        </section>
      ) : null}
      {inbox ? (
        inbox.leads.length > 0 ? (
          <ul aria-label="Leads" className="mt-4 grid gap-2">
            {inbox.leads
              .filter((lead) => !waitingReferences.has(lead.reference))
              .map((lead) => (
                <LeadRow key={lead.reference} lead={lead} now={now} />
              ))}
          </ul>
        ) : (
          <p className="mt-4 rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
            No leads match these filters.
          </p>
        )
      ) : null}
      {inbox?.nextCursor ? (
        <button
          type="button"
          onClick={loadMore}
          disabled={loadingMore}
          className="mt-3 h-11 w-full rounded-lg border border-brand-200 bg-white font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
        >
          {loadingMore ? "Loading…" : "Show older leads"}
        </button>
      ) : null}
    </section>
  );
}
