/**
 * Every form schema, table-driven: real Indian input that must pass (every option its selects offer,
 * contract/forms.ts, among it), and bad input with the exact message the visitor reads.
 */
import { careersApplicationSchema, type CareersApplicationInput } from "@/contract/validations/careers-application";
import { contactSchema, type ContactInput } from "@/contract/validations/contact";
import {
  careerPositions,
  contactDestinations,
  experienceLevels,
  getInTouchDestinations,
  getInTouchServices,
  optionValues,
} from "@/contract/forms";
import { normalizePhone } from "@/contract/validations/fields";
import { getInTouchSchema, type GetInTouchInput } from "@/contract/validations/get-in-touch";
import { MESSAGE_MAX, NAME_MAX } from "@/contract/validations/limits";
import { RESUME_MAX_BYTES } from "@/contract/validations/resume";
import { signInSchema } from "@/lib/validations/sign-in";

type Schema = {
  safeParse: (input: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
};

/** The first message for each field, as react-hook-form's resolver shows it. */
function messages(schema: Schema, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join(".");
    found[key] ??= issue.message;
  }
  return found;
}

/** [case name, fields changed from a valid input] */
type Good = [string, Record<string, unknown>];
/** [case name, fields changed, first message per field] */
type Bad = [string, Record<string, unknown>, Record<string, string>];

/**
 * A schema's table: each good change to `valid` is accepted, and each bad one refused with exactly its
 * messages, the first per field.
 */
function checksTable(schema: Schema, valid: object, good: Good[], bad: Bad[]) {
  test.each(good)("accepts %s", (_, change) => {
    expect(messages(schema, { ...valid, ...change })).toEqual({});
  });
  test.each(bad)("rejects %s", (_, change, expected) => {
    expect(messages(schema, { ...valid, ...change })).toEqual(expected);
  });
}

const file = (name: string, type: string, size = 1024) => {
  const created = new File(["x"], name, { type });
  Object.defineProperty(created, "size", { value: size });
  return created;
};

const devanagariFirst = "प्रिया";
const devanagariLast = "शर्मा";
const gujaratiFirst = "ધ્રુવ";
const gujaratiLast = "પટેલ";

describe("sign-in", () => {
  const valid = { email: "student+ielts@example.com", password: "secret1", remember: true };

  test.each([
    ["a plus e-mail", valid],
    ["remember omitted (defaults on)", { email: "a@b.in", password: "123456" }],
    ["remember off", { ...valid, remember: false }],
    ["surrounding spaces in the e-mail", { ...valid, email: "  priya@example.co.in " }],
  ])("accepts %s", (_, input) => {
    expect(messages(signInSchema, input)).toEqual({});
  });

  test("defaults remember to true and trims the e-mail", () => {
    expect(signInSchema.safeParse({ email: " a@b.in ", password: "123456" })).toMatchObject({
      success: true,
      data: { email: "a@b.in", remember: true },
    });
  });

  test.each([
    ["empty e-mail", { ...valid, email: "" }, { email: "Please enter a valid email" }],
    ["e-mail without @", { ...valid, email: "priya.example.com" }, { email: "Please enter a valid email" }],
    ["e-mail without domain dot", { ...valid, email: "priya@example" }, { email: "Please enter a valid email" }],
    ["5-character password", { ...valid, password: "12345" }, { password: "Password must be at least 6 characters" }],
    ["empty password", { ...valid, password: "" }, { password: "Password must be at least 6 characters" }],
  ])("rejects %s", (_, input, expected) => {
    expect(messages(signInSchema, input)).toEqual(expected);
  });
});

const getInTouchValid: GetInTouchInput = {
  firstName: "Priya",
  lastName: "Sharma",
  email: "priya.sharma+uk@example.com",
  phone: "+91 98765 43210",
  destination: "uk",
  service: "visa",
  message: "I finish B.Tech in May and want to study in the UK.",
};

