import { Pencil } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { assetUrl } from 'shared-api/core';
import { type UserAccount } from 'shared-api/users';
import { useUpdateMe } from 'shared-api/users';
import { Avatar, Button, Card, TextField, toast } from 'shared-ui';
import { ImageCropField } from './image-crop-field';
import { PasswordDialog } from './password-dialog';

const memberSince = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : date.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
};

/** View ⇄ edit of the account's name, e-mail and picture; password through its own dialog. */
export function PersonalInfoCard({ account }: { account: UserAccount }) {
  const save = useUpdateMe();
  const [editing, setEditing] = useState(false);
  const [fullName, setFullName] = useState(account.full_name);
  const [email, setEmail] = useState(account.email);
  const [image, setImage] = useState<File | null>(null);
  const [passwordOpen, setPasswordOpen] = useState(false);

  const startEditing = () => {
    setFullName(account.full_name);
    setEmail(account.email);
    setImage(null);
    setEditing(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const form = new FormData();
    form.set('full_name', fullName.trim());
    form.set('email', email.trim());
    if (image) form.set('image', image);
    save.mutate(form, {
      onSuccess: (answer) => {
        toast.success('Profile updated successfully!');
        if (answer.message) toast.info(answer.message);
        setEditing(false);
      },
      onError: (error) => toast.error(error.message || 'Failed to update profile.'),
    });
  };

  const passwordLabel = account.hasPassword ? 'Change Password' : 'Set Password';

  return (
    <Card
      title="Personal Information"
      actions={
        !editing && (
          <Button variant="outline" size="sm" onClick={startEditing}>
            <Pencil size={16} aria-hidden="true" />
            Edit
          </Button>
        )
      }
    >
      {editing ? (
        <form className="au-form" onSubmit={submit}>
          <ImageCropField currentSrc={assetUrl(account.image_url)} name={fullName} onChange={setImage} label="Change Photo" />
          <TextField label="Full Name" required value={fullName} onChange={(e) => setFullName(e.target.value)} />
          <TextField label="Email Address" type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          <div className="au-actions">
            <Button variant="ghost" onClick={() => setEditing(false)} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending || !fullName.trim() || !email.trim()}>
              {save.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </div>
        </form>
      ) : (
        <div className="au-account">
          <Avatar src={assetUrl(account.image_url)} name={account.full_name} size="lg" />
          <dl className="au-details">
            <dt>Full Name</dt>
            <dd>{account.full_name}</dd>
            <dt>Email Address</dt>
            <dd>{account.email}</dd>
            <dt>Password</dt>
            <dd className="au-details__password">
              <span aria-label={account.hasPassword ? 'Password set' : 'No password set'}>{account.hasPassword ? '••••••••' : 'Not set'}</span>
              <Button variant="outline" size="sm" onClick={() => setPasswordOpen(true)}>
                {passwordLabel}
              </Button>
            </dd>
            <dt>Member Since</dt>
            <dd>{memberSince(account.created_at)}</dd>
          </dl>
        </div>
      )}
      <PasswordDialog open={passwordOpen} onOpenChange={setPasswordOpen} hasPassword={account.hasPassword} />
    </Card>
  );
}
