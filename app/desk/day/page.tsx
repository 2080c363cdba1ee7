import { DeskDay } from "@/components/desk/desk-day";
import { DeskGate } from "@/components/desk/desk-gate";

export const metadata = { title: "Day" };

export default function DeskDayPage() {
  return (
    <DeskGate>
      <DeskDay />
    </DeskGate>
  );
}
