/**
 * The receiver's contract, run against both targets: the Node process with its SQLite
 * file, and the Worker in the real workerd with local D1 and R2. Rows are read straight
 * from each target's SQLite file; loopback only.
 */
import assert from "node:assert/strict";
import { createHmac, randomUUID } from "node:crypto";
import { after, before, describe, test } from "node:test";

import { apiPaths, HONEYPOT_FIELD, REFERENCE_PATTERN, type ApiAccepted, type ApiError } from "@/contract/api";

import { nodeInProcess } from "./support/in-process";
import { SmtpSink, waitUntil, WebhookSink } from "./support/sinks";
import {
  careers,
  careersForm,
  contact,
  estimate,
  exeBytes,
  getInTouch,
  jsonHeaders,
  pdfBytes,
  sha256,
} from "./support/submissions";
import {
  EXPORT_TOKEN,
  SITE_ORIGIN,
  startWorkersTarget,
  type Row,
  type Target,
  type WorkersTarget,
} from "./support/targets";

/** Each target's notification settings: fast retries so outages heal within the test. */
const fastRetries = {
  OUTBOX_RETRY_BASE_SECONDS: "0.2",
  OUTBOX_RETRY_MAX_SECONDS: "1",
  WEBHOOK_SECRET: "hook-secret-42",
  // Three failed attempts and a notification is given up (the default is 12).
  OUTBOX_MAX_ATTEMPTS: "3",
};
const SMTP_PORT = 8751;

const targets: { name: string; start: (webhookUrl: string) => Promise<Target> }[] = [
  {
    name: "Node (SQLite file, disk, SMTP + webhook)",
    start: (webhookUrl) =>
      nodeInProcess({
        ...fastRetries,
        WEBHOOK_URL: webhookUrl,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        MAIL_TO: "office@brightpath.test",
        MAIL_FROM: "Lead receiver <leads@brightpath.test>",
        OUTBOX_POLL_SECONDS: "0.2",
      }),
  },
  {
    // A real workerd, not workerInProcess: a resume's R2 body read through getPlatformProxy's synchronous
    // channel once left that channel a message behind under load, failing every call after it.
    name: "Workers (D1 + R2 of workerd, webhook)",
    start: (webhookUrl) => startWorkersTarget({ port: 8732, vars: { ...fastRetries, WEBHOOK_URL: webhookUrl } }),
  },
];

