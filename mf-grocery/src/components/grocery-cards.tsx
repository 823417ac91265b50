import { ArrowDownUp } from 'lucide-react';
import { memo, startTransition, useEffect, useState } from 'react';
import type { UnitSystem } from 'shared-api/household';
import { Badge, Button, Card } from 'shared-ui';
import { firstRows, type GroupCard, type ItemGroup } from './grouping';
import { ItemRow } from './item-row';

/** A store card's groups split where the category changes, so each aisle gets a heading. */
function aisleSections(groups: readonly ItemGroup[]): Array<{ category: string; groups: ItemGroup[] }> {
  const sections: Array<{ category: string; groups: ItemGroup[] }> = [];
  for (const group of groups) {
    const last = sections.at(-1);
    if (last?.category === group.category) last.groups.push(group);
    else sections.push({ category: group.category, groups: [group] });
  }
  return sections;
}

/** Rows of the first render: more than a tall screen shows. */
const FIRST_ROWS = 40;
/** Rows each later background render adds. */
const ROWS_PER_STEP = 80;
/** From this many rows, rows off screen are not drawn (see .gr-cards--long). */
const LONG_LIST_ROWS = 200;

/**
 * How many rows to draw: the first screenful at once, the rest in background renders that add a
 * step each, so a long list is never created in one commit that holds the main thread (a phone
 * opening 1,000 items) and input stays answered in between.
 */
function useRowLimit(total: number): number {
  const [limit, setLimit] = useState(FIRST_ROWS);
  useEffect(() => {
    if (limit >= total) return;
    const timer = setTimeout(() => startTransition(() => setLimit((shown) => shown + ROWS_PER_STEP)));
    return () => clearTimeout(timer);
  }, [limit, total]);
  return limit;
}

export interface GroceryCardsProps {
  cards: readonly GroupCard[];
  storeMode: boolean;
  system: UnitSystem;
  onPickerOpenChange: (open: boolean) => void;
  /** Opens a store's aisle order. */
  onAisles: (store: { id: string; name: string }) => void;
}

/**
 * The list's cards and rows. Memoised: a keystroke in the search box re-renders the page at once but
 * the cards only once the (deferred) search has regrouped them, so the urgent render that shows the
 * keystroke never walks a thousand rows.
 */
export const GroceryCards = memo(function GroceryCards({ cards, storeMode, system, onPickerOpenChange, onAisles }: GroceryCardsProps) {
  const total = cards.reduce((sum, card) => sum + card.groups.length, 0);
  const limit = useRowLimit(total);
  const shown = firstRows(cards, limit);
  const rows = (groups: readonly ItemGroup[]) => (
    <ul className={storeMode ? 'gr-rows gr-rows--stores' : 'gr-rows'}>
      {groups.map((group) => (
        <ItemRow key={group.key} group={group} storeMode={storeMode} system={system} onPickerOpenChange={onPickerOpenChange} />
      ))}
    </ul>
  );
  const storeBody = (groups: readonly ItemGroup[]) =>
    aisleSections(groups).map((section) => (
      <div key={section.category} className="gr-aisle">
        <h3 className="gr-aisle__title">{section.category}</h3>
        {rows(section.groups)}
      </div>
    ));
  return (
    <div className={total >= LONG_LIST_ROWS ? 'gr-cards gr-cards--long' : 'gr-cards'}>
      {shown.map(({ card, groups }) => (
        <Card
          key={card.title}
          className="gr-card"
          title={card.title}
          actions={
            <span className="gr-card__actions">
              {card.storeId && (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Aisle order of ${card.title}`}
                  onClick={() => onAisles({ id: card.storeId as string, name: card.title })}
                >
                  <ArrowDownUp size={16} aria-hidden="true" />
                  Aisles
                </Button>
              )}
              <Badge variant="outline" aria-label={`${card.groups.length} ${card.groups.length === 1 ? 'item' : 'items'}`}>
                {card.groups.length}
              </Badge>
            </span>
          }
        >
          {storeMode ? storeBody(groups) : rows(groups)}
        </Card>
      ))}
    </div>
  );
});
