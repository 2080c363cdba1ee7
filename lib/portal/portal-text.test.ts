import { PORTAL_FILE_MAX_BYTES, type PortalConsultation, type PortalMessage } from "@/contract/portal";
import {
  dayOfText,
  dayText,
  fileProblem,
  messageAuthor,
  nextConsultation,
  oldestFirst,
  parentStatus,
  requestFailure,
  signInRefusal,
  welcomeTokenOf,
  whatsappNote,
  whatsappShareUrl,
} from "@/lib/portal/portal-text";
import { portalPasswordSchema } from "@/lib/portal/portal-forms";

describe("signInRefusal", () => {
  it.each([
    [401, "Invalid email or password."],
    [429, "Too many tries. Please wait a minute, then try again."],
    [0, "We cannot reach sign-in just now. Check your connection and try again."],
    [500, "We could not sign you in just now. Please try again in a moment."],
    [503, "We could not sign you in just now. Please try again in a moment."],
  ])("answers %i in plain words", (status, words) => {
    expect(signInRefusal(status)).toBe(words);
  });
});

describe("requestFailure", () => {
  it("names the limit on a 413 and asks to sign in again on a 401", () => {
    expect(requestFailure(413)).toBe("That file is too large: the limit is 10 MB.");
    expect(requestFailure(401)).toMatch(/Sign in again/);
    expect(requestFailure(0)).toMatch(/cannot reach/);
  });
});

describe("fileProblem", () => {
  const file = (name: string, size: number, type: string) => ({ name, size, type });

  it.each([
    file("passport.pdf", 200_000, "application/pdf"),
    file("photo.JPG", 2_000_000, "image/jpeg"),
    file("marks.png", PORTAL_FILE_MAX_BYTES, "image/png"),
    // Some phones report no type.
    file("scan.jpeg", 1_000, ""),
  ])("takes $name", (chosen) => {
    expect(fileProblem(chosen)).toBeUndefined();
  });

  it("names a file over 10 MB with its size", () => {
    expect(fileProblem(file("bank-statement.pdf", PORTAL_FILE_MAX_BYTES + 1, "application/pdf"))).toBe(
      "bank-statement.pdf is too large (10.0 MB): the limit is 10 MB. Choose a smaller file, or scan it at a lower resolution.",
    );
    expect(fileProblem(file("big.png", 15 * 1024 * 1024, "image/png"))).toMatch(/^big\.png is too large \(15\.0 MB\)/);
  });

  it("names a file of another type, and an empty one", () => {
    expect(fileProblem(file("essay.docx", 1_000, "application/msword"))).toBe(
      "essay.docx is not a PDF, JPEG or PNG file. Choose a PDF, JPEG or PNG.",
    );
    expect(fileProblem(file("fake.pdf", 1_000, "text/html"))).toMatch(/not a PDF, JPEG or PNG/);
    expect(fileProblem(file("blank.pdf", 0, "application/pdf"))).toBe("blank.pdf is empty. Choose the file again.");
  });

  it("shows the name without a path or direction marks", () => {
    expect(fileProblem(file("C:\\Users\\a\\cv\u202Efdp.exe", 1, ""))).toMatch(/^cvfdp\.exe is not/);
  });
});

