import { MoreVertical } from 'lucide-react';
import { assetUrl } from 'shared-api/core';
import { type AdminUser, type AdminUpdateUserBody } from 'shared-api/admin';
import { Avatar, Badge, Button } from 'shared-ui';
import { DropdownMenuItem, MenuButton } from 'shared-ui/widgets';
import { joinedText } from './format';

export interface UserRowProps {
  user: AdminUser;
  /** The signed-in admin: they cannot suspend or demote themself, so no actions. */
  isSelf: boolean;
  busy: boolean;
  onChange: (user: AdminUser, change: AdminUpdateUserBody) => void;
}

export function UserRow({ user, isSelf, busy, onChange }: UserRowProps) {
  const suspended = user.status !== 'ACTIVE';
  return (
    <div className="ad-row">
      <Avatar src={assetUrl(user.avatar_url)} name={user.name} />
      <div className="ad-row__main">
        <p className="ad-row__title">
          {user.name}
          {user.role === 'ADMIN' && (
            <Badge variant="outline" className="ad-row__role">
              ADMIN
            </Badge>
          )}
        </p>
        <p className="ad-row__sub">{user.email}</p>
      </div>
      <div className="ad-row__meta">
        {/* An account nobody has verified is not active yet: it cannot sign in. */}
        {user.status === 'ACTIVE' && !user.email_verified ? (
          <Badge variant="outline">UNVERIFIED</Badge>
        ) : (
          <Badge variant={user.status === 'ACTIVE' ? 'default' : 'secondary'}>{user.status}</Badge>
        )}
        <span className="ad-row__joined">{joinedText(user.joined)}</span>
      </div>
      {isSelf ? (
        <span className="ad-row__actions-placeholder" aria-hidden="true" />
      ) : (
        <MenuButton
          align="end"
          trigger={
            <Button variant="ghost" size="icon" aria-label={`Actions for ${user.name}`} loading={busy}>
              {!busy && <MoreVertical size={18} aria-hidden="true" />}
            </Button>
          }
        >
            {suspended ? (
              <DropdownMenuItem onSelect={() => onChange(user, { status: 'ACTIVE' })}>Activate user</DropdownMenuItem>
            ) : (
              <DropdownMenuItem danger onSelect={() => onChange(user, { status: 'SUSPENDED' })}>
                Suspend user
              </DropdownMenuItem>
            )}
            {user.role === 'ADMIN' ? (
              <DropdownMenuItem onSelect={() => onChange(user, { role: 'USER' })}>Remove admin role</DropdownMenuItem>
            ) : (
              <DropdownMenuItem onSelect={() => onChange(user, { role: 'ADMIN' })}>Make admin</DropdownMenuItem>
            )}
        </MenuButton>
      )}
    </div>
  );
}
