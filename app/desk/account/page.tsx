import { DeskGate } from "@/components/desk/desk-gate";
import { ChangePasswordForm } from "@/components/desk/password-forms";

export const metadata = { title: "Password" };

export default function DeskAccountPage() {
  return (
    <DeskGate>
      <ChangePasswordForm />
    </DeskGate>
  );
}
