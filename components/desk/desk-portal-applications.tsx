"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import * as z from "zod/mini";

import { SelectField, TextField } from "@/components/forms/fields";
import { SubmitButton } from "@/components/forms/form-actions";
import { dayLabel, istShortText } from "@/contract/india-time";
import { applicationStageLabels, applicationStages, type PortalApplication } from "@/contract/portal";
import { applicationChangeSchema, newApplicationSchema } from "@/contract/validations/portal";
import { deskApi } from "@/lib/desk/desk-api";

import { DeskAlert, DeskDone } from "./desk-alert";
import { PortalPart, refusalOf } from "./desk-portal-shared";

const stageOptions = applicationStages.map((stage) => ({ value: stage, label: applicationStageLabels[stage] }));

/** "Tue 1 Dec 2026": a deadline (an IST date) as the desk reads it. */
const deadlineText = (date: string) => `${dayLabel(date)} ${date.slice(0, 4)}`;

/** The new application as the form holds it: an empty deadline is none, and a stage is always chosen. */
const addApplicationSchema = z.extend(newApplicationSchema, {
  deadline: z.string().check(z.regex(/^(\d{4}-\d{2}-\d{2})?$/, "A deadline is a date as YYYY-MM-DD, or empty")),
  stage: z.enum(applicationStages, "Choose the stage"),
});
type AddApplicationInput = z.input<typeof addApplicationSchema>;
type AddApplicationValues = z.output<typeof addApplicationSchema>;

