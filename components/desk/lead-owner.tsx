"use client";

import { useEffect, useState } from "react";

import { type DeskLeadRecord } from "@/contract/desk";
import type { StaffListing } from "@/contract/validations/staff";
import { officeById } from "@/content/site";
import { SubmitButton } from "@/components/forms/form-actions";
import { deskApi, DeskRequestError } from "@/lib/desk/desk-api";

import { DeskAlert } from "./desk-alert";

/** An admin's reassignment: any active staff member, or nobody. */
export function LeadOwner({ record, onSaved }: { record: DeskLeadRecord; onSaved: (message: string) => void }) {
  const [staff, setStaff] = useState<StaffListing[]>();
  const [owner, setOwner] = useState(record.owner?.email ?? "");
  const [problem, setProblem] = useState<string>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    deskApi.staff().then(
      (answer) => setStaff(answer.staff.filter((person) => person.active)),
      () => setProblem("The staff list could not be loaded."),
    );
  }, []);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      await deskApi.change(record.reference, { owner: owner || null });
      setProblem(undefined);
      onSaved(
        owner ? `Assigned to ${staff?.find((person) => person.email === owner)?.name ?? owner}.` : "Owner removed.",
      );
    } catch (error) {
      setProblem(error instanceof DeskRequestError ? (error.fields.owner ?? error.message) : "Not saved.");
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      onSubmit={save}
      className="mt-4 grid gap-3 border-t border-slate-200 pt-4 sm:grid-cols-[1fr_auto] sm:items-end"
    >
      <label className="block">
        <span className="block text-sm font-semibold text-slate-800">Owner</span>
        <select
          value={owner}
          onChange={(event) => setOwner(event.target.value)}
          disabled={!staff}
          className="mt-1 block h-12 w-full rounded-lg border border-slate-300 bg-white px-3 text-base"
        >
          <option value="">Nobody</option>
          {staff?.map((person) => (
            <option key={person.email} value={person.email}>
              {person.name} ({person.office ? officeById[person.office].city : "admin"})
            </option>
          ))}
        </select>
      </label>
      <SubmitButton pending={saving} pendingLabel="Saving…">
        Assign
      </SubmitButton>
      {problem ? (
        <div className="sm:col-span-2">
          <DeskAlert>{problem}</DeskAlert>
        </div>
      ) : null}
    </form>
  );
}
