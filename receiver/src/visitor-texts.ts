/**
 * What the receiver writes to a visitor (a family), in each language of the site (contract/languages.ts): the
 * booking's e-mails and calendar file (booking/visitor-mail.ts) and the values its WhatsApp templates are filled
 * with (whatsapp/messages.ts). English beside Gujarati and Hindi, keyed by language, so a language without its
 * texts fails to compile. The WhatsApp templates' own bodies are content (content/whatsapp.yaml), as Meta approves
 * them; the office's own messages stay English (lead-text.ts) and name the visitor's language.
 *
 * Words as families use them (the glossary of content/i18n/glossary.yaml): IELTS, visa and SOP stay English; times
 * are IST as the India-time module writes them in the language, as the booking page showed them ("મંગળ 1
 * ડિસેમ્બર, 10:30 AM"), never retyped. An office's address stays as the content writes it, with no full stop of
 * Hindi ("।") after its PIN code, where it would read as one more digit.
 */
import type { BookingMode, ConsultationMode } from "@/contract/booking-slots";
import { slotLabel } from "@/contract/india-time";
import type { Language } from "@/contract/languages";
import type { OfficeId } from "@/contract/offices";
import { consultationArrangement, consultationText } from "@/content/booking";
import { officeById, site } from "@/content/site";

/** A booked slot: how, where (an office, or none) and when. */
export type SlotFacts = { mode: BookingMode; office: OfficeId | null; start: Date; end: Date };

/** A consultation's arrangement: how, where, and how to reach the person booked. */
export type ArrangementFacts = {
  mode: ConsultationMode;
  office: OfficeId | null;
  phone: string;
  email: string;
  meetingUrl?: string | null;
};

/** An event's place: one of our offices, or online at a link. */
export type EventPlace = { office: OfficeId | null; meetingUrl?: string };

export type VisitorTexts = {
  /** The greeting line: "Dear Asha,". */
  dear: (firstName: string) => string;
  /** A booked slot in a line: "Tue 1 Dec, 10:30 AM IST, office visit in Surat (30 minutes)". */
  slot: (slot: SlotFacts) => string;
  /** How a consultation happens: where to come, who calls whom, where the video call is. */
  arrangement: (booking: ArrangementFacts) => string;
  /** How attendees join an event; `english` is the content's own wording. */
  eventJoin: (place: EventPlace, english: string) => string;
  /** What a consultation is called (an event is called by its title). */
  consultationTitle: string;
  /** The labels of a booking's lines. */
  labels: { event: string; when: string; counsellor: string; map: string; reference: string; changeOrCancel: string };
  /** The counsellor's name in a WhatsApp message while nobody holds the consultation yet. */
  noCounsellor: string;
  confirmation: {
    subject: (booking: { event?: string; when: string; reference: string }) => string;
    opening: (booking: { event?: string; title: string }) => string;
  };
  reminder: {
    subject: (booking: { event?: string; when: string; reference: string }) => string;
    opening: (title: string) => string;
  };
  calendarAttached: string;
  moveOrCancel: (url: string) => string;
  missed: { subject: (reference: string) => string; lines: (when: string) => string[] };
  seatOffered: {
    subject: (title: string, reference: string) => string;
    /** `until`: when the hold ends in IST ("Tue 1 Dec, 10:30 AM"), or null when not known. */
    heldFor: (title: string, until: string | null) => string;
    confirm: (url: string) => string;
    lapse: string;
  };
  /** The subject of an e-mail carrying a WhatsApp message that could not be delivered. */
  insteadOfWhatsApp: string;
  /** A booking or registration refused (409 booking_limit): the person already holds what one person may. */
  limit: {
    held: (event: boolean) => string;
    /** Where their links are: sent again (`resent`) to the addresses they booked with, or in their first e-mails. */
    links: (event: boolean, resent: boolean) => string;
    call: (phone: string) => string;
  };
  /** Why a booking no longer changes through its manage link (409), shown on the manage page. */
  unchangeable: { begun: string; cancelled: string; alreadyYours: string };
};

