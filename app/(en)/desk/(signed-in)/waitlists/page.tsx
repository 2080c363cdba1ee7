import { DeskWaitlists } from "@/components/desk/desk-waitlists";

export const metadata = { title: "Waitlists" };

export default function DeskWaitlistsPage() {
  return <DeskWaitlists />;
}
