/**
 * The portal's first page: each child's card with the card's state, balance, today's spending, cap
 * and forecast (ChildFigures.tsx), and below them the online top-up when the school takes it; an
 * active card at $0 or below says so, with a button to its amount in the online top-up.
 */
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Avatar,
  Button,
  Card,
  CardActionArea,
  CardContent,
  CircularProgress,
  Stack,
  Typography,
} from '@mui/material';
import type { FamilyChild } from '../../domain/family';
import { ApiRefusal, familyApi } from '../api';
import { goToField } from '../forms';
import { usePortal } from '../i18n';
import { OnlinePaymentCard, onlineAmountId, usePaymentTerms } from '../payments';
import { ChildFigures, LowBalance } from './ChildFigures';

export function ChildrenPage() {
  const { t } = usePortal();
  const [children, setChildren] = useState<FamilyChild[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const terms = usePaymentTerms();
  const online = terms?.habilitado === true;

  useEffect(() => {
    familyApi
      .children()
      .then(setChildren, (err: unknown) =>
        setProblem(err instanceof ApiRefusal && err.message ? err.message : t('offline')),
      );
  }, [t]);

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('children.title')}
      </Typography>
      {problem && <Alert severity="error">{problem}</Alert>}
      {!children && !problem && <CircularProgress aria-label={t('loading')} />}
      {children?.length === 0 && <Typography>{t('children.none')}</Typography>}
      {children?.map((child) => (
        <Card key={child.id} variant="outlined">
          <CardActionArea component={RouterLink} to={`/hijo/${child.id}`} data-testid="child-card">
            <CardContent>
              <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1.5 }}>
                <Avatar
                  src={child.url ?? undefined}
                  alt={t('children.photo', { name: child.name })}
                  sx={{ width: 56, height: 56 }}
                />
                <div>
                  <Typography variant="h6" component="h2">
                    {child.name}
                  </Typography>
                  {child.course && (
                    <Typography color="text.secondary">
                      {t('children.course', { course: child.course })}
                    </Typography>
                  )}
                </div>
              </Stack>
              <ChildFigures child={child} />
            </CardContent>
          </CardActionArea>
          {/* Outside the card's link: a button may not sit in a link. */}
          <LowBalance
            child={child}
            online={online}
            sx={{ mx: 2, mb: 2 }}
            action={
              online ? (
                <Button
                  variant="outlined"
                  onClick={() => goToField(onlineAmountId(child.id))}
                  aria-label={t('children.go_online_for', { name: child.name })}
                >
                  {t('children.go_online')}
                </Button>
              ) : undefined
            }
          />
        </Card>
      ))}
      {children && children.length > 0 && terms?.habilitado && (
        <OnlinePaymentCard familyChildren={children} terms={terms} />
      )}
    </Stack>
  );
}
