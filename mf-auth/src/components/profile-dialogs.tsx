import { useState, type FormEvent } from 'react';
import { assetUrl } from 'shared-api/core';
import { useAddNewProfile, useUpdateProfileData, type Profile } from 'shared-api/profiles';
import { Button, TextField, toast } from 'shared-ui';
import { Dialog } from 'shared-ui/widgets';
import { ImageCropField } from './image-crop-field';

interface DialogBase {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Change Profile": rename and/or a new round-cropped picture. */
export function EditProfileDialog({ open, onOpenChange, profile }: DialogBase & { profile: Profile }) {
  const save = useUpdateProfileData();
  const [name, setName] = useState(profile.name);
  const [image, setImage] = useState<File | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return void toast.error('Profile name cannot be empty.');
    if (trimmed === profile.name && !image) return void toast.info('No changes to save.');
    const form = new FormData();
    if (trimmed !== profile.name) form.set('name', trimmed);
    if (image) form.set('profileImage', image);
    save.mutate(
      { profileId: profile.id, form },
      {
        onSuccess: () => {
          toast.success('Profile updated');
          onOpenChange(false);
        },
        onError: (error) => toast.error(error.message || 'Failed to update profile.'),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Change Profile">
      <form className="au-form" onSubmit={submit} noValidate>
        <ImageCropField currentSrc={assetUrl(profile.avatar_url)} name={name} onChange={setImage} />
        <TextField label="Profile Name" value={name} onChange={(e) => setName(e.target.value)} />
        <Button type="submit" fullWidth disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </form>
    </Dialog>
  );
}

/** "Add Profile": name (required) and an optional round-cropped picture. */
export function AddProfileDialog({ open, onOpenChange }: DialogBase) {
  const add = useAddNewProfile();
  const [name, setName] = useState('');
  const [image, setImage] = useState<File | null>(null);

  const close = (next: boolean) => {
    if (!next) {
      setName('');
      setImage(null);
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return void toast.warning('Empty Profile Name');
    const form = new FormData();
    form.set('name', trimmed);
    form.set('preferred_language', 'en');
    form.set('is_active', 'true');
    if (image) form.set('profileImage', image);
    add.mutate(form, {
      onSuccess: (profile) => {
        toast.success(`Profile "${profile.name}" created!`);
        close(false);
      },
      onError: (error) => toast.error(error.message || 'Error creating profile'),
    });
  };

  return (
    <Dialog open={open} onOpenChange={close} title="Add Profile">
      <form className="au-form" onSubmit={submit} noValidate>
        <ImageCropField currentSrc={null} name={name} onChange={setImage} />
        <TextField label="Profile Name" value={name} onChange={(e) => setName(e.target.value)} />
        <Button type="submit" fullWidth disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add Profile'}
        </Button>
      </form>
    </Dialog>
  );
}
