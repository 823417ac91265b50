import { ArrowDownUp } from 'lucide-react';
import { memo } from 'react';
import type { UnitSystem } from 'shared-api/household';
import { Badge, Button, Card } from 'shared-ui';
import type { GroupCard, ItemGroup } from './grouping';
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
  const rows = (groups: readonly ItemGroup[]) => (
    <ul className="gr-rows">
      {groups.map((group) => (
        <ItemRow key={group.key} group={group} storeMode={storeMode} system={system} onPickerOpenChange={onPickerOpenChange} />
      ))}
    </ul>
  );
  const storeBody = (card: GroupCard) =>
    aisleSections(card.groups).map((section) => (
      <div key={section.category} className="gr-aisle">
        <h3 className="gr-aisle__title">{section.category}</h3>
        {rows(section.groups)}
      </div>
    ));
  return (
    <div className="gr-cards">
      {cards.map((card) => (
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
          {storeMode ? storeBody(card) : rows(card.groups)}
        </Card>
      ))}
    </div>
  );
});
