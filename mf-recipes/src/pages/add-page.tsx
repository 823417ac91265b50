import { FilePlus2, Search } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button, PageHeader } from 'shared-ui';
import '../recipes.css';

export default function AddPage() {
  return (
    <div className="rc-page">
      <PageHeader title="Add New" subtitle="Add a new recipe to your collection" />
      <div className="rc-add-choices">
        <Button asChild size="lg">
          <Link to="/add-recipe">
            <FilePlus2 size={20} aria-hidden="true" /> New Recipe
          </Link>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link to="/search-recipe">
            <Search size={20} aria-hidden="true" /> Search Recipe
          </Link>
        </Button>
      </div>
    </div>
  );
}
