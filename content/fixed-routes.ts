/**
 * The registry's fixed entries (spec part 1, section 2, and the pages the site adds): every page but those
 * the content makes, the service pages (content/services/<slug>.yaml, entries from content/services.ts) and
 * the country guides (content/guides/<slug>.yaml, entries from content/country-guides.ts). Read through
 * content/routes.ts, the one registry; the content build checks links against these paths without the
 * generated content.
 */

import type { IsoDate } from "./schemas/primitives";

export const navGroupIds = ["about", "services", "destinations", "tools", "careers", "contact"] as const;
export type NavGroup = (typeof navGroupIds)[number];
export const footerGroupIds = ["quick", "destinations", "resources", "legal"] as const;
export type FooterGroup = (typeof footerGroupIds)[number];

export type RouteEntry = {
  /** Lowercase path without a trailing slash (except the home page). */
  path: string;
  /** Short page name for menus and breadcrumbs. */
  title: string;
  /**
   * Document and social-card title when the short name is too terse for search results
   * (the layout appends " | <brand>"); unique across the registry.
   */
  metaTitle?: string;
  /**
   * Meta description, 50-160 characters once filled in. A figure the content owns is written as a placeholder,
   * `{educationLoan.maxAmount}` or `{claims.students.main}` (lib/route-descriptions.ts), so a fee change is one
   * data edit.
   */
  description: string;
  /** Desktop and mobile header group; absent when the route is not in the header. */
  nav?: NavGroup;
  /** Label in the header when it differs from the title (e.g. "USA"). */
  navLabel?: string;
  /** Footer list; absent when the route is not in the footer. */
  footer?: FooterGroup;
  /**
   * When the page's content last changed (sitemap `lastmod`), for pages whose date is not in their data
   * (the effective date of legal text); absent means {@link contentRevised}. Dated lists (blog, news, events,
   * press releases, openings) take their newest item's date (lib/sitemap.ts).
   */
  lastModified?: IsoDate;
};

/** The date the site's undated content was last revised; the default `lastmod`. */
export const contentRevised: IsoDate = "2026-11-20";

/** The home, company and about pages: the registry lists the service pages after these. */
export const leadingRoutes = [
  {
    path: "/",
    title: "Home",
    metaTitle: "Study Abroad, Visa & IELTS Consultants",
    description:
      "Study abroad, student visa and IELTS coaching consultancy in India. Join {claims.students.main} students we have guided to universities abroad. Book a free consultation.",
    footer: "quick",
  },
  {
    path: "/about",
    title: "About",
    metaTitle: "About Us",
    description:
      "Who we are: our mission, vision, core values, story and four-step method for Indian students planning to study abroad, with offices across India.",
    footer: "quick",
  },
  {
    path: "/about-us",
    title: "Our Story",
    metaTitle: "Our Story and Leadership",
    description:
      // Also the card text where /about links here: the story's own figures stay on its page, beside /about's.
      "Our company story: how we grew from one office in Vadodara, our journey year by year, our mission and values, and the leadership team.",
    footer: "quick",
  },
  {
    path: "/services",
    title: "Services",
    metaTitle: "Study Abroad Services",
    description:
      "Eight study abroad services: career counseling, university selection, applications, SOPs, visas, test preparation, scholarships and pre-departure help.",
    footer: "quick",
  },
  {
    path: "/destinations",
    title: "Destinations",
    metaTitle: "Study Abroad Destinations",
    description:
      "Compare study destinations: United States, United Kingdom, Canada, Australia, Germany and New Zealand, with highlights, top universities and courses.",
    footer: "quick",
  },
  {
    path: "/programs",
    title: "Programs",
    metaTitle: "Study Abroad Programs by Level",
    description:
      "Undergraduate, postgraduate, PhD and diploma programs abroad with typical durations and the countries where Indian students choose them most.",
    footer: "quick",
  },
  {
    path: "/contact",
    title: "Contact",
    metaTitle: "Contact Us",
    description:
      "Contact our study abroad counsellors by phone, e-mail or the contact form. Office hours {hours.contact}.",
    nav: "contact",
  },
  {
    path: "/get-in-touch",
    title: "Get In Touch",
    metaTitle: "Get In Touch for a Free Consultation",
    description:
      "Request a free study abroad consultation. Tell us your destination and education level and a counsellor will call you back with a clear plan.",
    footer: "quick",
  },
  {
    path: "/book-consultation",
    title: "Book a Consultation",
    metaTitle: "Book a Free Consultation: Office, Phone or Video",
    description:
      "Book a free 30-minute study abroad consultation: pick an office visit in Vadodara, Surat or Mumbai, a phone call or a video call, and a time that suits you.",
  },
  {
    path: "/signin",
    title: "Sign In",
    description:
      "Sign in to access your student services: your dashboard, application progress, documents and messages from your study abroad counsellor.",
  },
  {
    path: "/about/company-overview",
    title: "Company Overview",
    metaTitle: "Company Overview and Offices",
    description:
      "Company overview: press coverage, our offices in Vadodara, Surat and Mumbai, mission, vision, core values and office hours Monday to Saturday.",
    nav: "about",
  },
  {
    path: "/about/our-team",
    title: "Our Team",
    description:
      "Meet the counsellors behind our student visa results: visa counsellors, UK visa specialists, IELTS trainers, admissions, HR and the CEO's office.",
    nav: "about",
  },
  {
    path: "/about/our-partners",
    title: "Our Partners",
    description:
      "Our university partners abroad and the service partners, from lenders to accommodation providers, who help our students from application to arrival.",
  },
  {
    path: "/about/certifications",
    title: "Certifications",
    metaTitle: "Certifications and Memberships",
    description:
      "Industry certifications and professional memberships held by our counsellors and our company, and what each one means for students and parents.",
    footer: "quick",
  },
] as const satisfies readonly RouteEntry[];

