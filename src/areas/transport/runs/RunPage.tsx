/**
 * `#/schoolroutes/runs` and `#/schoolroutes/runs/{id}`: the monitor's phone during a bus run
 * (issue 53, item 4). Without a run: today's route and direction to start, and today's runs to
 * open again. With one: its riders by stop, the scanner's field, the drops and the end.
 */
import { useParams } from 'react-router-dom';
import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RunStart } from './RunStart';
import { RunView } from './RunView';

export function RunPage() {
  const translate = useTranslate();
  const { id } = useParams<{ id?: string }>();
  const runId = id && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  return (
    <Card sx={{ mt: 2, maxWidth: 560 }}>
      <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate('transport.runs.title')}
        </Typography>
        {runId === null ? <RunStart /> : <RunView key={runId} id={runId} />}
      </CardContent>
    </Card>
  );
}
