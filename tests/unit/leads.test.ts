/**
 * Delivery: the retry policy (with Jest's fake clock), the idempotency key,
 * the request bodies and the mail drafts.
 */
import { leadEndpoint } from "@/lib/leads/config";
import { deliverLead } from "@/lib/leads/deliver";
import { newIdempotencyKey } from "@/lib/leads/idempotency-key";
import {
  careersApplicationForm,
  contactForm,
  getInTouchForm,
  mailDraftFor,
  requestBodyFor,
} from "@/lib/leads/lead-forms";
import { mailtoHref } from "@/lib/leads/mail-draft";
import { backoffDelay, postWithRetry } from "@/lib/leads/post-with-retry";
import type { CareersApplicationValues } from "@/lib/validations/careers-application";
import type { GetInTouchValues } from "@/lib/validations/get-in-touch";

type Call = { url: string; init: RequestInit; at: number };

/** jsdom has no fetch Response; the retry logic reads only `ok` and `status`. */
const answer = (status: number) => ({ ok: status >= 200 && status < 300, status }) as Response;

/** A fetch that answers from a script of statuses ("network" rejects), recording each call and when. */
function scriptedFetch(script: (number | "network")[]) {
  const calls: Call[] = [];
  const fetchImpl = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {}, at: Date.now() });
    const next = script[Math.min(calls.length - 1, script.length - 1)];
    if (next === "network") throw new TypeError("Failed to fetch");
    return answer(next);
  }) as jest.MockedFunction<typeof fetch>;
  return { calls, fetchImpl };
}

const headerOf = (call: Call, name: string) => (call.init.headers as Record<string, string>)[name] ?? null;

describe("backoff", () => {
  test.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [3, 8000],
    [4, 16000],
    [5, 30000],
    [9, 30000],
  ])("retry %i waits %i ms (from 1 s, doubling, capped at 30 s)", (retry, delay) => {
    expect(backoffDelay(retry)).toBe(delay);
  });
});

describe("postWithRetry", () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  /** Runs a post to completion on the fake clock. */
  async function run(script: (number | "network")[]) {
    const { calls, fetchImpl } = scriptedFetch(script);
    const pending = postWithRetry("https://forms.example/leads", '{"a":1}', { idempotencyKey: "key-1", fetchImpl });
    await jest.runAllTimersAsync();
    return { outcome: await pending, calls };
  }

  test("a 200 on the first try is sent once", async () => {
    const { outcome, calls } = await run([200]);
    expect(outcome).toEqual({ ok: true, status: 200, attempts: 1 });
    expect(calls).toHaveLength(1);
    expect(calls[0].init.method).toBe("POST");
    expect(headerOf(calls[0], "Idempotency-Key")).toBe("key-1");
    expect(headerOf(calls[0], "Content-Type")).toBe("application/json");
  });

  test("5xx and network errors are retried after 1 s, 2 s and 4 s with the same key", async () => {
    const { outcome, calls } = await run([500, "network", 503, 201]);
    expect(outcome).toEqual({ ok: true, status: 201, attempts: 4 });
    expect(calls.map((call) => call.at)).toEqual([0, 1000, 3000, 7000]);
    expect(new Set(calls.map((call) => headerOf(call, "Idempotency-Key")))).toEqual(new Set(["key-1"]));
  });

  test("gives up after 3 retries", async () => {
    const { outcome, calls } = await run([502]);
    expect(outcome).toEqual({ ok: false, status: 502, attempts: 4 });
    expect(calls).toHaveLength(4);
  });

  test("a network error on every try ends without a status", async () => {
    const { outcome } = await run(["network"]);
    expect(outcome).toEqual({ ok: false, status: undefined, attempts: 4 });
  });

  test.each([400, 404, 409, 422, 429])("a %i is final: no retry", async (status) => {
    const { outcome, calls } = await run([status, 200]);
    expect(outcome).toEqual({ ok: false, status, attempts: 1 });
    expect(calls).toHaveLength(1);
  });

  test("no retry happens before its delay has passed", async () => {
    const { calls, fetchImpl } = scriptedFetch([500, 200]);
    const pending = postWithRetry("https://forms.example/leads", "{}", { idempotencyKey: "k", fetchImpl });
    await jest.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await expect(pending).resolves.toMatchObject({ ok: true });
  });

  test("a hanging request times out and is retried", async () => {
    let attempt = 0;
    const fetchImpl = jest.fn((_url: RequestInfo | URL, init?: RequestInit) => {
      attempt += 1;
      if (attempt > 1) return Promise.resolve(answer(200));
      return new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
      });
    }) as unknown as typeof fetch;
    const pending = postWithRetry("https://forms.example/leads", "{}", {
      idempotencyKey: "k",
      fetchImpl,
      timeoutMs: 5000,
    });
    await jest.runAllTimersAsync();
    await expect(pending).resolves.toEqual({ ok: true, status: 200, attempts: 2 });
  });

  test("multipart bodies keep the browser's own Content-Type", async () => {
    const { calls, fetchImpl } = scriptedFetch([200]);
    await postWithRetry("https://forms.example/careers", new FormData(), { idempotencyKey: "k", fetchImpl });
    expect(headerOf(calls[0], "Content-Type")).toBeNull();
    expect(headerOf(calls[0], "Idempotency-Key")).toBe("k");
  });
});

describe("idempotency key", () => {
  const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  test("is a fresh v4 UUID each time", () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });

  test("falls back to getRandomValues where randomUUID is missing (plain HTTP)", () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, "randomUUID", { value: undefined, configurable: true });
    try {
      expect(newIdempotencyKey()).toMatch(UUID_V4);
    } finally {
      Object.defineProperty(crypto, "randomUUID", { value: original, configurable: true });
    }
  });
});

