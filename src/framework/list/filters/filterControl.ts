/** Props every filter widget gets: its parameter name, its translated label, value and setter. */
export interface FilterControlProps<V> {
  name: string;
  label: string;
  value: V | undefined;
  /** URL values by parameter name; null removes the parameter. */
  onChange: (changes: Record<string, string | null>) => void;
}

/** Picker key of the "All" option; no enum value or id looks like it. */
export const ALL_KEY = '__all__';
