import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { ErrorScreen } from "@/components/errors/error-screen";
import { ClientNavigation } from "@/components/layout/client-navigation";
import { DesktopNav } from "@/components/layout/desktop-nav";
import { MobileNav } from "@/components/layout/mobile-nav";
import { DeferredImage } from "@/components/ui/deferred-image";
import { headerNavigation } from "@/lib/navigation";
import { reloadPage } from "@/lib/reload-page";
import { siteWordsIn } from "@/content/languages";
import type { SearchWords } from "@/components/layout/search-box";

const searchWords = siteWordsIn("en").search as SearchWords;

jest.mock("@/lib/reload-page", () => ({ reloadPage: jest.fn() }));
// Links and the menu's search box navigate with the app router, which needs no mounting here.
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));

describe("MobileNav", () => {
  it("toggles with aria-expanded, moves focus in, and closes on a link or Escape", async () => {
    const user = userEvent.setup();
    render(
      <>
        <ClientNavigation />
        <MobileNav
          groups={headerNavigation()}
          labels={{ open: "Open menu", close: "Close menu", nav: "Mobile" }}
          search={searchWords}
        />
      </>,
    );
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveAttribute("aria-controls", "mobile-menu");
    expect(document.getElementById("mobile-menu")).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "Company Overview" })).toHaveFocus();

    await user.click(screen.getByRole("link", { name: "USA" }));
    expect(toggle).toHaveAttribute("aria-expanded", "false");

    await user.click(toggle);
    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });
});

/** jsdom has no PointerEvent; the menu tells mouse hover from touch by its pointerType. */
class TestPointerEvent extends MouseEvent {
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? "";
  }
}

describe("DesktopNav", () => {
  beforeAll(() => {
    window.PointerEvent ??= TestPointerEvent as unknown as typeof PointerEvent;
  });
  const mouse = { pointerType: "mouse" };
  const item = (name: string) => screen.getByRole("button", { name }).closest("li")!;
  const after = (ms: number) => act(() => jest.advanceTimersByTime(ms));

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("opens on hover after 200 ms, switches at once within 300 ms, and closes 150 ms after leaving", () => {
    render(<DesktopNav groups={headerNavigation()} label="Main" />);
    const services = screen.getByRole("button", { name: "Our Services" });
    const destinations = screen.getByRole("button", { name: "Destinations" });

    fireEvent.pointerEnter(item("Our Services"), mouse);
    after(199);
    expect(services).toHaveAttribute("aria-expanded", "false");
    after(1);
    expect(services).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "IELTS Coaching" })).toBeVisible();

    fireEvent.pointerLeave(item("Our Services"), mouse);
    fireEvent.pointerEnter(item("Destinations"), mouse);
    expect(destinations).toHaveAttribute("aria-expanded", "true");
    expect(services).toHaveAttribute("aria-expanded", "false");

    fireEvent.pointerLeave(item("Destinations"), mouse);
    after(149);
    expect(destinations).toHaveAttribute("aria-expanded", "true");
    after(1);
    expect(destinations).toHaveAttribute("aria-expanded", "false");
    // Within the skip delay of closing, the next menu opens at once; after it, the open delay again.
    fireEvent.pointerEnter(item("Our Services"), mouse);
    expect(services).toHaveAttribute("aria-expanded", "true");
    fireEvent.pointerLeave(item("Our Services"), mouse);
    after(150 + 300);
    fireEvent.pointerEnter(item("Destinations"), mouse);
    expect(destinations).toHaveAttribute("aria-expanded", "false");
  });

  it("toggles on click (touch opens nothing by hover), closes on Escape back to its button and when focus leaves", () => {
    render(<DesktopNav groups={headerNavigation()} label="Main" />);
    const destinations = screen.getByRole("button", { name: "Destinations" });
    expect(destinations).toHaveAttribute(
      "aria-controls",
      screen.getByRole("link", { name: "Germany" }).closest("div")!.id,
    );

    fireEvent.pointerEnter(item("Destinations"), { pointerType: "touch" });
    after(500);
    expect(destinations).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(destinations);
    expect(destinations).toHaveAttribute("aria-expanded", "true");
    after(500);
    fireEvent.click(destinations);
    expect(destinations).toHaveAttribute("aria-expanded", "false");

    fireEvent.click(destinations);
    const germany = screen.getByRole("link", { name: "Germany" });
    germany.focus();
    fireEvent.keyDown(germany, { key: "Escape" });
    expect(destinations).toHaveAttribute("aria-expanded", "false");
    expect(destinations).toHaveFocus();

    fireEvent.click(destinations);
    fireEvent.blur(destinations, { relatedTarget: screen.getByRole("button", { name: "Our Services" }) });
    expect(destinations).toHaveAttribute("aria-expanded", "false");
  });
});

describe("DeferredImage", () => {
  type ObserverCallback = (entries: Partial<IntersectionObserverEntry>[]) => void;
  let trigger: ObserverCallback = () => undefined;
  let options: IntersectionObserverInit | undefined;

  beforeEach(() => {
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
      constructor(callback: ObserverCallback, init?: IntersectionObserverInit) {
        trigger = callback;
        options = init;
      }
      observe() {}
      disconnect() {}
    };
  });

  it("holds a pulsing placeholder of the image's box until near, then loads the image", () => {
    render(<DeferredImage src="/universities/monash-university.svg" alt="Monash University" width={240} height={96} />);
    expect(options).toEqual({ threshold: 0.1, rootMargin: "100px" });
    const placeholder = screen.getByRole("img", { name: "Monash University" });
    expect(placeholder.tagName).toBe("SPAN");
    expect(placeholder).toHaveClass("animate-pulse");
    expect(placeholder).toHaveStyle({ aspectRatio: "240 / 96" });

    act(() => trigger([{ isIntersecting: true }]));
    const image = screen.getByRole("img", { name: "Monash University" });
    expect(image.tagName).toBe("IMG");
    expect(image).toHaveAttribute("src", "/universities/monash-university.svg");
  });
});

describe("ErrorScreen", () => {
  it("shows the spec's title and the error message", () => {
    render(<ErrorScreen error={new Error("Something broke")} />);
    expect(screen.getByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeInTheDocument();
    expect(screen.getByText("Something broke")).toBeInTheDocument();
  });

  it("reloads once on a chunk load error instead of looping", () => {
    const reload = jest.mocked(reloadPage);
    const preloadErrors = jest.fn();
    window.addEventListener("preload-error", preloadErrors);
    sessionStorage.clear();
    const chunkError = Object.assign(new Error("Loading chunk 42 failed."), { name: "ChunkLoadError" });

    const { unmount } = render(<ErrorScreen error={chunkError} />);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(preloadErrors).toHaveBeenCalledTimes(1);
    unmount();

    render(<ErrorScreen error={chunkError} />);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
