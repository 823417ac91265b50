import { Pencil, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from 'shared-api/core';
import { useDeleteMe, useMe } from 'shared-api/users';
import { useProfiles } from 'shared-api/profiles';
import { Button, Card, ErrorPanel, PageHeader, Spinner, toast } from 'shared-ui';
import { Dialog, DialogClose } from 'shared-ui/widgets';
import { PersonalInfoCard } from '../components/personal-info-card';
import { AddProfileDialog, EditProfileDialog } from '../components/profile-dialogs';
import { AddTile, ProfileTile } from '../components/profile-tile';
import '../auth.css';

function AddedProfilesCard() {
  const profiles = useProfiles();
  const selectedProfile = useSession((s) => s.selectedProfile);
  const [selectedId, setSelectedId] = useState<string | null>(selectedProfile?.id ?? null);
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);
  const selected = profiles.data?.find((profile) => profile.id === selectedId) ?? null;

  useEffect(() => {
    if (profiles.isError) toast.error('Failed to load profiles');
  }, [profiles.isError]);

  return (
    <Card
      title="Added Profiles"
      actions={
        selected && (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil size={16} aria-hidden="true" />
            Edit {selected.name}
          </Button>
        )
      }
    >
      {profiles.isPending && <Spinner label="Loading profiles" />}
      {profiles.isError && <ErrorPanel title="Failed to load profiles" message={profiles.error.message} onRetry={() => void profiles.refetch()} />}
      {profiles.data && (
        <div className="au-grid au-grid--compact" role="group" aria-label="Added profiles">
          {profiles.data.map((profile) => (
            <ProfileTile key={profile.id} profile={profile} selected={profile.id === selectedId} onSelect={() => setSelectedId(profile.id)} />
          ))}
          <AddTile label="Add Profile" onClick={() => setAdding(true)} />
        </div>
      )}
      {selected && editing && <EditProfileDialog key={selected.id} open={editing} onOpenChange={setEditing} profile={selected} />}
      <AddProfileDialog open={adding} onOpenChange={setAdding} />
    </Card>
  );
}

function AccountActionsCard() {
  const navigate = useNavigate();
  const clear = useSession((s) => s.clear);
  const remove = useDeleteMe();
  const [confirming, setConfirming] = useState(false);

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        // Clearing the session also drops the cached data (shared-api/query).
        clear();
        toast.success('Your account has been deleted');
        navigate('/', { replace: true });
      },
      onError: (error) => toast.error(error.message),
    });

  return (
    <Card title="Account Actions">
      <p className="au-muted">Deleting your account removes every profile, recipe, plan and grocery list of your household.</p>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete Account?"
        description="This permanently deletes your account and all its data. This cannot be undone."
        trigger={
          <Button variant="danger">
            <Trash2 size={16} aria-hidden="true" />
            Delete Account
          </Button>
        }
        footer={
          <>
            <DialogClose asChild>
              <Button variant="ghost">Cancel</Button>
            </DialogClose>
            <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
              {remove.isPending ? 'Deleting...' : 'Delete My Account'}
            </Button>
          </>
        }
      />
    </Card>
  );
}

export default function MyProfilePage() {
  const me = useMe();

  useEffect(() => {
    if (me.isError) toast.error('Error loading profile');
  }, [me.isError]);

  return (
    <div className="au-page au-settings">
      <PageHeader title="Account Settings" subtitle="Your account and your household's profiles." />
      {me.isPending && <Spinner label="Loading account" />}
      {me.isError && <ErrorPanel title="Failed to fetch user profile" message={me.error.message} onRetry={() => void me.refetch()} />}
      {me.data && <PersonalInfoCard account={me.data} />}
      <AddedProfilesCard />
      <AccountActionsCard />
    </div>
  );
}
