/**
 * The lead forms as the site and the lead receiver both read them (spec part 1, sections 2-5): which forms
 * post leads, their field labels and the options of their selects. Option values are exactly the spec's;
 * labels are what visitors and counsellors read. The one place a stored value becomes its label
 * ({@link fieldText}): the mail drafts (lib/leads) and the receiver's e-mail, webhook and CSV all call it.
 */

export type Option<Value extends string = string> = { value: Value; label: string };

/** Get In Touch: "interested destination". */
export const getInTouchDestinations = [
  { value: "usa", label: "United States" },
  { value: "uk", label: "United Kingdom" },
  { value: "canada", label: "Canada" },
  { value: "germany", label: "Germany" },
  { value: "finland", label: "Finland" },
  { value: "other", label: "Other" },
] as const satisfies readonly Option[];

/** Get In Touch: "service required". */
export const getInTouchServices = [
  { value: "consultation", label: "Free consultation" },
  { value: "visa", label: "Visa assistance" },
  { value: "ielts", label: "IELTS coaching" },
  { value: "loan", label: "Education loan" },
  { value: "other", label: "Something else" },
] as const satisfies readonly Option[];

export type GetInTouchService = (typeof getInTouchServices)[number]["value"];

/** The call-back request (the booking page without JavaScript or a receiver): when the visitor prefers a call. */
export const callbackDays = [
  { value: "any", label: "Any working day" },
  { value: "monday", label: "Monday" },
  { value: "tuesday", label: "Tuesday" },
  { value: "wednesday", label: "Wednesday" },
  { value: "thursday", label: "Thursday" },
  { value: "friday", label: "Friday" },
  { value: "saturday", label: "Saturday" },
] as const satisfies readonly Option[];

export const callbackTimes = [
  { value: "morning", label: "Morning (10 AM to 1 PM)" },
  { value: "afternoon", label: "Afternoon (1 PM to 4 PM)" },
  { value: "evening", label: "Evening (4 PM to closing)" },
] as const satisfies readonly Option[];

/** The simple contact form's destinations. */
export const contactDestinations = [
  { value: "usa", label: "United States" },
  { value: "uk", label: "United Kingdom" },
  { value: "canada", label: "Canada" },
  { value: "australia", label: "Australia" },
  { value: "germany", label: "Germany" },
  { value: "newzealand", label: "New Zealand" },
] as const satisfies readonly Option[];

/** Careers: "Position Applying For"; job openings (content/careers/jobs) name theirs by these values. */
export const careerPositions = [
  { value: "education-consultant", label: "Education Consultant" },
  { value: "visa-specialist", label: "Visa Specialist" },
  { value: "ielts-trainer", label: "IELTS Trainer" },
  { value: "marketing-executive", label: "Marketing Executive" },
  { value: "other", label: "Other" },
] as const satisfies readonly Option[];

export type CareerPositionValue = (typeof careerPositions)[number]["value"];

/** Careers: "Years of Experience". */
export const experienceLevels = [
  { value: "0-1", label: "0-1 years" },
  { value: "1-3", label: "1-3 years" },
  { value: "3-5", label: "3-5 years" },
  { value: "5-10", label: "5-10 years" },
  { value: "10+", label: "10+ years" },
] as const satisfies readonly Option[];

/** Values of an option list, as the tuple zod's enum needs. */
export function optionValues<const Value extends string>(
  options: readonly [Option<Value>, ...Option<Value>[]],
): [Value, ...Value[]] {
  return options.map((option) => option.value) as [Value, ...Value[]];
}

/** The visible label of a chosen value (the value itself when unknown or empty). */
export function optionLabel(options: readonly Option[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

export const careerPositionValues = optionValues(careerPositions);

/** Field labels: on the forms, in the mail drafts and in what counsellors read, so all read the same. */
export const fieldLabels = {
  firstName: "First Name",
  lastName: "Last Name",
  email: "Email Address",
  phone: "Phone Number",
  destination: "Interested Destination",
  service: "Service Required",
  message: "Message",
  position: "Position Applying For",
  experience: "Years of Experience",
  location: "Current Location",
  resume: "Resume",
  coverLetter: "Cover Letter",
  preferredDay: "Preferred Day",
  preferredTime: "Preferred Time",
} as const;

export type FieldName = keyof typeof fieldLabels;

/** A field's label by its name, or the name itself: own keys only, so "constructor" is no field. */
export const labelOf = (name: string): string =>
  Object.hasOwn(fieldLabels, name) ? fieldLabels[name as FieldName] : name;

/** The forms whose submissions are stored as leads (the newsletter keeps subscribers apart). */
export const leadFormIds = [
  "get-in-touch",
  "contact",
  "careers-application",
  "estimate",
  "callback",
  "event-registration",
  // A family's first message to the business number on WhatsApp (receiver/src/whatsapp): no form on the site.
  "whatsapp",
] as const;
export type LeadFormId = (typeof leadFormIds)[number];

/** Whether a visitor's string names a lead form: own keys only, so "__proto__" or "toString" never does. */
export const isLeadFormId = (value: unknown): value is LeadFormId =>
  typeof value === "string" && (leadFormIds as readonly string[]).includes(value);

/** How counsellors name each form (notification subject, CSV "Form" column). */
export const formTitles: Record<LeadFormId, string> = {
  "get-in-touch": "Get In Touch",
  contact: "Contact",
  "careers-application": "Careers application",
  estimate: "Estimate request",
  callback: "Call-back request",
  "event-registration": "Event registration",
  whatsapp: "WhatsApp message",
};

/** The selects of each form: their stored value is an option value. */
const optionsByForm: Record<LeadFormId, Partial<Record<FieldName, readonly Option[]>>> = {
  "get-in-touch": { destination: getInTouchDestinations, service: getInTouchServices },
  contact: { destination: contactDestinations },
  "careers-application": { position: careerPositions, experience: experienceLevels },
  estimate: {},
  "event-registration": { destination: getInTouchDestinations, service: getInTouchServices },
  whatsapp: {},
  callback: {
    destination: getInTouchDestinations,
    service: getInTouchServices,
    preferredDay: callbackDays,
    preferredTime: callbackTimes,
  },
};

/** A field's value as people read it: an option's label instead of its value; "" stays "". */
export function fieldText(form: LeadFormId, name: FieldName, value: string): string {
  const options = optionsByForm[form][name];
  return value && options ? optionLabel(options, value) : value;
}
