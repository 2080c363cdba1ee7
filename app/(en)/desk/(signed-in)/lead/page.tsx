import { DeskLead } from "@/components/desk/desk-lead";

export const metadata = { title: "Lead" };

export default function DeskLeadPage() {
  return <DeskLead />;
}
