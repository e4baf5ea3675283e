import type { Locale } from '../../domain/locales.ts';
import { energyLabelDisplay } from '../../domain/epc.ts';
import { formatCurrency } from '../../domain/formats.ts';
import {
  displayFieldLabel,
  displayFieldValue,
  groupEstates,
  visibleDisplayFields,
} from '../../domain/grouping.ts';
import { toListingCard, type ListingCard } from '../../domain/listing-card.ts';
import type { GroupOption } from '../../schemas/estate-query.ts';
import type { EstateSummary } from '../../schemas/estate-summary.ts';
import { estateHref } from '../../domain/estate-href.ts';
import { groupedDisplayFields, type ListingDisplayField } from './display-fields.ts';
import type { ListingLabels, ListingStrings } from './strings.ts';

export type GroupedResultsProps = {
  estates: readonly EstateSummary[];
  groupBy: GroupOption;
  locale: Locale;
  strings: ListingStrings;
  labels: ListingLabels;
  hiddenStatus: readonly number[];
  /** The page's own link of an estate, when it gave one; undefined: the canonical link. */
  hrefOf: (summary: EstateSummary) => string | null | undefined;
};

/** What one cell shows; the spec 5 'not entered' text stands in for an empty value. */
function cellText(
  summary: EstateSummary,
  card: ListingCard,
  field: ListingDisplayField,
  locale: Locale,
  notEntered: string,
): string {
  switch (field.format) {
    case 'price':
      // spec 2: a sold listing shows its transaction name, no price
      if (card.isSold) return card.soldLabel ?? notEntered;
      return card.price === null ? notEntered : formatCurrency(card.price, locale);
    case 'energy':
      return energyLabelDisplay(card.energyLabel)?.label ?? notEntered;
    default: {
      const value = displayFieldValue(summary, field, locale);
      if (value === null || typeof value === 'boolean') return notEntered;
      return typeof value === 'number' ? new Intl.NumberFormat('nl-BE').format(value) : value;
    }
  }
}

/**
 * Grouped results (spec 9): one section per group in the spec's order (TYPE by head type
 * 1,3,7,2,4,6,10,5,9, STATUS by transaction 1,3,2,4,10,5,6, the others by name or price band,
 * estates without a key last under "Projecten"), each a table of the visible display fields
 * (spec 3). The first field names the estate and links to it, unless its card is inert.
 */
export function GroupedResults({
  estates,
  groupBy,
  locale,
  strings,
  labels,
  hiddenStatus,
  hrefOf,
}: GroupedResultsProps) {
  const groups = groupEstates(estates, groupBy, locale, {
    headTypeLabel: (id) => labels.types[id] ?? String(id),
    projectsLabel: strings.groupProjects,
  });
  const fields = visibleDisplayFields(groupedDisplayFields) as ListingDisplayField[];
  const [first, ...rest] = fields;
  if (!first) return null;
  return (
    <div className="listing-groups">
      {groups.map((group, index) => {
        const headingId = `listing-group-${index}`;
        return (
          <section key={group.key ?? 'none'} className="listing-group" aria-labelledby={headingId}>
            <h3 id={headingId} className="listing-group__heading" data-group-heading>
              {group.label}
            </h3>
            <table className="listing-group__table" aria-labelledby={headingId}>
              <thead>
                <tr>
                  {fields.map((field) => (
                    <th key={field.value} scope="col">
                      {displayFieldLabel(field, locale)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {group.estates.map((summary) => {
                  const given = hrefOf(summary);
                  const card = toListingCard(summary, {
                    locale,
                    site: { hiddenStatus },
                    href: given === undefined ? estateHref(summary, locale) : given,
                  });
                  const link = given === null ? null : card.href;
                  const name = displayFieldValue(summary, first, locale)?.toString() || card.title;
                  return (
                    <tr key={summary.id} data-result>
                      <th scope="row">{link ? <a href={link}>{name}</a> : name}</th>
                      {rest.map((field) => (
                        <td key={field.value}>
                          {cellText(summary, card, field, locale, strings.notEntered)}
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
        );
      })}
    </div>
  );
}
