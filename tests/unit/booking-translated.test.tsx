/**
 * The booking page and its manage page in Gujarati (and one Hindi check), as a parent meets them (queried by role):
 * the ways of meeting, days, months and field labels in the language, a bad phone number answered in Gujarati
 * naming the field, the booking sent with `language: "gu"`, and the confirmation and the booking's own page in
 * Gujarati. The receiver is a scripted fetch on a fixed calendar (Wednesday 6 March 2030), never today's. The
 * English pages read as before: their lines are checked word for word.
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { BookingFlow } from "@/components/booking/booking-flow";
import { CallbackForm } from "@/components/booking/callback-form";
import { ManageBooking } from "@/components/booking/manage-booking";
import { WithPageFragment } from "@/components/booking/with-page-fragment";
import { FormWordsProvider } from "@/components/forms/form-words";
import type { ApiBooked, ApiManagedBooking, OpenSlot } from "@/contract/api";
import { ist, istIso } from "@/contract/india-time";
import { consultationText } from "@/content/booking";
import { bookingPage, manageBookingPage } from "@/content/forms";
import { formWordsIn } from "@/content/languages";

jest.mock("@/components/ui/toaster", () => ({ notify: jest.fn() }));

jest.setTimeout(30_000);

const RECEIVER = "https://forms.example/api";
const TOKEN = "t".repeat(43);
const gu = formWordsIn("gu");
const hi = formWordsIn("hi");

/** Free times on Wednesday 6 March 2030 (IST), as the receiver writes them. */
const slotAt = (wallClock: string): OpenSlot => ({
  start: istIso(ist(wallClock)),
  end: istIso(new Date(ist(wallClock).getTime() + 30 * 60_000)),
  available: 1,
});
const eleven = slotAt("2030-03-06T11:00");
const noon = slotAt("2030-03-06T12:00");

const booked: ApiBooked = {
  ok: true,
  reference: "BP-7F3K2",
  start: eleven.start,
  end: eleven.end,
  mode: "office",
  office: "vadodara",
  arrangement: { text: "અમારી વડોદરા ઓફિસમાં તમારા કાઉન્સેલરને મળો." },
  manageUrl: `https://site.test/gu/book-consultation/manage#${TOKEN}`,
  confirmationQueued: true,
};

const managed: ApiManagedBooking = {
  ok: true,
  reference: "BP-7F3K2",
  firstName: "Asha",
  email: "asha@example.in",
  phone: "+91 98765 43210",
  status: "booked",
  changeable: true,
  start: eleven.start,
  end: eleven.end,
  mode: "office",
  office: "vadodara",
  arrangement: { text: "Meet your counsellor at our Vadodara office." },
  confirmationQueued: true,
};

type Call = { url: string; method: string; body?: Record<string, unknown> };

/** A receiver answering each path from `answers` (by method and path, e.g. "POST /bookings"); its calls. */
function receiver(answers: Record<string, { status: number; body: unknown }>) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === "object" && "url" in input ? input.url : String(input));
    const method = (init?.method ?? "GET").toUpperCase();
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    calls.push({ url: url.href, method, body });
    const path = url.pathname.replace(/^\/api/, "");
    const answer = answers[`${method} ${path}`];
    if (!answer) throw new TypeError(`nothing answers ${method} ${path}`);
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      headers: new Headers({ "Content-Type": "application/json" }),
      json: async () => answer.body,
      text: async () => JSON.stringify(answer.body),
    } as unknown as Response;
  }) as typeof fetch;
  return calls;
}

const slots = { status: 200, body: { slots: [eleven, noon] } };

const inGujarati = (children: React.ReactNode) => (
  <FormWordsProvider language="gu" words={gu}>
    {children}
  </FormWordsProvider>
);

const field = (label: string) => screen.getByRole("textbox", { name: new RegExp(`^${label}`) });

beforeEach(() => {
  window.__LEAD_DELIVERY__ = { api: RECEIVER };
  sessionStorage.clear();
  localStorage.clear();
  window.history.replaceState(null, "", "/");
});

