/**
 * The chosen options of a multiselect field as chips small enough for a product card (issue 35:
 * what a product's label says). A 'seal' looks like the warning seal on the package — a black
 * octagon with white capitals, as Colombia's Resolución 810 draws it — so a cashier knows it at a
 * glance; anything else is a small neutral chip. Each chip is one image to a screen reader, named
 * "<field>: <option>", which holds the text the eye reads (WCAG 2.5.3).
 */
import { Box } from '@mui/material';
import type { TranslateFunction } from 'react-admin';
import type { Field } from '../../domain/fields';
import type { ResourceDef } from '../../domain/resource';
import { domainKeys } from '../../i18n/domain-messages';
import { DEFAULT_SEAL_SET, type SealSetId } from '../../domain/foodLabels';

export interface LabelChipItem {
  key: string;
  /** What the chip shows. */
  text: string;
  /** What a screen reader says. */
  name: string;
  look?: Field['look'];
}

/** The seal's corners cut at 45°: an octagon however long its words. */
const CORNER = '5px';
const OCTAGON = `polygon(${CORNER} 0, calc(100% - ${CORNER}) 0, 100% ${CORNER}, 100% calc(100% - ${CORNER}), calc(100% - ${CORNER}) 100%, ${CORNER} 100%, 0 calc(100% - ${CORNER}), 0 ${CORNER})`;

const LOOKS = {
  // White on black: 21:1, however small the letters.
  seal: {
    bgcolor: '#000',
    color: '#fff',
    clipPath: OCTAGON,
    fontWeight: 800,
    textTransform: 'uppercase',
    letterSpacing: '0.02em',
    px: '7px',
    py: '3px',
    maxWidth: 104,
  },
  tag: {
    bgcolor: 'grey.100',
    color: 'text.primary',
    border: 1,
    borderColor: 'grey.400',
    borderRadius: 1,
    px: 0.75,
    py: '1px',
  },
} as const;

export function LabelChip({ text, name, look }: Omit<LabelChipItem, 'key'>) {
  return (
    <Box
      component="span"
      role="img"
      aria-label={name}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        fontSize: '0.625rem',
        lineHeight: 1.15,
        ...LOOKS[look ?? 'tag'],
      }}
    >
      {text}
    </Box>
  );
}

/** Chips in a row that wraps; nothing at all for an empty list. */
export function LabelChips({ items, testId }: { items: readonly LabelChipItem[]; testId?: string }) {
  if (items.length === 0) return null;
  return (
    <Box
      component="span"
      data-testid={testId}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}
    >
      {items.map(({ key, ...item }) => (
        <LabelChip key={key} {...item} />
      ))}
    </Box>
  );
}

/**
 * The chips of a multiselect field's value, in its options' order, with the option names of the
 * catalog (`resources.<name>.options.<source>.<id>`). A value that is not a list (a catalog cached
 * before the field existed) has none.
 */
export function chosenOptionChips(
  def: ResourceDef,
  source: string,
  value: unknown,
  translate: TranslateFunction,
  /** The school's seal set: a seal is named in its law's words (issue 35). */
  seals: SealSetId = DEFAULT_SEAL_SET,
): LabelChipItem[] {
  const field = def.fields[source];
  if (!field || !Array.isArray(value)) return [];
  const chosen = new Set(value.map(String));
  const fieldName = translate(domainKeys.field(def.name, source));
  return (field.options ?? [])
    .filter((option) => chosen.has(String(option.id)))
    .map((option) => {
      const key = domainKeys.option(def.name, source, option.id);
      const text =
        field.look === 'seal'
          ? translate(domainKeys.seal(seals, String(option.id)), { _: translate(key) })
          : translate(key);
      return {
        key: String(option.id),
        text,
        name: translate('app.generic.chosen_option', { field: fieldName, option: text }),
        look: field.look,
      };
    });
}
