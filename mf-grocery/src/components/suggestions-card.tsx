import { Plus, Sparkles } from 'lucide-react';
import { useAddGroceryItem, useGrocerySuggestions, type GrocerySuggestion } from 'shared-api/grocery';
import { Card } from 'shared-ui';
import { sendChange } from './send-change';

/** What the card says with no suggestions to show: still loading, waiting for a signal (never loaded here), or none. */
function emptyText({ isPending, fetchStatus }: { isPending: boolean; fetchStatus: string }): string {
  if (!isPending) return 'No suggestions right now.';
  return fetchStatus === 'paused' ? 'Suggestions will show when you are back online.' : 'Loading suggestions...';
}

/** Smart Suggestions: what the household buys often and planned recipes need, one tap to add. */
export function SuggestionsCard() {
  const suggestions = useGrocerySuggestions();
  const add = useAddGroceryItem();

  const addSuggestion = (suggestion: GrocerySuggestion) =>
    sendChange(
      add,
      { id: crypto.randomUUID(), name: suggestion.name, quantity: suggestion.quantity, unit: suggestion.unit, note: '' },
      { success: 'Item added to grocery list', error: 'Failed to add to grocery' },
    );

  return (
    <Card
      className="gr-suggestions"
      title={
        <>
          <Sparkles size={18} aria-hidden="true" /> Smart Suggestions
        </>
      }
    >
      {suggestions.data?.length ? (
        <ul className="gr-suggestions__list">
          {suggestions.data.map((suggestion) => (
            <li key={suggestion.name}>
              <button
                type="button"
                className="gr-suggestion"
                aria-label={`Add ${suggestion.name}`}
                onClick={() => addSuggestion(suggestion)}
              >
                <Plus size={14} aria-hidden="true" />
                <span className="gr-suggestion__name">{suggestion.name}</span>
                <span className="gr-suggestion__detail">
                  {suggestion.reason === 'planned' ? `For ${suggestion.detail}` : suggestion.detail}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="gr-muted">{emptyText(suggestions)}</p>
      )}
    </Card>
  );
}
