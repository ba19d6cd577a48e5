/**
 * `#/restaurant/plans`, *Planes de almuerzo* (issue 56, key restaurant.plans): the desk finds a
 * student as for a top-up (document, USB scanner or camera), sees their meal plans, quotes and
 * sells a month's plan or a pack, and handles their lunches ordered ahead for the family.
 */
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Avatar, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { formatMoney } from '../../../domain/money';
import { imageUrl } from '../../../dataProvider/instance';
import { CredentialSearch, type CredentialFound } from '../../../kit/ui/CredentialSearch';
import { PlanList } from './PlanList';
import { PlanSaleForm } from './PlanSaleForm';
import { StudentPreorders } from './StudentPreorders';

export function PlansPage() {
  const translate = useTranslate();
  const [found, setFound] = useState<CredentialFound['lookup'] | null>(null);
  const student = found ? { id: found.user.id, name: found.user.name } : null;

  return (
    <Card sx={{ mt: { xs: 1, sm: 2 } }}>
      <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('restaurant.plans.title')}
        </Typography>
        {!found ? (
          <>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {translate('restaurant.plans.help')}
            </Typography>
            <CredentialSearch
              label={translate('restaurant.plans.search')}
              onFound={({ lookup }) => setFound(lookup)}
            />
          </>
        ) : (
          <Stack
            direction="row"
            spacing={2}
            sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
            data-testid="plan-student"
          >
            <Avatar src={imageUrl(found.user.url)} alt="" sx={{ width: 56, height: 56 }} />
            <Box sx={{ flex: 1, minWidth: 200 }}>
              <Typography variant="h6" component="p">
                {found.user.name}
              </Typography>
              <Typography color="text.secondary">
                {translate('restaurant.plans.student_line', {
                  doc: found.user.num_doc,
                  balance: found.carnet ? formatMoney(found.carnet.saldo) : '—',
                })}
              </Typography>
            </Box>
            <Button variant="outlined" onClick={() => setFound(null)} sx={{ minHeight: 44 }}>
              {translate('restaurant.plans.other_student')}
            </Button>
          </Stack>
        )}
        {found && !found.carnet && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {translate('restaurant.plans.no_credential', { name: found.user.name })}
          </Alert>
        )}
        {student && (
          // A new student: the forms start over (no other student's half-typed sale).
          <Box key={student.id}>
            <PlanList student={student.id} />
            <PlanSaleForm student={student} />
            <StudentPreorders student={student} />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
