"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";

import { staffRoles } from "@/contract/desk";
import { officeIds } from "@/contract/offices";
import type { AddedStaff, StaffListing } from "@/contract/validations/staff";
import { officeById } from "@/content/site";
import { SelectField, TextField } from "@/components/forms/fields";
import { SubmitButton } from "@/components/forms/form-actions";
import { deskApi, DeskRequestError } from "@/lib/desk/desk-api";
import { newStaffSchema } from "@/lib/validations/desk";

import { DeskAlert, DeskDone } from "./desk-alert";
import { DeskNotice, useDeskStaff } from "./desk-gate";
import { Handover } from "./desk-handover";

type NewStaffInput = z.input<typeof newStaffSchema>;
type NewStaffValues = z.infer<typeof newStaffSchema>;

const roleOptions = staffRoles.map((role) => ({
  value: role,
  label: role === "admin" ? "Admin (all offices)" : "Counsellor",
}));
const officeOptions = officeIds.map((office) => ({ value: office, label: officeById[office].city }));

function AddStaffForm({ onAdded }: { onAdded: (added: AddedStaff) => void }) {
  const form = useForm<NewStaffInput, unknown, NewStaffValues>({
    resolver: zodResolver(newStaffSchema),
    defaultValues: { email: "", name: "", role: "counsellor" },
  });
  const [problem, setProblem] = useState<string>();
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      onAdded(await deskApi.addStaff({ ...values, office: values.role === "counsellor" ? values.office : undefined }));
      setProblem(undefined);
      form.reset();
    } catch (error) {
      if (error instanceof DeskRequestError) {
        for (const [name, message] of Object.entries(error.fields)) {
          if (name in form.getValues()) form.setError(name as keyof NewStaffInput, { message });
        }
      }
      setProblem(error instanceof Error ? error.message : "Not added.");
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField control={form.control} name="name" label="Full name" autoComplete="off" required />
      <TextField control={form.control} name="email" label="Work e-mail" type="email" autoComplete="off" required />
      <SelectField
        control={form.control}
        name="role"
        label="Role"
        options={roleOptions}
        placeholder="Choose a role"
        required
      />
      <SelectField
        control={form.control}
        name="office"
        label="Office"
        hint="A counsellor works one office's leads"
        options={officeOptions}
        placeholder="Choose an office"
      />
      {problem ? (
        <div className="sm:col-span-2">
          <DeskAlert>{problem}</DeskAlert>
        </div>
      ) : null}
      <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Adding…" className="justify-self-start">
        Add and get the link
      </SubmitButton>
    </form>
  );
}

/** Staff accounts for an admin: who has one, disable or enable them, add one with a one-time set-password link. */
export function DeskStaff() {
  const me = useDeskStaff();
  const [staff, setStaff] = useState<StaffListing[]>();
  const [problem, setProblem] = useState<string>();
  const [added, setAdded] = useState<AddedStaff>();
  // The staff member an admin is about to disable: what they hold is shown first.
  const [disabling, setDisabling] = useState<string>();
  const [done, setDone] = useState<string>();

  // Bumped after each change: the list is asked for again.
  const [version, setVersion] = useState(0);
  const reload = () => setVersion((value) => value + 1);
  useEffect(() => {
    if (me.role !== "admin") return;
    deskApi.staff().then(
      (answer) => setStaff(answer.staff),
      (error: unknown) =>
        setProblem(error instanceof DeskRequestError ? error.message : "The staff list could not be loaded."),
    );
  }, [me.role, version]);

  if (me.role !== "admin") return <DeskNotice>Only an admin manages staff accounts.</DeskNotice>;

  async function setActive(person: StaffListing, active: boolean) {
    try {
      await deskApi.setStaffActive(person.email, active);
      setProblem(undefined);
      reload();
    } catch (error) {
      setProblem(error instanceof DeskRequestError ? error.message : "Not changed.");
    }
  }

  const link = added?.setPasswordPath ? `${window.location.origin}${added.setPasswordPath}` : undefined;
  return (
    <div className="grid gap-6">
      <section aria-labelledby="desk-staff-heading">
        <h2 id="desk-staff-heading" className="text-xl font-bold text-slate-900">
          Staff
        </h2>
        {problem ? <DeskAlert>{problem}</DeskAlert> : null}
        {done ? <DeskDone>{done}</DeskDone> : null}
        <ul className="mt-3 grid gap-2">
          {staff?.map((person) => (
            <li
              key={person.email}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-slate-200 bg-white px-3 py-2"
            >
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-slate-900">{person.name}</span>
                <span className="block text-sm break-all text-slate-700">{person.email}</span>
                <span className="block text-xs text-slate-600">
                  {person.role === "admin"
                    ? "Admin, all offices"
                    : `Counsellor, ${person.office ? officeById[person.office].city : "no office"}`}
                  {person.active ? "" : " · disabled"}
                </span>
              </span>
              {person.email !== me.email && disabling !== person.email ? (
                <button
                  type="button"
                  onClick={() => (person.active ? setDisabling(person.email) : setActive(person, true))}
                  className="h-11 rounded-lg border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
                >
                  {person.active ? `Disable ${person.name}` : `Enable ${person.name}`}
                </button>
              ) : null}
              {disabling === person.email && staff ? (
                <div className="basis-full">
                  <Handover
                    person={person}
                    staff={staff}
                    onCancel={() => setDisabling(undefined)}
                    onDone={(message) => {
                      setDisabling(undefined);
                      setDone(message);
                      reload();
                    }}
                  />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="desk-add-staff" className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="desk-add-staff" className="text-lg font-bold text-slate-900">
          Add a staff member
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          They get no e-mail from the desk: send them the one-time link shown after adding (it works for 72 hours).
        </p>
        <div className="mt-4">
          <AddStaffForm
            onAdded={(account) => {
              setAdded(account);
              reload();
            }}
          />
        </div>
        {added ? (
          <div className="mt-4 grid gap-2">
            <DeskDone>Added {added.name}. Send them this link to set their password:</DeskDone>
            {link ? (
              <input
                readOnly
                value={link}
                aria-label="Set-password link"
                className="h-11 w-full rounded-lg border border-slate-300 px-3 font-mono text-sm"
                onFocus={(event) => event.target.select()}
              />
            ) : null}
          </div>
        ) : null}
      </section>
    </div>
  );
}
