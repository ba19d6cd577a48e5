/**
 * One child: the card's state and the figures on top, then one tap to each part (`#/hijo/:id/:tab`):
 * *Hoy* (today's purchases, meals, gate and bus, and an excuse for today), *Almuerzos* (issue 56:
 * the week's menus and pre-orders, the lunch plans), *Historial*, *Gastos*,
 * *Límites* (limits, blocks, allergies), *Recargar* (only an active card) and *Avisos*. A tab
 * replaces the address rather than adding to it: the phone's back button returns to the children.
 */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import type { FamilyChild } from '../../domain/family';
import { ApiRefusal, familyApi } from '../api';
import { usePortal } from '../i18n';
import { ChildFigures, LowBalance, takesTopUps } from './ChildFigures';
import { ChildTimeline } from './ChildTimeline';
import { AllergiesCard } from '../allergies';
import { ExcuseCard } from '../excuses';
import { LimitsCard } from '../limits';
import { NoticeChoicesCard } from '../notices';
import { OnlinePaymentCard, usePaymentTerms } from '../payments';
import { goToField } from '../forms';
import { TRANSFER_AMOUNT_ID, TransferCard } from '../transfers';

/** The tabs, in order; the first is where a child's page opens. */
export const CHILD_TABS = [
  'hoy',
  'almuerzos',
  'historial',
  'gastos',
  'limites',
  'recargar',
  'avisos',
] as const;
export type ChildTab = (typeof CHILD_TABS)[number];

const isTab = (value: string | undefined): value is ChildTab => CHILD_TABS.includes(value as ChildTab);

// The charts' code comes only with the *Gastos* tab.
const SpendingPanel = lazy(() => import('../spending'));
// The lunches' screens and texts only with the *Almuerzos* tab.
const LunchPanel = lazy(() => import('../lunch'));

export function ChildPage() {
  const { t } = usePortal();
  const params = useParams();
  const id = Number(params.id);
  const tab: ChildTab = isTab(params.tab) ? params.tab : 'hoy';
  const navigate = useNavigate();
  const [child, setChild] = useState<FamilyChild | null | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  // A saved limit or allergy is on the history: it loads again.
  const [version, setVersion] = useState(0);

  const fail = useCallback(
    (err: unknown) => setProblem(err instanceof ApiRefusal && err.message ? err.message : t('offline')),
    [t],
  );
  const childOf = useCallback(
    async () => (await familyApi.children()).find((c) => c.id === id) ?? null,
    [id],
  );
  useEffect(() => {
    let live = true;
    childOf().then(
      (found) => live && setChild(found),
      (err: unknown) => live && fail(err),
    );
    return () => {
      live = false;
    };
  }, [childOf, fail]);
  const saved = () => {
    setVersion((v) => v + 1);
    childOf().then(setChild, fail);
  };
  const open = (next: ChildTab, state?: TopUpsState) =>
    navigate(`/hijo/${id}/${next}`, { replace: true, state });

  return (
    <Stack spacing={2}>
      <Button component={RouterLink} to="/" sx={{ alignSelf: 'flex-start', minHeight: 44 }}>
        {t('child.back')}
      </Button>
      {problem && <Alert severity="error">{problem}</Alert>}
      {child === undefined && !problem && <CircularProgress aria-label={t('loading')} />}
      {child === null && <Alert severity="warning">{t('child.not_found')}</Alert>}
      {child && (
        <>
          <Typography variant="h5" component="h1">
            {child.name}
          </Typography>
          <Card variant="outlined">
            <CardContent>
              <Stack spacing={1.5}>
                <ChildFigures child={child} />
                <LowBalance
                  child={child}
                  online={false}
                  action={
                    tab === 'recargar' ? undefined : (
                      <Button variant="outlined" onClick={() => open('recargar', { toAmount: true })}>
                        {t('children.go_transfer')}
                      </Button>
                    )
                  }
                />
              </Stack>
            </CardContent>
          </Card>
          <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <Tabs
              value={tab}
              onChange={(_, next: ChildTab) => open(next)}
              variant="scrollable"
              scrollButtons="auto"
              allowScrollButtonsMobile
              aria-label={t('child.sections')}
            >
              {CHILD_TABS.map((value) => (
                <Tab
                  key={value}
                  value={value}
                  label={t(`child.tabs.${value}`)}
                  id={`child-tab-${value}`}
                  aria-controls="child-tabpanel"
                  sx={{ minHeight: 48, minWidth: 64 }}
                />
              ))}
            </Tabs>
          </Box>
          <Stack spacing={2} role="tabpanel" id="child-tabpanel" aria-labelledby={`child-tab-${tab}`}>
            <ChildTab tab={tab} child={child} version={version} onSaved={saved} />
          </Stack>
        </>
      )}
    </Stack>
  );
}

/** What one tab shows. */
function ChildTab({
  tab,
  child,
  version,
  onSaved,
}: {
  tab: ChildTab;
  child: FamilyChild;
  version: number;
  onSaved: () => void;
}) {
  const { t } = usePortal();
  switch (tab) {
    case 'hoy':
      return (
        <>
          <ChildTimeline
            childId={child.id}
            today
            version={version}
            label={t('child.today')}
            empty={t('child.today_empty')}
          />
          <ExcuseCard childId={child.id} />
        </>
      );
    case 'almuerzos':
      return (
        <Suspense fallback={<CircularProgress aria-label={t('loading')} />}>
          <LunchPanel key={child.id} childId={child.id} onChanged={onSaved} />
        </Suspense>
      );
    case 'historial':
      return (
        <ChildTimeline
          childId={child.id}
          version={version}
          label={t('child.timeline')}
          empty={t('child.empty')}
        />
      );
    case 'gastos':
      return (
        <Suspense fallback={<CircularProgress aria-label={t('loading')} />}>
          <SpendingPanel childId={child.id} />
        </Suspense>
      );
    case 'limites':
      return (
        <>
          <LimitsCard childId={child.id} onSaved={onSaved} />
          <AllergiesCard childId={child.id} onSaved={onSaved} />
        </>
      );
    case 'recargar':
      return <TopUps child={child} />;
    case 'avisos':
      return <NoticeChoicesCard childId={child.id} />;
  }
}

/** How *Recargar* was opened: from the low balance's button, with the transfer's amount in focus. */
interface TopUpsState {
  toAmount?: boolean;
}

/** *Recargar*: online (when the school takes it) and the transfer report, for an active card only. */
function TopUps({ child }: { child: FamilyChild }) {
  const { t } = usePortal();
  const terms = usePaymentTerms();
  const toAmount = (useLocation().state as TopUpsState | null)?.toAmount === true;
  useEffect(() => {
    if (toAmount) goToField(TRANSFER_AMOUNT_ID);
  }, [toAmount]);
  if (!takesTopUps(child)) return <Typography>{t('child.no_top_ups')}</Typography>;
  return (
    <>
      {terms?.habilitado && <OnlinePaymentCard familyChildren={[child]} terms={terms} />}
      <TransferCard childId={child.id} />
    </>
  );
}
