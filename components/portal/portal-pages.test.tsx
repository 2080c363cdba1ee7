/**
 * The portal's pages as a family meets them, against a stand-in receiver (fetch answering by path): sign-in and
 * its refusals, "Forgot password?", the set-password link, and the account as a student and as a parent.
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { SignInForm } from "@/components/forms/sign-in-form";
import { notify } from "@/components/ui/toaster";
import type { PortalMe } from "@/contract/portal";
import { openPage } from "@/lib/portal/portal-api";

import { PortalAccount } from "./portal-account";
import { PortalWelcome } from "./portal-welcome";

// Built with a receiver behind the site's own /api, as the portal needs.
jest.mock("@/lib/leads/config", () => {
  process.env.NEXT_PUBLIC_LEAD_API = "/api";
  return jest.requireActual("@/lib/leads/config");
});
jest.mock("@/components/ui/toaster", () => ({ notify: jest.fn() }));
const pushMock = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: pushMock }) }));
jest.mock("@/lib/portal/portal-api", () => ({
  ...jest.requireActual("@/lib/portal/portal-api"),
  openPage: jest.fn(),
}));

/**
 * Better Auth's client is ES modules only (Jest runs CommonJS): a stand-in with its answer's shape ({ data, error }
 * with the status), posting to the same paths, so the stand-in receiver below sees what the real client sends.
 */
