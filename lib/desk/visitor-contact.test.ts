import { callHref, greetingText, internationalDigits, whatsappHrefFor } from "./visitor-contact";

test.each([
  ["98765 43210", "919876543210"],
  ["098765-43210", "919876543210"],
  ["+91 98765 43210", "919876543210"],
  ["0091 98765 43210", "919876543210"],
  ["+44 7700 900123", "447700900123"],
  ["919876543210", "919876543210"],
])("%s is dialled as +%s", (typed, digits) => {
  expect(internationalDigits(typed)).toBe(digits);
});

test("the call and WhatsApp links carry the number and a greeting naming the reference", () => {
  expect(callHref("98765 43210")).toBe("tel:+919876543210");
  const text = greetingText({ firstName: "Aarav", reference: "BP-7F3K2" }, "Meera", "BrightPath Overseas");
  expect(text).toBe(
    "Hello Aarav, this is Meera from BrightPath Overseas, about your enquiry BP-7F3K2. Is this a good time to talk?",
  );
  const link = new URL(whatsappHrefFor("98765 43210", text));
  expect(link.origin + link.pathname).toBe("https://wa.me/919876543210");
  expect(link.searchParams.get("text")).toBe(text);
});
