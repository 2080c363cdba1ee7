/**
 * The counsellors every browser test finds at the desk (counsellors.setup.ts adds them before any test): one per
 * office that holds consultations all day, and a second in Mumbai who works only evenings, so a Mumbai slot before
 * 17:00 has exactly one seat whatever else runs. Tests that need a counsellor sign in as one of these; a test
 * that adds another working counsellor would change the seats other tests count on.
 */
export const counsellorPassword = "desk-e2e-pass-2026";

export const counsellors = {
  surat: { name: "Meera Shah", email: "meera@brightpath.test", office: "surat" },
  vadodara: { name: "Kiran Joshi", email: "kiran@brightpath.test", office: "vadodara" },
  mumbai: { name: "Farah Khan", email: "farah@brightpath.test", office: "mumbai" },
  mumbaiEvenings: { name: "Zara Ali", email: "zara@brightpath.test", office: "mumbai" },
} as const;

/** Zara's working hours (IST). */
export const eveningHours = { workDays: null, workStart: "17:00", workEnd: "19:00" } as const;

/** The admin the setup signs in as to set Zara's hours. */
export const setupAdmin = { name: "Setup Admin", email: "setup-admin@brightpath.test", role: "admin" } as const;
