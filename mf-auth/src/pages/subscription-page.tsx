import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from 'shared-api/core';
import { trialDaysLeft, useProfile, type SubscriptionPlan } from 'shared-api/profiles';
import { Button, PageHeader } from 'shared-ui';
import { freeTrialTag, PlanCards } from '../components/plan-cards';
import '../auth.css';

export default function SubscriptionPage() {
  const navigate = useNavigate();
  const selectedProfile = useSession((s) => s.selectedProfile);
  const profile = useProfile(selectedProfile?.id);
  const [plan, setPlan] = useState<SubscriptionPlan>('FREE');

  return (
    <div className="au-page">
      <PageHeader title="Choosen Plan" subtitle="Pick the plan that fits your household." />
      <PlanCards value={plan} onChange={setPlan} freeTag={freeTrialTag(trialDaysLeft(profile.data?.created_at))} />
      <div className="au-plan-footer">
        <Button size="lg" onClick={() => navigate('/home')}>
          Start Free Trial
        </Button>
        <p>No credit card required. Cancel anytime.</p>
        <p className="au-guarantee">
          <ShieldCheck size={18} aria-hidden="true" /> 30-day money-back guarantee
        </p>
      </div>
    </div>
  );
}
