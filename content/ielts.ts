/**
 * /services/ielts-coaching (spec part 2, sections 2 and 9).
 * Module timings, the course table and the band rule are the spec's, verbatim.
 */

import { claims, type Stat } from "@/content/company";
import type { Band, CourseOption, Cta, Hero, IeltsModule, InfoCard, Testimonial, Tip } from "@/content/records";

export type IeltsPage = {
  hero: Hero;
  ctas: { enroll: Cta; demo: Cta };
  modules: {
    title: string;
    intro: string;
    items: readonly IeltsModule[];
    total: { display: string; spec: string; iso: string };
  };
  reasons: { title: string; items: readonly InfoCard[] };
  courses: { title: string; intro: string; items: readonly CourseOption[]; enroll: Cta };
  bands: { title: string; intro: string; items: readonly Band[] };
  success: { title: string; stats: readonly Stat[] };
  tips: { title: string; items: readonly Tip[] };
  testimonials: { title: string; items: readonly Testimonial[] };
  cta: { title: string; description: string; primary: Cta; secondary: Cta };
};

const enrollNow = { label: "Enroll Now", href: "/careers/apply-now" } as const satisfies Cta;
// The spec shows "Get FREE Demo Class" with no action: a demo class is booked through the consultation request.
const freeDemo = { label: "Get FREE Demo Class", href: "/get-in-touch" } as const satisfies Cta;

const universityReady = "University Ready" as const;

