import { googleCalendarUrl, utcStamp, whatsappShareUrl } from "./calendar-links";
import { ist, istIso } from "@/contract/india-time";

describe("calendar links", () => {
  it("writes IST instants in UTC, as calendars read them", () => {
    expect(utcStamp(istIso(ist("2026-12-01T10:30:00")))).toBe("20261201T050000Z");
    expect(utcStamp(istIso(ist("2026-12-01T04:30:00")))).toBe("20261130T230000Z");
  });

  it("makes a Google Calendar event with the slot's UTC times and its place", () => {
    const url = new URL(
      googleCalendarUrl({
        title: "Free consultation",
        start: istIso(ist("2026-12-01T10:30:00")),
        end: istIso(ist("2026-12-01T11:00:00")),
        details: "Reference BP-7F3K2",
        location: "Ring Road, Surat",
      }),
    );
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("dates")).toBe("20261201T050000Z/20261201T053000Z");
    expect(url.searchParams.get("location")).toBe("Ring Road, Surat");
    expect(url.searchParams.get("details")).toBe("Reference BP-7F3K2");
  });

  it("shares a text on WhatsApp without a number, so the visitor picks whom", () => {
    expect(whatsappShareUrl("Tue 1 Dec, 10:30 AM & more")).toBe(
      "https://wa.me/?text=Tue%201%20Dec%2C%2010%3A30%20AM%20%26%20more",
    );
  });
});
