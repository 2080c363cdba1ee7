import { educationLoan } from "@/content/education-loan";
import { type Language, linkIn } from "@/content/languages";
import { moneyWordsIn, words } from "@/lib/i18n/words";
import { marks, richText } from "@/lib/tools/say";
import { maxLoanText } from "@/lib/tools/tool-routes";
import { emiToolWords } from "@/lib/tools/tool-words";

import { EmiTool } from "./emi-tool";
import { ToolPage } from "./tool-page";

/**
 * The education-loan EMI page in `language` (/tools/education-loan-emi and its Gujarati and Hindi pages): the
 * largest loan from the education-loan service, the words from content/i18n/tools.yaml and its translations.
 */
export function EmiPage({ language }: { language: Language }) {
  const say = words("emiPage", language);
  return (
    <ToolPage
      language={language}
      path="/tools/education-loan-emi"
      intro={<p>{say("intro", { maxAmount: maxLoanText(language) })}</p>}
      method={{
        title: say("methodTitle"),
        points: [
          say("methodFormula"),
          say("methodMoratorium"),
          say("methodDisbursement"),
          richText(say("methodService", marks("service")), {
            service: (
              <a href={linkIn("/services/education-loan", language)} className="font-semibold text-brand-800 underline">
                {say("serviceLink")}
              </a>
            ),
          }),
        ],
      }}
    >
      <EmiTool
        maxLoan={educationLoan.amount.value.amount}
        words={emiToolWords(language)}
        moneyWords={moneyWordsIn(language)}
      />
    </ToolPage>
  );
}
