/**
 * `#/admin/carnets/cashcloses` (`carnets.cashclose.review`): every close, to review once with a
 * comment (never one's own), and the X report of the open periods (issue 34); the day closes
 * count from (issue 52).
 */
import { useState } from 'react';
import { useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import type { CashClose } from '../../../domain/cashClose';
import { callKey, useCallMutation } from '../../../dataProvider/hooks';
import { CloseList } from './CloseList';
import { CloseStartCard } from './CloseStartCard';
import { XReport } from './XReport';

function ReviewDialog({ close, onClose }: { close: CashClose; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const review = useCallMutation((dp, comentario: string) => dp.reviewClose(close.id, comentario));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!comment.trim()) return setError(translate('credentials.cashclose.comment_required'));
    review.mutate(comment.trim(), {
      onSuccess: () => {
        notify(translate('credentials.cashclose.review_saved'), { type: 'success' });
        void queryClient.invalidateQueries({ queryKey: callKey(['cashclose']) });
        onClose();
      },
      onError: (err) => setError(err.message),
    });
  };
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}
    >
      <DialogTitle>
        {translate('credentials.cashclose.review_title', { number: close.numero, name: close.funcionario })}
      </DialogTitle>
      <DialogContent>
        <TextField
          label={translate('credentials.cashclose.comment')}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          multiline
          minRows={2}
          fullWidth
          required
          autoFocus
          error={Boolean(error)}
          helperText={error ?? ' '}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={review.isPending}>
          {translate('credentials.cashclose.mark_reviewed')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function CloseReviewPage() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const [tab, setTab] = useState<'closes' | 'x'>('closes');
  const [reviewing, setReviewing] = useState<CashClose | null>(null);
  const reviewButton = (c: CashClose) =>
    c.revision || String(c.id_staff) === String(identity?.id) ? null : (
      <Button size="small" onClick={() => setReviewing(c)}>
        {translate('credentials.cashclose.review_action')}
      </Button>
    );
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {translate('app.menu.carnets.cashclose.review')}
        </Typography>
        <CloseStartCard />
        <Tabs value={tab} onChange={(_e, next) => setTab(next)} sx={{ mb: 2 }}>
          <Tab value="closes" label={translate('credentials.cashclose.all')} />
          <Tab value="x" label={translate('credentials.cashclose.x_title')} />
        </Tabs>
        {tab === 'closes' ? <CloseList scope="all" action={reviewButton} /> : <XReport />}
        {reviewing && <ReviewDialog close={reviewing} onClose={() => setReviewing(null)} />}
      </CardContent>
    </Card>
  );
}
