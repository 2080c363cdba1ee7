import { DeskInbox } from "@/components/desk/desk-inbox";

export const metadata = { title: "Inbox" };

export default function DeskInboxPage() {
  return <DeskInbox />;
}
