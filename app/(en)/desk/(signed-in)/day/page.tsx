import { DeskDay } from "@/components/desk/desk-day";

export const metadata = { title: "Day" };

export default function DeskDayPage() {
  return <DeskDay />;
}
