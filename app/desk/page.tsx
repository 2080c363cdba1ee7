import { DeskGate } from "@/components/desk/desk-gate";
import { DeskInbox } from "@/components/desk/desk-inbox";

export const metadata = { title: "Inbox" };

export default function DeskInboxPage() {
  return (
    <DeskGate>
      <DeskInbox />
    </DeskGate>
  );
}
