/**
 * A child's allergies on the portal (issue 35): the 14 allergens as checkboxes and a note for
 * anything else (other allergies, what to do). Families may always change them; the server checks
 * both and says what is wrong under its field; no till sells the child a product holding one, and
 * the lunch line serves them the alternative meal, from the next sale on. The change shows on the
 * child's history.
 */
import { useEffect, useState, type FormEvent } from 'react';
import {
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { FamilyAllergies } from '../../domain/family';
import { ALLERGEN_KEYS } from '../../domain/foodLabels';
import { ApiRefusal, familyApi } from '../api';
import { FormNotice, useSaving } from '../forms';
import { usePortal } from '../i18n';

/** The note's longest text (the student form's `alergias_nota`). */
const NOTE_MAX = 500;
/** The fields the card draws; any other refusal (what it read, `alergias_vistas`) shows at its top. */
const FIELDS = ['alergias', 'alergias_nota'];

export function AllergiesCard({ childId, onSaved }: { childId: number; onSaved: () => void }) {
  const { t } = usePortal();
  const [held, setHeld] = useState<FamilyAllergies | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [note, setNote] = useState('');
  const { busy, errors, notice, save } = useSaving(t('offline'), FIELDS);

  const show = (a: FamilyAllergies) => {
    setHeld(a);
    setChosen(new Set(a.alergias));
    setNote(a.alergias_nota ?? '');
  };
  useEffect(() => {
    familyApi.allergies(childId).then(show, () => setHeld(null));
  }, [childId]);

  if (!held) return null;

  const toggle = (key: string, on: boolean) =>
    setChosen((now) => {
      const next = new Set(now);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save(async () => {
      // With what the card read: a change the school made meanwhile is not overwritten unseen.
      const body = {
        alergias: ALLERGEN_KEYS.filter((k) => chosen.has(k)),
        alergias_nota: note.trim() === '' ? null : note,
        alergias_vistas: held,
      };
      try {
        show((await familyApi.saveAllergies(childId, body)).allergies);
      } catch (err) {
        // Changed meanwhile: the card shows what is there now, the refusal says so.
        if (err instanceof ApiRefusal && err.status === 409) show(await familyApi.allergies(childId));
        throw err;
      }
      onSaved();
      return t('allergies.saved');
    });
  };

  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="allergies-title"
      data-testid="child-allergies"
    >
      <CardContent>
        <Stack component="form" spacing={2} onSubmit={submit} noValidate>
          <Typography variant="h6" component="h2" id="allergies-title">
            {t('allergies.title')}
          </Typography>
          <Typography id="allergies-intro">{t('allergies.intro')}</Typography>
          <FormNotice notice={notice} />
          <FormGroup role="group" aria-labelledby="allergies-intro" row>
            {ALLERGEN_KEYS.map((key) => (
              <FormControlLabel
                key={key}
                control={
                  <Checkbox checked={chosen.has(key)} onChange={(e) => toggle(key, e.target.checked)} />
                }
                label={t(`allergies.names.${key}`)}
                sx={{ minHeight: 44, minWidth: 150 }}
              />
            ))}
          </FormGroup>
          {errors.alergias && <FormHelperText error>{errors.alergias}</FormHelperText>}
          <TextField
            label={t('allergies.note')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
            error={Boolean(errors.alergias_nota)}
            helperText={errors.alergias_nota ?? t('allergies.note_help')}
            fullWidth
          />
          <Button type="submit" variant="contained" disabled={busy}>
            {t('allergies.save')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