jest.mock("@/lib/portal/portal-auth", () => {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`/api/portal/auth${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => null)) as { code?: string } | null;
    return response.ok
      ? { data: answer, error: null }
      : { data: null, error: { status: response.status, statusText: "", code: answer?.code } };
  };
  return {
    portalAuth: {
      signIn: {
        email: (body: unknown) => post("/sign-in/email", body),
        social: (body: unknown) => post("/sign-in/social", body),
      },
      signOut: () => post("/sign-out", {}),
      requestPasswordReset: (body: unknown) => post("/request-password-reset", body),
      resetPassword: (body: unknown) => post("/reset-password", body),
    },
  };
});

jest.setTimeout(30_000);

const notifyMock = notify as jest.MockedFunction<typeof notify>;
const openPageMock = openPage as jest.MockedFunction<typeof openPage>;

type Route = { status: number; body?: unknown };
type Seen = { method: string; path: string; body: unknown };

/** A receiver answering each "METHOD /path" from `routes` (404 otherwise); returns what it was sent. */
/** Better Auth's get-session as the receiver answers it beside GET /me: the viewer, or null (still a 200). */
function sessionOf(routes: Record<string, Route | ((body: unknown) => Route)>, key: string): Route | undefined {
  if (key !== "GET /api/portal/auth/get-session") return undefined;
  const me = routes["GET /api/portal/me"];
  const answer = typeof me === "function" ? me(undefined) : me;
  const viewer = answer?.status === 200 ? (answer.body as { viewer?: { email: string; name: string } }).viewer : null;
  return { status: 200, body: viewer ? { user: viewer } : null };
}

function receiver(routes: Record<string, Route | ((body: unknown) => Route)>) {
  const seen: Seen[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = (init?.method ?? "GET").toUpperCase();
    const raw = init?.body;
    const body = typeof raw === "string" && raw ? (JSON.parse(raw) as unknown) : raw;
    seen.push({ method, path: `${url.pathname}${url.search}`, body });
    const route = routes[`${method} ${url.pathname}`] ?? sessionOf(routes, `${method} ${url.pathname}`);
    const { status, body: answer } = typeof route === "function" ? route(body) : (route ?? { status: 404 });
    // jsdom has no Response: the parts of one the callers read.
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: new Headers(answer === undefined ? {} : { "Content-Type": "application/json" }),
      json: async () => {
        if (answer === undefined) throw new SyntaxError("Unexpected end of JSON input");
        return answer;
      },
    } as unknown as Response;
  }) as typeof fetch;
  return seen;
}

const field = (name: RegExp | string) => screen.getByLabelText(name);

beforeEach(() => {
  notifyMock.mockClear();
  openPageMock.mockClear();
  sessionStorage.clear();
  window.location.hash = "";
});

const me = (kind: "student" | "parent"): PortalMe => ({
  ok: true,
  viewer:
    kind === "student"
      ? { kind, name: "Asha Patel", email: "asha@example.com" }
      : { kind, name: "Ramesh Patel", email: "ramesh@example.com" },
  student: { name: "Asha Patel", email: "asha@example.com" },
  counsellor: {
    name: "Priya Shah",
    office: "surat" as PortalMe["counsellor"] extends infer C ? (C extends { office: infer O } ? O : never) : never,
    officeName: "Surat",
    callUrl: "tel:+919876543210",
    whatsappUrl: "https://wa.me/919876543210",
  },
  stage: "Applications sent: 1 of 2",
  nextSteps: ["Upload your passport"],
  consultations: [
    {
      reference: "BP-7F3K2",
      start: "2099-12-01T11:00:00+05:30",
      end: "2099-12-01T11:30:00+05:30",
      text: "Video call on Tue 1 Dec, 11:00 am IST",
      manageUrl: kind === "student" ? "/book-consultation/manage#token" : null,
    },
  ],
  applications: [
    {
      id: 1,
      university: "University of Leeds",
      program: "MSc Data Science",
      intake: "September 2027",
      deadline: "2027-01-15",
      stage: "applied",
      history: [
        { stage: "shortlisted", note: null, at: "2026-10-01T10:00:00+05:30", by: "Priya Shah" },
        { stage: "applied", note: "Sent with the SOP", at: "2026-10-20T10:00:00+05:30", by: "Priya Shah" },
      ],
    },
  ],
  documents: [
    {
      id: 7,
      title: "Passport",
      note: "All pages with stamps",
      origin: "checklist",
      status: "rejected",
      reason: "The scan is blurred",
      updatedAt: "2026-10-21T10:00:00+05:30",
      files:
        kind === "student"
          ? [
              {
                id: 12,
                fileName: "passport.pdf",
                contentType: "application/pdf",
                size: 200_000,
                uploadedAt: "2026-10-20T10:00:00+05:30",
              },
            ]
          : [],
    },
  ],
  parents: [
    { id: "p1", name: "Ramesh Patel", email: "ramesh@example.com", invitedAt: "2026-10-01T10:00:00Z", joined: true },
  ],
});

const thread = {
  ok: true,
  messages: [
    {
      id: 2,
      from: "office",
      name: "Priya Shah",
      text: "Please upload the passport again.",
      at: "2026-10-22T10:00:00+05:30",
    },
    { id: 1, from: "student", name: "Asha Patel", text: "Done?", at: "2026-10-21T10:00:00+05:30" },
  ],
};

describe("sign-in", () => {
  test("signs in for real: only after the receiver's 200 the toast, then the account", async () => {
    const seen = receiver({
      "GET /api/portal/me": { status: 401 },
      "POST /api/portal/auth/sign-in/email": { status: 200, body: { token: "t", user: {} } },
    });
    const user = userEvent.setup();
    render(<SignInForm />);
    await user.type(field(/^Email/), "asha@example.com");
    await user.type(field(/^Password/), "secret-password");
    await user.click(screen.getByRole("button", { name: "Continue" }));

    await waitFor(() => expect(pushMock).toHaveBeenCalledWith("/account"));
    expect(notifyMock).toHaveBeenCalledWith("success", "Welcome back!", {
      description: "Signed in as asha@example.com",
    });
    const signIn = seen.find((request) => request.path === "/api/portal/auth/sign-in/email");
    expect(signIn?.body).toEqual({ email: "asha@example.com", password: "secret-password", rememberMe: true });
    expect(field(/^Password/)).toHaveValue("");
    expect(JSON.stringify({ ...sessionStorage, ...localStorage })).not.toContain("secret-password");
  });

  test("a wrong password says so, with no toast and no password kept", async () => {
    receiver({
      "POST /api/portal/auth/sign-in/email": {
        status: 401,
        body: { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" },
      },
    });
    const user = userEvent.setup();
    render(<SignInForm />);
    await user.type(field(/^Email/), "asha@example.com");
    await user.type(field(/^Password/), "wrong-password");
    await user.click(screen.getByRole("button", { name: "Continue" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid email or password.");
    expect(notifyMock).not.toHaveBeenCalled();
    expect(openPageMock).not.toHaveBeenCalled();
    expect(field(/^Password/)).toHaveValue("");
  });

  test("too many tries asks to wait a minute", async () => {
    receiver({ "POST /api/portal/auth/sign-in/email": { status: 429, body: { message: "Too many requests" } } });
    const user = userEvent.setup();
    render(<SignInForm />);
    await user.type(field(/^Email/), "asha@example.com");
    await user.type(field(/^Password/), "secret-password");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please wait a minute");
  });

  test("Forgot password? checks the e-mail, then gives the same answer for any address", async () => {
    const seen = receiver({
      "POST /api/portal/auth/request-password-reset": { status: 200, body: { status: true, emailed: true } },
    });
    const user = userEvent.setup();
    render(<SignInForm />);
    await user.click(screen.getByRole("button", { name: "Forgot password?" }));
    expect(await screen.findByText("Please enter a valid email")).toBeInTheDocument();
    expect(seen.some((request) => request.path.includes("request-password-reset"))).toBe(false);

    await user.type(field(/^Email/), "nobody@example.com");
    await user.click(screen.getByRole("button", { name: "Forgot password?" }));
    await waitFor(() =>
      expect(
        screen.getByText("If an account exists for that address, we have e-mailed a link to set a new password."),
      ).toBeInTheDocument(),
    );
    expect(seen.find((request) => request.path.includes("request-password-reset"))?.body).toEqual({
      email: "nobody@example.com",
    });
  });

  test("Forgot password? on a receiver that cannot e-mail says nothing was sent, and who can help", async () => {
    receiver({
      "POST /api/portal/auth/request-password-reset": { status: 200, body: { status: true, emailed: false } },
    });
    const user = userEvent.setup();
    render(<SignInForm />);
    await user.type(field(/^Email/), "asha@example.com");
    await user.click(screen.getByRole("button", { name: "Forgot password?" }));
    expect(await screen.findByText(/We cannot e-mail a link just now: nothing was sent/)).toBeInTheDocument();
    expect(screen.queryByText(/we have e-mailed a link/)).not.toBeInTheDocument();
  });

  test("a provider the receiver does not have is explained honestly", async () => {
    receiver({ "POST /api/portal/auth/sign-in/social": { status: 404, body: { code: "PROVIDER_NOT_FOUND" } } });
    const user = userEvent.setup();
    render(<SignInForm />);
    await user.click(screen.getByRole("button", { name: "Continue with Google" }));
    await waitFor(() =>
      expect(notifyMock).toHaveBeenCalledWith("info", "Sign-in with Google is not available yet", expect.anything()),
    );
  });

  test("already signed in: offers the way to the account", async () => {
    receiver({ "GET /api/portal/me": { status: 200, body: me("student") } });
    render(<SignInForm />);
    expect(await screen.findByRole("link", { name: "Go to your account" })).toHaveAttribute("href", "/account");
    expect(screen.getByText("You are already signed in as asha@example.com.")).toBeInTheDocument();
  });
});

describe("the set-password link", () => {
  const token = "Abc123Abc123Abc123Abc123";

  test("greets by name, sets the password, then links to sign in", async () => {
    window.location.hash = `#${token}`;
    const seen = receiver({
      "POST /api/portal/welcome": {
        status: 200,
        body: { ok: true, name: "Ramesh Patel", email: "ramesh@example.com", kind: "parent" },
      },
      "POST /api/portal/auth/reset-password": { status: 200, body: { status: true } },
    });
    const user = userEvent.setup();
    render(<PortalWelcome />);
    expect(await screen.findByRole("heading", { name: "Welcome, Ramesh Patel" })).toBeInTheDocument();
    expect(seen[0]).toEqual({ method: "POST", path: "/api/portal/welcome", body: { token } });

    await user.type(field(/^New password \*/), "short");
    await user.type(field(/^New password again/), "short");
    await user.click(screen.getByRole("button", { name: "Set password" }));
    expect(await screen.findByText("Use at least 10 characters")).toBeInTheDocument();

    await user.clear(field(/^New password \*/));
    await user.type(field(/^New password \*/), "a-long-password");
    await user.clear(field(/^New password again/));
    await user.type(field(/^New password again/), "a-long-password");
    await user.click(screen.getByRole("button", { name: "Set password" }));
    expect(await screen.findByText("Your password is set")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/signin");
    expect(seen.find((request) => request.path.endsWith("/reset-password"))?.body).toEqual({
      newPassword: "a-long-password",
      token,
    });
  });

  test("a used or expired link says so and who to ask", async () => {
    window.location.hash = `#${token}`;
    receiver({
      "POST /api/portal/welcome": { status: 404, body: { ok: false, error: "not_found", message: "Not found" } },
    });
    render(<PortalWelcome />);
    expect(await screen.findByText("This link has been used or has expired")).toBeInTheDocument();
    expect(screen.getByText(/Ask your counsellor for a new link/)).toBeInTheDocument();
  });
});

