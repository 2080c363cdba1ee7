import {
  documentFileUrl,
  exportUrl,
  fetchMe,
  PortalRequestError,
  removeParent,
  sendMessage,
  uploadDocument,
} from "@/lib/portal/portal-api";

// Built with a receiver behind the site's own /api, as the portal needs.
jest.mock("@/lib/leads/config", () => {
  process.env.NEXT_PUBLIC_LEAD_API = "/api";
  return jest.requireActual("@/lib/leads/config");
});

type Call = { url: string; init: RequestInit };

/** A fetch answering `status` with `body` (or failing, for "network"); returns its calls. */
function answer(status: number | "network", body?: unknown) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    if (status === "network") throw new TypeError("Failed to fetch");
    return {
      ok: status >= 200 && status < 300,
      status,
      json: async () => {
        if (body === undefined) throw new SyntaxError("no body");
        return body;
      },
    } as Response;
  }) as typeof fetch;
  return calls;
}

const refusalOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PortalRequestError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
};

describe("the portal's calls", () => {
  it("send the session cookie to the receiver's /api/portal, asking for JSON", async () => {
    const calls = answer(200, { ok: true });
    await fetchMe();
    expect(calls[0]?.url).toBe("http://localhost/api/portal/me");
    expect(calls[0]?.init.credentials).toBe("include");
    expect(new Headers(calls[0]?.init.headers).get("Accept")).toBe("application/json");
  });

  it("post a message as JSON", async () => {
    const calls = answer(200, { ok: true, message: { id: 1 } });
    await sendMessage("Hello");
    expect(calls[0]?.init.method).toBe("POST");
    expect(calls[0]?.init.body).toBe(JSON.stringify({ text: "Hello" }));
    expect(new Headers(calls[0]?.init.headers).get("Content-Type")).toBe("application/json");
  });

  it("upload a file as multipart, field `file`", async () => {
    const calls = answer(200, { ok: true, document: { id: 7 } });
    await uploadDocument(7, new File(["%PDF-1.7"], "passport.pdf", { type: "application/pdf" }));
    expect(calls[0]?.url).toBe("http://localhost/api/portal/documents/7");
    const body = calls[0]?.init.body;
    expect(body).toBeInstanceOf(FormData);
    expect(((body as FormData).get("file") as File).name).toBe("passport.pdf");
  });

  it("name the downloads and a parent by their ids", async () => {
    expect(documentFileUrl(7)).toBe("http://localhost/api/portal/documents/7/file");
    expect(documentFileUrl(7, 12)).toBe("http://localhost/api/portal/documents/7/file?version=12");
    expect(exportUrl()).toBe("http://localhost/api/portal/export");
    const calls = answer(200, { ok: true });
    await removeParent("par_1/2");
    expect(calls[0]?.url).toBe("http://localhost/api/portal/parents/par_1%2F2");
    expect(calls[0]?.init.method).toBe("DELETE");
  });

  it("turn a refusal into the receiver's own message and fields", async () => {
    answer(422, {
      ok: false,
      error: "invalid",
      message: "The file is not a PDF, JPEG or PNG.",
      fields: { file: "This file is not a PDF, JPEG or PNG" },
    });
    const refusal = await refusalOf(uploadDocument(7, new File(["x"], "a.pdf")));
    expect(refusal.status).toBe(422);
    expect(refusal.message).toBe("The file is not a PDF, JPEG or PNG.");
    expect(refusal.fields).toEqual({ file: "This file is not a PDF, JPEG or PNG" });
    expect(refusal.code).toBe("invalid");
  });

  it("say it plainly when the receiver gave no words, or could not be reached", async () => {
    answer(401);
    const signedOut = await refusalOf(fetchMe());
    expect(signedOut.status).toBe(401);
    expect(signedOut.message).toMatch(/Sign in again/);

    answer("network");
    const unreachable = await refusalOf(fetchMe());
    expect(unreachable.status).toBe(0);
    expect(unreachable.message).toMatch(/cannot reach your account/);
  });
});
