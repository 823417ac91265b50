import { ArrowDown, ArrowUp } from 'lucide-react';
import { useState } from 'react';
import { useSetAisleOrder, type GroceryCategory } from 'shared-api/grocery';
import { Button } from 'shared-ui';
import { Dialog } from 'shared-ui/widgets';
import { aisleOrder, moveCategory } from './grouping';
import { sendChange } from './send-change';

export interface AisleDialogProps {
  store: { id: string; name: string } | null;
  saved: readonly GroceryCategory[] | undefined;
  onOpenChange: (open: boolean) => void;
}

/** A store's aisle order: move categories up or down; each move is saved for the household and store. */
export function AisleDialog(props: AisleDialogProps) {
  // A fresh order per opened store; moves then build on what the dialog shows, not on refetches.
  return <AisleOrderDialog key={props.store?.id ?? ''} {...props} />;
}

function AisleOrderDialog({ store, saved, onOpenChange }: AisleDialogProps) {
  const save = useSetAisleOrder();
  const [order, setOrder] = useState(() => aisleOrder(saved));
  const move = (category: GroceryCategory, by: -1 | 1) => {
    if (!store) return;
    const next = moveCategory(order, category, by);
    setOrder(next);
    sendChange(save, { storeId: store.id, categories: next }, { error: 'Failed to save aisle order' });
  };

  return (
    <Dialog
      open={store !== null}
      onOpenChange={onOpenChange}
      title={store ? `Aisle order: ${store.name}` : 'Aisle order'}
      description="Put the categories in the order you walk this store. Its items follow this order."
    >
      <ol className="gr-aisles" aria-label="Aisle order">
        {order.map((category, index) => (
          <li key={category} className="gr-aisles__item">
            <span className="gr-aisles__rank" aria-hidden="true">
              {index + 1}
            </span>
            <span className="gr-aisles__name">{category}</span>
            <Button size="icon" variant="ghost" aria-label={`Move ${category} up`} disabled={index === 0} onClick={() => move(category, -1)}>
              <ArrowUp size={16} aria-hidden="true" />
            </Button>
            <Button
              size="icon"
              variant="ghost"
              aria-label={`Move ${category} down`}
              disabled={index === order.length - 1}
              onClick={() => move(category, 1)}
            >
              <ArrowDown size={16} aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ol>
    </Dialog>
  );
}