describe("get in touch", () => {
  checksTable(
    getInTouchSchema,
    getInTouchValid,
    [
      ["Latin names", {}],
      ["Devanagari names", { firstName: devanagariFirst, lastName: devanagariLast }],
      ["Gujarati names", { firstName: gujaratiFirst, lastName: gujaratiLast }],
      ["an apostrophe and a dot", { firstName: "R. K.", lastName: "D'Souza" }],
      ["phone +91 98765 43210", { phone: "+91 98765 43210" }],
      ["phone 098765-43210", { phone: "098765-43210" }],
      ["phone 9876543210", { phone: "9876543210" }],
      ["landline (0265) 234 5678", { phone: "(0265) 234 5678" }],
      ["an overseas number", { phone: "+1 (416) 555-0199" }],
      ["phone (+91) 98765 43210", { phone: "(+91) 98765 43210" }],
      ["phone in Devanagari digits", { phone: "+९१ ९८७६५ ४३२१०" }],
      ["phone in Gujarati digits", { phone: "૯૮૭૬૫ ૪૩૨૧૦" }],
      ["phone with an en dash and a no-break space", { phone: "98765\u2013\u00a043210" }],
      ["no destination, service or message", { destination: "", service: "", message: "" }],
      ["markup in the message (kept as text)", { message: "<script>alert(1)</script>" }],
      [`a ${MESSAGE_MAX}-character message`, { message: "a".repeat(MESSAGE_MAX) }],
      ...optionValues(getInTouchDestinations).map((destination): Good => [
        `destination ${destination}`,
        { destination },
      ]),
      ...optionValues(getInTouchServices).map((service): Good => [`service ${service}`, { service }]),
    ],
    [
      ["an empty first name", { firstName: "  " }, { firstName: "Please enter your first name" }],
      ["an empty last name", { lastName: "" }, { lastName: "Please enter your last name" }],
      [
        "digits in a name",
        { firstName: "Priya2" },
        { firstName: "Please write your first name in letters (any script), without digits or symbols" },
      ],
      [
        "markup in a name",
        { lastName: "<b>Sharma</b>" },
        { lastName: "Please write your last name in letters (any script), without digits or symbols" },
      ],
      [
        "a name over 60 characters",
        { firstName: "a".repeat(NAME_MAX + 1) },
        { firstName: "Please keep your first name to 60 characters or fewer" },
      ],
      ["an empty e-mail", { email: "" }, { email: "Please enter your email address" }],
      ["an invalid e-mail", { email: "priya@" }, { email: "Please enter a valid email address" }],
      ["an empty phone", { phone: "" }, { phone: "Please enter your phone number" }],
      [
        "a short phone",
        { phone: "98765" },
        { phone: "Please enter a valid phone number, for example +91 98765 43210" },
      ],
      [
        "letters in a phone",
        { phone: "98765 ABCDE" },
        { phone: "Please enter a valid phone number, for example +91 98765 43210" },
      ],
      [
        "a 16-digit phone",
        { phone: "1234567890123456" },
        { phone: "Please enter a valid phone number, for example +91 98765 43210" },
      ],
      ["an unknown destination", { destination: "australia" }, { destination: "Please choose one of the options" }],
      ["an unknown service", { service: "tourism" }, { service: "Please choose one of the options" }],
      [
        "a message over 2,000 characters",
        { message: "a".repeat(MESSAGE_MAX + 1) },
        { message: "Please keep your message to 2,000 characters or fewer" },
      ],
    ],
  );

  test("sends the phone normalised, as the receiver (same schema) stores it", () => {
    const result = getInTouchSchema.safeParse({ ...getInTouchValid, phone: " (+९१) ९८७६५  ४३२१० " });
    expect(result.data?.phone).toBe("+91 98765 43210");
  });

  test("trims what it sends", () => {
    const result = getInTouchSchema.safeParse({ ...getInTouchValid, firstName: "  Priya ", message: " Hi \n" });
    expect(result.data).toMatchObject({ firstName: "Priya", message: "Hi" });
  });

  test("drops control characters; a message keeps its lines and tabs, a name becomes one line", () => {
    const result = getInTouchSchema.safeParse({
      ...getInTouchValid,
      lastName: "Sha\u0000rma\r\nPatel",
      message: "Line\u0007 one\r\n\tLine two\u001b[31m\rthree\u0085",
    });
    expect(result.data).toMatchObject({ lastName: "Sharma Patel", message: "Line one\n\tLine two[31m\nthree" });
  });
});

describe("phone normalisation", () => {
  test.each([
    ["(+91) 98765 43210", "+91 98765 43210"],
    ["( +91 )98765 43210", "+91 98765 43210"],
    ["+९१ ९८७६५ ४३२१०", "+91 98765 43210"],
    ["९८७६५-४३२१०", "98765-43210"],
    ["૯૮૭૬૫ ૪૩૨૧૦", "98765 43210"],
    ["৯৮৭৬৫ ৪৩২১০", "98765 43210"],
    ["௯௮௭௬௫ ௪௩௨௧௦", "98765 43210"],
    ["۹۸۷۶۵ ۴۳۲۱۰", "98765 43210"],
    ["＋９１ ９８７６５ ４３２１０", "+91 98765 43210"],
    ["098765\u201143210", "098765-43210"],
    ["  +91   98765\t43210 ", "+91 98765 43210"],
    ["(0265) 234 5678", "(0265) 234 5678"],
  ])("%s -> %s", (typed, normalised) => {
    expect(normalizePhone(typed)).toBe(normalised);
  });

  test("a digit of a script we do not map stays as typed, and is refused", () => {
    expect(normalizePhone("๙๘๗๖๕ ๔๓๒๑๐")).toBe("๙๘๗๖๕ ๔๓๒๑๐");
    expect(messages(getInTouchSchema, { ...getInTouchValid, phone: "๙๘๗๖๕ ๔๓๒๑๐" })).toEqual({
      phone: "Please enter a valid phone number, for example +91 98765 43210",
    });
  });
});

const contactValid: ContactInput = {
  firstName: "Dhruv",
  lastName: "",
  email: "dhruv@example.in",
  phone: "",
  destination: "",
  message: "",
};

