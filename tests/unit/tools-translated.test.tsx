/**
 * The study-cost and EMI tools on their Gujarati pages (and one Hindi check), as a parent meets them (queried
 * by role): the labels in the language, the figures of the English tool written with ₹, lakh and crore in the
 * language's words, its messages for a bad figure, and links to the language's pages.
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { EmiTool } from "@/components/tools/emi-tool";
import { StudyCostTool } from "@/components/tools/study-cost-tool";
import { costDestinationsIn, rupeeRates } from "@/lib/tools/study-cost-data";
import { emiToolWords, studyCostToolWords, toolDate, toolMoneyWords } from "@/lib/tools/tool-words";

jest.mock("@/components/ui/toaster", () => ({ notify: jest.fn() }));

jest.setTimeout(30_000);

const liveSummary = () => screen.getAllByRole("status").find((node) => node.getAttribute("aria-live") === "polite")!;

/** Opens the page at `address`, as a parent following a shared link to it. */
const openAt = (address: string) => window.history.replaceState(null, "", address);

function emiToolAt(language: "gu" | "hi", query: string) {
  openAt(`/${language}/tools/education-loan-emi?${query}`);
  render(<EmiTool maxLoan={15_000_000} words={emiToolWords(language)} moneyWords={toolMoneyWords(language)} />);
}

function studyCostToolAt(query: string) {
  openAt(`/gu/tools/study-cost?${query}`);
  render(
    <StudyCostTool
      destinations={costDestinationsIn("gu")}
      rates={rupeeRates}
      ratesAsOf={toolDate("2026-11-20", "gu")}
      words={studyCostToolWords("gu")}
      moneyWords={toolMoneyWords("gu")}
    />,
  );
}

beforeEach(() => sessionStorage.clear());

describe("EmiTool in Gujarati", () => {
  it("labels its fields in Gujarati and writes the EMI and the amounts with ₹, lakh and crore", async () => {
    emiToolAt("gu", "amount=1000000&rate=10&years=10&course=0&grace=0");
    await waitFor(() =>
      expect(liveSummary()).toHaveTextContent(
        "તમારો EMI 10 વર્ષ સુધી દર મહિને ₹13,215 રહેશે, જે લોનની રકમ છૂટી થાય તેના પછીના મહિનાથી શરૂ થશે.",
      ),
    );
    const amount = screen.getByRole("textbox", { name: /લોનની રકમ \(₹\)/ });
    expect(amount).toHaveAccessibleDescription("₹10 લાખ; વધુમાં વધુ ₹1.5 કરોડ");
    expect(screen.getByRole("textbox", { name: /વ્યાજદર/ })).toHaveValue("10");
    expect(screen.getByRole("combobox", { name: /કોર્સ અને ગ્રેસ પિરિયડ દરમિયાનનું વ્યાજ/ })).toHaveValue("paid");
    expect(screen.getByRole("option", { name: "દર મહિને ભરશો" })).toBeInTheDocument();
    expect(liveSummary()).toHaveTextContent("કુલ વ્યાજ ₹5,85,809 (₹5.86 લાખ); તમે કુલ ₹15,85,809 ચૂકવશો.");
    expect(screen.getByText("₹5.86 લાખ", { selector: "dd" })).toBeVisible();

    const schedule = screen.getByRole("table", { name: "વર્ષવાર ચુકવણીનું પત્રક" });
    expect(within(schedule).getByRole("columnheader", { name: "વર્ષના અંતે બાકી રકમ" })).toBeInTheDocument();
    expect(within(schedule).getByRole("row", { name: /^કુલ/ })).toHaveTextContent("₹10,00,000");
    expect(screen.getByRole("img", { name: /^મુદ્દલ ₹10,00,000 અને વ્યાજ ₹5,85,809, વર્ષવાર$/ })).toBeInTheDocument();
  });

  it("says in Gujarati what is wrong with a figure, and reads an amount typed as '20 લાખ'", async () => {
    const user = userEvent.setup();
    emiToolAt("gu", "amount=abc&rate=10&years=10&course=0&grace=0");
    expect(await screen.findByRole("alert")).toHaveTextContent("કૃપા કરીને લોનની રકમ આંકડામાં લખો, જેમ કે 20,00,000");
    expect(liveSummary()).toHaveTextContent("પરિણામ જોવા માટે જે ખાનામાં ભૂલ બતાવી છે તે સુધારો.");

    const amount = screen.getByRole("textbox", { name: /લોનની રકમ/ });
    await user.clear(amount);
    await user.type(amount, "20 લાખ");
    await waitFor(() => expect(liveSummary()).toHaveTextContent("દર મહિને ₹26,430 રહેશે"));
    expect(amount).toHaveAccessibleDescription("₹20 લાખ; વધુમાં વધુ ₹1.5 કરોડ");
  });
});