describe("the account", () => {
  test("without a session asks to sign in", async () => {
    receiver({ "GET /api/portal/me": { status: 401, body: { ok: false, error: "unauthorized", message: "Sign in" } } });
    render(<PortalAccount />);
    expect(await screen.findByText("Sign in to see your account")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/signin");
  });

  test("a student sees every section, uploads and downloads, and writes to the office", async () => {
    const seen = receiver({
      "GET /api/portal/me": { status: 200, body: me("student") },
      "GET /api/portal/messages": { status: 200, body: thread },
      "POST /api/portal/messages": (body) => ({
        status: 200,
        body: {
          ok: true,
          message: {
            id: 3,
            from: "student",
            name: "Asha Patel",
            text: (body as { text: string }).text,
            at: "2026-10-23T10:00:00+05:30",
          },
        },
      }),
      "POST /api/portal/documents/7": {
        status: 422,
        body: {
          ok: false,
          error: "invalid",
          message: "Check the file.",
          fields: { file: "This file is not a PDF, JPEG or PNG." },
        },
      },
    });
    const user = userEvent.setup();
    render(<PortalAccount />);
    expect(await screen.findByText("Applications sent: 1 of 2")).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Sections of your account" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Overview", "Applications", "Documents", "Messages", "Parents", "My data"]);
    expect(screen.getByRole("link", { name: "See, move or cancel it" })).toHaveAttribute(
      "href",
      "/book-consultation/manage#token",
    );
    expect(screen.getByRole("link", { name: /^Call/ })).toHaveAttribute("href", "tel:+919876543210");

    const table = screen.getByRole("table", { name: "Your applications" });
    expect(within(table).getByRole("cell", { name: "Application sent" })).toBeInTheDocument();
    expect(within(table).getByText("15 January 2027")).toBeInTheDocument();
    expect(within(table).getByText("History (2 stages)")).toBeInTheDocument();

    expect(screen.getByText("Please upload again")).toBeInTheDocument();
    expect(screen.getByText("The scan is blurred")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download passport.pdf" })).toHaveAttribute(
      "href",
      "http://localhost/api/portal/documents/7/file?version=12",
    );

    // Too large: said in the browser, naming the file; nothing sent.
    const picker = field("File for Passport");
    await user.upload(picker, new File([new Uint8Array(11 * 1024 * 1024)], "huge.pdf", { type: "application/pdf" }));
    expect(screen.getByText(/^huge\.pdf is too large/)).toHaveAttribute("role", "alert");
    // The receiver's 422, beside the control, the file still chosen.
    await user.upload(picker, new File(["%PDF"], "passport-new.pdf", { type: "application/pdf" }));
    await user.click(screen.getByRole("button", { name: "Upload a new version" }));
    expect(await screen.findByText("This file is not a PDF, JPEG or PNG.")).toHaveAttribute("role", "alert");
    expect((picker as HTMLInputElement).files?.[0]?.name).toBe("passport-new.pdf");
    expect(picker).toHaveAttribute("aria-invalid", "true");

    // The thread, oldest first, and a message sent.
    const list = await screen.findByRole("list", { name: "Messages with the office" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining("Asha Patel (student)"), expect.stringContaining("Priya Shah (the office)")]);
    await user.type(field(/^Your message/), "Uploaded again.");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(3));
    expect(field(/^Your message/)).toHaveValue("");
    expect(seen.find((request) => request.method === "POST" && request.path === "/api/portal/messages")?.body).toEqual({
      text: "Uploaded again.",
    });

    expect(screen.getByRole("link", { name: "Download my data" })).toHaveAttribute(
      "href",
      "http://localhost/api/portal/export",
    );
  });

  test("a message that fails stays in the box, saying why", async () => {
    receiver({
      "GET /api/portal/me": { status: 200, body: me("student") },
      "GET /api/portal/messages": { status: 200, body: thread },
      "POST /api/portal/messages": {
        status: 503,
        body: { ok: false, error: "unavailable", message: "We cannot store anything just now." },
      },
    });
    const user = userEvent.setup();
    render(<PortalAccount />);
    await user.type(await screen.findByLabelText(/^Your message/), "Hello there");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText(/We cannot store anything just now\. It is still in the box/)).toBeInTheDocument();
    expect(field(/^Your message/)).toHaveValue("Hello there");
  });

  test("a parent sees statuses only: no upload, no download, no parents section", async () => {
    receiver({
      "GET /api/portal/me": { status: 200, body: me("parent") },
      "GET /api/portal/messages": { status: 200, body: thread },
    });
    render(<PortalAccount />);
    expect(await screen.findByText("Please upload again")).toBeInTheDocument();
    expect(screen.queryByLabelText("File for Passport")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /^Download passport/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Parents" })).not.toBeInTheDocument();
    expect(screen.getByText(/You are following Asha Patel’s application/)).toBeInTheDocument();
  });

  test("a parent invited: the link to copy and share, e-mailed only when the receiver says so", async () => {
    const seen = receiver({
      "GET /api/portal/me": { status: 200, body: me("student") },
      "GET /api/portal/messages": { status: 200, body: thread },
      "POST /api/portal/parents": {
        status: 201,
        body: { ok: true, id: "p2", inviteUrl: "https://example.com/account/welcome#tok", emailed: false },
      },
    });
    const user = userEvent.setup();
    render(<PortalAccount />);
    await user.type(await screen.findByLabelText(/^Parent's name/), "Meena Patel");
    await user.type(field(/^Parent's e-mail/), "meena@example.com");
    await user.click(screen.getByRole("button", { name: "Invite" }));
    expect(await screen.findByText("Meena Patel is invited")).toBeInTheDocument();
    expect(screen.getByText("No e-mail was sent: share the link below with them yourself.")).toBeInTheDocument();
    expect(field("Invitation link")).toHaveValue("https://example.com/account/welcome#tok");
    expect(screen.getByRole("link", { name: /Share on WhatsApp/ }).getAttribute("href")).toMatch(
      /^https:\/\/wa\.me\/\?text=.*https%3A%2F%2Fexample\.com%2Faccount%2Fwelcome%23tok$/,
    );
    expect(seen.find((request) => request.path === "/api/portal/parents")?.body).toEqual({
      name: "Meena Patel",
      email: "meena@example.com",
    });
  });

  test("erasure is asked for after a confirm, and said to be asked, not done", async () => {
    const seen = receiver({
      "GET /api/portal/me": { status: 200, body: me("student") },
      "GET /api/portal/messages": { status: 200, body: thread },
      "POST /api/portal/erasure": { status: 200, body: { ok: true } },
    });
    const user = userEvent.setup();
    render(<PortalAccount />);
    await user.click(await screen.findByRole("button", { name: "Ask for erasure" }));
    expect(seen.some((request) => request.path === "/api/portal/erasure")).toBe(false);
    await user.click(screen.getByRole("button", { name: "Yes, ask the office" }));
    expect(await screen.findByText("We have asked the office to erase your account.")).toBeInTheDocument();
  });
});
