import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/", { title: "BrightPath Overseas | Study Abroad, Visa & IELTS Consultants" });

export default function HomePage() {
  return <h1 className="p-10 text-3xl">Transform Your Future Abroad</h1>;
}
