import { ChangePasswordForm } from "@/components/desk/password-forms";

export const metadata = { title: "Password" };

export default function DeskAccountPage() {
  return <ChangePasswordForm />;
}