describe("EmiTool in Hindi", () => {
  it("writes the EMI and the interest added to the loan in Hindi, with लाख", async () => {
    emiToolAt("hi", "amount=2000000&rate=10.5&years=10&course=24&grace=6&interest=accrued");
    await waitFor(() => expect(liveSummary()).toHaveTextContent(/^आपकी EMI 10 साल तक हर महीने ₹[\d,]+ होगी/));
    expect(liveSummary()).toHaveTextContent("कोर्स और ग्रेस पीरियड के 30 महीने बाद शुरू होगी");
    expect(liveSummary()).toHaveTextContent(/कुल ब्याज ₹[\d,]+ \(₹[\d.]+ लाख\)/);
    expect(screen.getByRole("textbox", { name: /लोन की रकम \(₹\)/ })).toHaveAccessibleDescription(
      "₹20 लाख; ज़्यादा से ज़्यादा ₹1.5 करोड़",
    );
  });
});

describe("StudyCostTool in Gujarati", () => {
  it("shows the first year in rupees with lakh, the country and level in Gujarati, and links the Gujarati guide", async () => {
    studyCostToolAt("country=germany");
    await waitFor(() =>
      expect(liveSummary()).toHaveTextContent(
        /^જર્મનીમાં પોસ્ટગ્રેજ્યુએટ \(માસ્ટર્સ\) અભ્યાસનું પહેલું વર્ષ આશરે ₹[\d.]+ લાખથી ₹[\d.]+ લાખમાં પડે છે \(EUR [\d,-]+ અને ફ્લાઇટ\)\./,
      ),
    );
    expect(screen.getByRole("combobox", { name: /^દેશ/ })).toHaveValue("germany");
    expect(screen.getByRole("combobox", { name: /પ્રોગ્રામનું લેવલ/ })).toHaveValue("postgraduate");
    expect(screen.getByRole("option", { name: "ઓસ્ટ્રેલિયા" })).toBeInTheDocument();
    expect(liveSummary()).toHaveTextContent(/વિઝા માટે તમારે દર વર્ષે 11,208 યુરો \(આશરે ₹[\d.]+ લાખ\) જેટલું ફંડ પણ/);

    const table = screen.getByRole("table", { name: /પહેલા વર્ષનો ખર્ચ, જર્મની, પોસ્ટગ્રેજ્યુએટ/ });
    expect(within(table).getByRole("columnheader", { name: "EURમાં" })).toBeInTheDocument();
    const living = within(table).getByRole("row", { name: /રહેવાનો ખર્ચ/ });
    expect(within(living).getAllByRole("cell")[0]).toHaveTextContent("EUR 10,200-14,400");
    expect(within(living).getAllByRole("cell")[1]).toHaveTextContent(/^₹[\d,]+થી ₹[\d,]+$/);
    expect(within(living).getByRole("link", { name: "માસિક બજેટ" })).toHaveAttribute("href", "/gu/destinations/germany");
    expect(within(table).getByRole("rowheader", { name: "પહેલા વર્ષનો કુલ ખર્ચ" })).toBeVisible();
  });

  it("names in Gujarati what it has no figure for", async () => {
    studyCostToolAt("country=nz");
    await waitFor(() =>
      expect(liveSummary()).toHaveTextContent(
        "ન્યુઝીલેન્ડમાં પોસ્ટગ્રેજ્યુએટ (માસ્ટર્સ) અભ્યાસના પહેલા વર્ષનો કુલ ખર્ચ અમે હજી આપી શકતા નથી: અમારી પાસે આ લેવલની ટ્યુશન ફી, રહેવાનો ખર્ચ અને હેલ્થ ઇન્શ્યોરન્સ કે સરચાર્જના આંકડા નથી.",
      ),
    );
    expect(liveSummary()).toHaveTextContent(/જે ભાગના આંકડા અમારી પાસે છે \(વિઝા ફી અને ફ્લાઇટ\) તેનો સરવાળો/);
    const table = screen.getByRole("table", { name: /પહેલા વર્ષનો ખર્ચ, ન્યુઝીલેન્ડ/ });
    expect(within(table).getByRole("rowheader", { name: "જેના આંકડા છે તે ભાગ (પહેલા વર્ષનો કુલ ખર્ચ નથી)" })).toBeVisible();
    expect(within(table).getByRole("link", { name: /સ્ટુડન્ટ વિઝા/ })).toHaveAttribute(
      "href",
      "/gu/services/student-visa",
    );
  });
});
