/**
 * Delivery: the retry policy and deadline (with Jest's fake clock), reading the
 * receiver's answers, the idempotency key, the request bodies, the native (no
 * JavaScript) path, and the mail drafts and WhatsApp messages.
 */
import { HONEYPOT_FIELD } from "@/contract/api";
import { fieldLines } from "@/contract/lead-text";
import { deliveryTiming, leadEndpoint, nativeEndpoint } from "@/lib/leads/config";
import { deliverLead, deliveryOf } from "@/lib/leads/deliver";
import { newIdempotencyKey } from "@/lib/leads/idempotency-key";
import {
  careersApplicationForm,
  contactForm,
  getInTouchForm,
  mailDraftFor,
  nativeFormFor,
  requestBodyFor,
  whatsappTextFor,
} from "@/lib/leads/lead-forms";
import { backoffDelay, postWithRetry, type PostOutcome } from "@/lib/leads/post-with-retry";
import { mailtoHref } from "@/lib/mailto";
import { whatsappHref } from "@/lib/whatsapp";
import type { CareersApplicationValues } from "@/contract/validations/careers-application";
import type { GetInTouchValues } from "@/contract/validations/get-in-touch";
import { site } from "@/content/site";

import { decodeMailto } from "../support/mailto";
import { visitor, visitorLines } from "../support/visitor";

type Call = { url: string; init: RequestInit; at: number };

