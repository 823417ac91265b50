import { useState } from 'react';
import { Button, Select, TextField } from 'shared-ui';
import { Dialog, DialogClose } from 'shared-ui/widgets';
import type { WeekOffset } from 'shared-api/plans';

export const DEFAULT_PLANNED_SERVINGS = 2;

export interface PlanChoice {
  offset: WeekOffset;
  servings: number;
}

export interface PlanAction {
  label: string;
  /** Primary look for the main action. */
  primary?: boolean;
  onSubmit: (choice: PlanChoice) => void;
}

export interface PlanDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  actions: PlanAction[];
  busy?: boolean;
}

const WEEK_OPTIONS = [
  { value: '0', label: 'This Week' },
  { value: '1', label: 'Next Week' },
] as const;

/** Digits only, leading zeros stripped (spec §5). */
export function cleanServings(text: string): string {
  return text.replace(/\D/g, '').replace(/^0+/, '');
}

/** Plan Recipe dialog: Which Week?, Servings, Cancel and the caller's actions. */
export function PlanDialog({ open, onOpenChange, actions, busy = false }: PlanDialogProps) {
  const [offset, setOffset] = useState<WeekOffset>(0);
  const [servings, setServings] = useState(String(DEFAULT_PLANNED_SERVINGS));

  const submit = (action: PlanAction) => {
    const count = Number(servings);
    if (!servings || !(count >= 1)) return;
    action.onSubmit({ offset, servings: count });
    setOffset(0);
    setServings(String(DEFAULT_PLANNED_SERVINGS));
    onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Plan Recipe"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          {actions.map((action) => (
            <Button key={action.label} variant={action.primary ? 'primary' : 'secondary'} disabled={busy} onClick={() => submit(action)}>
              {action.label}
            </Button>
          ))}
        </>
      }
    >
      <div className="rc-stack">
        <Select
          label="Which Week?"
          value={String(offset)}
          options={WEEK_OPTIONS}
          onChange={(event) => setOffset(event.target.value === '1' ? 1 : 0)}
        />
        <TextField
          label="Servings"
          inputMode="numeric"
          value={servings}
          onChange={(event) => setServings(cleanServings(event.target.value))}
        />
      </div>
    </Dialog>
  );
}
