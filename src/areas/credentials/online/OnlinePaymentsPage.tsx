/**
 * `#/admin/carnets/online` (`carnets.online`, issue 54): the families' payments at Mercado Pago,
 * the daily reconciliation with what it found, and the school's terms, one tab each. The server's
 * word after each act is notified as it said it.
 */
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { domainKeys } from '../../../i18n/domain-messages';
import { PaymentsTab } from './PaymentsTab';
import { ReconciliationTab } from './ReconciliationTab';
import { TermsTab } from './TermsTab';

const SECTIONS = ['payments', 'reconciliation', 'terms'] as const;
type Section = (typeof SECTIONS)[number];
const tabKey = (section: Section) => `credentials.online.tabs.${section}`;
const PANELS: Record<Section, () => React.JSX.Element> = {
  payments: PaymentsTab,
  reconciliation: ReconciliationTab,
  terms: TermsTab,
};

export function OnlinePaymentsPage() {
  const translate = useTranslate();
  const [section, setSection] = useState<Section>('payments');
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate(domainKeys.menu('carnets.online'))}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
          {translate('credentials.online.help')}
        </Typography>
        <Tabs
          value={section}
          onChange={(_, next: Section) => setSection(next)}
          aria-label={translate('credentials.online.sections')}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {SECTIONS.map((value) => (
            <Tab
              key={value}
              value={value}
              id={`online-tab-${value}`}
              aria-controls={`online-panel-${value}`}
              label={translate(tabKey(value))}
            />
          ))}
        </Tabs>
        {/* Every panel is there for its tab's aria-controls; only the chosen one is drawn and reads its data. */}
        {SECTIONS.map((value) => {
          const Panel = PANELS[value];
          return (
            <Box
              key={value}
              id={`online-panel-${value}`}
              role="tabpanel"
              aria-labelledby={`online-tab-${value}`}
              hidden={value !== section}
              sx={{ pt: 2 }}
            >
              {value === section && <Panel />}
            </Box>
          );
        })}
      </CardContent>
    </Card>
  );
}
