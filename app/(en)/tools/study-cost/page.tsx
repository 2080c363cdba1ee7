import { StudyCostPage } from "@/components/tools/study-cost-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/tools/study-cost");

export default function EnglishStudyCostPage() {
  return <StudyCostPage language="en" />;
}
