/**
 * Before every browser test: the counsellors of counsellors.ts, through the receiver's own API (the export token,
 * as `npm run staff:add -- --api` adds them), and Zara's evening hours set by an admin at the desk's API.
 */
import { expect, test as setup } from "@playwright/test";

import { apiPaths } from "@/contract/api";

import { counsellorPassword, counsellors, eveningHours, setupAdmin } from "./counsellors";
import { counsellor as exportToken } from "./inbox";

setup("counsellors for every office", async ({ request, baseURL }) => {
  for (const person of [...Object.values(counsellors).map((one) => ({ ...one, role: "counsellor" })), setupAdmin]) {
    const added = await request.post(`/api${apiPaths.staff}`, {
      headers: exportToken,
      data: { ...person, password: counsellorPassword },
    });
    expect(added.status(), await added.text()).toBe(201);
  }
  const signedIn = await request.post(`/api${apiPaths.auth}/sign-in/email`, {
    headers: { Origin: baseURL! },
    data: { email: setupAdmin.email, password: counsellorPassword },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const hours = await request.put(`/api${apiPaths.desk}/counsellors/${counsellors.mumbaiEvenings.email}/hours`, {
    headers: { Origin: baseURL! },
    data: eveningHours,
  });
  expect(hours.status(), await hours.text()).toBe(200);
});