/** Our offices' cities as families write them. */
const cities: Record<Exclude<Language, "en">, Record<OfficeId, string>> = {
  gu: { vadodara: "વડોદરા", surat: "સુરત", mumbai: "મુંબઈ" },
  hi: { vadodara: "वडोदरा", surat: "सूरत", mumbai: "मुंबई" },
};

const minutesOf = ({ start, end }: SlotFacts) => Math.round((end.getTime() - start.getTime()) / 60_000);
const addressOf = (office: OfficeId | null) => (office ? officeById[office].address : "");

const english: VisitorTexts = {
  dear: (firstName) => `Dear ${firstName},`,
  slot: consultationText,
  arrangement: (booking) => consultationArrangement(booking).text,
  eventJoin: (_place, text) => text,
  consultationTitle: `Free consultation with ${site.name}`,
  labels: {
    event: "Event",
    when: "When",
    counsellor: "Your counsellor",
    map: "Map",
    reference: "Reference",
    changeOrCancel: "Change or cancel",
  },
  noCounsellor: `the ${site.name} team`,
  confirmation: {
    subject: ({ event, when, reference }) =>
      `${event ? `You are registered: ${event}` : "Your free consultation is booked"}: ${when} IST (${reference})`,
    opening: ({ event, title }) => `Thank you for ${event ? "registering for" : "booking"} ${title}.`,
  },
  reminder: {
    subject: ({ event, when, reference }) =>
      `Reminder: ${event ?? "your free consultation"} is tomorrow, ${when} IST (${reference})`,
    opening: (title) => `This is a reminder of ${title}.`,
  },
  calendarAttached: "The calendar file attached adds it to your calendar.",
  moveOrCancel: (url) => `To move it to another time or cancel it: ${url}`,
  missed: {
    subject: (reference) => `We missed you: book another time (${reference})`,
    lines: (when) => [
      `We missed you at your free consultation: ${when}.`,
      "It happens. Book another time that suits you, or reply to this e-mail and we will find one with you:",
    ],
  },
  seatOffered: {
    subject: (title, reference) => `A place is free for you: ${title} (${reference})`,
    heldFor: (title, until) =>
      `A place has come free at ${title}, and it is held for you until ${until ? `${until} IST` : "soon"}.`,
    confirm: (url) => `Confirm it (or let it go to the next in line): ${url}`,
    lapse: "If it is not confirmed by then, it goes to the next person waiting.",
  },
  insteadOfWhatsApp: `A message from ${site.name}`,
  limit: {
    held: (event) =>
      event
        ? "This e-mail address or phone number is already registered for this event."
        : "This e-mail address or phone number already holds two upcoming consultations (one after two missed ones), as many as one person can book with us.",
    links: (event, resent) =>
      resent
        ? `We have sent the ${event ? "link" : "links"} to change or cancel ${event ? "it" : "them"} again, to the e-mail address ${event ? "it was registered with" : "each was booked with"}.`
        : `To change or cancel ${event ? "it" : "them"}, use the link given when ${event ? "registering" : "booking"}.`,
    call: (phone) => `Someone else in the family? Call us on ${phone}.`,
  },
  unchangeable: {
    begun: "This consultation has already begun: please call the office to change it.",
    cancelled: "This consultation was cancelled: book a new one on the booking page.",
    alreadyYours: "This place is yours already: nothing to confirm.",
  },
};

const gujaratiModes: Record<BookingMode, (city: string | null) => string> = {
  office: (city) => (city ? `${city} ઓફિસમાં મુલાકાત` : "ઓફિસમાં મુલાકાત"),
  phone: (city) => (city ? `${city} ઓફિસ તરફથી ફોન કૉલ` : "ફોન કૉલ"),
  video: (city) => (city ? `${city} ઓફિસ તરફથી વીડિયો કૉલ` : "વીડિયો કૉલ"),
  event: (city) => (city ? `${city}માં ઇવેન્ટ` : "ઇવેન્ટ"),
};

