/**
 * The three tools as a visitor meets them (queried by role): a result for the starting values, a new
 * result as inputs change, a clear message for bad input, the link to share in the address, and the
 * estimate sent as a mail draft (this test build has no NEXT_PUBLIC_LEAD_API) with the figures in it.
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { EmiTool } from "@/components/tools/emi-tool";
import { IeltsBandTool } from "@/components/tools/ielts-band-tool";
import { StudyCostTool } from "@/components/tools/study-cost-tool";
import { openMailDraft } from "@/lib/mailto";
import { costDestinations, rupeeRates } from "@/lib/tools/study-cost-data";
import { emiToolWords, studyCostToolWords, wordGroup } from "@/lib/tools/tool-words";

import { decodeMailto } from "../support/mailto";

jest.mock("@/components/ui/toaster", () => ({ notify: jest.fn() }));
jest.mock("@/lib/mailto", () => ({ ...jest.requireActual("@/lib/mailto"), openMailDraft: jest.fn() }));

jest.setTimeout(30_000);

const liveSummary = () => screen.getAllByRole("status").find((node) => node.getAttribute("aria-live") === "polite")!;

/** Opens the page at `address`, as a visitor following a shared link to it. */
const openAt = (address: string) => window.history.replaceState(null, "", address);

/** The EMI tool, opened from a shared link with `query`. */
function emiToolAt(query: string) {
  openAt(`/tools/education-loan-emi?${query}`);
  render(<EmiTool maxLoan={15_000_000} words={emiToolWords("en")} />);
}

/** Replaces what a text field holds, as a visitor clearing it and typing. */
async function retype(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.type(field, text);
}

beforeEach(() => {
  openAt("/tools/x");
  sessionStorage.clear();
});

