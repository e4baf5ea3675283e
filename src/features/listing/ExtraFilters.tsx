import { energyLabelDisplay } from '../../domain/epc.ts';
import { energyGrades } from '../../schemas/search-limits.ts';
import type { SearchFilter } from '../../schemas/search-filter.ts';
import { endTyping, setFilterField, typeFilterField } from './filter-store.ts';
import { NumberField, type NumberFilterKey, type Typing } from './NumberField.tsx';
import type { ListingStrings } from './strings.ts';

/*
 * The filters the listing adds to spec 5: living and plot area, the EPC label at most, and
 * "with garden / terrace / garage". They sit behind "More filters" (FilterForm.tsx) and come
 * with the listing's behaviour, which its first opening loads, so a listing page starts without
 * their code.
 */

const features = ['garden', 'terrace', 'garage'] as const;

/** They come with the listing's behaviour, so they act on its stores directly. */
const areaTyping: Typing = { type: typeFilterField, end: endTyping };

function AreaRange({
  prefix,
  legend,
  filter,
  strings,
}: {
  prefix: 'area' | 'plot';
  legend: string;
  filter: SearchFilter;
  strings: ListingStrings;
}) {
  const bound = (side: 'min' | 'max') => {
    const name = `${prefix}-${side}` as NumberFilterKey;
    return (
      <NumberField
        id={`filter-${name}`}
        name={name}
        label={side === 'min' ? strings.areaMin : strings.areaMax}
        value={filter[name]}
        typing={areaTyping}
      />
    );
  };
  return (
    <fieldset className="listing-filters__range">
      <legend>{legend}</legend>
      {bound('min')}
      {bound('max')}
    </fieldset>
  );
}

export default function ExtraFilters({
  filter,
  strings,
}: {
  filter: SearchFilter;
  strings: ListingStrings;
}) {
  return (
    <div className="listing-filters__extra">
      <AreaRange prefix="area" legend={strings.livingArea} filter={filter} strings={strings} />
      <AreaRange prefix="plot" legend={strings.plotArea} filter={filter} strings={strings} />
      <div className="field">
        <label htmlFor="filter-epc">{strings.epc}</label>
        <select
          id="filter-epc"
          name="epc"
          value={filter.epc ?? ''}
          onChange={(event) =>
            setFilterField(
              'epc',
              energyGrades.find((grade) => grade === event.target.value),
            )
          }
        >
          <option value="">{strings.any}</option>
          {energyGrades.map((grade) => (
            <option key={grade} value={grade}>
              {energyLabelDisplay(grade)?.label}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="listing-filters__features">
        <legend>{strings.with}</legend>
        {features.map((feature) => (
          <label key={feature} className="choice-group__choice">
            <input
              type="checkbox"
              name={feature}
              value="1"
              checked={filter[feature] === true}
              onChange={(event) => setFilterField(feature, event.target.checked ? true : undefined)}
            />
            {strings[feature]}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