afterEach(() => {
  delete window.__LEAD_DELIVERY__;
});

describe("the booking page in Gujarati", () => {
  /** The page with a Vadodara visit chosen and the 11:00 slot picked. */
  async function pickedEleven() {
    const user = userEvent.setup();
    const calls = receiver({ "GET /slots": slots, "POST /bookings": { status: 201, body: booked } });
    render(inGujarati(<BookingFlow />));
    await user.click(await screen.findByRole("radio", { name: "અમારી વડોદરા ઓફિસે રૂબરૂ આવો" }));
    // The day in Gujarati, with how many times it has free; the times as the language writes them.
    const days = await screen.findByRole("group", { name: gu.bookingPage.dayLegend });
    expect(within(days).getByRole("radio", { name: "બુધ 6 માર્ચ 2 ખાલી" })).toBeChecked();
    const times = screen.getByRole("group", { name: gu.bookingPage.timeLegend });
    await user.click(within(times).getByRole("radio", { name: "11:00 AM" }));
    return { user, calls };
  }

  test("offers the ways of meeting, the days and the fields in Gujarati", async () => {
    await pickedEleven();
    const ways = screen.getByRole("group", { name: gu.bookingPage.howLegend });
    expect(within(ways).getByRole("radio", { name: "ફોન કૉલ: અમે તમને ફોન કરીશું" })).toBeInTheDocument();
    expect(within(ways).getByRole("radio", { name: "અમારી સુરત ઓફિસે રૂબરૂ આવો" })).toBeInTheDocument();
    expect(screen.getByText("તમારો સમય: બુધ 6 માર્ચ, 11:00 AM IST", { exact: false })).toBeInTheDocument();
    expect(field(gu.fields.firstName)).toBeInTheDocument();
    expect(field(gu.fields.lastName)).toBeInTheDocument();
    expect(field(gu.fields.email)).toBeInTheDocument();
    expect(field(gu.fields.phone)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: gu.fields.message })).toHaveAttribute(
      "placeholder",
      gu.bookingPage.messagePlaceholder,
    );
    expect(screen.getByRole("button", { name: gu.bookingPage.submit })).toBeInTheDocument();
  });

  test("a bad phone number is answered in Gujarati, naming the phone field, and nothing is sent", async () => {
    const { user, calls } = await pickedEleven();
    await user.type(field(gu.fields.firstName), "Asha");
    await user.type(field(gu.fields.lastName), "Patel");
    await user.type(field(gu.fields.email), "asha@example.in");
    await user.type(field(gu.fields.phone), "12");
    await user.click(screen.getByRole("button", { name: gu.bookingPage.submit }));
    const phone = field(gu.fields.phone);
    await waitFor(() => expect(phone).toHaveAccessibleDescription(gu.validation.phone.invalid));
    expect(gu.validation.phone.invalid).toContain(gu.fields.phone);
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
  });

  test("sends the booking with language gu, and confirms it in Gujarati", async () => {
    const { user, calls } = await pickedEleven();
    await user.type(field(gu.fields.firstName), "Asha");
    await user.type(field(gu.fields.lastName), "Patel");
    await user.type(field(gu.fields.email), "asha@example.in");
    await user.type(field(gu.fields.phone), "+91 98765 43210");
    await user.click(screen.getByRole("button", { name: gu.bookingPage.submit }));

    const heading = await screen.findByRole("heading", { name: gu.bookingPage.confirmedTitle });
    const post = calls.find((call) => call.method === "POST");
    expect(post?.url).toBe(`${RECEIVER}/bookings`);
    expect(post?.body).toMatchObject({
      language: "gu",
      mode: "office",
      office: "vadodara",
      start: eleven.start,
      phone: "+91 98765 43210",
    });
    const confirmation = heading.closest("section")!;
    expect(confirmation).toHaveTextContent("બુધ 6 માર્ચ, 11:00 AM IST, વડોદરા ઓફિસમાં મુલાકાત (30 મિનિટ)");
    expect(confirmation).toHaveTextContent(gu.bookingPage.emailNote.replace("{email}", "asha@example.in"));
    // The manage link the receiver gave: the Gujarati manage page.
    expect(within(confirmation).getByRole("link", { name: gu.bookingPage.manage })).toHaveAttribute(
      "href",
      booked.manageUrl,
    );
    expect(within(confirmation).getByRole("link", { name: /ગૂગલ કેલેન્ડર/ })).toHaveAccessibleName(
      `${gu.bookingPage.googleCalendar} ${gu.bookingPage.opensNewTab}`,
    );
  });

  test("the call-back request labels its choices in Gujarati", () => {
    render(inGujarati(<CallbackForm />));
    const day = screen.getByRole("combobox", { name: gu.fields.preferredDay });
    expect(within(day).getByRole("option", { name: gu.bookingPage.callbackAnyDay })).toBeInTheDocument();
    expect(within(day).getByRole("option", { name: gu.options.preferredDay.monday })).toBeInTheDocument();
    const time = screen.getByRole("combobox", { name: gu.fields.preferredTime });
    expect(within(time).getByRole("option", { name: gu.bookingPage.callbackAnyTime })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: gu.bookingPage.callbackSubmit })).toBeInTheDocument();
  });
});

