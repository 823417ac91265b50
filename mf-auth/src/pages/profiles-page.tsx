import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { request, useSession } from 'shared-api/core';
import { getProfile, profileKeys, useCreateProfile, useProfiles } from 'shared-api/profiles';
import { Button, ErrorPanel, PageHeader, Spinner, TextField, toast } from 'shared-ui';
import { AddTile, ProfileTile } from '../components/profile-tile';
import { useRequireLogin } from '../components/require-login';
import '../auth.css';

/** Spec §9: after a Google sign-in the profile named like the user is picked after 0.5 s. */
const GOOGLE_AUTO_SELECT_MS = 500;

export default function ProfilesPage() {
  const loggedIn = useRequireLogin();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { loginWith, user_name: userName, update } = useSession();
  const profiles = useProfiles(loggedIn);
  const createProfile = useCreateProfile();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [newName, setNewName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [continuing, setContinuing] = useState(false);

  useEffect(() => {
    if (profiles.isError) toast.error('Failed to load profiles');
  }, [profiles.isError]);

  useEffect(() => {
    if (loginWith !== 'GOOGLE' || !profiles.data) return;
    const list = profiles.data;
    const timer = window.setTimeout(() => {
      const match = list.find((profile) => profile.name === userName);
      if (match) setSelectedId(match.id);
      update({ loginWith: null });
    }, GOOGLE_AUTO_SELECT_MS);
    return () => window.clearTimeout(timer);
  }, [loginWith, profiles.data, userName, update]);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const name = newName.trim();
    if (!name) {
      setNameError('Please enter a name for the new profile');
      return;
    }
    createProfile.mutate(
      { name, preferred_language: 'en', is_active: true },
      {
        onSuccess: (profile) => {
          // Shown at once; the list's refetch brings the same row, so never twice.
          queryClient.setQueryData(profileKeys.list(), (list: typeof profiles.data) =>
            list?.some((p) => p.id === profile.id) ? list : [...(list ?? []), profile],
          );
          setSelectedId(profile.id);
          setAdding(false);
          setNewName('');
          toast.success(`Profile "${profile.name}" created!`);
        },
        onError: (error) => toast.error(error.message || 'Error creating profile'),
      },
    );
  };

  const proceed = async () => {
    if (!selectedId) {
      toast.error('Please select a profile to continue');
      return;
    }
    setContinuing(true);
    try {
      const profile = await queryClient.fetchQuery({
        queryKey: profileKeys.detail(selectedId),
        queryFn: ({ signal }) => request(getProfile, { params: { profileId: selectedId }, signal }),
      });
      update({ selectedProfile: { id: profile.id, name: profile.name, planning_frequency: profile.planning_frequency } });
      toast.success(`Welcome, ${profile.name}!`);
      navigate('/home');
    } catch {
      toast.error('Failed to load profile');
      setContinuing(false);
    }
  };

  if (!loggedIn) return null;

  return (
    <div className="au-page au-page--narrow">
      <PageHeader title="Who's planning today?" subtitle="Choose the profile that is planning." />
      {profiles.isPending && (
        <div className="au-status" role="status">
          <Spinner decorative />
          <p>Loading profiles...</p>
        </div>
      )}
      {profiles.isError && <ErrorPanel title="Failed to load profiles" message={profiles.error.message} onRetry={() => void profiles.refetch()} />}
      {profiles.data && (
        <>
          <div className="au-grid" role="group" aria-label="Profiles">
            {profiles.data.map((profile) => (
              <ProfileTile key={profile.id} profile={profile} selected={profile.id === selectedId} onSelect={() => setSelectedId(profile.id)} />
            ))}
            {!adding && <AddTile onClick={() => setAdding(true)} />}
          </div>
          {adding && (
            <form className="au-inline-form" onSubmit={add} noValidate>
              <TextField
                label="Profile name"
                autoFocus
                value={newName}
                error={nameError ?? undefined}
                onChange={(e) => {
                  setNewName(e.target.value);
                  setNameError(null);
                }}
              />
              <div className="au-actions">
                <Button
                  variant="ghost"
                  onClick={() => {
                    setAdding(false);
                    setNewName('');
                    setNameError(null);
                  }}
                >
                  Cancel
                </Button>
                <Button type="submit" disabled={createProfile.isPending}>
                  {createProfile.isPending ? 'Adding...' : 'Add'}
                </Button>
              </div>
            </form>
          )}
          <Button fullWidth size="lg" disabled={!selectedId || continuing} onClick={() => void proceed()}>
            {continuing ? 'Loading...' : 'Continue'}
          </Button>
        </>
      )}
    </div>
  );
}
