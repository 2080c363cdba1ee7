import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { ErrorScreen } from "@/components/errors/error-screen";
import { MobileNav } from "@/components/layout/mobile-nav";
import { DeferredImage } from "@/components/ui/deferred-image";
import { headerNavigation } from "@/lib/navigation";
import { reloadPage } from "@/lib/reload-page";

jest.mock("@/lib/reload-page", () => ({ reloadPage: jest.fn() }));
// The menu's search box opens a result with the app router, which needs no mounting here.
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));

describe("MobileNav", () => {
  it("toggles with aria-expanded, moves focus in, and closes on a link or Escape", async () => {
    const user = userEvent.setup();
    render(<MobileNav groups={headerNavigation()} />);
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
