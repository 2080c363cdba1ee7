import { EmiTool } from "@/components/tools/emi-tool";
import { ToolPage } from "@/components/tools/tool-page";
import { educationLoan } from "@/content/education-loan";
import { pageMetadata } from "@/lib/metadata";
import { formatMoney } from "@/lib/money";

export const metadata = pageMetadata("/tools/education-loan-emi");

const maxLoan = educationLoan.amount.value;

export default function EducationLoanEmiPage() {
  return (
    <ToolPage
      path="/tools/education-loan-emi"
      intro={
        <p>
          See what an education loan of {formatMoney(maxLoan)} costs you each month: the interest during your course and
          grace period, the EMI after it, the total interest and a year-by-year schedule.
        </p>
      }
      method={{
        title: "How the EMI is worked out",
        points: [
          "The EMI uses the standard reducing-balance formula every Indian bank uses: P × r × (1 + r)^n / ((1 + r)^n − 1), with r the monthly rate and n the number of monthly instalments.",
          "During the course and grace period (the moratorium) most lenders ask for no EMI. Interest still runs as simple interest on the amount borrowed: you either pay it every month, or it is added to the loan when EMIs start, which makes the EMI and the total interest higher.",
          "The calculator assumes the whole amount is paid out at the start. Banks usually pay fees out term by term, so the real moratorium interest is often lower. Processing fees, insurance and tax benefits under Section 80E are not included.",
          <>
            Rates, margins and amounts differ by lender and profile. Our{" "}
            <a href="/services/education-loan" className="font-semibold text-brand-800 underline">
              education loan service
            </a>{" "}
            compares banks and NBFCs for your university and course.
          </>,
        ],
      }}
    >
      <EmiTool maxLoan={maxLoan.amount} />
    </ToolPage>
  );
}
