/**
 * `#/admin/users/profile`: the signed-in user's own data, photo and password. It is also the
 * forced password change after a reset (`mustChangePassword`). A new password needs the
 * current one (the temporary one after a reset): its field appears with the new password.
 */
import { useMemo } from 'react';
import { Form, PasswordInput, SaveButton, TextInput, useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch, type FieldValues, type Resolver } from 'react-hook-form';
import { Alert, Box, Card, CardContent, CircularProgress, Grid, Typography } from '@mui/material';
import { profileUpdateSchema, type Profile, type ProfileUpdate } from '../../domain/auth';
import { STORAGE } from '../../domain/storageKeys';
import { callKey, useCallMutation, useCallQuery } from '../../dataProvider/hooks';
import { imageUrl } from '../../dataProvider/instance';
import { mustChangePassword } from '../../authProvider';
import { PhotoInput } from './PhotoInput';

const PROFILE = ['profile'];

/** 'Contraseña actual': shown once a new password is typed, and from the start in the forced change. */
function CurrentPasswordInput({ forced }: { forced: boolean }) {
  const translate = useTranslate();
  const password = useWatch({ name: 'password' }) as string | undefined;
  if (!forced && !password) return null;
  return (
    <Grid size={{ xs: 12, md: 6 }}>
      <PasswordInput
        source="current_password"
        label={translate('app.profile.fields.current_password')}
        autoComplete="current-password"
        fullWidth
        helperText={translate(
          forced
            ? 'app.profile.fields.current_password_forced_help'
            : 'app.profile.fields.current_password_help',
        )}
      />
    </Grid>
  );
}

function ProfileForm() {
  const notify = useNotify();
  const translate = useTranslate();
  const t = (key: string) => translate(`app.profile.${key}`);
  const queryClient = useQueryClient();
  const { data: profile, error } = useCallQuery(PROFILE, (dp) => dp.profile());
  const update = useCallMutation((dp, data: ProfileUpdate) => dp.updateProfile(data));
  const forced = mustChangePassword();
  const resolver = useMemo<Resolver<FieldValues>>(() => {
    const check = zodResolver(profileUpdateSchema) as unknown as Resolver<FieldValues>;
    // Empty password and photo fields mean "keep the current one".
    return (values, context, options) => {
      const cleaned = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '' && v !== null));
      return check(cleaned, context, options);
    };
  }, []);

  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!profile) return <CircularProgress aria-label={t('loading')} />;

  const save = async (values: FieldValues) => {
    const data = values as ProfileUpdate;
    if (forced && !data.password) {
      notify(t('new_password_required'), { type: 'warning' });
      return;
    }
    try {
      const result = await update.mutateAsync({
        ...data,
        password: data.password || undefined,
        password_confirmation: data.password_confirmation || undefined,
        // Sent only with a new password: the server checks it against the stored one.
        current_password: data.password ? data.current_password || undefined : undefined,
        image: data.image || undefined,
      });
      // The saved profile is the page's data now: the form starts again from it.
      queryClient.setQueryData<Profile>(callKey(PROFILE), result.profile);
      localStorage.setItem(STORAGE.name, result.profile.name);
      if (result.profile.url) localStorage.setItem('avatarAdmin', imageUrl(result.profile.url) ?? '');
      if (data.password) localStorage.setItem(STORAGE.mustChangePassword, '0');
      notify(result.message, { type: 'success' });
      if (forced && data.password) window.location.hash = '#/dashboard';
    } catch (e) {
      const err = e as Error & { body?: { errors?: Record<string, string> } };
      notify(err.message, { type: 'error' });
      // The server's field errors (e.g. a wrong current password) show under their fields.
      return err.body?.errors;
    }
  };

  return (
    <Form
      key={profile.url ?? 'sin-foto'}
      defaultValues={{ ...profile, image: '', password: '', password_confirmation: '', current_password: '' }}
      resolver={resolver}
      onSubmit={save}
    >
      {forced && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('forced')}
        </Alert>
      )}
      <PhotoInput source="image" currentUrl={imageUrl(profile.url)} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput
            source="num_doc"
            label={t('fields.num_doc')}
            readOnly
            fullWidth
            helperText={t('fields.num_doc_help')}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput source="name" label={t('fields.name')} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput source="email" label={t('fields.email')} type="email" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput source="address" label={t('fields.address')} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput source="phone" label={t('fields.phone')} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput source="cellphone" label={t('fields.cellphone')} fullWidth />
        </Grid>
        <Grid size={12}>
          <Typography variant="subtitle1" sx={{ mt: 1 }}>
            {t(forced ? 'change_password' : 'change_password_optional')}
          </Typography>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <PasswordInput
            source="password"
            label={t('fields.password')}
            autoComplete="new-password"
            fullWidth
            helperText={t('fields.password_help')}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <PasswordInput
            source="password_confirmation"
            label={t('fields.password_confirmation')}
            autoComplete="new-password"
            fullWidth
          />
        </Grid>
        <CurrentPasswordInput forced={forced} />
      </Grid>
      <Box sx={{ mt: 2 }}>
        <SaveButton label={t('save')} alwaysEnable />
      </Box>
    </Form>
  );
}

export function ProfilePage() {
  return (
    <Card sx={{ mt: 2, maxWidth: 900 }}>
      <CardContent>
        <ProfileForm />
      </CardContent>
    </Card>
  );
}
