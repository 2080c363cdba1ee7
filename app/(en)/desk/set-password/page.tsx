import { SetPasswordForm } from "@/components/desk/password-forms";

export const metadata = { title: "Set your password" };

// Reached from the one-time link an admin sends; no session yet, so no gate.
export default function DeskSetPasswordPage() {
  return <SetPasswordForm />;
}
