import { CalendarDays } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, EmptyState, ErrorPanel, PageHeader, Spinner, toast, useDeferredAnswer } from 'shared-ui';
import { Tabs, TabsContent, TabsList, TabsTrigger, TooltipProvider } from 'shared-ui/widgets';
import { useSession } from 'shared-api/core';
import { useToggleFavorite } from 'shared-api/recipes';
import { useDeletePlan, useWeekPlans, weekStartDate, type PlannedRecipe, type WeekOffset } from 'shared-api/plans';
import { useUnitSystem } from 'shared-api/household';
import { PlanRow } from '../components/plan-row';
import { WEEK_LABELS, weeksFor } from '../components/weeks';
import '../planner.css';

export default function HomePage() {
  const profile = useSession((state) => state.selectedProfile);
  const weeks = weeksFor(profile?.planning_frequency);
  const [chosen, setChosen] = useState<WeekOffset>(weeks[0] ?? 0);
  const offset = weeks.includes(chosen) ? chosen : (weeks[0] ?? 0);
  const plans = useWeekPlans(profile?.id, weekStartDate(offset));
  const removePlan = useDeletePlan(profile?.id);
  const favorite = useToggleFavorite(profile?.id);
  const system = useUnitSystem();
  const entries = useDeferredAnswer(plans.data);

  useEffect(() => {
    if (plans.isError) toast.error('Failed to load recipes', { description: plans.error.message });
  }, [plans.isError, plans.error]);

  if (!profile) {
    return (
      <div className="pl-page">
        <PageHeader title="Weekly Meal Plan" subtitle="Plan your meals for the week" />
        <EmptyState
          title="No profile selected."
          action={
            <Button asChild>
              <Link to="/profiles">Choose a profile</Link>
            </Button>
          }
        />
      </div>
    );
  }

  const remove = (entry: PlannedRecipe) =>
    removePlan.mutate(entry.plan_id, {
      onSuccess: () => toast.success('Removed from week plan', { duration: 1000 }),
      onError: (error) => toast.error('Could not remove recipe from plan', { description: error.message }),
    });

  // The plan screen flips the heart after the call succeeds (the plan query refetches).
  const toggleFavorite = (entry: PlannedRecipe) =>
    favorite.mutate(entry.id, {
      onSuccess: () => toast.success('Favorite updated', { duration: 1000 }),
      onError: () => toast.error('Failed to update favorite status'),
    });

  // The week switcher's tabs control the plan below them, so the plan is their tab panel.
  const header = (actions: ReactNode) => <PageHeader title="Weekly Meal Plan" subtitle="Plan your meals for the week" actions={actions} />;
  const plan = (
    <>
      {plans.isPending ? (
        <div className="pl-center">
          <Spinner label="Loading plan" />
        </div>
      ) : plans.isError ? (
        <ErrorPanel title="Failed to load recipes" message={plans.error.message} onRetry={() => void plans.refetch()} retrying={plans.isFetching} />
      ) : !entries || entries.length === 0 ? (
        <EmptyState
          icon={<CalendarDays size={32} />}
          title={`No recipes planned for ${WEEK_LABELS[offset]}`}
          action={
            <Button asChild variant="outline">
              <Link to="/recipes">Go to Recipes</Link>
            </Button>
          }
        />
      ) : (
        <ul className="pl-list" aria-label={`${WEEK_LABELS[offset]} plan`}>
          {entries.map((entry) => (
            <PlanRow
              key={entry.plan_id}
              entry={entry}
              system={system}
              isOwner={entry.profile.id === profile.id}
              onRemove={remove}
              onToggleFavorite={toggleFavorite}
              favoriteBusy={favorite.isPending && favorite.variables === entry.id}
            />
          ))}
        </ul>
      )}
    </>
  );

  // The rows' tooltips share one provider: moving between them skips the opening delay.
  return (
    <TooltipProvider>
      <div className="pl-page">
        {weeks.length > 1 ? (
          <Tabs value={String(offset)} onValueChange={(value) => setChosen(value === '1' ? 1 : 0)}>
            {header(
              <TabsList aria-label="Week">
                {weeks.map((week) => (
                  <TabsTrigger key={week} value={String(week)}>
                    {WEEK_LABELS[week]}
                  </TabsTrigger>
                ))}
              </TabsList>,
            )}
            <TabsContent value={String(offset)}>
              {plan}
            </TabsContent>
          </Tabs>
        ) : (
          <>
            {header(<span className="pl-week-label">{WEEK_LABELS[offset]}</span>)}
            {plan}
          </>
        )}
      </div>
    </TooltipProvider>
  );
}