function AddApplication({ reference, onChanged }: { reference: string; onChanged: () => void }) {
  const form = useForm<AddApplicationInput, unknown, AddApplicationValues>({
    resolver: zodResolver(addApplicationSchema),
    defaultValues: { university: "", program: "", intake: "", deadline: "", stage: "shortlisted" },
  });
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();
  const onSubmit = form.handleSubmit(async (values) => {
    setDone(undefined);
    try {
      await deskApi.addApplication(reference, { ...values, deadline: values.deadline || null });
      setProblem(undefined);
      form.reset();
      setDone(`Added ${values.university}, ${values.program}.`);
      onChanged();
    } catch (error) {
      setProblem(refusalOf(form, error, "The application was not added. Try again."));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Add application" className="grid gap-3 sm:grid-cols-2">
      <TextField control={form.control} name="university" label="University" autoComplete="off" required />
      <TextField control={form.control} name="program" label="Program" autoComplete="off" required />
      <TextField
        control={form.control}
        name="intake"
        label="Intake"
        placeholder="September 2027"
        autoComplete="off"
        required
      />
      <TextField control={form.control} name="deadline" label="Deadline" type="date" />
      <SelectField
        control={form.control}
        name="stage"
        label="Stage"
        options={stageOptions}
        placeholder="Choose the stage"
        required
      />
      <div className="grid gap-2 sm:col-span-2">
        {problem ? <DeskAlert>{problem}</DeskAlert> : null}
        {done ? <DeskDone>{done}</DeskDone> : null}
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Adding…" className="justify-self-start">
          Add application
        </SubmitButton>
      </div>
    </form>
  );
}

type ChangeInput = z.input<typeof applicationChangeSchema>;
type ChangeValues = z.output<typeof applicationChangeSchema>;

/** One application's stage change (with an optional note) and the stages it went through. */
function StageChange({ application, onChanged }: { application: PortalApplication; onChanged: () => void }) {
  const form = useForm<ChangeInput, unknown, ChangeValues>({
    resolver: zodResolver(applicationChangeSchema),
    defaultValues: { stage: application.stage, note: "" },
  });
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();
  const onSubmit = form.handleSubmit(async ({ stage, note }) => {
    setDone(undefined);
    try {
      await deskApi.changeApplication(application.id, { stage, ...(note ? { note } : {}) });
      setProblem(undefined);
      form.reset({ stage, note: "" });
      setDone(`Stage is now ${applicationStageLabels[stage]}.`);
      onChanged();
    } catch (error) {
      setProblem(refusalOf(form, error, "The stage was not changed. Try again."));
    }
  });
  const name = `${application.university}, ${application.program}`;
  return (
    <div className="grid gap-2">
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={`Change the stage of ${name}`}
        className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start"
      >
        <SelectField
          control={form.control}
          name="stage"
          label="New stage"
          options={stageOptions}
          placeholder="Choose the stage"
          required
        />
        <TextField control={form.control} name="note" label="Note (optional)" autoComplete="off" />
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Saving…" className="sm:mt-7">
          Change stage
        </SubmitButton>
      </form>
      {problem ? <DeskAlert>{problem}</DeskAlert> : null}
      {done ? <DeskDone>{done}</DeskDone> : null}
      {application.history.length > 0 ? (
        <details className="text-sm">
          <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-brand-800">
            History ({application.history.length})
          </summary>
          <ol className="grid gap-1 pb-1">
            {application.history.map((change, index) => (
              <li key={index}>
                <span className="font-semibold text-slate-900">{applicationStageLabels[change.stage]}</span>
                {change.note ? <span className="whitespace-pre-line text-slate-800">: {change.note}</span> : null}
                <span className="block text-xs text-slate-600">
                  {change.by} · <time dateTime={change.at}>{istShortText(change.at)}</time>
                </span>
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </div>
  );
}

/** The student's applications: a compact table, each with its stage change, and a form to add one. */
export function PortalApplications({
  reference,
  applications,
  onChanged,
}: {
  reference: string;
  applications: PortalApplication[];
  onChanged: () => void;
}) {
  return (
    <PortalPart title="Applications">
      {applications.length === 0 ? (
        <p className="text-sm text-slate-600">No applications yet.</p>
      ) : (
        <table className="w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-slate-300 text-xs text-slate-600">
              <th scope="col" className="w-3/5 py-1 pr-2 font-semibold sm:w-2/5">
                University / program
              </th>
              <th scope="col" className="hidden py-1 pr-2 font-semibold sm:table-cell">
                Intake
              </th>
              <th scope="col" className="hidden py-1 pr-2 font-semibold sm:table-cell">
                Deadline
              </th>
              <th scope="col" className="py-1 font-semibold">
                Stage
              </th>
            </tr>
          </thead>
          {applications.map((application) => (
            <tbody key={application.id} className="border-b border-slate-200">
              <tr className="align-top">
                <td className="pt-2 pr-2">
                  <span className="block font-semibold break-words text-slate-900">{application.university}</span>
                  <span className="block break-words text-slate-800">{application.program}</span>
                  {/* On a phone the intake and deadline columns fold in here. */}
                  <span className="block text-xs text-slate-600 sm:hidden">
                    {application.intake}
                    {application.deadline ? ` · deadline ${deadlineText(application.deadline)}` : ""}
                  </span>
                </td>
                <td className="hidden pt-2 pr-2 text-slate-800 sm:table-cell">{application.intake}</td>
                <td className="hidden pt-2 pr-2 text-slate-800 sm:table-cell">
                  {application.deadline ? (
                    <time dateTime={application.deadline}>{deadlineText(application.deadline)}</time>
                  ) : (
                    "—"
                  )}
                </td>
                <td className="pt-2 font-semibold text-slate-900">{applicationStageLabels[application.stage]}</td>
              </tr>
              <tr>
                <td colSpan={4} className="pt-2 pb-3">
                  <StageChange application={application} onChanged={onChanged} />
                </td>
              </tr>
            </tbody>
          ))}
        </table>
      )}
      <details open={applications.length === 0} className="rounded-lg border border-slate-200 px-3">
        <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-brand-800">
          Add an application
        </summary>
        <div className="pb-3">
          <AddApplication reference={reference} onChanged={onChanged} />
        </div>
      </details>
    </PortalPart>
  );
}
