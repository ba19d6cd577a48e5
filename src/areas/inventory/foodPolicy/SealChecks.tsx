/**
 * The seals of the school's set as checkboxes, each drawn as the seal on the package, to block it
 * school-wide; beside each, how many products on sale carry it. One fieldset with its legend, so a
 * screen reader hears the group's question before each seal.
 */
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { Box, Checkbox, FormControlLabel, FormHelperText, FormLabel, Stack, Typography } from '@mui/material';
import { sealSet, type SealSetId } from '../../../domain/foodLabels';
import { domainKeys } from '../../../i18n/domain-messages';
import { LabelChip } from '../../../kit/ui/LabelChips';

interface SealChecksProps {
  set: SealSetId;
  blocked: readonly string[];
  onChange: (blocked: string[]) => void;
  /** Enabled products per seal; absent while they load. */
  counts?: Record<string, number>;
  error?: string;
  disabled?: boolean;
}

export function SealChecks({ set, blocked, onChange, counts, error, disabled }: SealChecksProps) {
  const translate = useTranslate();
  const helpId = useId();
  const seals = sealSet(set);
  const legend = translate('inventory.food_policy.blocked_legend');
  const help = translate('inventory.food_policy.blocked_help');
  // Kept in the set's order, as the server stores them.
  const toggle = (key: string, on: boolean) =>
    onChange(seals.map((s) => s.id).filter((id) => (id === key ? on : blocked.includes(id))));
  const items = seals.map((seal) => ({
    id: seal.id,
    name: translate(domainKeys.seal(set, seal.id), { _: seal.name }),
    count:
      counts === undefined
        ? ''
        : translate('inventory.food_policy.products', { smart_count: counts[seal.id] ?? 0 }),
  }));

  return (
    <Box component="fieldset" aria-describedby={helpId} sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend" error={Boolean(error)}>
        {legend}
      </FormLabel>
      <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {help}
      </Typography>
      <Stack spacing={0.5}>
        {items.map(({ id, name, count }) => (
          <FormControlLabel
            key={id}
            disabled={disabled}
            control={
              <Checkbox
                name="sellos_bloqueados"
                value={id}
                checked={blocked.includes(id)}
                onChange={(e) => toggle(id, e.target.checked)}
              />
            }
            label={
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <LabelChip text={name} name={name} look="seal" />
                <Typography variant="body2" color="text.secondary">
                  {count}
                </Typography>
              </Stack>
            }
          />
        ))}
      </Stack>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