describe("contact", () => {
  checksTable(
    contactSchema,
    contactValid,
    [
      ["only a first name and an e-mail", {}],
      ["every field", { lastName: "Patel", phone: "098765-43210", destination: "newzealand", message: "Hello" }],
      ["Gujarati names", { firstName: gujaratiFirst, lastName: gujaratiLast }],
      ["Devanagari names", { firstName: devanagariFirst, lastName: devanagariLast }],
      ...optionValues(contactDestinations).map((destination): Good => [`destination ${destination}`, { destination }]),
    ],
    [
      ["no first name", { firstName: "" }, { firstName: "Please enter your first name" }],
      ["no e-mail", { email: "" }, { email: "Please enter your email address" }],
      [
        "a bad optional phone",
        { phone: "12-34" },
        { phone: "Please enter a valid phone number, for example +91 98765 43210" },
      ],
      [
        "a bad optional last name",
        { lastName: "Patel!" },
        { lastName: "Please write your last name in letters (any script), without digits or symbols" },
      ],
      [
        "a Get In Touch-only destination",
        { destination: "finland" },
        { destination: "Please choose one of the options" },
      ],
      [
        "a message over 2,000 characters",
        { message: "b".repeat(MESSAGE_MAX + 1) },
        { message: "Please keep your message to 2,000 characters or fewer" },
      ],
    ],
  );
});

const careersValid: CareersApplicationInput = {
  firstName: "Ananya",
  lastName: "Iyer",
  email: "ananya.iyer+jobs@example.com",
  phone: "+91 98765 43210",
  position: "ielts-trainer",
  experience: "3-5",
  location: "Vadodara",
  resume: file("ananya-iyer.pdf", "application/pdf"),
  coverLetter: "",
};

describe("careers application", () => {
  checksTable(
    careersApplicationSchema,
    careersValid,
    [
      ["a PDF resume", {}],
      ["a DOC resume", { resume: file("cv.doc", "application/msword") }],
      [
        "a DOCX resume",
        { resume: file("cv.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document") },
      ],
      ["an upper-case extension", { resume: file("CV.PDF", "application/pdf") }],
      ["a file without a MIME type (some phones)", { resume: file("cv.pdf", "") }],
      ["a resume of exactly 5MB", { resume: file("cv.pdf", "application/pdf", RESUME_MAX_BYTES) }],
      ["Devanagari and Gujarati names", { firstName: devanagariFirst, lastName: gujaratiLast }],
      ["a cover letter", { coverLetter: "I have taught IELTS for four years." }],
      ...optionValues(careerPositions).map((position): Good => [`position ${position}`, { position }]),
      ...optionValues(experienceLevels).map((experience): Good => [`experience ${experience}`, { experience }]),
    ],
    [
      ["no resume", { resume: undefined }, { resume: "Please attach your resume (PDF, DOC or DOCX, up to 5MB)" }],
      [
        "a PNG resume",
        { resume: file("cv.png", "image/png") },
        { resume: "Your resume must be a PDF, DOC or DOCX file" },
      ],
      [
        "a disguised executable",
        { resume: file("cv.pdf.exe", "application/x-msdownload") },
        { resume: "Your resume must be a PDF, DOC or DOCX file" },
      ],
      [
        "a .pdf name with an image type",
        { resume: file("cv.pdf", "image/jpeg") },
        { resume: "Your resume must be a PDF, DOC or DOCX file" },
      ],
      [
        "a resume over 5MB",
        { resume: file("cv.pdf", "application/pdf", 7 * 1024 * 1024) },
        { resume: "Your resume must be 5MB or smaller (this file is 7.0 MB)" },
      ],
      [
        "a resume one byte over 5MB",
        { resume: file("cv.pdf", "application/pdf", RESUME_MAX_BYTES + 1) },
        { resume: "Your resume must be 5MB or smaller (this file is 5.0 MB)" },
      ],
      [
        "an empty file",
        { resume: file("cv.pdf", "application/pdf", 0) },
        { resume: "This file is empty: please choose your resume again" },
      ],
      ["no position", { position: "" }, { position: "Please choose the position you are applying for" }],
      ["an unknown position", { position: "ceo" }, { position: "Please choose the position you are applying for" }],
      ["no experience", { experience: undefined }, { experience: "Please choose your years of experience" }],
      ["no location", { location: " " }, { location: "Please enter your current location" }],
      [
        "a location over 100 characters",
        { location: "x".repeat(101) },
        { location: "Please keep your current location to 100 characters or fewer" },
      ],
      ["no phone", { phone: "" }, { phone: "Please enter your phone number" }],
      ["an invalid e-mail", { email: "ananya@@example.com" }, { email: "Please enter a valid email address" }],
      [
        "a cover letter over 2,000 characters",
        { coverLetter: "c".repeat(MESSAGE_MAX + 1) },
        { coverLetter: "Please keep your cover letter to 2,000 characters or fewer" },
      ],
    ],
  );
});
