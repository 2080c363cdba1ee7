"use client";

import { useState } from "react";

import { Button, ButtonLink } from "@/components/ui/button";
import { portalPage } from "@/content/forms";
import { askForErasure, exportUrl } from "@/lib/portal/portal-api";
import { requestFailure } from "@/lib/portal/portal-text";

import { PortalConfirm } from "./portal-confirm";
import { PortalSection } from "./portal-section";

const copy = portalPage.data;

type Erasure = "idle" | "confirming" | "pending" | "asked";

/**
 * The account's data: a download of everything held (the receiver's JSON file), and a request that the office
 * erase the account (the student's alone: a parent's view is read-only). The request is only that: the office erases with its own command, so the page says it was
 * asked, never that anything is erased.
 */
export function PortalMyData({ canAskErasure }: { canAskErasure: boolean }) {
  const [erasure, setErasure] = useState<Erasure>("idle");
  const [problem, setProblem] = useState<string>();

  const ask = async () => {
    setErasure("pending");
    setProblem(undefined);
    try {
      await askForErasure();
      setErasure("asked");
    } catch (error) {
      setProblem(error instanceof Error ? error.message : requestFailure(0));
      setErasure("confirming");
    }
  };

  return (
    <PortalSection id="data" title={portalPage.sections.data} intro={copy.intro}>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <ButtonLink href={exportUrl()} download variant="outline" className="min-h-11">
          {copy.download}
        </ButtonLink>
        {canAskErasure && erasure === "idle" ? (
          <Button variant="outline" className="min-h-11" onClick={() => setErasure("confirming")}>
            {copy.erase}
          </Button>
        ) : null}
      </div>
      {erasure === "confirming" || erasure === "pending" ? (
        <PortalConfirm
          label={copy.erase}
          question={copy.confirmErase}
          confirm={copy.yesErase}
          keep={copy.keep}
          pending={erasure === "pending"}
          onConfirm={() => void ask()}
          onKeep={() => {
            setProblem(undefined);
            setErasure("idle");
          }}
        />
      ) : null}
      {problem ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      <div role="status">
        {erasure === "asked" ? (
          <div className="mt-4 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-sm text-emerald-950">
            <p className="font-semibold">{copy.asked}</p>
            <p className="mt-1">{copy.askedText}</p>
          </div>
        ) : null}
      </div>
    </PortalSection>
  );
}
