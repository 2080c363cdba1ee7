import { fireEvent, render, screen } from "@testing-library/react";

import { ErrorScreen } from "@/components/errors/error-screen";
import { ClientNavigation } from "@/components/layout/client-navigation";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

function renderLinks() {
  window.history.replaceState(null, "", "/about?tab=team");
  render(
    <>
      <ClientNavigation />
      <a href="/programs#levels">
        <span>Programs</span>
      </a>
      <a href="#team">Team on this page</a>
      <a href="/about?tab=story#story">Our story</a>
      <a href="https://wa.me/910000000000">WhatsApp</a>
      <a href="mailto:hello@example.com">Email</a>
      <a href="/feed.xml">Feed</a>
      <a href="/get-in-touch" target="_blank">
        New tab
      </a>
      <a href="/get-in-touch" download>
        Download
      </a>
      <a href="/careers" onClick={(event) => event.preventDefault()}>
        Handled
      </a>
      <a href="/programs?after=error" data-full-load="">
        Full page load
      </a>
    </>,
  );
}

/** Clicks a link and says whether the browser was left to follow it. */
function click(name: string, init: MouseEventInit = {}) {
  const link = screen.getByRole("link", { name });
  return fireEvent.click(link.firstElementChild ?? link, init);
}

beforeEach(() => push.mockClear());

describe("ClientNavigation", () => {
  it("navigates client-side on a plain click of one of the site's pages, from a click inside the link too", () => {
    renderLinks();
    expect(click("Programs")).toBe(false);
    expect(push).toHaveBeenCalledWith("/programs#levels");
  });

  it("navigates client-side to another query of the same page", () => {
    renderLinks();
    expect(click("Our story")).toBe(false);
    expect(push).toHaveBeenCalledWith("/about?tab=story#story");
  });

  it.each([
    ["a fragment of the page shown", "Team on this page", {}],
    ["another origin", "WhatsApp", {}],
    ["another scheme", "Email", {}],
    ["a file", "Feed", {}],
    ["a link with a target", "New tab", {}],
    ["a download", "Download", {}],
    ["a link whose own handler took the click", "Handled", {}],
    ["a link that asks for a full page load", "Full page load", {}],
    ["a click with Ctrl", "Programs", { ctrlKey: true }],
    ["a click with Cmd", "Programs", { metaKey: true }],
    ["a click with Shift", "Programs", { shiftKey: true }],
    ["a click with Alt", "Programs", { altKey: true }],
    ["a middle click", "Programs", { button: 1 }],
  ])("leaves %s to the browser", (_, name, init) => {
    renderLinks();
    click(name, init);
    expect(push).not.toHaveBeenCalled();
  });

  it("leaves the error screen's way home to the browser: a full load, not the client app that just failed", () => {
    render(
      <>
        <ClientNavigation />
        <ErrorScreen error={new Error("render failed")} reset={() => {}} />
      </>,
    );
    expect(fireEvent.click(screen.getByRole("link", { name: "Return to Home" }))).toBe(true);
    expect(push).not.toHaveBeenCalled();
  });
});
