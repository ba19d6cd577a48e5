/**
 * `#/controlacceso/turns`: the spec's create card above the shifts' list (part 2 §2 'turns'):
 * name, start time, end time and *Crear Turno*; an empty field is 'Tienes Campos Vacios'. The
 * list below is the generic one; a row opens `…/edit/{id}`.
 */
import { useState } from 'react';
import { CreateBase, useNotify, useRefresh, useTranslate } from 'react-admin';
import { Card, CardContent, Typography } from '@mui/material';
import { accessShiftsView } from '../../../domain/resources';
import { ResourceForm } from '../../../kit/generic/GenericForm';

export function ShiftCreateCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  // A new form after each shift created: empty again for the next one.
  const [round, setRound] = useState(0);
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('access.shifts.create_title')}
        </Typography>
        <CreateBase
          key={round}
          resource={accessShiftsView.name}
          redirect={false}
          mutationOptions={{
            onSuccess: () => {
              notify(translate('app.generic.created'), { type: 'success' });
              setRound((r) => r + 1);
              refresh();
            },
          }}
        >
          <ResourceForm def={accessShiftsView} mode="create" saveLabel="access.shifts.create" />
        </CreateBase>
      </CardContent>
    </Card>
  );
}