const lead: GetInTouchValues = {
  firstName: "प्रिया",
  lastName: "Sharma",
  email: "priya+uk@example.com",
  phone: "+91 98765 43210",
  destination: "uk",
  service: "visa",
  message: "Line one & <b>two</b>\nLine 3: 100% sure?",
};

/** Decodes a mailto URL into its recipient, subject and body. */
function decodeMailto(href: string) {
  const url = new URL(href);
  return {
    to: url.pathname,
    subject: url.searchParams.get("subject"),
    body: url.searchParams.get("body"),
  };
}

describe("mail drafts", () => {
  test("carry every Get In Touch field, labelled, with option labels and markup as plain text", () => {
    const draft = decodeMailto(mailtoHref(mailDraftFor(getInTouchForm, lead)));
    expect(draft.to).toBe("info@brightpathoverseas.example");
    expect(draft.subject).toBe("Free consultation request from प्रिया Sharma");
    expect(draft.body?.split("\r\n")).toEqual([
      "Hello BrightPath Overseas team, I would like a free consultation.",
      "",
      "First Name: प्रिया",
      "Last Name: Sharma",
      "Email Address: priya+uk@example.com",
      "Phone Number: +91 98765 43210",
      "Interested Destination: United Kingdom",
      "Service Required: Visa assistance",
      "Message:",
      "Line one & <b>two</b>",
      "Line 3: 100% sure?",
      "",
    ]);
  });

  test("encode every reserved character, so no field can add a header or end the body", () => {
    const href = mailtoHref(mailDraftFor(getInTouchForm, { ...lead, message: "a&cc=x@evil.example?b=#c" }));
    const query = href.slice(href.indexOf("?") + 1);
    expect(query.split("&")).toHaveLength(2);
    expect(href).not.toMatch(/[\s<>"#]/);
    expect(decodeMailto(href).body).toContain("Message: a&cc=x@evil.example?b=#c");
  });

  test("mark empty optional fields as not given", () => {
    const body = decodeMailto(
      mailtoHref(mailDraftFor(contactForm, { ...lead, lastName: "", phone: "", destination: "", message: "" })),
    ).body;
    expect(body).toContain("Last Name: (not given)");
    expect(body).toContain("Phone Number: (not given)");
    expect(body).toContain("Interested Destination: (not given)");
  });

  test("careers: to HR, naming the position and reminding to attach the resume", () => {
    const application: CareersApplicationValues = {
      firstName: "ધ્રુવ",
      lastName: "Patel",
      email: "dhruv@example.in",
      phone: "098765-43210",
      position: "visa-specialist",
      experience: "5-10",
      location: "Surat",
      resume: new File(["x"], "dhruv-patel.docx"),
      coverLetter: "",
    };
    const draft = decodeMailto(mailtoHref(mailDraftFor(careersApplicationForm, application)));
    expect(draft.to).toBe("careers@brightpathoverseas.example");
    expect(draft.subject).toBe("Application: Visa Specialist - ધ્રુવ Patel");
    expect(draft.body).toContain("Position Applying For: Visa Specialist");
    expect(draft.body).toContain("Years of Experience: 5-10 years");
    expect(draft.body).toContain("Current Location: Surat");
    expect(draft.body).toContain("Resume: dhruv-patel.docx");
    expect(draft.body).toContain("Cover Letter: (not given)");
    expect(draft.body).toContain("attach your resume (dhruv-patel.docx)");
  });
});

describe("request bodies", () => {
  test("JSON names the form, carries the key and the spec's option values", () => {
    expect(JSON.parse(requestBodyFor(getInTouchForm, lead, "key-9") as string)).toEqual({
      form: "get-in-touch",
      idempotencyKey: "key-9",
      ...lead,
    });
  });

  test("careers is multipart with the resume file", () => {
    const resume = new File(["%PDF"], "cv.pdf", { type: "application/pdf" });
    const body = requestBodyFor(
      careersApplicationForm,
      {
        firstName: "A",
        lastName: "B",
        email: "a@b.in",
        phone: "9876543210",
        position: "other",
        experience: "10+",
        location: "Mumbai",
        resume,
        coverLetter: "",
      },
      "key-c",
    ) as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get("form")).toBe("careers-application");
    expect(body.get("idempotencyKey")).toBe("key-c");
    expect(body.get("experience")).toBe("10+");
    expect((body.get("resume") as File).name).toBe("cv.pdf");
  });
});

describe("endpoints", () => {
  afterEach(() => {
    delete window.__LEAD_ENDPOINTS__;
  });

  test("none is set by default, so forms fall back to a mail draft", async () => {
    expect(leadEndpoint("lead")).toBeUndefined();
    expect(leadEndpoint("careers")).toBeUndefined();
    const delivery = await deliverLead(getInTouchForm, lead, "k");
    expect(delivery).toEqual({ kind: "draft", href: mailtoHref(mailDraftFor(getInTouchForm, lead)) });
  });

  test("with an endpoint, delivery posts and reports the outcome", async () => {
    window.__LEAD_ENDPOINTS__ = { lead: "https://forms.example/leads" };
    const { calls, fetchImpl } = scriptedFetch([422]);
    await expect(deliverLead(getInTouchForm, lead, "k", { fetchImpl })).resolves.toEqual({
      kind: "failed",
      status: 422,
    });
    expect(calls[0].url).toBe("https://forms.example/leads");
    const ok = scriptedFetch([200]);
    await expect(deliverLead(getInTouchForm, lead, "k", { fetchImpl: ok.fetchImpl })).resolves.toEqual({
      kind: "sent",
    });
  });
});
