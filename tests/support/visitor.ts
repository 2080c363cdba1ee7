/**
 * One visitor the unit tests send Get In Touch as (each test writes her message), and her fields as a counsellor
 * reads them in the mail draft or the WhatsApp text: labelled, each option by its label.
 */
import type { GetInTouchValues } from "@/contract/validations/get-in-touch";

export const visitor = {
  firstName: "प्रिया",
  lastName: "Sharma",
  email: "priya+uk@example.com",
  phone: "+91 98765 43210",
  destination: "uk",
  service: "visa",
} as const satisfies Omit<GetInTouchValues, "message">;

export const visitorLines = [
  "First Name: प्रिया",
  "Last Name: Sharma",
  "Email Address: priya+uk@example.com",
  "Phone Number: +91 98765 43210",
  "Interested Destination: United Kingdom",
  "Service Required: Visa assistance",
];
