import { DeskSchedule } from "@/components/desk/desk-schedule";

export const metadata = { title: "Schedule" };

export default function DeskSchedulePage() {
  return <DeskSchedule />;
}
