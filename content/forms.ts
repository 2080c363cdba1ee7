/**
 * The forms' page copy and what they tell visitors (spec part 1, sections 2-5). Their options and field
 * labels are the contract the lead receiver shares (contract/forms.ts).
 */
import type { BookingMode } from "../contract/booking-slots";
import { officeIds, type OfficeId } from "../contract/offices";

import { officeById } from "./site";

/** Sign-in page (spec part 1, sections 2, 4, 5 and 8). */
export const signInPage = {
  heading: "Sign In",
  subtitle: "Access your student dashboard and continue your application.",
  google: "Continue with Google",
  apple: "Continue with Apple",
  divider: "or continue with email",
  emailLabel: "Email",
  passwordLabel: "Password",
  remember: "Remember me",
  forgotPassword: "Forgot password?",
  submit: "Continue",
  noAccount: "Don\u2019t have an account?",
  getInTouch: "Get in touch",
  welcomeTitle: "Welcome back!",
  signedInAs: "Signed in as",
  /** Said honestly when the receiver has no client id for the provider (GOOGLE_CLIENT_ID, APPLE_CLIENT_ID). */
  providerUnavailable: (provider: string) => `Sign-in with ${provider} is not available yet`,
  passwordHelpTitle: "Password help",
  /** Shown when the form is submitted before its script runs or without JavaScript. */
  needsScriptTitle: "Sign-in needs JavaScript",
} as const;

