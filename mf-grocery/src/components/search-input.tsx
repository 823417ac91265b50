import { Search } from 'lucide-react';
import { Input } from 'shared-ui';

interface SearchInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** The grocery pages' search box: a magnifier in front, the placeholder its label with "...". */
export function SearchInput({ label, value, onChange }: SearchInputProps) {
  return (
    <label className="gr-search">
      <Search size={16} aria-hidden="true" />
      <Input
        type="search"
        aria-label={label}
        placeholder={`${label}...`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
