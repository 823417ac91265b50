import { useState, type FormEvent } from 'react';
import { adminCreateUserBodySchema, useCreateAdminUser, type AdminRole } from 'shared-api/admin';
import { Button, Select, TextField, toast } from 'shared-ui';
import { Dialog, DialogClose } from 'shared-ui/widgets';

const ROLE_OPTIONS = [
  { value: 'USER', label: 'User' },
  { value: 'ADMIN', label: 'Admin' },
] as const;

interface FieldErrors {
  name?: string;
  email?: string;
}

export interface AddUserDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Add User": the account is created without a password and gets the verification mail. */
export function AddUserDialog({ open, onOpenChange }: AddUserDialogProps) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AdminRole>('USER');
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateAdminUser();

  function reset() {
    setName('');
    setEmail('');
    setRole('USER');
    setErrors({});
    create.reset();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = adminCreateUserBodySchema.safeParse({ name, email, role });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'name' || field === 'email') && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (user) => {
        toast.success(`User ${user.name} added. A verification link was sent to ${user.email}.`);
        reset();
        onOpenChange(false);
      },
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      title="Add User"
      description="The new user gets an e-mail with a link to verify the address."
    >
      <form className="ad-form" onSubmit={submit} noValidate>
        <TextField label="Full Name" value={name} onChange={(e) => setName(e.target.value)} error={errors.name} required autoFocus />
        <TextField label="Email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} required />
        <Select label="Role" options={ROLE_OPTIONS} value={role} onChange={(e) => setRole(e.target.value as AdminRole)} />
        {create.error && (
          <p className="ad-form__error" role="alert">
            {create.error.message}
          </p>
        )}
        <div className="ui-dialog__footer">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" loading={create.isPending}>
            Add User
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
