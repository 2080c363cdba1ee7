import { SignInForm } from "@/components/forms/sign-in-form";
import { PageHero } from "@/components/layout/page-hero";
import { Section } from "@/components/ui/section";
import { signInPage } from "@/content/forms";
import { pageMetadata } from "@/lib/metadata";

// Title "Sign In | <brand>" through the layout's template; canonical = origin + /signin.
export const metadata = pageMetadata("/signin");

export default function SignInPage() {
  return (
    <>
      <PageHero path="/signin" title={signInPage.heading} intro={signInPage.subtitle} />
      <Section tone="muted" aria-label="Sign-in form">
        <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <SignInForm />
        </div>
      </Section>
    </>
  );
}
