import { DeskStaff } from "@/components/desk/desk-staff";

export const metadata = { title: "Staff" };

export default function DeskStaffPage() {
  return <DeskStaff />;
}
