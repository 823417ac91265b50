import { Plus } from 'lucide-react';
import { assetUrl } from 'shared-api/core';
import { type Profile } from 'shared-api/profiles';
import { Avatar } from 'shared-ui';
import { cx } from 'shared-ui';

/** A selectable profile: picture (or the stock initials avatar) and name. */
export function ProfileTile({ profile, selected, onSelect }: { profile: Profile; selected: boolean; onSelect: () => void }) {
  return (
    <button
      type="button"
      className={cx('au-tile', selected && 'au-tile--selected')}
      aria-pressed={selected}
      aria-label={profile.name}
      onClick={onSelect}
    >
      <Avatar src={assetUrl(profile.avatar_url)} name={profile.name} size="lg" />
      <span className="au-tile__name" title={profile.name}>
        {profile.name}
      </span>
    </button>
  );
}

export function AddTile({ label = 'Add New', onClick }: { label?: string; onClick: () => void }) {
  return (
    <button type="button" className="au-tile au-tile--add" onClick={onClick}>
      <span className="au-tile__plus" aria-hidden="true">
        <Plus size={28} />
      </span>
      <span className="au-tile__name">{label}</span>
    </button>
  );
}
