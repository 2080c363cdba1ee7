/**
 * The booking page's first paint (the server's markup, before any script runs) already says whether times can be
 * booked when the export knows it: built without a receiver, the notice is there for everyone, so nothing below it
 * moves when the script arrives; built with one, only the no-JavaScript notice is, until the browser checks.
 */
import { renderToStaticMarkup } from "react-dom/server";

import { bookingPage } from "@/content/forms";

/** The page's first paint, from an export built with NEXT_PUBLIC_LEAD_API as given (read when the config loads). */
function firstPaint(leadApi: string | undefined): string {
  let markup = "";
  jest.isolateModules(() => {
    if (leadApi === undefined) delete process.env.NEXT_PUBLIC_LEAD_API;
    else process.env.NEXT_PUBLIC_LEAD_API = leadApi;
    // The component and the renderer from the same fresh registry (one React between them).
    /* eslint-disable @typescript-eslint/no-require-imports */
    const { BookingFlow } =
      require("@/components/booking/booking-flow") as typeof import("@/components/booking/booking-flow");
    const server = require("react-dom/server") as typeof import("react-dom/server");
    const { createElement } = require("react") as typeof import("react");
    /* eslint-enable @typescript-eslint/no-require-imports */
    markup = server.renderToStaticMarkup(createElement(BookingFlow));
  });
  delete process.env.NEXT_PUBLIC_LEAD_API;
  return markup;
}

const escaped = (text: string) => renderToStaticMarkup(<>{text}</>);
const notice = escaped(bookingPage.slotsUnavailable);
const withoutNoscript = (markup: string) => markup.replace(/<noscript>[\s\S]*?<\/noscript>/g, "");

test("built without a receiver, the first paint says times cannot be booked here", () => {
  const markup = firstPaint(undefined);
  expect(withoutNoscript(markup)).toContain(notice);
});

test("built with a receiver, the first paint says so only to a browser without JavaScript", () => {
  const markup = firstPaint("/api");
  expect(markup).toContain(notice);
  expect(withoutNoscript(markup)).not.toContain(notice);
});
