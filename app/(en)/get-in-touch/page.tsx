import { GetInTouchPage } from "@/components/forms/get-in-touch-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/get-in-touch");

export default function EnglishGetInTouchPage() {
  return <GetInTouchPage language="en" />;
}
