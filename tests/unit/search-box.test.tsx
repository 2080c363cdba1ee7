import { act, fireEvent, render, screen } from "@testing-library/react";

import { SearchBox } from "@/components/layout/search-box";
import type { SearchHit } from "@/lib/search/pagefind";
import { siteWordsIn } from "@/content/languages";
import type { SearchWords } from "@/components/layout/search-box";

const searchWords = siteWordsIn("en").search as SearchWords;

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

/** Each query's answer (or failure) is settled by the test, so it decides when results arrive. */
const answers = new Map<string, (hits: SearchHit[]) => void>();
const failures = new Map<string, (error: Error) => void>();
jest.mock("@/lib/search/pagefind", () => ({
  maxHits: 8,
  loadPagefind: () => Promise.resolve(),
  searchSite: (term: string) =>
    new Promise((resolve, reject) => {
      answers.set(term, resolve);
      failures.set(term, reject);
    }),
}));

const hit = (url: string): SearchHit => ({ url, title: url, excerpt: [{ text: "…", match: false }] });

beforeEach(() => {
  push.mockClear();
  answers.clear();
  failures.clear();
});

function typeQuery(query: string) {
  render(<SearchBox words={searchWords} />);
  const box = screen.getByRole("searchbox", { name: "Search the site" });
  fireEvent.change(box, { target: { value: query } });
  return box;
}

const pressEnter = () => fireEvent.submit(screen.getByRole("search"));

describe("Enter in the search box", () => {
  it("opens the best result shown", async () => {
    typeQuery("IELTS");
    await act(async () => answers.get("IELTS")?.([hit("/services/ielts-coaching"), hit("/about")]));
    expect(screen.getByRole("status")).toHaveTextContent("2 results for “IELTS”.");
    pressEnter();
    expect(push).toHaveBeenCalledWith("/services/ielts-coaching");
  });

  it("pressed before the results arrive, opens the best one when they do", async () => {
    typeQuery("IELTS");
    pressEnter();
    expect(push).not.toHaveBeenCalled();
    await act(async () => answers.get("IELTS")?.([hit("/services/ielts-coaching")]));
    expect(push).toHaveBeenCalledWith("/services/ielts-coaching");
  });

  it("pressed after the results arrived but before they are drawn, still opens the best one", async () => {
    typeQuery("IELTS");
    // As in a browser, React schedules the render of the answer rather than running it inside act().
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      // The answer lands (its callbacks run) but the render showing it has not happened when Enter comes.
      answers.get("IELTS")?.([hit("/services/ielts-coaching")]);
      await Promise.resolve();
      await Promise.resolve();
      expect(screen.getByRole("status")).not.toHaveTextContent("result");
      pressEnter();
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
    await act(async () => {});
    expect(push).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith("/services/ielts-coaching");
  });

  it("does nothing when nothing matches, and never opens an older query's result", async () => {
    const box = typeQuery("IELTS");
    fireEvent.change(box, { target: { value: "qwertyzzz" } });
    pressEnter();
    await act(async () => answers.get("IELTS")?.([hit("/services/ielts-coaching")]));
    await act(async () => answers.get("qwertyzzz")?.([]));
    expect(screen.getByRole("status")).toHaveTextContent("No pages match “qwertyzzz”.");
    pressEnter();
    expect(push).not.toHaveBeenCalled();
  });

  it("after search failed to load, tries again and opens the best result once it answers", async () => {
    const box = typeQuery("IELTS");
    await act(async () => failures.get("IELTS")?.(new Error("offline")));
    expect(screen.getByRole("status")).toHaveTextContent("Search could not load. Check your connection and try again.");
    expect(box).toHaveValue("IELTS");

    answers.clear();
    pressEnter();
    expect(answers.has("IELTS")).toBe(true);
    await act(async () => answers.get("IELTS")?.([hit("/services/ielts-coaching")]));
    expect(push).toHaveBeenCalledWith("/services/ielts-coaching");
  });
});
