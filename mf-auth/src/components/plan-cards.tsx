import { Check } from 'lucide-react';
import type { SubscriptionPlan } from 'shared-api/profiles';
import { Badge } from 'shared-ui';
import { cx } from 'shared-ui';

export interface Plan {
  id: SubscriptionPlan;
  title: string;
  price: string;
  duration: string;
  /** Struck-through list price, where there is one. */
  listPrice?: string;
  saving?: string;
  features: string[];
  tags: string[];
}

/** Spec §9. Only the free trial can be chosen for now; the paid plans are shown dimmed. */
export const PLANS: Plan[] = [
  {
    id: 'FREE',
    title: 'Free Trial',
    price: '$0',
    duration: '30 days',
    features: ['Access to all features', 'Unlimited recipes', 'Grocery list management', 'Meal planning'],
    tags: [],
  },
  {
    id: 'MONTHLY',
    title: 'Monthly',
    price: '$6',
    duration: 'per month',
    features: ['All free features', 'Priority support', 'Advanced meal planning', 'Recipe import'],
    tags: [],
  },
  {
    id: 'ANNUAL',
    title: 'Annual',
    price: '$50',
    duration: 'per year',
    listPrice: '$72',
    saving: 'Save $22',
    features: ['All monthly features', 'Best value', 'Premium support'],
    tags: ['Best Value', '2 months free'],
  },
];

export const SELECTABLE_PLANS = new Set<SubscriptionPlan>(['FREE']);

export interface PlanCardsProps {
  value: SubscriptionPlan;
  onChange: (plan: SubscriptionPlan) => void;
  /** Tag of the free plan: "N day(s) left" or "Try Free". */
  freeTag: string;
}

export function PlanCards({ value, onChange, freeTag }: PlanCardsProps) {
  return (
    <div className="au-plans" role="radiogroup" aria-label="Plans">
      {PLANS.map((plan) => {
        const selectable = SELECTABLE_PLANS.has(plan.id);
        const tags = plan.id === 'FREE' ? [freeTag] : plan.tags;
        return (
          <button
            key={plan.id}
            type="button"
            role="radio"
            aria-checked={value === plan.id}
            aria-disabled={!selectable || undefined}
            className={cx('au-plan', value === plan.id && 'au-plan--selected', !selectable && 'au-plan--dimmed')}
            onClick={() => selectable && onChange(plan.id)}
          >
            <span className="au-plan__head">
              <span className="au-plan__title">{plan.title}</span>
              <span className="au-plan__tags">
                {tags.map((tag) => (
                  <Badge key={tag} variant={plan.id === 'FREE' ? 'secondary' : 'default'}>
                    {tag}
                  </Badge>
                ))}
              </span>
            </span>
            <span className="au-plan__price">
              {plan.price} <span className="au-plan__duration">{plan.duration}</span>
              {plan.listPrice && <s className="au-plan__list-price">{plan.listPrice}</s>}
              {plan.saving && <span className="au-plan__saving">{plan.saving}</span>}
            </span>
            <ul className="au-plan__features">
              {plan.features.map((feature) => (
                <li key={feature}>
                  <Check size={16} aria-hidden="true" /> {feature}
                </li>
              ))}
            </ul>
          </button>
        );
      })}
    </div>
  );
}

/** "N day(s) left" from the selected profile's creation, or "Try Free" when unknown. */
export function freeTrialTag(daysLeft: number | null): string {
  if (daysLeft === null) return 'Try Free';
  return `${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left`;
}
