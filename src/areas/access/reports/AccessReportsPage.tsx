/**
 * `#/controlacceso/reports`: access control's reports (spec part 2 §2 'reports'; issue 16 item
 * 3), three tabs with Excel — entries and exits (late ones marked), permits, absences of a day —
 * drawn from their definitions (src/domain/reports/access.ts); the first two for one person (by
 * document) and one direction, or everyone; and a fourth tab, the gate now, live.
 */
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Card, CardContent, MenuItem, Tab, Tabs, TextField, Typography } from '@mui/material';
import { ENTRY, EXIT, type PassageRow } from '../../../domain/access';
import type { PermitRow } from '../../../domain/accessPermits';
import {
  ABSENCES_REPORT,
  PASSAGES_REPORT,
  PERMITS_REPORT,
  type ReportDefinition,
} from '../../../domain/reports';
import type { AppDataProvider } from '../../../dataProvider';
import { ReportPanel } from '../../../kit/reports/ReportPanel';
import { usePersonByDocument } from '../../../kit/reports/usePersonByDocument';
import { GateLivePanel } from '../gate';
import { passageTypeKey } from '../keys';
import type { z } from 'zod';

/** A report of one person or everyone, and of one direction or both, under its own field names. */
function PersonTypePanel<Row extends PassageRow | PermitRow>({
  report,
  fields,
  summary,
}: {
  report: ReportDefinition<z.ZodType, Row, Row[], null>;
  fields: { user: string; type: string };
  summary: string;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const person = usePersonByDocument({
    lookup: (doc) => dataProvider.permitPerson(doc),
    label: 'app.reports.document_optional',
  });
  const [type, setType] = useState('');
  const prepare = async () => {
    const found = await person.resolve();
    if (typeof found === 'string') return found;
    return {
      ...(found ? { [fields.user]: found.id } : {}),
      ...(type ? { [fields.type]: Number(type) } : {}),
    };
  };
  const typeField = (
    <TextField
      select
      label={translate('access.reports.type')}
      value={type}
      onChange={(e) => setType(e.target.value)}
      sx={{ minWidth: 150 }}
    >
      <MenuItem value="">{translate('access.reports.both')}</MenuItem>
      {[ENTRY, EXIT].map((tipo) => (
        <MenuItem key={tipo} value={String(tipo)}>
          {translate(passageTypeKey(tipo))}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <ReportPanel
      report={report}
      scope={null}
      precheck
      noValidate
      align="flex-start"
      before={
        <>
          {person.field}
          {typeField}
        </>
      }
      prepare={prepare}
      summary={(rows) => translate(summary, { smart_count: rows.length })}
    />
  );
}

const TABS = [
  'access.reports.tabs.passages',
  'access.reports.tabs.permits',
  'access.reports.tabs.absences',
  'access.reports.tabs.now',
];

export function AccessReportsPage() {
  const translate = useTranslate();
  const [tab, setTab] = useState(0);
  // Every panel stays mounted so that switching tabs keeps each search and its result.
  const panels = [
    <PersonTypePanel
      key="es"
      report={PASSAGES_REPORT}
      fields={{ user: 'idUserES', type: 'tipoES' }}
      summary="access.reports.passages"
    />,
    <PersonTypePanel
      key="pe"
      report={PERMITS_REPORT}
      fields={{ user: 'idUserPe', type: 'tipoPe' }}
      summary="access.reports.permits"
    />,
    <ReportPanel
      key="fallos"
      report={ABSENCES_REPORT}
      scope={null}
      precheck
      noValidate
      align="flex-start"
      summary={(rows) => translate('access.reports.absent', { smart_count: rows.length })}
    />,
    <GateLivePanel key="now" />,
  ];
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('access.reports.title')}
        </Typography>
        <Tabs
          value={tab}
          onChange={(_, v: number) => setTab(v)}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ mb: 3 }}
        >
          {TABS.map((key, i) => (
            <Tab
              key={key}
              label={translate(key)}
              id={`access-report-tab-${i}`}
              aria-controls={`access-report-panel-${i}`}
            />
          ))}
        </Tabs>
        {panels.map((panel, i) => (
          <div
            key={TABS[i]}
            role="tabpanel"
            hidden={tab !== i}
            id={`access-report-panel-${i}`}
            aria-labelledby={`access-report-tab-${i}`}
          >
            {/* The live view follows its stream only while shown. */}
            {i === 3 ? tab === 3 && panel : panel}
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