/** The program, resource, career, tool and legal pages: after the service pages, before the country guides. */
export const trailingRoutes = [
  {
    path: "/programs/all-programs",
    title: "All Programs",
    metaTitle: "All Study Abroad Programs",
    description:
      "Bachelor's, Master's, PhD, MBA, diploma and foundation programs abroad: what each involves, how long it takes and where Indian students go.",
  },
  {
    path: "/programs/program-detail",
    title: "Master's in Computer Science",
    metaTitle: "Master's in Computer Science Abroad",
    description:
      "Master's in Computer Science abroad: {programDetail.duration}, {programDetail.credits} credits, IELTS {programDetail.ielts} or TOEFL {programDetail.toefl}, career prospects and tuition by country. Book a consultation.",
  },
  {
    path: "/resources/blog",
    title: "Blog",
    metaTitle: "Study Abroad Blog",
    description:
      "Guides and advice for Indian students going abroad: choosing a country, writing an SOP, funding your degree and preparing for IELTS and visas.",
    footer: "resources",
  },
  {
    path: "/resources/news",
    title: "News",
    metaTitle: "Study Abroad News",
    description:
      "Study abroad news that matters to Indian students: visa rule changes, work-right updates, scholarship deadlines and admission intakes.",
    footer: "resources",
  },
  {
    path: "/resources/events",
    title: "Events",
    metaTitle: "Study Abroad Events and Webinars",
    description:
      "Upcoming study abroad events: university fairs, IELTS workshops, visa briefings and pre-departure sessions, in our offices and online. Register free.",
    footer: "resources",
  },
  {
    path: "/resources/press-releases",
    title: "Press Releases",
    description:
      "Official press releases: new offices, university partnerships, scholarship programmes and company milestones, for journalists and partners.",
    footer: "resources",
  },
  {
    path: "/resources/downloads",
    title: "Downloads",
    metaTitle: "Free Study Abroad Downloads",
    description:
      "Free downloads for students: visa document checklists, country guides, IELTS practice material and budget planners, with file type and size.",
    footer: "resources",
  },
  {
    path: "/careers/openings",
    title: "Openings",
    metaTitle: "Careers: Current Job Openings",
    description:
      "Careers at our consultancy: current openings for education consultants, visa specialists, IELTS trainers and more, with benefits and how to apply.",
    nav: "careers",
  },
  {
    path: "/careers/apply-now",
    title: "Apply Now",
    metaTitle: "Careers: Apply Now",
    description:
      "Apply for a job with our study abroad team, or book your free consultation: send your details and resume (PDF, DOC or DOCX, up to 5 MB).",
    nav: "careers",
  },
  {
    path: "/tools",
    title: "Tools",
    metaTitle: "Free Study Abroad Calculators",
    description:
      "Free calculators for Indian students: first-year cost of studying abroad in rupees, education loan EMI with moratorium, and IELTS band score.",
    footer: "quick",
  },
  {
    path: "/tools/study-cost",
    title: "Study Cost Calculator",
    metaTitle: "Cost of Studying Abroad in Rupees",
    description:
      "Estimate your first year abroad in rupees: tuition, living costs, health cover, visa fees and flights for the USA, UK, Canada, Germany and more.",
    nav: "tools",
  },
  {
    path: "/tools/education-loan-emi",
    title: "Education Loan EMI Calculator",
    description:
      "Work out the EMI of an education loan of {educationLoan.maxAmount}: interest during the course and grace period, total interest and a yearly schedule.",
    nav: "tools",
  },
  {
    path: "/tools/ielts-band",
    title: "IELTS Band Calculator",
    metaTitle: "IELTS Band Score Calculator",
    description:
      "Convert IELTS Listening and Reading raw scores to bands, add Writing and Speaking, and see your overall band and which universities it meets.",
    nav: "tools",
  },
  {
    path: "/refund-policy",
    title: "Refund Policy",
    lastModified: "2024-12-15",
    description:
      "Refund policy effective {refundPolicy.effective}: when refunds are considered, cancelled batches refunded {refundPolicy.cancelledBatchRefund} and duplicate payments in {refundPolicy.duplicateRefundTime}.",
    footer: "legal",
  },
  {
    path: "/terms-of-service",
    title: "Terms of Service",
    lastModified: "2024-12-15",
    description:
      "Terms of service for our website and consultancy services: your responsibilities, our services, fees, intellectual property and limitation of liability.",
    footer: "legal",
  },
  {
    path: "/privacy-policy",
    title: "Privacy Policy",
    lastModified: "2024-12-15",
    description:
      "How we collect, use and protect your personal data: no data from anyone under {privacyPolicy.minimumAge}, and essential, performance, advertising and third-party cookies.",
    footer: "legal",
  },
] as const satisfies readonly RouteEntry[];

/** Every fixed entry: the paths a link in the content may name besides the pages the content makes. */
export const fixedRoutes = [...leadingRoutes, ...trailingRoutes];