const gujarati: VisitorTexts = {
  dear: (firstName) => `નમસ્તે ${firstName},`,
  slot: (slot) =>
    `${slotLabel(slot.start, "gu")} IST, ${gujaratiModes[slot.mode](slot.office && cities.gu[slot.office])} (${minutesOf(slot)} મિનિટ)`,
  arrangement: ({ mode, office, phone, meetingUrl }) =>
    mode === "office"
      ? `અમારી ${office ? `${cities.gu[office]} ` : ""}ઓફિસમાં તમારા કાઉન્સેલરને મળો: ${addressOf(office)}.`
      : mode === "phone"
        ? `આ સમયે તમારા કાઉન્સેલર તમને ${phone} પર ફોન કરશે.`
        : `આ સમયે વીડિયો કૉલમાં જોડાઓ: ${meetingUrl ?? ""}`,
  eventJoin: ({ office, meetingUrl }, text) =>
    office
      ? `અમારી ${cities.gu[office]} ઓફિસમાં: ${addressOf(office)}.`
      : meetingUrl
        ? `ઓનલાઇન: શરૂ થવાના સમયે આ લિંક પર જોડાઓ: ${meetingUrl}`
        : text,
  consultationTitle: `${site.name} સાથે મફત કન્સલ્ટેશન`,
  labels: {
    event: "ઇવેન્ટ",
    when: "ક્યારે",
    counsellor: "તમારા કાઉન્સેલર",
    map: "નકશો",
    reference: "રેફરન્સ નંબર",
    changeOrCancel: "સમય બદલવા કે રદ કરવા",
  },
  noCounsellor: `${site.name} ટીમ`,
  confirmation: {
    subject: ({ event, when, reference }) =>
      `${event ? `તમારું રજિસ્ટ્રેશન થઈ ગયું છે: ${event}` : "તમારું મફત કન્સલ્ટેશન બુક થઈ ગયું છે"}: ${when} IST (${reference})`,
    opening: ({ event, title }) => (event ? `${title} માટે રજિસ્ટ્રેશન કરવા બદલ આભાર.` : `${title} બુક કરવા બદલ આભાર.`),
  },
  reminder: {
    subject: ({ event, when, reference }) =>
      `યાદ અપાવીએ: ${event ?? "તમારું મફત કન્સલ્ટેશન"} આવતીકાલે છે, ${when} IST (${reference})`,
    opening: (title) => `યાદ અપાવીએ છીએ: ${title}.`,
  },
  calendarAttached: "સાથે જોડેલી કૅલેન્ડર ફાઇલ ખોલવાથી આ તમારા કૅલેન્ડરમાં ઉમેરાઈ જશે.",
  moveOrCancel: (url) => `બીજા સમયે બદલવા કે રદ કરવા માટે: ${url}`,
  missed: {
    subject: (reference) => `અમે તમારી રાહ જોઈ: બીજો સમય બુક કરો (${reference})`,
    lines: (when) => [
      `તમારા મફત કન્સલ્ટેશનમાં અમે તમારી રાહ જોઈ: ${when}.`,
      "આવું બને છે. તમને અનુકૂળ હોય એવો બીજો સમય બુક કરો, અથવા આ ઈમેલનો જવાબ આપો અને અમે તમારી સાથે મળીને સમય નક્કી કરીશું:",
    ],
  },
  seatOffered: {
    subject: (title, reference) => `તમારા માટે એક સીટ ખાલી થઈ છે: ${title} (${reference})`,
    heldFor: (_title, until) =>
      until
        ? `એક સીટ ખાલી થઈ છે, અને તે ${until} IST સુધી તમારા માટે રાખવામાં આવી છે.`
        : "એક સીટ ખાલી થઈ છે, અને થોડા સમય માટે તે તમારા માટે રાખવામાં આવી છે.",
    confirm: (url) => `તેની પુષ્ટિ કરો (અથવા લાઇનમાં આગળના વ્યક્તિ માટે છોડી દો): ${url}`,
    lapse: "ત્યાં સુધીમાં પુષ્ટિ ન થાય તો આ સીટ રાહ જોતા આગળના વ્યક્તિને મળશે.",
  },
  insteadOfWhatsApp: `${site.name} તરફથી સંદેશ`,
  limit: {
    held: (event) =>
      event
        ? "આ ઈમેલ સરનામું અથવા ફોન નંબર આ ઇવેન્ટ માટે પહેલેથી રજિસ્ટર થયેલ છે."
        : "આ ઈમેલ સરનામા અથવા ફોન નંબર પર પહેલેથી બે આગામી કન્સલ્ટેશન બુક છે (બે વાર ન આવી શક્યા હો તો એક): એક વ્યક્તિ અમારી સાથે આટલાં જ બુક કરી શકે છે.",
    links: (event, resent) =>
      resent
        ? event
          ? "જે ઈમેલ સરનામાથી રજિસ્ટ્રેશન થયું હતું, તેના પર અમે તેને બદલવા કે રદ કરવાની લિંક ફરીથી મોકલી છે."
          : "દરેક કન્સલ્ટેશન જે ઈમેલ સરનામાથી બુક થયું હતું, તે સરનામા પર તેને બદલવા કે રદ કરવાની લિંક અમે ફરીથી મોકલી છે."
        : `બદલવા કે રદ કરવા માટે ${event ? "રજિસ્ટ્રેશન" : "બુકિંગ"} વખતે મળેલી લિંક વાપરો.`,
    call: (phone) => `પરિવારમાંથી બીજા કોઈ માટે બુક કરવું છે? અમને ${phone} પર ફોન કરો.`,
  },
  unchangeable: {
    begun: "આ કન્સલ્ટેશન શરૂ થઈ ચૂક્યું છે: તેમાં ફેરફાર કરવા માટે કૃપા કરીને ઓફિસને ફોન કરો.",
    cancelled: "આ કન્સલ્ટેશન રદ થઈ ગયું છે: બુકિંગ પેજ પર નવું કન્સલ્ટેશન બુક કરો.",
    alreadyYours: "આ જગ્યા પહેલેથી તમારી છે: પાકી કરવાનું કંઈ બાકી નથી.",
  },
};

