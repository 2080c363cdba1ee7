import { leadSourceOf, SOURCE_VALUE_MAX_LENGTH } from "@/contract/lead-source";

import { firstTouchOf, leadSourceNow, recordFirstTouch } from "./visit-source";

const origin = "https://www.brightpath.example";
const place = (address: string) => {
  const url = new URL(address, origin);
  return { origin: url.origin, pathname: url.pathname, search: url.search };
};

beforeEach(() => sessionStorage.clear());

describe("the first touch of a visit", () => {
  test("is the landing page, the other site that linked to it and the page's campaign", () => {
    expect(
      firstTouchOf(
        place("/destinations/germany?utm_source=google&utm_medium=cpc&utm_campaign=winter&utm_term=ms+germany"),
        "https://www.google.com/",
      ),
    ).toEqual({
      landingPage: "/destinations/germany?utm_source=google&utm_medium=cpc&utm_campaign=winter&utm_term=ms+germany",
      referrer: "https://www.google.com/",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "winter",
      utmTerm: "ms germany",
    });
  });

  test("a visit typed in or from an app has no referrer, and says none", () => {
    expect(firstTouchOf(place("/"), "")).toEqual({ landingPage: "/" });
  });

  test("reached by this site's own link before the recording ran, the visit began on the linking page", () => {
    expect(firstTouchOf(place("/get-in-touch"), `${origin}/services/ielts-coaching?utm_source=instagram`)).toEqual({
      landingPage: "/services/ielts-coaching?utm_source=instagram",
      utmSource: "instagram",
    });
  });

  test("is kept for the tab's visit: later pages do not replace it, and a form adds its own page", () => {
    recordFirstTouch(place("/?utm_source=newsletter"), "https://mail.example/", () => sessionStorage);
    recordFirstTouch(place("/programs?utm_source=other"), `${origin}/`, () => sessionStorage);
    expect(leadSourceNow(place("/get-in-touch"), () => sessionStorage)).toEqual({
      landingPage: "/?utm_source=newsletter",
      referrer: "https://mail.example/",
      utmSource: "newsletter",
      formPage: "/get-in-touch",
    });
  });

  test("where storage is refused, recording does nothing and the form still names its page", () => {
    const refused = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    expect(() => recordFirstTouch(place("/"), "", refused)).not.toThrow();
    expect(leadSourceNow(place("/contact"), refused)).toEqual({ formPage: "/contact" });
  });
});

describe("the source the receiver stores", () => {
  test("is one clean line per field, cut to its length, null when empty; other keys are ignored", () => {
    expect(
      leadSourceOf({
        referrer: "  https://www.google.com/\n",
        utmContent: `a\u0000b${"x".repeat(SOURCE_VALUE_MAX_LENGTH)}`,
        utmTerm: "   ",
        utmSource: 42,
        firstName: "Asha",
      }),
    ).toEqual({
      landingPage: null,
      referrer: "https://www.google.com/",
      formPage: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      utmTerm: null,
      utmContent: `ab${"x".repeat(SOURCE_VALUE_MAX_LENGTH - 2)}`,
    });
  });
});