// RECEIVER_TARGETS=node or =workers runs one of them (while working on it).
const only = process.env.RECEIVER_TARGETS;
for (const { name, start } of targets.filter((entry) => !only || entry.name.toLowerCase().startsWith(only))) {
  describe(`lead receiver on ${name}`, { timeout: 150_000 }, () => {
    let target: Target;
    const webhook = new WebhookSink();
    const smtp = new SmtpSink(SMTP_PORT);
    let clientCount = 0;

    before(async () => {
      await webhook.start();
      if (name.startsWith("Node")) await smtp.start();
      target = await start(webhook.url);
    });

    after(async () => {
      await target?.stop();
      await webhook.stop();
      await smtp.stop();
    });

    /** A new client IP per call: the rate limit counts per IP, so tests do not eat each other's quota. */
    const client = () => ({ [target.ipHeader]: `198.51.100.${(clientCount += 1)}` });

    async function post(path: string, body: string | FormData | URLSearchParams, headers: Record<string, string> = {}) {
      return target.fetch(`${target.api}${path}`, { method: "POST", body, headers: { ...client(), ...headers } });
    }

    async function postJson(path: string, value: unknown, headers: Record<string, string> = jsonHeaders()) {
      return post(path, JSON.stringify(value), headers);
    }

    async function leadRow(reference: string): Promise<Row> {
      const [row] = await target.query("select * from leads where reference = ?", [reference]);
      assert.ok(row, `no row for ${reference}`);
      return row;
    }

    const counsellor = { Authorization: `Bearer ${EXPORT_TOKEN}` };

    test("Get In Touch and contact are stored with every field, answered 201 with a reference", async () => {
      for (const lead of [getInTouch, contact]) {
        const response = await postJson(apiPaths.leads, lead);
        assert.equal(response.status, 201);
        const answer = (await response.json()) as ApiAccepted;
        assert.match(answer.reference, REFERENCE_PATTERN);
        const row = await leadRow(answer.reference);
        assert.equal(row.form, lead.form);
        assert.equal(row.status, "new");
        assert.equal(row.first_name, lead.firstName);
        assert.equal(row.last_name, lead.lastName);
        assert.equal(row.email, lead.email);
        assert.equal(row.phone, lead.phone);
        assert.equal(row.destination, lead.destination);
        assert.equal(row.message, lead.message);
        assert.equal(row.service, "service" in lead ? lead.service : null);
      }
    });

    test("a tool's estimate request is stored as an estimate, the figures and share link in its message", async () => {
      const response = await postJson(apiPaths.leads, estimate);
      assert.equal(response.status, 201);
      const { reference } = (await response.json()) as ApiAccepted;
      const row = await leadRow(reference);
      assert.equal(row.form, "estimate");
      assert.equal(row.first_name, estimate.firstName);
      assert.equal(row.email, estimate.email);
      assert.equal(row.phone, estimate.phone);
      assert.equal(row.message, estimate.message);
      assert.equal(row.destination, null);
      const refused = await postJson(apiPaths.leads, { ...estimate, email: "not an address" });
      assert.equal(refused.status, 422);
      assert.ok(((await refused.json()) as ApiError).fields?.email);
    });

    test("a careers application stores every field and the resume, downloaded byte for byte", async () => {
      const resume = pdfBytes(300 * 1024);
      const response = await post(apiPaths.careers, careersForm({ bytes: resume, name: "Ravi Kumar CV.pdf" }), {
        Accept: "application/json",
      });
      assert.equal(response.status, 201, await response.clone().text());
      const { reference } = (await response.json()) as ApiAccepted;
      const row = await leadRow(reference);
      for (const [field, column] of [
        ["firstName", "first_name"],
        ["lastName", "last_name"],
        ["email", "email"],
        ["phone", "phone"],
        ["position", "position"],
        ["experience", "experience"],
        ["location", "location"],
        ["coverLetter", "cover_letter"],
      ] as const) {
        assert.equal(row[column], careers[field], field);
      }
      const [stored] = await target.query("select * from resumes where lead_id = ?", [Number(row.id)]);
      assert.equal(stored.file_name, "Ravi Kumar CV.pdf");
      assert.equal(stored.size, resume.byteLength);
      assert.equal(stored.sha256, sha256(resume));

      const download = await target.fetch(`${target.api}${apiPaths.resumes}/${reference}`, { headers: counsellor });
      assert.equal(download.status, 200);
      assert.equal(download.headers.get("content-type"), "application/pdf");
      assert.match(download.headers.get("content-disposition") ?? "", /attachment; filename="Ravi Kumar CV\.pdf"/);
      assert.equal(sha256(new Uint8Array(await download.arrayBuffer())), sha256(resume));

      const anonymous = await target.fetch(`${target.api}${apiPaths.resumes}/${reference}`);
      assert.equal(anonymous.status, 401);
      const wrongToken = await target.fetch(`${target.api}${apiPaths.resumes}/${reference}`, {
        headers: { Authorization: "Bearer not-the-token" },
      });
      assert.equal(wrongToken.status, 401);
    });

    test("the CSV export lists every lead and subscriber, Excel-safe", async () => {
      const signUp = await postJson(apiPaths.newsletter, { email: "Reader@Example.com" });
      assert.equal(signUp.status, 201);
      const response = await target.fetch(`${target.api}${apiPaths.leadsCsv}`, { headers: counsellor });
      assert.equal(response.status, 200);
      assert.match(response.headers.get("content-type") ?? "", /^text\/csv; charset=utf-8/);
      const bytes = new Uint8Array(await response.arrayBuffer());
      assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], "UTF-8 byte-order mark");
      const csv = new TextDecoder().decode(bytes);
      const leads = await target.query("select reference from leads");
      const subscribers = await target.query("select reference from subscribers");
      assert.ok(leads.length >= 3);
      for (const { reference } of [...leads, ...subscribers])
        assert.ok(csv.includes(`"${reference}"`), String(reference));
      assert.ok(csv.includes('"Aarav","शर्मा"'), "names in any script");
      assert.ok(csv.includes('"\'+91 98765 43210"'), "a leading + cannot start a formula");
      assert.ok(csv.includes('"First line\nSecond line, ""quoted"", =1+1"'), "quotes doubled, newlines kept");
      assert.ok(csv.includes('"reader@example.com"'));
      assert.equal((await target.fetch(`${target.api}${apiPaths.leadsCsv}`)).status, 401);
      // The export is recorded: who, when, how many rows (the refused request is not an export).
      const [recorded] = await target.query("select action, actor, rows from access_log order by id desc limit 1");
      assert.deepEqual(
        { ...recorded },
        { action: "export", actor: "export token", rows: leads.length + subscribers.length },
      );
    });

    test("every accepted lead is notified with all its fields", async () => {
      const leads = await target.query("select reference, form from leads where status = 'new'");
      for (const { reference } of leads) {
        const call = await waitUntil(() => webhook.callFor(String(reference)), 10_000, `webhook for ${reference}`);
        assert.equal(call.headers["idempotency-key"], `lead-${reference}-webhook`);
        const signature = createHmac("sha256", fastRetries.WEBHOOK_SECRET).update(call.raw).digest("hex");
        assert.equal(call.headers["x-lead-signature"], `sha256=${signature}`);
      }
      const careersCall = webhook.calls.find((call) => call.body.form === "careers-application");
      assert.deepEqual((careersCall?.body.fields as Record<string, string>).position, "Visa Specialist");
      if (target.name === "node") {
        for (const { reference } of leads) {
          const mail = await waitUntil(
            () => smtp.messages.find((message) => message.includes(`X-Lead-Reference: ${reference}`)),
            10_000,
            `mail for ${reference}`,
          );
          assert.match(mail, /To: office@brightpath\.test/);
        }
      }
      await waitUntil(
        async () => (await target.query("select count(*) as n from outbox where delivered_at is null"))[0].n === 0,
        5000,
        "every outbox row marked delivered",
      );
    });

    test("newsletter: one row per address; the unsubscribe link asks first, the POST unsubscribes", async () => {
      const first = (await (await postJson(apiPaths.newsletter, { email: "news@example.org" })).json()) as ApiAccepted;
      const again = await postJson(apiPaths.newsletter, { email: "NEWS@example.org" });
      assert.equal(again.status, 200);
      assert.deepEqual(await again.json(), { ok: true, reference: first.reference, replayed: true });
      const [row] = await target.query("select * from subscribers where email = 'news@example.org'");
      const link = `${target.api}${apiPaths.unsubscribe}?token=${row.unsubscribe_token}`;
      const page = await target.fetch(link);
      assert.equal(page.status, 200);
      assert.match(await page.text(), /<form method="post"/);
      assert.equal(
        (await target.query("select status from subscribers where id = ?", [Number(row.id)]))[0].status,
        "subscribed",
      );
      const oneClick = await target.fetch(link, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...client() },
        body: "List-Unsubscribe=One-Click",
      });
      assert.equal(oneClick.status, 200);
      assert.equal(
        (await target.query("select status from subscribers where id = ?", [Number(row.id)]))[0].status,
        "unsubscribed",
      );
      const unknown = await target.fetch(`${target.api}${apiPaths.unsubscribe}?token=nope`, {
        method: "POST",
        headers: client(),
      });
      assert.equal(unknown.status, 404);
    });

    test("a form posted without JavaScript gets a small HTML page: the reference, or what to fix", async () => {
      const fields = new URLSearchParams({ ...contact, form: "contact" });
      const accepted = await post(apiPaths.leads, fields, { Accept: "text/html", Origin: SITE_ORIGIN });
      assert.equal(accepted.status, 201);
      assert.match(accepted.headers.get("content-type") ?? "", /^text\/html/);
      assert.match(accepted.headers.get("content-security-policy") ?? "", /default-src 'none'/);
      const page = await accepted.text();
      const reference = /BP-[0-9A-Z]{5}/.exec(page)?.[0];
      assert.ok(reference && (await leadRow(reference)));
      assert.match(page, /Thank you, Meera/);
      assert.doesNotMatch(page, /&quot;/, "the inline style is not HTML-escaped");

      const invalid = await post(apiPaths.leads, new URLSearchParams({ ...contact, email: "meera@" }), {
        Accept: "text/html",
      });
      assert.equal(invalid.status, 422);
      const fix = await invalid.text();
      assert.match(fix, /Email Address<\/strong>: Please enter a valid email address/);
      assert.match(fix, /Back button/);
    });

    describe("bad input is answered with a 4xx and a JSON error naming the field", () => {
      async function expectError(response: Response, status: number, error: ApiError["error"], field?: string) {
        assert.equal(response.status, status);
        const body = (await response.json()) as ApiError;
        assert.equal(body.ok, false);
        assert.equal(body.error, error);
        assert.ok(body.message.length > 0);
        if (field) assert.ok(body.fields?.[field], `fields.${field} in ${JSON.stringify(body)}`);
        return body;
      }

      test("malformed JSON", async () => {
        await expectError(await post(apiPaths.leads, '{"form": "contact", ', jsonHeaders()), 400, "malformed");
        await expectError(await post(apiPaths.leads, "[1, 2]", jsonHeaders()), 400, "malformed");
      });

      test("missing required fields", async () => {
        const body = await expectError(
          await postJson(apiPaths.leads, { form: "get-in-touch" }),
          422,
          "invalid",
          "firstName",
        );
        assert.equal(body.fields?.firstName, "Please enter your first name");
        for (const field of ["lastName", "email", "phone"]) assert.ok(body.fields?.[field], field);
        await expectError(await postJson(apiPaths.leads, { ...contact, form: undefined }), 422, "invalid", "form");
      });

      test("overlong fields", async () => {
        const body = await expectError(
          await postJson(apiPaths.leads, { ...getInTouch, firstName: "A".repeat(61), message: "x".repeat(2001) }),
          422,
          "invalid",
          "firstName",
        );
        assert.match(body.fields?.message ?? "", /2,000 characters or fewer/);
      });

      test("a renamed .exe as resume", async () => {
        const form = careersForm({ bytes: exeBytes(), name: "resume.pdf" });
        const body = await expectError(await post(apiPaths.careers, form), 422, "invalid", "resume");
        assert.match(body.fields?.resume ?? "", /not a real PDF, DOC or DOCX/);
      });

      test("a 6 MB resume", async () => {
        const form = careersForm({ bytes: pdfBytes(6 * 1024 * 1024), name: "big.pdf" });
        const body = await expectError(await post(apiPaths.careers, form), 413, "too_large", "resume");
        assert.match(body.fields?.resume ?? "", /5\.0 MB or smaller/);
      });

      test("a wrong content type", async () => {
        await expectError(
          await post(apiPaths.leads, "firstName=A", { "Content-Type": "text/plain" }),
          415,
          "unsupported_media_type",
        );
        await expectError(await postJson(apiPaths.careers, careers), 415, "unsupported_media_type");
      });

      test("a cross-origin request from an unlisted origin", async () => {
        await expectError(
          await postJson(apiPaths.leads, contact, { ...jsonHeaders(), Origin: "https://evil.example" }),
          403,
          "origin_not_allowed",
        );
        const preflight = await target.fetch(`${target.api}${apiPaths.leads}`, {
          method: "OPTIONS",
          headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "POST" },
        });
        assert.equal(preflight.status, 403);
        assert.equal(preflight.headers.get("access-control-allow-origin"), null);
      });

      test("a burst over the rate limit", async () => {
        const ip = { [target.ipHeader]: "203.0.113.77" };
        const statuses: number[] = [];
        let limited: Response | undefined;
        for (let i = 0; i < 61; i += 1) {
          const response = await post(apiPaths.leads, "{}", { ...jsonHeaders(), ...ip });
          statuses.push(response.status);
          if (response.status === 429) limited = response;
          else await response.body?.cancel();
        }
        assert.deepEqual(statuses.slice(0, 60), Array<number>(60).fill(422));
        assert.ok(limited, "the 61st request in the window is refused");
        const retryAfter = Number(limited.headers.get("retry-after"));
        assert.ok(retryAfter >= 1 && retryAfter <= 60);
        const body = await expectError(limited, 429, "rate_limited");
        assert.equal(body.retryAfterSeconds, retryAfter);
        // Another client is not affected.
        assert.equal((await postJson(apiPaths.leads, {})).status, 422);
      });
    });

    test("the preflight from a listed origin allows Content-Type and Idempotency-Key", async () => {
      const preflight = await target.fetch(`${target.api}${apiPaths.leads}`, {
        method: "OPTIONS",
        headers: {
          Origin: SITE_ORIGIN,
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "content-type,idempotency-key",
        },
      });
      assert.equal(preflight.status, 204);
      assert.equal(preflight.headers.get("access-control-allow-origin"), SITE_ORIGIN);
      assert.match(preflight.headers.get("access-control-allow-headers") ?? "", /Idempotency-Key/i);
      assert.match(preflight.headers.get("access-control-allow-methods") ?? "", /POST/);
      const posted = await postJson(apiPaths.leads, contact, { ...jsonHeaders(), Origin: SITE_ORIGIN });
      assert.equal(posted.status, 201);
      assert.equal(posted.headers.get("access-control-allow-origin"), SITE_ORIGIN);
    });

    test("a filled bot trap is stored as spam, answered held, and not notified", async () => {
      const response = await postJson(apiPaths.leads, { ...contact, [HONEYPOT_FIELD]: "https://spam.example" });
      assert.equal(response.status, 201);
      const answer = (await response.json()) as ApiAccepted;
      assert.equal(answer.held, true);
      const row = await leadRow(answer.reference);
      assert.equal(row.status, "spam");
      assert.deepEqual(await target.query("select * from outbox where lead_id = ?", [Number(row.id)]), []);
    });

    test("50 concurrent submissions with 10 repeated keys make 40 rows, each repeat gets its first answer", async () => {
      const keys: string[] = Array.from({ length: 40 }, () => randomUUID());
      const submissionOf = (key: string) => ({
        ...contact,
        firstName: `Concurrent${keys.indexOf(key)}`.replace(/\d/g, (digit) => "ABCDEFGHIJ"[Number(digit)]),
      });
      const send = (key: string) => postJson(apiPaths.leads, submissionOf(key), jsonHeaders(key));
      const answerOf = async (key: string) => {
        // A repeat that arrives while the first is being stored is asked to come back (409), as the site does.
        for (let attempt = 0; ; attempt += 1) {
          const response = await send(key);
          const body = (await response.json()) as Partial<ApiAccepted> & Partial<ApiError>;
          if (response.status !== 409 || attempt === 20) return { status: response.status, body };
          assert.equal(body.error, "request_in_progress");
          assert.ok(Number(response.headers.get("Retry-After")) > 0);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      };
      const answers = await Promise.all([...keys, ...keys.slice(0, 10)].map(answerOf));
      for (const { status } of answers) assert.ok(status === 201 || status === 200, String(status));
      const rows = await target.query(
        `select idempotency_key, reference from leads where idempotency_key in (${keys.map(() => "?").join(",")})`,
        keys,
      );
      assert.equal(rows.length, 40);
      const referenceOf = new Map(rows.map((row) => [row.idempotency_key, row.reference]));
      [...keys, ...keys.slice(0, 10)].forEach((key, index) =>
        assert.equal(answers[index].body.reference, referenceOf.get(key)),
      );
      assert.equal(answers.filter(({ body }) => body.replayed).length, 10);
    });

    test("an erasure request removes the person's leads, resume file and notifications", async () => {
      const application = await post(apiPaths.careers, careersForm({ bytes: pdfBytes(2048), name: "cv.pdf" }));
      const { reference } = (await application.json()) as ApiAccepted;
      const erase = await target.fetch(
        `${target.api}${apiPaths.leads}?email=${encodeURIComponent(careers.email.toUpperCase())}`,
        {
          method: "DELETE",
          headers: counsellor,
        },
      );
      assert.equal(erase.status, 200);
      assert.deepEqual(await erase.json(), { ok: true, leads: 2, resumes: 2, subscribers: 0 });
      const [recorded] = await target.query("select action, actor, rows from access_log order by id desc limit 1");
      assert.deepEqual({ ...recorded }, { action: "erasure", actor: "export token", rows: 2 });
      const anyEmail = await target.query("select * from access_log where actor like '%@%'");
      assert.deepEqual(anyEmail, [], "an erasure leaves no trace of whose data it was");
      assert.deepEqual(await target.query("select * from leads where lower(email) = ?", [careers.email]), []);
      assert.deepEqual(await target.query("select * from resumes"), []);
      const download = await target.fetch(`${target.api}${apiPaths.resumes}/${reference}`, { headers: counsellor });
      assert.equal(download.status, 404);
    });

    test("where a lead came from is stored, exported and notified; a source value is cut, never refused", async () => {
      const source = {
        landingPage: "/destinations/germany?utm_source=google&utm_medium=cpc&utm_campaign=winter-intake",
        referrer: "https://www.google.com/",
        formPage: "/get-in-touch",
        utmSource: "google",
        utmMedium: "cpc",
        utmCampaign: "winter-intake",
        utmTerm: "study in germany",
        // Nobody typed this: too long and with a control character, it is cut and cleaned, not a 422.
        utmContent: `banner\u0000-${"x".repeat(2000)}`,
      };
      const response = await postJson(apiPaths.leads, { ...getInTouch, ...source });
      assert.equal(response.status, 201);
      const { reference } = (await response.json()) as ApiAccepted;
      const row = await leadRow(reference);
      assert.deepEqual(
        [row.landing_page, row.referrer, row.form_page, row.utm_source, row.utm_medium, row.utm_campaign, row.utm_term],
        [source.landingPage, source.referrer, source.formPage, "google", "cpc", "winter-intake", "study in germany"],
      );
      assert.equal(row.utm_content, `banner-${"x".repeat(500 - "banner-".length)}`);

      const call = await waitUntil(() => webhook.callFor(reference), 10_000, `webhook for ${reference}`);
      assert.deepEqual((call.body.source as Record<string, string>).utmCampaign, "winter-intake");
      assert.match(
        (call.body.summary as { text: string }).text,
        /Landing page: \/destinations\/germany\?utm_source=google/,
      );

      // Without JavaScript the form sends the page it is on; nothing else is known, and nothing is made up.
      const native = await post(apiPaths.leads, new URLSearchParams({ ...contact, formPage: "/contact" }), {
        Accept: "text/html",
        Origin: SITE_ORIGIN,
      });
      assert.equal(native.status, 201);
      const nativeRow = await leadRow(/BP-[0-9A-Z]{5}/.exec(await native.text())![0]);
      assert.equal(nativeRow.form_page, "/contact");
      assert.equal(nativeRow.landing_page, null);
      assert.equal(nativeRow.utm_source, null);

      const application = await post(
        apiPaths.careers,
        careersForm(
          { bytes: pdfBytes(2048), name: "cv.pdf" },
          {
            ...careers,
            email: "ravi.from-linkedin@example.com",
            formPage: "/careers/apply-now",
            utmSource: "linkedin",
          },
        ),
      );
      assert.equal(application.status, 201);
      const applicationRow = await leadRow(((await application.json()) as ApiAccepted).reference);
      assert.deepEqual([applicationRow.form_page, applicationRow.utm_source], ["/careers/apply-now", "linkedin"]);

      const csv = await (await target.fetch(`${target.api}${apiPaths.leadsCsv}`, { headers: counsellor })).text();
      const [headings] = csv.replace(/^\uFEFF/, "").split("\r\n");
      for (const heading of ["Landing page", "Referred by", "Form sent from", "utm_source", "utm_campaign"])
        assert.ok(headings.includes(`"${heading}"`), heading);
      const line = csv.split("\r\n").find((text) => text.startsWith(`"${reference}"`)) ?? "";
      assert.ok(
        line.endsWith(
          `"${source.landingPage}","${source.referrer}","/get-in-touch","google","cpc","winter-intake","study in germany","banner-${"x".repeat(493)}"`,
        ),
        line,
      );
    });

    describe("hostile input and misuse", () => {
      test("a form name every object has (__proto__, constructor, toString) is an unknown form: 422 naming form", async () => {
        for (const form of ["__proto__", "constructor", "toString", "hasOwnProperty"]) {
          for (const response of [
            await postJson(apiPaths.leads, { ...contact, form }),
            await post(apiPaths.leads, new URLSearchParams({ ...contact, form }), { Accept: "application/json" }),
          ]) {
            assert.equal(response.status, 422, form);
            const body = (await response.json()) as ApiError;
            assert.equal(body.error, "invalid");
            assert.match(body.fields?.form ?? "", /get-in-touch, contact, estimate/);
          }
        }
      });

      test("an Idempotency-Key belongs to what it first sent: the same replays that answer, anything else is 422", async () => {
        const key = randomUUID();
        const first = await postJson(apiPaths.leads, contact, jsonHeaders(key));
        assert.equal(first.status, 201);
        const { reference } = (await first.json()) as ApiAccepted;

        const again = await postJson(apiPaths.leads, contact, jsonHeaders(key));
        assert.equal(again.status, 200);
        assert.equal(again.headers.get("idempotent-replayed"), "true");
        assert.deepEqual(await again.json(), { ok: true, reference, replayed: true });

        for (const [what, response] of [
          ["another payload", await postJson(apiPaths.leads, { ...contact, firstName: "Other" }, jsonHeaders(key))],
          [
            "another endpoint",
            await post(apiPaths.careers, careersForm({ bytes: pdfBytes(2048), name: "cv.pdf" }, careers, key)),
          ],
        ] as const) {
          assert.equal(response.status, 422, what);
          assert.equal(((await response.json()) as ApiError).error, "idempotency_key_reused", what);
        }
        assert.equal((await target.query("select * from leads where idempotency_key = ?", [key])).length, 1);

        // A bot's repeat is answered as the bot was the first time: held.
        const botKey = randomUUID();
        const bot = { ...contact, [HONEYPOT_FIELD]: "https://spam.example" };
        const held = (await (await postJson(apiPaths.leads, bot, jsonHeaders(botKey))).json()) as ApiAccepted;
        assert.equal(held.held, true);
        const heldAgain = await postJson(apiPaths.leads, bot, jsonHeaders(botKey));
        assert.deepEqual(await heldAgain.json(), { ok: true, reference: held.reference, held: true, replayed: true });
      });

      test("a webhook answering a redirect has not received the lead: given up after the last attempt, the office alerted", async () => {
        webhook.status = 302;
        try {
          const response = await postJson(apiPaths.leads, { ...contact, firstName: "Redirected" });
          assert.equal(response.status, 201);
          const { reference } = (await response.json()) as ApiAccepted;
          const row = await leadRow(reference);
          const webhookRow = async () =>
            (
              await target.query("select * from outbox where lead_id = ? and channel = 'webhook' and kind = 'lead'", [
                Number(row.id),
              ])
            )[0];
          // Workers retry on the cron trigger; Node's outbox polls on its own.
          const dead = await waitUntil(
            async () => {
              if (target.name === "workers") await (target as WorkersTarget).trigger();
              const outbox = await webhookRow();
              return outbox?.dead_at ? outbox : undefined;
            },
            15_000,
            "the webhook notification given up",
          );
          assert.equal(dead.attempts, 3);
          assert.equal(dead.delivered_at, null);
          assert.match(String(dead.last_error), /webhook answered 302, a redirect/);
          assert.deepEqual(webhook.followed, [], "the redirect was not followed");
          assert.equal(webhook.callFor(reference), undefined);

          const health = (await (await target.fetch(`${target.api}${apiPaths.health}`)).json()) as {
            deadNotifications: number;
          };
          assert.ok(health.deadNotifications >= 1);
          if (target.name === "node") {
            // The office hears by e-mail that the webhook never had it, with the lead itself.
            const alert = await waitUntil(
              () =>
                smtp.messages.find((message) =>
                  message.includes(`Not delivered, please take it: Contact ${reference}`),
                ),
              10_000,
              "the alert mail",
            );
            assert.match(alert, /webhook notification was given up after 3 attempts/);
            assert.match(alert, /First Name: Redirected/);
          }
        } finally {
          webhook.status = 200;
        }
      });

      test("control characters never reach the store, the CSV or a notification; a message's lines cannot pass for fields", async () => {
        const response = await postJson(apiPaths.leads, {
          ...contact,
          lastName: "D'So\u0000uza",
          message: "Hello\u0000 there\u001b[2J\r\nPhone Number: +1 555 0100\r\n\tThanks\u0007",
        });
        assert.equal(response.status, 201);
        const { reference } = (await response.json()) as ApiAccepted;
        const row = await leadRow(reference);
        assert.equal(row.last_name, "D'Souza");
        assert.equal(row.message, "Hello there[2J\nPhone Number: +1 555 0100\n\tThanks");

        const csv = await (await target.fetch(`${target.api}${apiPaths.leadsCsv}`, { headers: counsellor })).text();
        assert.doesNotMatch(csv, /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/);
        assert.match(csv, new RegExp(`${reference}.*D'Souza`));

        const call = await waitUntil(() => webhook.callFor(reference), 10_000, "the webhook call");
        const summary = (call.body.summary as { text: string }).text;
        assert.match(summary, /\nMessage:\n> Hello there\[2J\n> Phone Number: \+1 555 0100\n> \tThanks\n/);
        assert.doesNotMatch(summary, /^Phone Number: \+1/m);
        if (target.name === "node") {
          const mail = await waitUntil(
            () => smtp.messages.find((message) => message.includes(`X-Lead-Reference: ${reference}`)),
            10_000,
            "the mail",
          );
          assert.match(mail, /^> Phone Number: \+1 555 0100\r?$/m);
        }
      });

      test("a resume's file name keeps no control or bidirectional characters", async () => {
        // U+202E reverses what follows: "cv\u202Efdp.exe" reads as "cvexe.pdf".
        const form = careersForm({ bytes: pdfBytes(2048), name: "cv\u202Egpj\u2066\u0007.pdf" });
        const response = await post(apiPaths.careers, form);
        assert.equal(response.status, 201, await response.clone().text());
        const { reference } = (await response.json()) as ApiAccepted;
        const [resume] = await target.query(
          "select r.file_name from resumes r join leads l on l.id = r.lead_id where l.reference = ?",
          [reference],
        );
        assert.equal(resume.file_name, "cvgpj.pdf");
        const download = await target.fetch(`${target.api}${apiPaths.resumes}/${reference}`, { headers: counsellor });
        assert.match(download.headers.get("content-disposition") ?? "", /filename="cvgpj\.pdf"/);
        await download.body?.cancel();
      });

      test("the page for a form posted without JavaScript links back only to a configured origin", async () => {
        // The Host header is the client's to set (fetch in the browser may not; a raw client may).
        const page = async (origin: string, host?: string) => {
          const answer = await target.fetch(`${target.api}${apiPaths.leads}`, {
            method: "POST",
            headers: {
              "Content-Type": "application/x-www-form-urlencoded",
              Accept: "text/html",
              Origin: origin,
              ...(host ? { Host: host } : {}),
              ...client(),
            },
            body: new URLSearchParams({ ...contact, email: "meera@" }).toString(),
          });
          return answer.text();
        };
        assert.match(await page(SITE_ORIGIN), new RegExp(`href="${SITE_ORIGIN}/"`));
        // The client names the host itself: same host, yet nobody configured that site.
        const spoofed = await page("http://evil.example", "evil.example");
        assert.doesNotMatch(spoofed, /evil\.example/);
      });

      test("without BETTER_AUTH_SECRET, staff sign-in and accounts answer 503 naming it", async () => {
        for (const response of [
          await target.fetch(`${target.api}${apiPaths.auth}/get-session`),
          await postJson(apiPaths.staff, { email: "a@b.in" }, { ...jsonHeaders(), ...counsellor }),
        ]) {
          assert.equal(response.status, 503);
          assert.match(((await response.json()) as ApiError).message, /set BETTER_AUTH_SECRET/);
        }
      });

      test("a method a path does not take is 405 with the methods it does", async () => {
        for (const [method, path, allow] of [
          ["PUT", apiPaths.leads, "POST, DELETE, OPTIONS"],
          ["GET", apiPaths.careers, "POST, OPTIONS"],
          ["POST", apiPaths.health, "GET, HEAD, OPTIONS"],
          ["DELETE", apiPaths.leadsCsv, "GET, HEAD, OPTIONS"],
        ] as const) {
          const response = await target.fetch(`${target.api}${path}`, {
            method,
            headers: { ...client(), ...counsellor },
          });
          assert.equal(response.status, 405, `${method} ${path}`);
          assert.equal(response.headers.get("allow"), allow);
          assert.equal(((await response.json()) as ApiError).error, "method_not_allowed");
        }
      });
    });

    if (name.startsWith("Workers")) {
      test("webhook down: the lead is stored, and the cron trigger delivers it once the webhook is back", async () => {
        const workers = target as WorkersTarget;
        webhook.status = 503;
        const response = await postJson(apiPaths.leads, { ...contact, firstName: "Outage" });
        assert.equal(response.status, 201);
        const { reference } = (await response.json()) as ApiAccepted;
        const row = await leadRow(reference);
        await waitUntil(
          async () =>
            (await target.query("select attempts from outbox where lead_id = ?", [Number(row.id)]))[0]?.attempts === 1,
          10_000,
          "the immediate attempt to fail",
        );
        assert.equal(webhook.callFor(reference), undefined);
        webhook.status = 200;
        await new Promise((resolve) => setTimeout(resolve, 300));
        await workers.trigger();
        await waitUntil(() => webhook.callFor(reference), 10_000, "delivery by the cron trigger");
        const outbox = await waitUntil(
          async () =>
            (
              await target.query("select * from outbox where lead_id = ? and delivered_at is not null", [
                Number(row.id),
              ])
            )[0],
          5000,
          "the outbox row marked delivered",
        );
        assert.equal(outbox.attempts, 2);
      });
    }
  });
}

describe("misconfiguration (Workers)", { timeout: 90_000 }, () => {
  test("an export token shorter than 32 characters: every request answers 503 naming the variable", async () => {
    const workers = await startWorkersTarget({
      port: 8733,
      vars: { LEADS_EXPORT_TOKEN: "short-token" },
      ready: (response) => response.status === 503,
    });
    try {
      for (const [method, route] of [
        ["GET", apiPaths.health],
        ["POST", apiPaths.leads],
      ] as const) {
        const response = await workers.fetch(`${workers.api}${route}`, { method });
        assert.equal(response.status, 503, `${method} ${route}`);
        assert.match(((await response.json()) as { message: string }).message, /LEADS_EXPORT_TOKEN/);
      }
    } finally {
      await workers.stop();
    }
  });
});