/** `template` with each `{name}` replaced by its value: "Visit our {city} office" -> "Visit our Surat office". */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{([A-Za-z]+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/*
 * The forms a family sends (Get In Touch, contact, the booking and its manage page) keep their copy as data, with
 * templates where a value goes in ("{city}"): `formTexts` below is what the Gujarati and Hindi files translate
 * (content/i18n/forms.gu.yaml, .hi.yaml, laid over it by the content build), and `formCopyOf` turns either
 * into the objects the forms read (getInTouchPage.officeNote("Surat")).
 */

const getInTouchText = {
  intro:
    "Tell us where you want to study and what you need. A counsellor will call you back with a clear, free plan for your next steps.",
  formTitle: "Send us your details",
  infoTitle: "Contact information",
  tipTitle: "Tip",
  messagePlaceholder: "Your course, intake and any questions",
  tip: "Mention your preferred destination and your current education level (for example Class 12, B.Tech final year or a working professional) so the right counsellor calls you.",
  submit: "Send Message",
  /** Above the form when an office's link opened it (`?office=surat`). */
  officeNote: "Your request goes to our {city} office.",
};

const contactText = {
  intro: "Questions about studying abroad, visas or IELTS? Write to us, call, or visit one of our offices.",
  formTitle: "Write to us",
  messagePlaceholder: "How can we help?",
  destinationLabel: "Destination",
  hoursTitle: "Office hours",
  reachTitle: "Call or e-mail",
  submit: "Send Message",
};

export const careersApplyPage = {
  intro:
    "Help students and families take one of the biggest steps of their lives. Send your details and resume: our HR team calls shortlisted candidates within a week.",
  formTitle: "Your application",
  resumeHint: "PDF, DOC or DOCX, up to 5MB.",
  coverLetterHint: "Optional: tell us why you would like to join us.",
  submit: "Submit Application",
  consultationTitle: "Here for a free consultation or to enrol?",
  consultationText:
    "The form below is for job applications. Students and parents: request your free consultation and a counsellor calls you back.",
  consultationLink: "Request a free consultation",
  hrTitle: "Questions about a role?",
  hrText: "Write to our HR team; mention the position you are interested in.",
  openingsLink: "See current openings",
} as const;

/**
 * The WhatsApp opt-in of the forms that take a phone number: Get In Touch, the booking, the call-back request and
 * event registration (components/forms/whatsapp-opt-in-field.tsx). Unticked until the visitor ticks it; sent as
 * `whatsappOptIn`. Not in the spec.
 */
const whatsappOptInText = {
  label: "Send me updates on WhatsApp",
  hint: "Booking confirmations, reminders and your counsellor\u2019s replies, on the number above. Reply STOP at any time.",
};

/** What each lead form tells the visitor about its submission: one wording per outcome (issue 11). */
const deliveryMessagesText = {
  leads: {
    sentTitle: "Thank you! Your message reached our counsellors.",
    sentText: "A counsellor will call or e-mail you soon.",
    heldTitle: "Your message is held for a counsellor to check",
    draftTitle: "Almost done: send the prefilled e-mail",
    draftText: "We asked your device to open a prefilled e-mail to our counsellors; press Send there to reach us.",
    notSentTitle: "Your message has not been sent yet",
  },
  careers: {
    sentTitle: "Thank you! Your application reached our HR team.",
    sentText: "Our HR team calls shortlisted candidates within a week.",
    heldTitle: "Your application is held for our HR team to check",
    draftTitle: "Almost done: send the prefilled e-mail",
    draftText:
      "We asked your device to open a prefilled e-mail to our HR team; attach your resume, then press Send there.",
    notSentTitle: "Your application has not been sent yet",
  },
};

/** Wording shared by every form that sends (the lead forms and the newsletter). */
const deliveryWordingText = {
  sending: "Sending\u2026",
  /** "Still trying, 2 of 4": the receiver has not answered the first attempt. */
  stillTrying: "No answer yet. Still trying, {attempt} of {attempts}\u2026",
  reference: "Your reference: {reference}.",
  kept: "Everything you typed is still here.",
  /** The toast after a draft was requested: nothing tells the page whether a mail app opened. */
  draftToast: "If no e-mail app opened, use the links under the form.",
  noMailApp: "If no e-mail app opened,",
  heldText: "Our spam filter stopped it, so it has not reached anyone yet: it waits for a counsellor to check it.",
  checkFieldsTitle: "Please check the marked fields",
  /** A booking refused because the person already holds what one person may (the receiver says what was sent). */
  limitTitle: "You are already booked",
  checkFieldsOne: "One field needs a change before we can accept it.",
  checkFieldsMany: "{count} fields need a change before we can accept it.",
  refusedTitle: "We could not accept this",
  rateLimitedTitle: "Too many messages from your connection just now",
  /** When to press Send again after a 429. */
  retryLater: "Please press Send again in a few minutes.",
  retryInSeconds: "Please press Send again in {seconds} seconds.",
  retryInAMinute: "Please press Send again in a minute.",
  retryInMinutes: "Please press Send again in {minutes} minutes.",
  unreachableText: "Our server did not answer, so nothing was sent.",
  otherWays: "Send it another way:",
  draftLink: "Open the prefilled e-mail",
  whatsappLink: "Send it on WhatsApp",
  orCall: "or call",
  /** A toast's short form of the fallback links, which the page shows under the form. */
  otherWaysBelow: "Send it another way: use the links under the form.",
  tryAgain: "Or press the button again to retry.",
  /** A form's checks are fetched on first use; offline, that fetch fails before anything is sent. */
  checksUnavailableTitle: "Nothing was sent yet",
  checksUnavailableText:
    "This form could not load its checks. Please check your internet connection and press the button again.",
};

/** The newsletter sign-up on the home page (passed to its form by the page, so the form's script stays small). */
export const newsletterForm = {
  label: "Email address",
  submit: "Subscribe",
  sending: deliveryWordingText.sending,
  /** Draft mode: the subject of the e-mail, and the line naming the address (no-JavaScript drafts read "<line>=<address>"). */
  draftSubject: "Newsletter subscription",
  draftLine: "Please add this address to your study abroad newsletter",
} as const;

/** What the newsletter sign-up tells the visitor after a submit (loaded with its delivery, on first use). */
export const newsletterMessages = {
  sentTitle: "You are subscribed",
  sentText: "The next newsletter goes to",
  heldTitle: "Your sign-up is held for us to check",
  draftTitle: "Almost done: send the prefilled e-mail",
  draftText: "Press Send in your e-mail app to confirm.",
  notSentTitle: "You are not subscribed yet",
} as const;

/** /book-consultation and its manage page: the visitor picks a free 30-minute slot (issue 34). */
const bookingText = {
  title: "Book a Free Consultation",
  intro:
    "Pick a time that suits you: 30 minutes with a counsellor, free, at one of our offices, on the phone or on a video call.",
  howLegend: "How would you like to meet?",
  officeVisit: "Visit our {city} office",
  phoneCall: "Phone call: we call you",
  videoCall: "Video call: you get a link to join",
  dayLegend: "Choose a day",
  timeLegend: "Choose a time (IST)",
  loadingSlots: "Finding free times\u2026",
  noSlots: "No free times in the next 14 days for this choice: try another way of meeting, or ask for a call back.",
  slotsUnavailable:
    "We cannot show free times just now. Ask for a call back below instead: a counsellor calls you at the time you prefer.",
  detailsTitle: "Your details",
  chosen: "Your slot: {when} IST",
  change: "Change",
  submit: "Book this slot",
  submitting: "Booking\u2026",
  takenTitle: "That time was just taken",
  takenText: "Someone booked it a moment ago. These are the nearest free times; your details are kept.",
  confirmedTitle: "Your consultation is booked",
  reference: "Reference",
  when: "When",
  how: "How",
  counsellor: "Counsellor",
  joinVideo: "Join the video call",
  addToCalendar: "Add to calendar (.ics)",
  googleCalendar: "Google Calendar",
  share: "Share on WhatsApp",
  manage: "Change or cancel",
  manageNote: "Keep this link: it lets you move or cancel your booking without an account.",
  /** An event's registration: it happens once, so the link only cancels. */
  manageNoteCancelOnly: "Keep this link: it lets you cancel without an account.",
  /** Only when the receiver queued the visitor's e-mails (it has a channel to send them on). */
  emailNote: "A confirmation is on its way to {email}, and a reminder comes the day before.",
  keepNote: "Save the calendar file and keep the link below: they hold your booking.",
  viewMap: "View on Map",
  callbackTitle: "Prefer a call back?",
  callbackIntro:
    "Tell us when suits you and a counsellor calls you back to fix a time. Your request goes through the same form as Get In Touch.",
  callbackDay: "Preferred day",
  callbackTime: "Preferred part of the day",
  callbackSubmit: "Request a call back",
  /** Beside the spec's consultation calls (components/booking/booking-offer.tsx). */
  offerLead: "Prefer to pick a time yourself?",
  offerLink: "Book a 30-minute slot: office, phone or video",
  /** The booking form's message box. */
  messagePlaceholder: "Anything we should know before we meet (optional)",
  /** Under a day of the slot picker: how many times it has free. */
  freeCount: "{count} free",
  /** The call-back request's empty choices. */
  callbackAnyDay: "Any day",
  callbackAnyTime: "Any time",
  /** A booking the receiver's spam check held (it took no seat). */
  heldTitle: "Held for review",
  /** A booking that did not reach the receiver, or that it refused. */
  notSentTitle: "Not sent",
  /** What a consultation is called in a calendar and a WhatsApp share. */
  consultationTitle: "Free consultation with {siteName}",
  /** A booked slot in a line: "Tue 1 Dec, 10:30 AM IST, office visit in Surat (30 minutes)". */
  whenLine: "{when} IST, {how} ({minutes} minutes)",
  /** How a booking happens, in a sentence: without an office, and with one ({city}). */
  modes: { office: "office visit", phone: "phone call", video: "video call", event: "event" },
  modesAt: {
    office: "office visit in {city}",
    phone: "phone call in {city}",
    video: "video call in {city}",
    event: "event in {city}",
  },
  /** Our offices' cities, as the ways of meeting and a booking's line name them (content/site.json's names). */
  cities: Object.fromEntries(officeIds.map((office) => [office, officeById[office].city])) as Record<OfficeId, string>,
  /** After a link that opens a new tab, for screen readers. */
  opensNewTab: "(opens in a new tab)",
};

/** The manage page, reached from the link in the booking's confirmation. */
const manageBookingText = {
  title: "Your Booking",
  intro: "See, move or cancel your free consultation, or your place at an event.",
  loading: "Loading your booking\u2026",
  notFoundTitle: "This booking link is not known",
  notFoundText: "Check that the link is complete, as in your confirmation e-mail, or call us.",
  unreachable: "We cannot reach the booking service just now. Please try again in a minute, or call us.",
  cancelledTitle: "This consultation is cancelled",
  cancelledEventTitle: "This registration is cancelled",
  /** What was cancelled, from the receiver: "Your free consultation of Tue 1 Dec, 10:30 AM IST (office visit in Surat, 30 minutes)". */
  cancelledWhat: "{what} ({reference}) on {when} is cancelled.",
  cancelledText: "Its time is free for someone else now. You can book a new one whenever you like.",
  bookAgain: "Book a new consultation",
  begun: "This consultation has begun or passed: to change anything, please call the office.",
  moveTitle: "Move to another time",
  moveSubmit: "Move my consultation",
  moved: "Your consultation is moved.",
  /** Said only when the receiver queued the new confirmation. */
  newConfirmation: "A new confirmation is on its way to your e-mail.",
  cancelTitle: "Cancel",
  cancelText: "Cancelling frees your time for someone else.",
  cancelSubmit: "Cancel my consultation",
  cancelEventSubmit: "Cancel my registration",
  cancelConfirm: "Yes, cancel it",
  keep: "Keep it",
  cancelled: "Your consultation is cancelled.",
  cancelledEvent: "Your registration is cancelled.",
  heldUntil:
    "This place came free from the waitlist and is held for you until {until} IST. Confirm it to keep it; if you cannot come, let it go to the next person.",
  confirmHeld: "Confirm my place",
  confirmed: "Your place is confirmed.",
  attended: "You attended this consultation. To plan what comes next, call us or book another.",
  missed: "We missed you at this consultation. Book another time whenever suits you.",
  /** The page's heading over a booking: a consultation, or a place at an event ({title}). */
  headingConsultation: "{name}, your free consultation",
  headingEvent: "{name}, your place at {title}",
  /** What was cancelled, when it was a consultation (an event is named by its title). */
  consultationWhat: "Your free consultation",
  /** The move button once a new time is chosen. */
  moveSubmitTo: "Move my consultation to {when}",
  /** The chosen time was taken first: the nearest free ones ({times}: "Tue 1 Dec, 10:30 AM; Tue 1 Dec, 11:00 AM"). */
  nearestTimes: "Nearest free times: {times}.",
};

/** The words every form's parts write (components/forms): the required note, the select prompts, the unsaved hint. */
const formPartsText = {
  requiredBefore: "Fields marked",
  requiredAsterisk: "with an asterisk",
  requiredAfter: "are required.",
  unsaved: "Unsaved changes: your details stay here until you send them.",
  selectDestination: "Select a destination",
  selectService: "Select a service",
  /** Under a message box: how much of its length is used ("120 / 2,000 characters"). */
  counter: "{length} / {max} characters",
  sendingWait: "Sending, please wait.",
};

/** "Send me this estimate" under a tool's result (components/tools/estimate-form.tsx). */
const estimateText = {
  title: "Send me this estimate",
  openLink: "Open this estimate: {url}",
};

/** The forms' copy as data, in English: what the Gujarati and Hindi files translate. */
export const formTexts = {
  estimate: estimateText,
  formParts: formPartsText,
  getInTouchPage: getInTouchText,
  contactPage: contactText,
  whatsappOptIn: whatsappOptInText,
  deliveryMessages: deliveryMessagesText,
  deliveryWording: deliveryWordingText,
  bookingPage: bookingText,
  manageBookingPage: manageBookingText,
};
export type FormTexts = typeof formTexts;

/** The forms' copy as the forms read it, from `texts` (English, or a translation of the same shape). */
export function formCopyOf(texts: FormTexts) {
  const fill = fillTemplate;
  const wording = texts.deliveryWording;
  return {
    estimate: texts.estimate,
    formParts: texts.formParts,
    getInTouchPage: {
      ...texts.getInTouchPage,
      officeNote: (city: string) => fill(texts.getInTouchPage.officeNote, { city }),
    },
    contactPage: texts.contactPage,
    whatsappOptIn: texts.whatsappOptIn,
    deliveryMessages: texts.deliveryMessages,
    deliveryWording: {
      ...wording,
      stillTrying: (attempt: number, attempts: number) => fill(wording.stillTrying, { attempt, attempts }),
      reference: (reference: string) => fill(wording.reference, { reference }),
      checkFieldsText: (count: number) =>
        count === 1 ? wording.checkFieldsOne : fill(wording.checkFieldsMany, { count }),
      retryIn: (seconds?: number) => {
        if (seconds === undefined) return wording.retryLater;
        if (seconds < 60) return fill(wording.retryInSeconds, { seconds: Math.max(1, seconds) });
        const minutes = Math.ceil(seconds / 60);
        return minutes === 1 ? wording.retryInAMinute : fill(wording.retryInMinutes, { minutes });
      },
    },
    bookingPage: {
      ...texts.bookingPage,
      officeVisit: (city: string) => fill(texts.bookingPage.officeVisit, { city }),
      chosen: (when: string) => fill(texts.bookingPage.chosen, { when }),
      emailNote: (email: string) => fill(texts.bookingPage.emailNote, { email }),
      freeCount: (count: number) => fill(texts.bookingPage.freeCount, { count }),
      consultationTitle: (siteName: string) => fill(texts.bookingPage.consultationTitle, { siteName }),
      /** "Tue 1 Dec, 10:30 AM IST, office visit in Surat (30 minutes)", from the slot as the page writes it. */
      whenLine: (when: string, mode: BookingMode, office: OfficeId | null | undefined, minutes: number) =>
        fill(texts.bookingPage.whenLine, {
          when,
          how: office
            ? fill(texts.bookingPage.modesAt[mode], { city: texts.bookingPage.cities[office] })
            : texts.bookingPage.modes[mode],
          minutes,
        }),
    },
    manageBookingPage: {
      ...texts.manageBookingPage,
      cancelledWhat: (what: string, reference: string, when: string) =>
        fill(texts.manageBookingPage.cancelledWhat, { what, reference, when }),
      heldUntil: (until: string) => fill(texts.manageBookingPage.heldUntil, { until }),
      heading: (name: string, event?: string) =>
        event
          ? fill(texts.manageBookingPage.headingEvent, { name, title: event })
          : fill(texts.manageBookingPage.headingConsultation, { name }),
      moveSubmitTo: (when: string) => fill(texts.manageBookingPage.moveSubmitTo, { when }),
      nearestTimes: (times: readonly string[]) =>
        fill(texts.manageBookingPage.nearestTimes, { times: times.join("; ") }),
    },
  };
}
export type FormCopy = ReturnType<typeof formCopyOf>;

/** The English copy of the forms. */
export const englishFormCopy = formCopyOf(formTexts);
export const { formParts, whatsappOptIn, deliveryMessages, deliveryWording, bookingPage, manageBookingPage } =
  englishFormCopy;

/**
 * What the sign-in page says now that it signs in for real (the student and parent portal, contract/portal.ts).
 * The spec shows no message for a wrong password; this is ours.
 */
export const signInOutcomes = {
  wrongPassword: "Invalid email or password.",
  tooManyTries: "Too many tries. Please wait a minute, then try again.",
  notNow: "We could not sign you in just now. Please try again in a moment.",
  unreachable: "We cannot reach sign-in just now. Check your connection and try again.",
  openingAccount: "Opening your account\u2026",
  signedInAlready: (email: string) => `You are already signed in as ${email}.`,
  goToAccount: "Go to your account",
  /** "Forgot password?": the same answer whether or not the address has an account. */
  resetSent: "If an account exists for that address, we have e-mailed a link to set a new password.",
  /** When the receiver has no way to e-mail a family (no mail channel): nothing was sent, to anybody. */
  resetNoMail: "We cannot e-mail a link just now: nothing was sent. Please try again later, or call or write to us:",
  resetNeedsEmail: "Enter your e-mail address above, then press \u201cForgot password?\u201d again.",
  resetNotSent: "We could not send the link just now. Please try again in a moment.",
  /** Shown when the form is submitted before its script runs or without JavaScript. */
  needsScriptText:
    "It is switched off or still loading in this browser, so nothing was sent: your password never left this page. Reload the page with JavaScript on to sign in.",
} as const;

/** The set-password page an invite or a "Forgot password?" e-mail links to (/account/welcome#<token>). */
export const portalWelcomePage = {
  title: "Set your password",
  intro: "Choose a password for your account. You sign in with your e-mail address and this password.",
  reading: "Opening your link\u2026",
  greeting: (name: string) => `Welcome, ${name}`,
  signsInAs: (email: string) => `You will sign in as ${email}.`,
  parentNote: "As a parent you can follow the application and write to the office.",
  noTokenTitle: "This link is not complete",
  noTokenText: "Open the whole link from your e-mail or message; it ends with a long code after a \u201c#\u201d.",
  usedTitle: "This link has been used or has expired",
  usedText:
    "Ask your counsellor for a new link. If a student invited you as their parent, ask the student to invite you again.",
  joinedAlready: "Set your password with it already? Sign in with your e-mail address and that password.",
  unreachable: "We cannot reach your account just now. Check your connection and try again.",
  notSet: "Your password was not set. Please try again in a moment.",
  newPassword: "New password",
  repeatPassword: "New password again",
  submit: "Set password",
  doneTitle: "Your password is set",
  doneText: "Sign in with your e-mail address and your new password.",
  signIn: "Sign in",
} as const;

/** The portal's home (/account/): a student's or a parent's view of the application. */
export const portalPage = {
  title: "Your account",
  intro: "Your applications, documents and messages with the office, in one place.",
  loading: "Loading your account\u2026",
  signedOutTitle: "Sign in to see your account",
  signedOutText: "Your applications, documents and messages are here once you have signed in.",
  signIn: "Sign in",
  unreachable: "We cannot reach your account just now. Check your connection and try again.",
  tryAgain: "Try again",
  navLabel: "Sections of your account",
  signedInAs: (name: string, kind: "student" | "parent") =>
    kind === "parent" ? `Signed in as ${name} (parent)` : `Signed in as ${name}`,
  parentView: (student: string) =>
    `You are following ${student}\u2019s application. You can read everything here and write to the office; ${student} uploads the documents.`,
  signOut: "Sign out",
  signingOut: "Signing out\u2026",
  signOutFailed: "We could not sign you out just now. Please try again.",
  sections: {
    overview: "Overview",
    applications: "Applications",
    documents: "Documents",
    messages: "Messages",
    parents: "Parents",
    data: "My data",
  },
  overview: {
    stage: "Where things stand",
    nextSteps: "What to do next",
    noNextSteps: "Nothing is waiting on you just now.",
    consultation: "Your next consultation",
    noConsultation: "No consultation is booked.",
    bookConsultation: "Book a free consultation",
    manageConsultation: "See, move or cancel it",
    counsellor: "Your counsellor",
    noCounsellor: "No counsellor is assigned to you yet. The office will tell you who it is.",
    call: "Call",
    whatsapp: "WhatsApp",
  },
  applications: {
    caption: "Your applications",
    university: "University and program",
    intake: "Intake",
    deadline: "Deadline",
    stage: "Stage",
    noDeadline: "Not set",
    history: (count: number) => `History (${count} ${count === 1 ? "stage" : "stages"})`,
    by: (name: string) => `by ${name}`,
    empty: "No applications yet. Your counsellor adds each university here once you have chosen it together.",
  },
  documents: {
    empty: "No documents are asked for yet. Your counsellor adds them here when the time comes.",
    reason: "Why it needs uploading again:",
    chooseFile: (title: string) => `File for ${title}`,
    fileHint: "PDF, JPEG or PNG, up to 10 MB.",
    upload: "Upload",
    uploadNew: "Upload a new version",
    uploading: "Uploading\u2026",
    uploaded: (fileName: string) => `${fileName} is uploaded`,
    uploadedText: "Your counsellor will check it.",
    chooseFirst: "Choose a file first.",
    latest: (fileName: string) => `Download ${fileName}`,
    uploadedOn: (day: string) => `uploaded ${day}`,
    parentNote: "The student uploads the documents; you see where each one stands.",
  },
  messages: {
    intro: "Write to the office here. Everyone on this account reads the thread.",
    loading: "Loading messages\u2026",
    empty: "No messages yet.",
    label: "Your message",
    send: "Send",
    sending: "Sending\u2026",
    notSent: "Your message was not sent",
    kept: "It is still in the box: press Send to try again.",
    sent: "Message sent.",
    arrived: (count: number) => (count === 1 ? "1 new message." : `${count} new messages.`),
    listLabel: "Messages with the office",
    reload: "Load messages again",
    /** A message that travelled on WhatsApp (the office's reply sent there too). */
    onWhatsApp: "on WhatsApp",
    /** The office's message could not be delivered on WhatsApp (it is still here). */
    notDelivered: "Not delivered on WhatsApp",
  },
  parents: {
    intro:
      "Invite a parent to follow your application. A parent can read everything here and write to the office, but cannot upload or change anything.",
    none: "No parent is invited yet.",
    joined: "Has joined",
    invited: (day: string) => `Invited ${day}, has not joined yet`,
    remove: (name: string) => `Remove ${name}`,
    confirmRemove: (name: string) => `Remove ${name}? They will no longer see your account.`,
    yesRemove: "Yes, remove",
    keep: "Keep",
    removed: (name: string) => `${name} is removed.`,
    inviteTitle: "Invite a parent",
    name: "Parent's name",
    email: "Parent's e-mail",
    submit: "Invite",
    inviting: "Inviting\u2026",
    invitedTitle: (name: string) => `${name} is invited`,
    emailed: (email: string) => `We e-mailed the link to ${email}.`,
    notEmailed: "No e-mail was sent: share the link below with them yourself.",
    linkLabel: "Invitation link",
    linkHint: (hours: number) => `It works for ${hours} hours.`,
    copy: "Copy link",
    copied: "Link copied.",
    copyFailed: "Your browser did not let us copy: select the link and copy it yourself.",
    whatsapp: "Share on WhatsApp",
    shareText: (siteName: string, url: string) =>
      `I have invited you to follow my study-abroad application with ${siteName}. Open this link to set your password: ${url}`,
  },
  data: {
    intro: "Download a copy of everything we hold about your account, or ask the office to erase it.",
    download: "Download my data",
    erase: "Ask for erasure",
    confirmErase:
      "This asks the office to erase your account and the data held with it. The office does the erasing; until then your account stays as it is.",
    yesErase: "Yes, ask the office",
    keep: "Keep my account",
    asked: "We have asked the office to erase your account.",
    askedText: "Your account stays as it is until the office erases it.",
  },
  /** Who wrote a message in the thread. */
  from: { student: "student", parent: "parent", family: "on WhatsApp", office: "the office" },
} as const;