/** jsdom has no fetch Response: a stand-in with the status, headers and JSON body the retry logic reads. */
const answer = (status: number, body?: unknown, headers: Record<string, string> = {}) => {
  const all = new Map(Object.entries({ ...(body ? { "content-type": "application/json" } : {}), ...headers }));
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => all.get(name.toLowerCase()) ?? null },
    json: async () => body,
  } as unknown as Response;
};

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

  test("the deadline ends a silent receiver's send: each attempt is cut short, no retry starts after it", async () => {
    const starts: number[] = [];
    const fetchImpl = jest.fn((_url: RequestInfo | URL, init?: RequestInit) => {
      starts.push(Date.now());
      return new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
      });
    }) as unknown as typeof fetch;
    const progress: string[] = [];
    const pending = postWithRetry("https://forms.example/leads", "{}", {
      idempotencyKey: "k",
      fetchImpl,
      timeoutMs: 6000,
      deadlineMs: 30_000,
      onAttempt: (attempt, attempts) => progress.push(`${attempt} of ${attempts}`),
    });
    await jest.runAllTimersAsync();
    await expect(pending).resolves.toEqual({ ok: false, status: undefined, attempts: 4 });
    // 0-6 s, wait 1 s, 7-13 s, wait 2 s, 15-21 s, wait 4 s, 25-30 s (cut to the deadline).
    expect(starts).toEqual([0, 7000, 15_000, 25_000]);
    expect(Date.now()).toBe(30_000);
    expect(progress).toEqual(["1 of 4", "2 of 4", "3 of 4", "4 of 4"]);
  });

  test("no retry starts when its wait would pass the deadline", async () => {
    const { calls, fetchImpl } = scriptedFetch([503]);
    const pending = postWithRetry("https://forms.example/leads", "{}", {
      idempotencyKey: "k",
      fetchImpl,
      deadlineMs: 2500,
    });
    await jest.runAllTimersAsync();
    await expect(pending).resolves.toMatchObject({ ok: false, status: 503, attempts: 2 });
    expect(calls.map((call) => call.at)).toEqual([0, 1000]);
  });

  test("reads the receiver's JSON answer and a 429's wait, from the body or the Retry-After header", async () => {
    const accepted = { ok: true, reference: "BP-7F3K2" };
    const ok = await postWithRetry("u", "{}", { idempotencyKey: "k", fetchImpl: async () => answer(201, accepted) });
    expect(ok).toEqual({ ok: true, status: 201, attempts: 1, answer: accepted });

    const limited = { ok: false, error: "rate_limited", message: "Too many", retryAfterSeconds: 90 };
    const fromBody = await postWithRetry("u", "{}", {
      idempotencyKey: "k",
      fetchImpl: async () => answer(429, limited),
    });
    expect(fromBody).toMatchObject({ ok: false, status: 429, retryAfterSeconds: 90, answer: limited });

    const fromHeader = await postWithRetry("u", "{}", {
      idempotencyKey: "k",
      fetchImpl: async () => answer(429, undefined, { "retry-after": "120" }),
    });
    expect(fromHeader).toMatchObject({ status: 429, retryAfterSeconds: 120 });
  });

  test("an HTML error page from a proxy is no answer, not a crash", async () => {
    const html = answer(502, undefined, { "content-type": "text/html" });
    const outcome = await postWithRetry("u", "{}", { idempotencyKey: "k", retries: 0, fetchImpl: async () => html });
    expect(outcome).toEqual({ ok: false, status: 502, attempts: 1 });
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

const lead: GetInTouchValues = { ...visitor, message: "Line one & <b>two</b>\nLine 3: 100% sure?" };

describe("mail drafts", () => {
  test("carry every Get In Touch field, labelled, with option labels and markup as plain text", () => {
    const draft = decodeMailto(mailtoHref(mailDraftFor(getInTouchForm, lead)));
    expect(draft.to).toBe(site.email);
    expect(draft.subject).toBe("Free consultation request from प्रिया Sharma");
    expect(draft.body.split("\r\n")).toEqual([
      "Hello BrightPath Overseas team, I would like a free consultation.",
      "",
      ...visitorLines,
      "Message:",
      "> Line one & <b>two</b>",
      "> Line 3: 100% sure?",
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

  test("say whether the visitor wants updates on WhatsApp, after the fields, when the form asks", () => {
    const lines = (values: GetInTouchValues) => mailDraftFor(getInTouchForm, values).lines;
    expect(lines({ ...lead, whatsappOptIn: true }).at(-1)).toBe("Send me updates on WhatsApp: Yes");
    expect(lines({ ...lead, whatsappOptIn: false })).toContain("Send me updates on WhatsApp: No");
    expect(lines(lead).join("\n")).not.toContain("WhatsApp");
    expect(whatsappTextFor(getInTouchForm, { ...lead, whatsappOptIn: true })).toContain(
      "Send me updates on WhatsApp: Yes",
    );
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
    expect(draft.to).toBe(site.hrEmail);
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
      [HONEYPOT_FIELD]: "",
    });
  });

  test("carry the WhatsApp opt-in as a boolean in JSON, and as true or false in multipart", () => {
    expect(JSON.parse(requestBodyFor(getInTouchForm, { ...lead, whatsappOptIn: true }, "k") as string)).toMatchObject({
      whatsappOptIn: true,
    });
    expect(JSON.parse(requestBodyFor(getInTouchForm, { ...lead, whatsappOptIn: false }, "k") as string)).toMatchObject({
      whatsappOptIn: false,
    });
    const resume = new File(["%PDF"], "cv.pdf", { type: "application/pdf" });
    const body = requestBodyFor(getInTouchForm, { ...lead, whatsappOptIn: true, resume } as typeof lead, "k");
    expect((body as FormData).get("whatsappOptIn")).toBe("true");
  });

  test("carry the bot trap's value, so the receiver can hold the submission rather than drop it", () => {
    expect(
      JSON.parse(requestBodyFor(getInTouchForm, lead, "k", { trap: "https://autofill.example" }) as string),
    ).toMatchObject({
      bp_trap_7q: "https://autofill.example",
    });
  });

  test("carry where the visit began and the form's page, in JSON and multipart alike", () => {
    const source = { landingPage: "/?utm_source=google", utmSource: "google", formPage: "/get-in-touch" };
    expect(JSON.parse(requestBodyFor(getInTouchForm, lead, "k", { source }) as string)).toMatchObject(source);
    const resume = new File(["%PDF"], "cv.pdf", { type: "application/pdf" });
    // A file makes it multipart (the careers form).
    const body = requestBodyFor(getInTouchForm, { ...lead, resume } as typeof lead, "k", { source }) as FormData;
    expect(Object.fromEntries([...body.entries()].filter(([name]) => name in source))).toEqual(source);
  });

  test("carry the office the visitor chose, in JSON and multipart alike, and no office when none was", () => {
    expect(JSON.parse(requestBodyFor(getInTouchForm, lead, "k", { office: "surat" }) as string)).toMatchObject({
      office: "surat",
    });
    expect(JSON.parse(requestBodyFor(getInTouchForm, lead, "k") as string)).not.toHaveProperty("office");
    const resume = new File(["%PDF"], "cv.pdf", { type: "application/pdf" });
    const body = requestBodyFor(getInTouchForm, { ...lead, resume } as typeof lead, "k", { office: "mumbai" });
    expect((body as FormData).get("office")).toBe("mumbai");
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
    expect(body.get(HONEYPOT_FIELD)).toBe("");
    expect((body.get("resume") as File).name).toBe("cv.pdf");
  });
});

describe("endpoints", () => {
  afterEach(() => {
    delete window.__LEAD_DELIVERY__;
  });

  test("none is set by default, so forms fall back to a mail draft", async () => {
    expect(leadEndpoint("leads")).toBeUndefined();
    expect(leadEndpoint("careers")).toBeUndefined();
    expect(nativeEndpoint("newsletter")).toBeUndefined();
    await expect(deliverLead(getInTouchForm, lead, "k")).resolves.toEqual({ kind: "draft" });
  });

  test("the test seam aims delivery at a stand-in receiver, or forces draft mode", async () => {
    window.__LEAD_DELIVERY__ = { api: "http://127.0.0.1:4599/api/" };
    expect(leadEndpoint("leads")).toBe("http://127.0.0.1:4599/api/leads");
    expect(leadEndpoint("newsletter")).toBe("http://127.0.0.1:4599/api/newsletter");
    window.__LEAD_DELIVERY__ = { api: null };
    expect(leadEndpoint("careers")).toBeUndefined();
    window.__LEAD_DELIVERY__ = { deadlineMs: 900 };
    expect(deliveryTiming("leads")).toEqual({ deadlineMs: 900, attemptTimeoutMs: 6000, baseDelayMs: 1000 });
  });

  test("a send is capped at 30 s; a resume upload gets a minute", () => {
    expect(deliveryTiming("leads").deadlineMs).toBe(30_000);
    expect(deliveryTiming("newsletter").deadlineMs).toBe(30_000);
    expect(deliveryTiming("careers").deadlineMs).toBe(60_000);
  });

  test("with an endpoint, delivery posts the form and the trap and reads the answer", async () => {
    window.__LEAD_DELIVERY__ = { api: "https://forms.example/api" };
    const calls: { url: string; body: string }[] = [];
    const fetchImpl = (async (url: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(url), body: String(init?.body) });
      return answer(201, { ok: true, reference: "BP-7F3K2" });
    }) as typeof fetch;
    await expect(deliverLead(getInTouchForm, lead, "k", { fetchImpl, trap: "x" })).resolves.toEqual({
      kind: "sent",
      reference: "BP-7F3K2",
    });
    expect(calls[0].url).toBe("https://forms.example/api/leads");
    expect(JSON.parse(calls[0].body)).toMatchObject({ form: "get-in-touch", [HONEYPOT_FIELD]: "x" });
  });
});

describe("reading the receiver's answer", () => {
  const outcome = (status: number | undefined, answer?: unknown, extra: Partial<PostOutcome> = {}): PostOutcome =>
    ({ ok: status !== undefined && status < 300, status, attempts: 1, answer, ...extra }) as PostOutcome;

  test.each<[string, PostOutcome, ReturnType<typeof deliveryOf>]>([
    [
      "201 with a reference",
      outcome(201, { ok: true, reference: "BP-7F3K2" }),
      { kind: "sent", reference: "BP-7F3K2" },
    ],
    [
      "200 replayed",
      outcome(200, { ok: true, reference: "BP-7F3K2", replayed: true }),
      { kind: "sent", reference: "BP-7F3K2" },
    ],
    [
      "201 held (bot trap filled)",
      outcome(201, { ok: true, reference: "BP-7F3K2", held: true }),
      { kind: "held", reference: "BP-7F3K2" },
    ],
    ["200 without JSON", outcome(200), { kind: "sent", reference: undefined }],
    [
      "422 naming fields",
      outcome(422, {
        ok: false,
        error: "invalid",
        message: "Check",
        fields: { phone: "Please enter a valid phone number" },
      }),
      { kind: "invalid", fields: { phone: "Please enter a valid phone number" } },
    ],
    [
      "413 naming the resume",
      outcome(413, {
        ok: false,
        error: "too_large",
        message: "Too big",
        fields: { resume: "Your resume must be 5MB or smaller" },
      }),
      { kind: "invalid", fields: { resume: "Your resume must be 5MB or smaller" } },
    ],
    [
      "400 malformed, no fields",
      outcome(400, { ok: false, error: "malformed", message: "The form could not be read." }),
      { kind: "refused", status: 400, message: "The form could not be read." },
    ],
    ["415 without a body", outcome(415), { kind: "refused", status: 415, message: undefined }],
    [
      "429 with a wait",
      outcome(429, { ok: false, error: "rate_limited", message: "Slow down" }, { retryAfterSeconds: 120 }),
      { kind: "rate-limited", retryAfterSeconds: 120 },
    ],
    ["503 after the last retry", outcome(503), { kind: "unreachable", status: 503 }],
    ["a network error or timeout", outcome(undefined), { kind: "unreachable", status: undefined }],
  ])("%s", (_, given, expected) => {
    expect(deliveryOf(given)).toEqual(expected);
  });
});

describe("without JavaScript", () => {
  test("with no receiver, a form is a mail draft: mailto action, text/plain, fields named by their labels, no trap", () => {
    const native = nativeFormFor(getInTouchForm);
    expect(native).toMatchObject({
      action: `mailto:${site.email}?subject=Free%20consultation%20request`,
      method: "post",
      encType: "text/plain",
      trap: false,
      hidden: [],
    });
    expect(native.fieldName("firstName")).toBe("First Name");
    expect(native.fieldName("destination")).toBe("Interested Destination");
    expect(native.fieldName("whatsappOptIn")).toBe("Send me updates on WhatsApp");
  });

  test("the careers draft asks for the resume to be attached", () => {
    const native = nativeFormFor(careersApplicationForm);
    expect(native.action).toBe(`mailto:${site.hrEmail}?subject=Job%20application`);
    expect(native.hidden).toEqual([
      ["Note", expect.stringContaining("Please remember to attach your resume to this e-mail")],
    ]);
  });

  test("with NEXT_PUBLIC_LEAD_API set at build time, forms post to the receiver with their id and the trap", () => {
    const previous = process.env.NEXT_PUBLIC_LEAD_API;
    process.env.NEXT_PUBLIC_LEAD_API = "/api";
    try {
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const forms = require("@/lib/leads/lead-forms") as typeof import("@/lib/leads/lead-forms");
        expect(forms.nativeFormFor(forms.contactForm)).toMatchObject({
          action: "/api/leads",
          method: "post",
          encType: undefined,
          hidden: [["form", "contact"]],
          trap: true,
        });
        const careers = forms.nativeFormFor(forms.careersApplicationForm);
        expect(careers).toMatchObject({ action: "/api/careers", encType: "multipart/form-data" });
        expect(careers.fieldName("firstName")).toBe("firstName");
        expect(forms.nativeFormFor(forms.getInTouchForm).fieldName("whatsappOptIn")).toBe("whatsappOptIn");
      });
    } finally {
      if (previous === undefined) delete process.env.NEXT_PUBLIC_LEAD_API;
      else process.env.NEXT_PUBLIC_LEAD_API = previous;
    }
  });
});

describe("WhatsApp", () => {
  test("one builder: wa.me with the site's number and the text encoded", () => {
    expect(whatsappHref()).toBe(`https://wa.me/${site.whatsapp}`);
    const href = whatsappHref("Hi & thanks?\nLine 2");
    expect(href.startsWith(`https://wa.me/${site.whatsapp}?text=`)).toBe(true);
    expect(new URL(href).searchParams.get("text")).toBe("Hi & thanks?\nLine 2");
  });

  test("the enquiry as a message: greeting and every field, as in the draft", () => {
    const text = whatsappTextFor(getInTouchForm, lead);
    expect(text.split("\n")).toEqual(mailDraftFor(getInTouchForm, lead).lines);
  });
});

describe("field lines", () => {
  test.each([
    ["one line stays beside its label", "Hello", ["Message: Hello"]],
    [
      "several lines go below it, each quoted, so none can pass for a field",
      "Hi\nPhone Number: 000\n\nbye",
      ["Message:", "> Hi", "> Phone Number: 000", ">", "> bye", ""],
    ],
  ])("%s", (_, value, lines) => {
    expect(fieldLines("Message", value)).toEqual(lines);
  });
});