describe("the manage page in Gujarati", () => {
  test("shows the booking, its time in Gujarati, and moves it", async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, "", `/gu/book-consultation/manage#${TOKEN}`);
    const calls = receiver({
      [`GET /bookings/${TOKEN}`]: { status: 200, body: managed },
      "GET /slots": slots,
      [`POST /bookings/${TOKEN}/reschedule`]: {
        status: 409,
        body: { ok: false, error: "slot_taken", message: "taken", alternatives: [noon] },
      },
    });
    render(inGujarati(<ManageBooking />));
    expect(await screen.findByRole("heading", { name: "Asha, તમારું મફત કન્સલ્ટેશન" })).toBeInTheDocument();
    expect(screen.getByText("બુધ 6 માર્ચ, 11:00 AM IST, વડોદરા ઓફિસમાં મુલાકાત (30 મિનિટ)")).toBeInTheDocument();
    const move = await screen.findByRole("group", { name: gu.bookingPage.timeLegend });
    await user.click(within(move).getByRole("radio", { name: "12:00 PM" }));
    await user.click(screen.getByRole("button", { name: "કન્સલ્ટેશનનો સમય બદલીને બુધ 6 માર્ચ, 12:00 PM કરો" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("સૌથી નજીકના ખાલી સમય: બુધ 6 માર્ચ, 12:00 PM.");
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ start: noon.start });
  });

  test("the language switcher's links open the same booking: they carry its fragment", async () => {
    window.history.replaceState(null, "", `/gu/book-consultation/manage#${TOKEN}`);
    render(
      <WithPageFragment>
        <a href="/book-consultation/manage" hrefLang="en">
          English
        </a>
        <a href="/hi/book-consultation/manage" hrefLang="hi">
          हिन्दी
        </a>
      </WithPageFragment>,
    );
    await waitFor(() =>
      expect(screen.getByRole("link", { name: "English" })).toHaveAttribute(
        "href",
        `/book-consultation/manage#${TOKEN}`,
      ),
    );
    expect(screen.getByRole("link", { name: "हिन्दी" })).toHaveAttribute(
      "href",
      `/hi/book-consultation/manage#${TOKEN}`,
    );
  });

  test("a cancelled booking offers the Gujarati booking page", async () => {
    window.history.replaceState(null, "", `/gu/book-consultation/manage#${TOKEN}`);
    receiver({
      [`GET /bookings/${TOKEN}`]: {
        status: 200,
        body: {
          ...managed,
          status: "cancelled",
          cancelled: { start: eleven.start, end: eleven.end, mode: "phone" },
        },
      },
    });
    render(inGujarati(<ManageBooking />));
    expect(
      await screen.findByText(
        "તમારું મફત કન્સલ્ટેશન (BP-7F3K2), બુધ 6 માર્ચ, 11:00 AM IST, ફોન કૉલ (30 મિનિટ): રદ કરવામાં આવ્યું છે.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: gu.manageBookingPage.bookAgain })).toHaveAttribute(
      "href",
      "/gu/book-consultation",
    );
  });
});

