import { Activity, BookOpen, UserPlus, Users } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useAdminStats, type AdminStats } from 'shared-api/admin';
import { statusOf } from './format';

const CARDS: Array<{ key: keyof AdminStats; label: string; icon: ReactNode }> = [
  { key: 'total_users', label: 'Total Users', icon: <Users size={20} /> },
  { key: 'total_recipes', label: 'Total Recipes', icon: <BookOpen size={20} /> },
  { key: 'active_today', label: 'Active Today', icon: <Activity size={20} /> },
  { key: 'new_this_week', label: 'New This Week', icon: <UserPlus size={20} /> },
];

const numberFormat = new Intl.NumberFormat();

export function StatCards() {
  const stats = useAdminStats();

  useEffect(() => {
    // The spec only logs this failure; the cards then show a dash.
    if (stats.error) console.error(`Failed to fetch stats: ${statusOf(stats.error)} ${stats.error.message}`);
  }, [stats.error]);

  if (stats.isPending) return <p className="ad-message">Loading stats...</p>;
  return (
    <ul className="ad-stats" aria-label="Statistics">
      {CARDS.map((card) => (
        <li key={card.key} className="ad-stat">
          <span className="ad-stat__icon" aria-hidden="true">
            {card.icon}
          </span>
          <span className="ad-stat__label">{card.label}</span>
          <span className="ad-stat__value">{stats.data ? numberFormat.format(stats.data[card.key]) : '—'}</span>
        </li>
      ))}
    </ul>
  );
}
