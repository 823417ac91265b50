import { useState } from 'react';
import { useSession } from 'shared-api/core';
import { useAdminUsers, useUpdateAdminUser, type AdminUpdateUserBody, type AdminUser } from 'shared-api/admin';
import { toast } from 'shared-ui';
import { AddUserDialog } from './add-user-dialog';
import { ManagementPanel } from './management-panel';
import { UserRow } from './user-row';

function changeDone(user: AdminUser, change: AdminUpdateUserBody): string {
  if (change.status === 'SUSPENDED') return `${user.name} is suspended`;
  if (change.status === 'ACTIVE') return `${user.name} is active again`;
  return change.role === 'ADMIN' ? `${user.name} is now an admin` : `${user.name} is no longer an admin`;
}

const logError = () => 'Failed to fetch user details';

export function UserManagement() {
  const selfId = useSession((state) => state.userId);
  const [adding, setAdding] = useState(false);
  const update = useUpdateAdminUser();
  const busyId = update.isPending ? update.variables.userId : null;

  function change(user: AdminUser, next: AdminUpdateUserBody) {
    update.mutate(
      { userId: user.id, change: next },
      {
        onSuccess: () => toast.success(changeDone(user, next)),
        onError: (error) => toast.error(error.message),
      },
    );
  }

  return (
    <>
      <ManagementPanel
        title="Recent Users"
        searchLabel="Search users"
        searchPlaceholder="Search by name or email"
        addLabel="Add User"
        onAdd={() => setAdding(true)}
        useList={useAdminUsers}
        loadingText="Loading users..."
        emptyText="No users found."
        logError={logError}
        listLabel="Users"
        getKey={(user) => user.id}
        renderRow={(user) => <UserRow user={user} isSelf={user.id === selfId} busy={busyId === user.id} onChange={change} />}
      />
      <AddUserDialog open={adding} onOpenChange={setAdding} />
    </>
  );
}