describe("EmiTool", () => {
  it("works out the EMI, writes it to the address and refuses an amount above the limit", async () => {
    const user = userEvent.setup();
    emiToolAt("amount=1000000&rate=10&years=10&course=0&grace=0");
    await waitFor(() => expect(liveSummary()).toHaveTextContent("Your EMI is Rs 13,215 a month for 10 years"));
    expect(screen.getByRole("table", { name: "Year-by-year repayment schedule" })).toBeInTheDocument();
    expect(within(screen.getByRole("table")).getAllByRole("row")).toHaveLength(1 + 10 + 1);
    expect(window.location.search).toContain("amount=1000000");

    const amount = screen.getByRole("textbox", { name: /Loan amount/ });
    await retype(user, amount, "20000000");
    expect(await screen.findByRole("alert")).toHaveTextContent("from 50,000 to 1,50,00,000");
    expect(amount).toHaveAttribute("aria-invalid", "true");
    expect(liveSummary()).toHaveTextContent("Fix the marked field");
  });

  it("reads '20 lakh', counts the marked fields, and keeps a bad shared value in the address and the field", async () => {
    const user = userEvent.setup();
    emiToolAt("amount=abc&rate=10&years=10&course=0&grace=0");
    const amount = screen.getByRole("textbox", { name: /Loan amount/ });
    expect(await screen.findByRole("alert")).toHaveTextContent("loan amount in rupees as a number");
    expect(amount).toHaveValue("abc");
    expect(window.location.search).toContain("amount=abc");
    expect(liveSummary()).not.toHaveTextContent("Your EMI");

    const rate = screen.getByRole("textbox", { name: /Interest rate/ });
    await retype(user, rate, "0.5");
    expect(liveSummary()).toHaveTextContent("Fix the 2 marked fields");
    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toContain(
      "Please enter an interest rate from 1 to 20",
    );

    await retype(user, rate, "10");
    await retype(user, amount, "20 lakh");
    await waitFor(() => expect(liveSummary()).toHaveTextContent("Your EMI is Rs 26,430 a month for 10 years"));
    expect(window.location.search).toContain("amount=20+lakh");
  });

  it("states one total interest, the schedule's interest column adding up to it", async () => {
    emiToolAt("amount=2000000&rate=10.5&years=10&course=24&grace=6&interest=accrued");
    await waitFor(() => expect(liveSummary()).toHaveTextContent("Total interest"));
    const headline = /Total interest (Rs [\d,]+)/.exec(liveSummary().textContent ?? "")?.[1];
    const footer = within(screen.getByRole("table")).getByRole("row", { name: /^Total/ });
    expect(
      within(footer)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual([expect.any(String), "Rs 20,00,000", headline, ""]);
    expect(screen.getByText(/Total interest is everything you repay beyond the Rs 20,00,000 you borrow/)).toBeVisible();
  });

  it("sends the estimate as a prefilled e-mail with the figures and the share link", async () => {
    const user = userEvent.setup();
    emiToolAt("amount=1000000&rate=10&years=10&course=0&grace=0");
    await waitFor(() => expect(liveSummary()).toHaveTextContent("Rs 13,215"));
    await user.type(screen.getByRole("textbox", { name: /First Name/ }), "Ishita");
    await user.type(screen.getByRole("textbox", { name: /Email Address/ }), "ishita@example.in");
    await user.click(screen.getByRole("button", { name: "Send me this estimate" }));
    await waitFor(() => expect(openMailDraft).toHaveBeenCalled());
    const { body } = decodeMailto(jest.mocked(openMailDraft).mock.calls[0][0]);
    expect(body).toContain("EMI: Rs 13,215 a month for 10 years");
    expect(body).toContain("Open this estimate: http://localhost/tools/education-loan-emi?amount=1000000");
  });
});

describe("IeltsBandTool", () => {
  const shellWords = wordGroup("toolShell", "en");

  it("converts raw scores and rounds the overall band", async () => {
    const user = userEvent.setup();
    render(
      <IeltsBandTool
        requirements={[{ name: "Sample University", country: "UK", minimum: 7, guidePath: "/destinations/uk" }]}
        levels={{ "7": "Good user" }}
        shellWords={shellWords}
      />,
    );
    await user.selectOptions(screen.getByRole("combobox", { name: /Test/ }), "academic");
    const listening = screen.getByRole("textbox", { name: /Listening/ });
    await retype(user, listening, "32");
    const reading = screen.getByRole("textbox", { name: /Reading/ });
    await retype(user, reading, "30");
    await user.selectOptions(screen.getByRole("combobox", { name: /Writing/ }), "6.5");
    await user.selectOptions(screen.getByRole("combobox", { name: /Speaking/ }), "6.0");
    // 7.5 + 7.0 + 6.5 + 6.0 = 27, mean 6.75: overall 7.0.
    expect(liveSummary()).toHaveTextContent("Your overall band is 7.0 (Good user)");
    expect(within(screen.getByRole("row", { name: /Sample University/ })).getByText("Meets it")).toBeInTheDocument();
    expect(window.location.search).toContain("listening=32");
  });

  it("takes a whole band in a shared link (writing=6) as the band 6.0", async () => {
    openAt("/tools/ielts-band?module=academic&listening=30&reading=28&writing=6&speaking=7");
    render(<IeltsBandTool requirements={[]} levels={{}} shellWords={shellWords} />);
    await waitFor(() => expect(liveSummary()).toHaveTextContent("Writing 6.0, Speaking 7.0"));
    expect(screen.getByRole("combobox", { name: /Writing/ })).toHaveValue("6.0");
  });
});

describe("StudyCostTool", () => {
  it("shows the first year in rupees and names what is missing", async () => {
    const user = userEvent.setup();
    render(
      <StudyCostTool
        destinations={costDestinations}
        rates={rupeeRates}
        ratesAsOf="20 November 2026"
        words={studyCostToolWords("en")}
      />,
    );
    await user.selectOptions(screen.getByRole("combobox", { name: /Country/ }), "nz");
    expect(liveSummary()).toHaveTextContent(
      "We cannot give a first-year total for postgraduate (master's) study in New Zealand yet: we have no figure for tuition for this level, living costs and health insurance or surcharge.",
    );
    expect(liveSummary()).not.toHaveTextContent("costs about");
    const table = screen.getByRole("table", { name: /First-year cost, New Zealand/ });
    expect(within(table).getByRole("rowheader", { name: /Visa and permit fees/ })).toBeInTheDocument();
    expect(within(table).getByRole("rowheader", { name: "The parts we know (not a first-year total)" })).toBeVisible();
    expect(within(table).queryByRole("rowheader", { name: "First year in all" })).toBeNull();
  });

  it("opens on the country a link names, counts a monthly budget twelve times and shows the proof of funds", async () => {
    openAt("/tools/study-cost?country=germany");
    render(
      <StudyCostTool
        destinations={costDestinations}
        rates={rupeeRates}
        ratesAsOf="20 November 2026"
        words={studyCostToolWords("en")}
      />,
    );
    await waitFor(() => expect(liveSummary()).toHaveTextContent("study in Germany costs about"));
    const living = within(screen.getByRole("table")).getByRole("row", { name: /Living costs/ });
    expect(within(living).getAllByRole("cell")[0]).toHaveTextContent("EUR 10,200-14,400");
    expect(liveSummary()).toHaveTextContent("For the visa you must also show funds of 11,208 euro per year");
  });
});
