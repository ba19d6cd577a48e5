/**
 * `#/academic/locks/create/{document}` (and `edit/{document}`; the spec put the credential's code
 * there, a bearer secret kept out of addresses, restrictionPaths.ts): one student's restrictions (spec
 * part 2 §2 'Lock detail', §4, §5). The customer and balance; 'Establecer limite de gasto
 * diario?' with the amount and Guardar; the store's category and subcategory carousels and
 * product cards (the cashier's); 'Productos restringidos'. Adding a product, or removing one once
 * '¿Confirma que deseas remover el producto?' is accepted, saves at once, with the limit as the
 * form shows it, so a limit below $1.000 blocks those too.
 */
import { useMemo, useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  Grid,
  Stack,
  TextField,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  DAILY_LIMIT_NOT_A_NUMBER,
  DAILY_LIMIT_TOO_BIG,
  DAILY_LIMIT_TOO_SMALL,
  limitFromForm,
  type BlockRecord,
  type RestrictedProduct,
  type ProductsBlockInput,
} from '../../../domain/restrictions';
import { formatMoney } from '../../../domain/money';
import { callKey, useCallMutation, useCallQuery } from '../../../dataProvider/hooks';
import { CustomerCard } from '../../../kit/ui/CustomerCard';
import { useDailyLimitLabel } from './useDailyLimitLabel';
import { RestrictedProductPicker } from './RestrictedProductPicker';
import { RestrictedProducts } from './RestrictedProducts';
import { fieldErrorsOf } from '../../../dataProvider/http';

/** The daily limit's refusals (the form's and the server's, the same domain texts) by catalog key. */
const LIMIT_PROBLEMS: Record<string, string> = {
  [DAILY_LIMIT_TOO_SMALL]: 'academic.lock.limit_too_small',
  [DAILY_LIMIT_TOO_BIG]: 'academic.lock.limit_too_big',
  [DAILY_LIMIT_NOT_A_NUMBER]: 'academic.lock.limit_not_a_number',
};
/** A daily limit refusal in the reader's language; any other text as it came. */
const limitProblemText = (translate: (key: string, options?: object) => string, problem: string) =>
  LIMIT_PROBLEMS[problem] ? translate(LIMIT_PROBLEMS[problem]) : problem;

/** The refusal's message for the daily limit field, when the server put one there. */
function limitErrorOf(e: unknown): string | null {
  return fieldErrorsOf(e).saldo ?? null;
}

/** A student's block record and restricted products: loaded together, saved together. */
interface Detail {
  record: BlockRecord;
  products: RestrictedProduct[];
}
const detailKey = (student: string) => ['restrictionDetail', student];

/** `student`: the document (or a scanned code) the server's lookup takes. */
function RestrictionDetail({ student }: { student: string }) {
  const navigate = useNavigate();
  const translate = useTranslate();
  const detail = useCallQuery(detailKey(student), async (dp): Promise<Detail> => {
    const record = await dp.restrictionRecord(student);
    return { record, products: await dp.restrictedProducts(record.id_user_primary) };
  });

  if (detail.error) {
    return (
      <Alert
        severity="error"
        sx={{ mt: 2 }}
        action={
          <Button onClick={() => navigate('/academic/locks')}>{translate('academic.lock.back')}</Button>
        }
      >
        {detail.error.message}
      </Alert>
    );
  }
  // The form starts from what this visit read, never from an earlier visit's copy.
  if (!detail.isFetchedAfterMount || !detail.data) {
    return <CircularProgress aria-label={translate('academic.lock.loading_student')} sx={{ mt: 2 }} />;
  }
  return (
    <RestrictionEditor student={student} record={detail.data.record} restricted={detail.data.products} />
  );
}

