import { Button } from "@/components/ui/button";

type PortalConfirmProps = {
  /** What is being confirmed, as the group's name ("Remove Sunita Sharma"). */
  label: string;
  question: string;
  confirm: string;
  keep: string;
  pending: boolean;
  onConfirm: () => void;
  onKeep: () => void;
};

/** A step that cannot be undone, asked in place (no browser pop-up): the red "yes" and the way back. */
export function PortalConfirm({ label, question, confirm, keep, pending, onConfirm, onKeep }: PortalConfirmProps) {
  return (
    <div role="group" aria-label={label} className="mt-3 rounded-lg bg-amber-50 p-4">
      <p className="text-sm leading-relaxed text-amber-950">{question}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button className="min-h-11 bg-red-700 hover:bg-red-800" disabled={pending} onClick={onConfirm}>
          {confirm}
        </Button>
        <Button variant="outline" className="min-h-11" disabled={pending} onClick={onKeep}>
          {keep}
        </Button>
      </div>
    </div>
  );
}
