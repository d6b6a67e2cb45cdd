/**
 * What every section of the filter panel shares: the section frame (a fieldset with its heading), the look of a
 * text input, the patch callback's type, and turning lookup rows into select options.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { SelectField, type SelectOption } from '../../../../components/ui/select-field';
import type { Lookup } from '../../../../lib/api/types';
import { formatNumber } from '../../../../lib/format';
import type { ListQuery } from '../../lib/list-query';

/** Applies a change to the list query ("" removes a key). */
export type SetFn = (patch: ListQuery) => void;

/** The props of a section that reads the query and patches it. */
export interface SectionProps {
  query: ListQuery;
  set: SetFn;
}

export const lookupOptions = (rows: readonly Pick<Lookup, 'id' | 'name'>[] | undefined): SelectOption[] => (rows ?? []).map((r) => ({ value: r.id, label: r.name }));

/** A facet's counts by id (undefined while they load: options then show no count). */
export type FacetCounts = ReadonlyMap<string, number> | undefined;

/** Options with the count of matches beside each name ("BMW (42)"), when the counts are known. */
export const withCounts = (options: SelectOption[], counts: FacetCounts): SelectOption[] =>
  counts ? options.map((o) => ({ ...o, label: `${o.label} (${formatNumber(counts.get(o.value) ?? 0)})` })) : options;

/** The name of the row with this id ("" when it is not there): stored beside the id so chips can name it. */
export const nameIn = (rows: readonly { id: string; name: string }[] | undefined, id: string) => rows?.find((r) => r.id === id)?.name ?? '';

export const inputClass =
  'block h-11 w-full min-w-0 rounded-xl border bg-surface px-3 text-sm text-fg placeholder:text-muted/80 shadow-xs focus:border-ring focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring';

export function FilterSection({ title, children, className }: { title: ReactNode; children: ReactNode; className?: string }) {
  return (
    <fieldset className={clsx('flex min-w-0 flex-col gap-3 border-t border-line pt-4 first:border-t-0 first:pt-0', className)}>
      <legend className="float-start mb-3 w-full text-sm font-bold tracking-wide text-fg uppercase">{title}</legend>
      {children}
    </fieldset>
  );
}

/** A from/to pair of selects over ordered numeric steps, each list limited by the other so the range can never be
 * upside down (year and mileage sections). */
export function StepRange(props: {
  steps: SelectOption[];
  min: string | undefined;
  max: string | undefined;
  minLabel: string;
  maxLabel: string;
  placeholder: string;
  onMin: (value: string) => void;
  onMax: (value: string) => void;
}) {
  const { steps, min, max } = props;
  return (
    <div className="flex gap-3">
      <SelectField
        containerClassName="flex-1"
        label={props.minLabel}
        placeholder={props.placeholder}
        options={max ? steps.filter((s) => Number(s.value) <= Number(max)) : steps}
        value={min ?? ''}
        onChange={(e) => props.onMin(e.target.value)}
      />
      <SelectField
        containerClassName="flex-1"
        label={props.maxLabel}
        placeholder={props.placeholder}
        options={min ? steps.filter((s) => Number(s.value) >= Number(min)) : steps}
        value={max ?? ''}
        onChange={(e) => props.onMax(e.target.value)}
      />
    </div>
  );
}