function RestrictionEditor({
  student,
  record,
  restricted,
}: {
  student: string;
  record: BlockRecord;
  restricted: RestrictedProduct[];
}) {
  const notify = useNotify();
  const translate = useTranslate();
  const dailyLimitLabel = useDailyLimitLabel();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [limitOn, setLimitOn] = useState(record.lockSaldo > 0);
  const [amount, setAmount] = useState(record.lockSaldo > 0 ? String(record.lockSaldo) : '');
  const [limitError, setLimitError] = useState<string | null>(null);
  const saveRestrictions = useCallMutation((dp, input: ProductsBlockInput) => dp.saveRestrictions(input));
  const busy = saveRestrictions.isPending;
  const restrictedIds = useMemo(() => new Set(restricted.map((p) => p.id)), [restricted]);

  /** Saves the whole state: these products and the limit the form shows. */
  const save = (ids: number[]) => {
    const { limit, problem } = limitFromForm(limitOn, amount);
    if (problem) {
      const text = limitProblemText(translate, problem);
      setLimitError(text);
      notify(text, { type: 'error' });
      return;
    }
    setLimitError(null);
    saveRestrictions.mutate(
      { id_user: record.id_user_primary, products: ids, saldo: limit },
      {
        onSuccess: (saved) => {
          // The saved student and products are the page's data now.
          queryClient.setQueryData<Detail>(callKey(detailKey(student)), {
            record: saved.record,
            products: saved.products,
          });
          // The server's answer is always 'Restricciones guardadas': the catalog says it in either language.
          notify(translate('academic.lock.saved'), { type: 'success' });
        },
        onError: (e) => {
          const fieldError = limitErrorOf(e);
          setLimitError(fieldError && limitProblemText(translate, fieldError));
          notify(e.message, { type: 'error' });
        },
      },
    );
  };
  // The list the screen edits: the products listed themselves (a category's come and go with it).
  const ids = restricted.filter((p) => p.por_categoria === null).map((p) => p.id);
  // Spec part 2 §5: removing a restricted product is confirmed first; cancelling changes nothing.
  const [removing, setRemoving] = useState<RestrictedProduct | null>(null);

  return (
    <Grid container spacing={2} sx={{ mt: 1 }}>
      <Grid size={12}>
        <Button startIcon={<ArrowBackIcon />} onClick={() => navigate('/academic/locks')}>
          {translate('academic.lock.back_to_locks')}
        </Button>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <CustomerCard
          name={record.name}
          document={record.num_doc}
          url={record.url}
          figures={[
            {
              label: translate('academic.locks.balance'),
              value: formatMoney(record.saldo),
              testId: 'customer-saldo',
            },
            {
              label: translate('academic.locks.daily_limit'),
              value: dailyLimitLabel(record.lockSaldo),
              testId: 'customer-limit',
            },
            {
              label: translate('academic.lock.today'),
              value: formatMoney(record.purchase),
              testId: 'customer-purchase',
            },
          ]}
        />
        <Card sx={{ mb: 2 }}>
          <CardContent>
            <FormControlLabel
              control={
                <Checkbox
                  checked={limitOn}
                  onChange={(e) => {
                    setLimitOn(e.target.checked);
                    setLimitError(null);
                  }}
                />
              }
              label={translate('academic.lock.set_limit')}
            />
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ mt: 1, alignItems: { sm: 'flex-start' } }}
            >
              <TextField
                label={translate('academic.lock.amount')}
                value={amount}
                onChange={(e) => {
                  setAmount(e.target.value);
                  setLimitError(null);
                }}
                disabled={!limitOn}
                error={limitError !== null}
                helperText={
                  limitError ?? translate(limitOn ? 'academic.lock.minimum' : 'academic.locks.no_limit')
                }
                size="small"
                slotProps={{
                  htmlInput: { inputMode: 'numeric' },
                  // Its note stays readable while the amount is off (WCAG 1.4.3): 'Sin restricción' is information.
                  formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
                }}
              />
              <Button variant="contained" onClick={() => save(ids)} disabled={busy}>
                {translate('academic.lock.save')}
              </Button>
            </Stack>
          </CardContent>
        </Card>
        <RestrictedProductPicker
          restricted={restrictedIds}
          onPick={(p) =>
            restrictedIds.has(p.id)
              ? notify(translate('academic.lock.already_locked'), { type: 'info' })
              : save([...ids, p.id])
          }
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <RestrictedProducts restricted={restricted} busy={busy} onRemove={setRemoving} />
      </Grid>
      <Confirm
        isOpen={removing !== null}
        title="academic.lock.remove"
        titleTranslateOptions={{ name: removing?.name ?? '' }}
        content="academic.lock.remove_confirm"
        confirm="academic.lock.accept"
        cancel="academic.lock.cancel"
        onConfirm={() => {
          if (removing) save(ids.filter((id) => id !== removing.id));
          setRemoving(null);
        }}
        onClose={() => setRemoving(null)}
      />
    </Grid>
  );
}

export function RestrictionDetailPage() {
  const { student = '' } = useParams<{ student: string }>();
  return <RestrictionDetail key={student} student={student} />;
}