test("in Hindi, the days and months are Hindi's and the booking says so", async () => {
  const user = userEvent.setup();
  const calls = receiver({ "GET /slots": slots });
  render(
    <FormWordsProvider language="hi" words={hi}>
      <BookingFlow />
    </FormWordsProvider>,
  );
  await user.click(await screen.findByRole("radio", { name: hi.bookingPage.phoneCall }));
  expect(await screen.findByRole("radio", { name: "बुध 6 मार्च 2 खाली" })).toBeChecked();
  expect(screen.getByRole("radio", { name: "11:00 am" })).toBeInTheDocument();
  expect(calls[0].url).toBe(`${RECEIVER}/slots?mode=phone`);
});

describe("the English pages read as before", () => {
  test("the booking's days, its confirmation line and the manage page's words", async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, "", `/book-consultation/manage#${TOKEN}`);
    receiver({
      [`GET /bookings/${TOKEN}`]: { status: 200, body: managed },
      "GET /slots": slots,
    });
    render(<ManageBooking />);
    expect(await screen.findByRole("heading", { name: "Asha, your free consultation" })).toBeInTheDocument();
    const line = consultationText({
      mode: "office",
      office: "vadodara",
      start: new Date(eleven.start),
      end: new Date(eleven.end),
    });
    expect(line).toBe("Wed 6 Mar, 11:00 AM IST, office visit in Vadodara (30 minutes)");
    expect(screen.getByText(line)).toBeInTheDocument();
    expect(await screen.findByRole("radio", { name: "Wed 6 Mar 1 free" })).toBeChecked();
    await user.click(screen.getByRole("radio", { name: "12:00 PM" }));
    expect(screen.getByRole("button", { name: "Move my consultation to Wed 6 Mar, 12:00 PM" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Google Calendar (opens in a new tab)" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: manageBookingPage.cancelSubmit })).toBeInTheDocument();
  });

  test("a booking from an English page sends no language", async () => {
    const user = userEvent.setup();
    const calls = receiver({
      "GET /slots": slots,
      "POST /bookings": {
        status: 201,
        body: { ...booked, manageUrl: `https://site.test/book-consultation/manage#${TOKEN}` },
      },
    });
    render(<BookingFlow />);
    await user.click(await screen.findByRole("radio", { name: "Phone call: we call you" }));
    await user.click(await screen.findByRole("radio", { name: "11:00 AM" }));
    expect(screen.getByText("Your slot: Wed 6 Mar, 11:00 AM IST", { exact: false })).toBeInTheDocument();
    await user.type(field("First Name"), "Asha");
    await user.type(field("Last Name"), "Patel");
    await user.type(field("Email Address"), "asha@example.in");
    await user.type(field("Phone Number"), "+91 98765 43210");
    await user.click(screen.getByRole("button", { name: bookingPage.submit }));
    await screen.findByRole("heading", { name: bookingPage.confirmedTitle });
    const post = calls.find((call) => call.method === "POST");
    expect(post?.body).toMatchObject({ mode: "phone", start: eleven.start });
    expect(post?.body).not.toHaveProperty("language");
  });

  test("the ways of meeting and the call-back request", () => {
    render(<BookingFlow />);
    expect(screen.getByRole("radio", { name: "Visit our Vadodara office" })).toBeInTheDocument();
    render(<CallbackForm />);
    expect(screen.getByRole("option", { name: "Any day" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: bookingPage.callbackSubmit })).toBeInTheDocument();
  });
});
