import { useEffect, useState, type FormEvent } from 'react';
import { useCheckPassword } from 'shared-api/auth';
import { useUpdateMe } from 'shared-api/users';
import { Button, TextField, toast } from 'shared-ui';
import { Dialog } from 'shared-ui/widgets';
import { NewPasswordFields } from './new-password-fields';

/** Spec §4: after the old password checks out, the new-password step follows 500 ms later. */
const STEP_DELAY_MS = 500;

export interface PasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** false: "Set Password" (no old password to check). */
  hasPassword: boolean;
}

/** Set or change the account password: old password first (when there is one), then new and confirm. */
export function PasswordDialog({ open, onOpenChange, hasPassword }: PasswordDialogProps) {
  const check = useCheckPassword();
  const save = useUpdateMe();
  const [current, setCurrent] = useState('');
  const [verified, setVerified] = useState(false);

  useEffect(() => {
    if (open) return;
    setCurrent('');
    setVerified(false);
    check.reset();
    save.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset once when the dialog closes
  }, [open]);

  const verify = (event: FormEvent) => {
    event.preventDefault();
    check.mutate(current, {
      onSuccess: () => window.setTimeout(() => setVerified(true), STEP_DELAY_MS),
      onError: (error) => toast.error(error.message === 'Wrong Password' ? 'Wrong Password' : error.message),
    });
  };

  const change = (password: string) => {
    const form = new FormData();
    form.set('password', password);
    if (hasPassword) form.set('current_password', current);
    save.mutate(form, {
      onSuccess: () => {
        toast.success(hasPassword ? 'Password changed successfully' : 'Password set successfully');
        onOpenChange(false);
      },
      onError: (error) => toast.error(error.message || 'Update failed'),
    });
  };

  const title = hasPassword ? 'Change Password' : 'Set Password';
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title}>
      {hasPassword && !verified ? (
        <form className="au-form" onSubmit={verify}>
          <TextField
            label="Old Password"
            type="password"
            autoComplete="current-password"
            required
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
          />
          <Button type="submit" fullWidth disabled={!current || check.isPending || check.isSuccess}>
            {check.isPending || check.isSuccess ? 'Checking...' : 'Continue'}
          </Button>
        </form>
      ) : (
        <NewPasswordFields mismatchMessage="Passwords do not match." onSubmit={change}>
          <Button type="submit" fullWidth disabled={save.isPending}>
            {save.isPending ? 'Saving...' : title}
          </Button>
        </NewPasswordFields>
      )}
    </Dialog>
  );
}
