/**
 * The e2e receiver's WhatsApp settings (playwright.config.ts passes them) and where the WhatsApp test's stand-in for
 * Meta's Cloud API listens (receiver/tests/support/graph-api.ts): the site's port + 2, or E2E_WHATSAPP_PORT.
 */
export const whatsApp = {
  port: Number(process.env.E2E_WHATSAPP_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 2),
  phoneNumberId: "106540352242922",
  appSecret: "e2e-whatsapp-app-secret",
  token: "e2e-whatsapp-token",
};