describe("the thread", () => {
  const message = (id: number, at: string, from: PortalMessage["from"] = "student"): PortalMessage => ({
    id,
    from,
    channel: "portal",
    name: "Asha Patel",
    text: "Hello",
    at,
  });

  it("is oldest first, by time then id", () => {
    const thread = [
      message(3, "2026-11-02T10:00:00+05:30"),
      message(2, "2026-11-01T10:00:00+05:30"),
      message(1, "2026-11-02T10:00:00+05:30"),
    ];
    expect(oldestFirst(thread).map((each) => each.id)).toEqual([2, 1, 3]);
  });

  it("marks who wrote each message", () => {
    expect(messageAuthor({ from: "student", name: "Asha Patel" })).toBe("Asha Patel (student)");
    expect(messageAuthor({ from: "parent", name: "Ramesh Patel" })).toBe("Ramesh Patel (parent)");
    expect(messageAuthor({ from: "office", name: "Priya Shah" })).toBe("Priya Shah (the office)");
    expect(messageAuthor({ from: "family", name: "Asha Patel" })).toBe("Asha Patel (on WhatsApp)");
  });

  it("says which messages went on WhatsApp, and an office message WhatsApp could not deliver", () => {
    expect(whatsappNote({ from: "student", channel: "portal" })).toBeUndefined();
    expect(whatsappNote({ from: "office", channel: "whatsapp", whatsapp: { state: "delivered" } })).toBe("on WhatsApp");
    expect(whatsappNote({ from: "office", channel: "whatsapp", whatsapp: { state: "failed", error: "x" } })).toBe(
      "Not delivered on WhatsApp",
    );
    // The family's own WhatsApp message: its author already says "on WhatsApp".
    expect(whatsappNote({ from: "family", channel: "whatsapp" })).toBeUndefined();
  });
});

describe("dates in IST", () => {
  it("reads a deadline as its day, and an instant as its day in India", () => {
    expect(dayText("2027-01-15")).toBe("15 January 2027");
    // 20:00 UTC on 14 July is already 15 July in India.
    expect(dayOfText("2027-07-14T20:00:00Z")).toBe("15 July 2027");
  });

  it("says whether a parent has joined, or since when they are invited", () => {
    expect(parentStatus({ joined: true, invitedAt: "2027-07-14T20:00:00Z" })).toBe("Has joined");
    expect(parentStatus({ joined: false, invitedAt: "2027-07-14T20:00:00Z" })).toBe(
      "Invited 15 July 2027, has not joined yet",
    );
  });
});

describe("nextConsultation", () => {
  const consultation = (reference: string, start: string, end: string): PortalConsultation => ({
    reference,
    start,
    end,
    text: reference,
    manageUrl: null,
  });
  const now = new Date("2026-12-01T10:45:00+05:30");

  it("is the first one not over yet (one under way counts)", () => {
    const list = [
      consultation("later", "2026-12-05T10:00:00+05:30", "2026-12-05T10:30:00+05:30"),
      consultation("past", "2026-11-20T10:00:00+05:30", "2026-11-20T10:30:00+05:30"),
      consultation("now", "2026-12-01T10:30:00+05:30", "2026-12-01T11:00:00+05:30"),
    ];
    expect(nextConsultation(list, now)?.reference).toBe("now");
    expect(nextConsultation(list.slice(0, 2), now)?.reference).toBe("later");
    expect(nextConsultation([list[1]!], now)).toBeUndefined();
  });
});

describe("invites", () => {
  it("shares on WhatsApp without a number, the link in the text", () => {
    expect(whatsappShareUrl("Open https://example.com/account/welcome#abc")).toBe(
      "https://wa.me/?text=Open%20https%3A%2F%2Fexample.com%2Faccount%2Fwelcome%23abc",
    );
  });

  it("reads the token from the fragment only when it can be one", () => {
    expect(welcomeTokenOf("#Abc123_-Abc123_-Abc1")).toBe("Abc123_-Abc123_-Abc1");
    expect(welcomeTokenOf("")).toBeUndefined();
    expect(welcomeTokenOf("#short")).toBeUndefined();
    expect(welcomeTokenOf("#has spaces in it, not a token")).toBeUndefined();
    expect(welcomeTokenOf("#%E0%A4%A")).toBeUndefined();
  });
});

describe("portalPasswordSchema", () => {
  const check = (newPassword: string, repeatPassword: string) =>
    portalPasswordSchema.safeParse({ newPassword, repeatPassword });

  it("asks for at least 10 characters, typed the same twice", () => {
    expect(check("long-enough-1", "long-enough-1").success).toBe(true);
    expect(check("short", "short").error?.issues.map((issue) => issue.message)).toEqual(["Use at least 10 characters"]);
    const differ = check("long-enough-1", "long-enough-2").error?.issues[0];
    expect(differ?.message).toBe("The two passwords are not the same");
    expect(differ?.path).toEqual(["repeatPassword"]);
  });
});