const hindiModes: Record<BookingMode, (city: string | null) => string> = {
  office: (city) => (city ? `${city} ऑफ़िस में मुलाक़ात` : "ऑफ़िस में मुलाक़ात"),
  phone: (city) => (city ? `${city} ऑफ़िस से फ़ोन कॉल` : "फ़ोन कॉल"),
  video: (city) => (city ? `${city} ऑफ़िस से वीडियो कॉल` : "वीडियो कॉल"),
  event: (city) => (city ? `${city} में इवेंट` : "इवेंट"),
};

const hindi: VisitorTexts = {
  dear: (firstName) => `नमस्ते ${firstName},`,
  slot: (slot) =>
    `${slotLabel(slot.start, "hi")} IST, ${hindiModes[slot.mode](slot.office && cities.hi[slot.office])} (${minutesOf(slot)} मिनट)`,
  arrangement: ({ mode, office, phone, meetingUrl }) =>
    mode === "office"
      ? `हमारे ${office ? `${cities.hi[office]} ` : ""}ऑफ़िस में अपने काउंसलर से मिलें: ${addressOf(office)}`
      : mode === "phone"
        ? `इस समय आपके काउंसलर आपको ${phone} पर फ़ोन करेंगे।`
        : `इस समय वीडियो कॉल से जुड़ें: ${meetingUrl ?? ""}`,
  eventJoin: ({ office, meetingUrl }, text) =>
    office
      ? `हमारे ${cities.hi[office]} ऑफ़िस में: ${addressOf(office)}`
      : meetingUrl
        ? `ऑनलाइन: शुरू होने के समय इस लिंक से जुड़ें: ${meetingUrl}`
        : text,
  consultationTitle: `${site.name} के साथ मुफ़्त कंसल्टेशन`,
  labels: {
    event: "इवेंट",
    when: "कब",
    counsellor: "आपके काउंसलर",
    map: "नक्शा",
    reference: "रेफ़रेंस नंबर",
    changeOrCancel: "समय बदलें या रद्द करें",
  },
  noCounsellor: `${site.name} टीम`,
  confirmation: {
    subject: ({ event, when, reference }) =>
      `${event ? `आपका रजिस्ट्रेशन हो गया है: ${event}` : "आपका मुफ़्त कंसल्टेशन बुक हो गया है"}: ${when} IST (${reference})`,
    opening: ({ event, title }) => (event ? `${title} में रजिस्ट्रेशन के लिए धन्यवाद।` : `${title} बुक करने के लिए धन्यवाद।`),
  },
  reminder: {
    subject: ({ event, when, reference }) =>
      `याद दिला दें: ${event ?? "आपका मुफ़्त कंसल्टेशन"} कल है, ${when} IST (${reference})`,
    opening: (title) => `आपको याद दिलाना चाहते हैं: ${title}।`,
  },
  calendarAttached: "साथ में लगी कैलेंडर फ़ाइल खोलने पर यह आपके कैलेंडर में जुड़ जाएगा।",
  moveOrCancel: (url) => `किसी और समय पर बदलने या रद्द करने के लिए: ${url}`,
  missed: {
    subject: (reference) => `हमने आपका इंतज़ार किया: दूसरा समय बुक करें (${reference})`,
    lines: (when) => [
      `आपके मुफ़्त कंसल्टेशन में हमने आपका इंतज़ार किया: ${when}।`,
      "ऐसा हो जाता है। अपनी सुविधा का कोई दूसरा समय बुक करें, या इस ईमेल का जवाब दें और हम आपके साथ मिलकर समय तय कर लेंगे:",
    ],
  },
  seatOffered: {
    subject: (title, reference) => `आपके लिए एक सीट खाली हुई है: ${title} (${reference})`,
    heldFor: (_title, until) =>
      until
        ? `एक सीट खाली हुई है, और यह ${until} IST तक आपके लिए रखी गई है।`
        : "एक सीट खाली हुई है, और कुछ समय के लिए यह आपके लिए रखी गई है।",
    confirm: (url) => `इसकी पुष्टि करें (या इसे लाइन में अगले व्यक्ति के लिए छोड़ दें): ${url}`,
    lapse: "तब तक पुष्टि न होने पर यह सीट इंतज़ार कर रहे अगले व्यक्ति को मिल जाएगी।",
  },
  insteadOfWhatsApp: `${site.name} की ओर से संदेश`,
  limit: {
    held: (event) =>
      event
        ? "यह ईमेल पता या फ़ोन नंबर इस इवेंट के लिए पहले से रजिस्टर है।"
        : "इस ईमेल पते या फ़ोन नंबर पर आगे के दो कंसल्टेशन पहले से बुक हैं (दो बार न आ पाए हों तो एक): एक व्यक्ति हमारे साथ इतने ही बुक कर सकता है।",
    links: (event, resent) =>
      resent
        ? event
          ? "इसे बदलने या रद्द करने का लिंक हमने फिर से भेज दिया है, उसी ईमेल पते पर जिससे रजिस्ट्रेशन हुआ था।"
          : "हर कंसल्टेशन को बदलने या रद्द करने का लिंक हमने उसी ईमेल पते पर फिर से भेज दिया है, जिससे वह बुक हुआ था।"
        : `बदलने या रद्द करने के लिए ${event ? "रजिस्ट्रेशन" : "बुकिंग"} के समय मिला लिंक इस्तेमाल करें।`,
    call: (phone) => `परिवार में किसी और के लिए बुक करना है? हमें ${phone} पर फ़ोन करें।`,
  },
  unchangeable: {
    begun: "यह कंसल्टेशन शुरू हो चुका है: इसे बदलने के लिए कृपया ऑफ़िस को फ़ोन करें।",
    cancelled: "यह कंसल्टेशन रद्द हो चुका है: बुकिंग पेज पर नया कंसल्टेशन बुक करें।",
    alreadyYours: "यह जगह पहले से आपकी है: पक्का करने के लिए कुछ बाकी नहीं है।",
  },
};

/** Every language's texts: a language of contract/languages.ts without them does not compile. */
export const visitorTexts = { en: english, gu: gujarati, hi: hindi } satisfies Record<Language, VisitorTexts>;

/** The texts of a lead's language. */
export const textsIn = (language: Language): VisitorTexts => visitorTexts[language];