export const ielts = {
  hero: {
    eyebrow: "IELTS Academic Coaching",
    title: "Score Band 7+ and Get University Ready",
    subtitle:
      "Structured IELTS Academic coaching with experienced trainers, small batches and full-length mock tests, " +
      "for students applying to universities in the UK, Canada, Australia, the USA and Europe.",
    badges: [
      `${claims.ielts.scoredSevenPlus} score 7+`,
      `${claims.ielts.students} students`,
      `${claims.ielts.mockTests} mock tests`,
    ],
  },
  ctas: { enroll: enrollNow, demo: freeDemo },
  modules: {
    title: "The Four IELTS Modules",
    intro: "IELTS Academic tests all four skills. Listening, Reading and Writing are taken on the same day.",
    items: [
      {
        title: "Listening",
        duration: "30 min",
        questions: "40 questions",
        description: "Four recordings of conversations and talks, from everyday situations to academic lectures.",
      },
      {
        title: "Reading",
        duration: "60 min",
        questions: "40 questions",
        description: "Three long passages from books, journals and newspapers, with a range of question types.",
      },
      {
        title: "Writing",
        duration: "60 min",
        questions: "2 tasks",
        description: "Task 1 describes a graph, table or diagram; Task 2 is an essay giving an argument or opinion.",
      },
      {
        title: "Speaking",
        duration: "11-14 min",
        questions: "3 parts",
        description: "A face-to-face interview: an introduction, a short talk on a topic card and a discussion.",
      },
    ],
    total: { display: "2 h 45 min", spec: "2h45", iso: "PT2H45M" },
  },
  reasons: {
    title: "Why Choose Our IELTS Coaching",
    items: [
      {
        title: "Experienced trainers",
        description: "Trainers who teach IELTS every day and know exactly what examiners look for.",
      },
      {
        title: "Small batches",
        description: "Batches small enough for every student to speak in class and get writing feedback.",
      },
      {
        title: `${claims.ielts.mockTests} mock tests`,
        description: "Full-length tests under exam conditions, with band scores and a review of every mistake.",
      },
      {
        title: "Personal feedback",
        description: "Each Writing task is marked against the official criteria with notes on how to improve.",
      },
      {
        title: "Flexible timings",
        description: "Morning, evening and weekend batches for college students and working professionals.",
      },
      {
        title: "Admission guidance",
        description: "Our counsellors link your target band to the universities and visas you are aiming for.",
      },
    ],
  },
  courses: {
    title: "Course Options",
    intro: "Choose the pace that suits your test date and your schedule.",
    items: [
      {
        type: "Regular",
        duration: "8-10 weeks",
        schedule: "3 per week",
        batchSize: "15-20",
        price: "Rs 25,000",
        priceInr: 25000,
        features: [
          "Complete coverage of all four modules",
          "Weekly sectional tests",
          "Full-length mock tests",
          "Study material included",
        ],
      },
      {
        type: "Intensive",
        duration: "4-6 weeks",
        schedule: "5 per week",
        batchSize: "10-15",
        price: "Rs 30,000",
        priceInr: 30000,
        features: [
          "Fast-track preparation for near test dates",
          "Daily speaking practice",
          "Writing tasks marked within 48 hours",
          "Full-length mock tests",
        ],
        highlighted: true,
      },
      {
        type: "One-on-One",
        duration: "flexible",
        // The spec gives no class count for this course ("not shown"), so we show the schedule as flexible.
        schedule: "Flexible schedule",
        batchSize: "1",
        price: "Rs 40,000",
        priceInr: 40000,
        features: [
          "A plan built around your weakest module",
          "Class timings set with your trainer",
          "Unlimited Writing feedback",
          "Speaking mock interviews with detailed scoring",
        ],
      },
    ],
    enroll: enrollNow,
  },
  bands: {
    title: "IELTS Band Guide",
    intro: "IELTS is scored on a band scale of 1 to 9. Most universities abroad ask for band 6.5 or 7 overall.",
    items: [
      {
        band: 9,
        level: "Expert user",
        description: "Full command of the language: appropriate, accurate and fluent, with complete understanding.",
        label: universityReady,
      },
      {
        band: 8,
        level: "Very good user",
        description: "Fully operational command with only occasional unsystematic inaccuracies.",
        label: universityReady,
      },
      {
        band: 7,
        level: "Good user",
        description:
          "Operational command with occasional inaccuracies; handles complex language and detailed reasoning.",
        label: universityReady,
      },
      {
        band: 6,
        level: "Competent user",
        description: "Generally effective command despite some inaccuracies, especially in familiar situations.",
      },
      {
        band: 5,
        level: "Modest user",
        description: "Partial command; copes with overall meaning in most situations but makes many mistakes.",
      },
      {
        band: 4,
        level: "Limited user",
        description:
          "Basic competence limited to familiar situations; frequent problems in understanding and expression.",
      },
      {
        band: 3,
        level: "Extremely limited user",
        description: "Conveys and understands only general meaning in very familiar situations.",
      },
      {
        band: 2,
        level: "Intermittent user",
        description: "Great difficulty understanding spoken and written English.",
      },
      {
        band: 1,
        level: "Non-user",
        description: "No ability to use the language beyond a few isolated words.",
      },
    ],
  },
  success: {
    title: "Our Results",
    stats: [
      { number: claims.ielts.scoredSevenPlus, label: "Score 7+", description: "Of our students score band 7 or above" },
      { number: claims.ielts.students, label: "Students trained" },
      { number: claims.ielts.mockTests, label: "Mock tests" },
    ],
  },
  tips: {
    title: "Tips from Our Trainers",
    items: [
      {
        title: "Read the question twice",
        description: "Many lost marks in Reading come from answering a slightly different question than the one asked.",
      },
      {
        title: "Watch the word limits",
        description: "In Listening and Reading, 'no more than two words' means an answer of three words is wrong.",
      },
      {
        title: "Plan before you write",
        description: "Spend five minutes planning Task 2; a clear structure lifts your Coherence and Cohesion score.",
      },
      {
        title: "Give Task 2 more time",
        description: "Task 2 carries twice the weight of Task 1, so spend about 40 of your 60 minutes on it.",
      },
      {
        title: "Extend your Speaking answers",
        description: "Answer, explain and give an example. One-word answers do not show your range.",
      },
      {
        title: "Practise under exam conditions",
        description: "Take full timed mock tests so that 2 h 45 min of concentration feels normal on test day.",
      },
    ],
  },
  testimonials: {
    title: "What Our Students Say",
    items: [
      {
        name: "Sample student A",
        detail: "Regular batch, band 7.5 (sample text)",
        quote:
          "The weekly mock tests showed me exactly where I was losing marks in Reading. By my test date the timing " +
          "felt easy.",
        sample: true,
      },
      {
        name: "Sample student B",
        detail: "Intensive batch, band 7.0 (sample text)",
        quote:
          "I had only five weeks before my university deadline. Daily speaking practice and quick Writing feedback " +
          "made the difference.",
        sample: true,
      },
    ],
  },
  cta: {
    title: "Ready to Start Your IELTS Preparation?",
    description: "Enrol in the next batch or try a free demo class first.",
    primary: enrollNow,
    secondary: freeDemo,
  },
} as const satisfies IeltsPage;
