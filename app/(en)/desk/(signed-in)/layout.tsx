import { DeskGate } from "@/components/desk/desk-gate";

/** Every desk page but the one a set-password link opens is for a signed-in staff member. */
export default function SignedInLayout({ children }: { children: React.ReactNode }) {
  return <DeskGate>{children}</DeskGate>;
}
