/** `#/admin/users/profile`: the signed-in user's own data, photo and password. */
import { useEffect, useMemo, useState } from 'react';
import { Authenticated, Form, PasswordInput, SaveButton, TextInput, Title, useDataProvider, useNotify } from 'react-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { Alert, Box, Card, CardContent, CircularProgress, Grid, Typography } from '@mui/material';
import { profileUpdateSchema, STORAGE, type Profile, type ProfileUpdate } from '../../domain/auth';
import type { AppDataProvider } from '../../dataProvider';
import { imageUrl } from '../../dataProvider/instance';
import { mustChangePassword } from '../../authProvider';
import { PhotoInput } from './PhotoInput';

function ProfileForm() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [error, setError] = useState<string | null>(null);
  const forced = mustChangePassword();
  const resolver = useMemo<Resolver<FieldValues>>(() => {
    const check = zodResolver(profileUpdateSchema) as unknown as Resolver<FieldValues>;
    // Empty password and photo fields mean "keep the current one".
    return (values, context, options) => {
      const cleaned = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '' && v !== null));
      return check(cleaned, context, options);
    };
  }, []);

  useEffect(() => {
    dataProvider.profile().then(setProfile, (e: Error) => setError(e.message));
  }, [dataProvider]);

  if (error) return <Alert severity="error">{error}</Alert>;
  if (!profile) return <CircularProgress aria-label="Cargando perfil" />;

  const save = async (values: FieldValues) => {
    const data = values as ProfileUpdate;
    if (forced && !data.password) {
      notify('Debe ingresar una nueva contraseña', { type: 'warning' });
      return;
    }
    try {
      const result = await dataProvider.updateProfile({
        ...data,
        password: data.password || undefined,
        password_confirmation: data.password_confirmation || undefined,
        image: data.image || undefined,
      });
      setProfile(result.profile);
      localStorage.setItem(STORAGE.name, result.profile.name);
      if (result.profile.url) localStorage.setItem('avatarAdmin', imageUrl(result.profile.url) ?? '');
      if (data.password) localStorage.setItem(STORAGE.mustChangePassword, '0');
      notify(result.message, { type: 'success' });
      if (forced && data.password) window.location.hash = '#/dashboard';
    } catch (e) {
      const err = e as Error & { body?: { errors?: Record<string, string> } };
      notify(err.message, { type: 'error' });
    }
  };

  return (
    <Form
      key={profile.url ?? 'sin-foto'}
      defaultValues={{ ...profile, image: '', password: '', password_confirmation: '' }}
      resolver={resolver}
      onSubmit={save}
    >
      {forced && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Su contraseña fue restablecida. Elija una nueva contraseña para continuar.
        </Alert>
      )}
      <PhotoInput source="image" currentUrl={imageUrl(profile.url)} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput source="num_doc" label="Número de documento" readOnly fullWidth helperText="No se puede modificar" />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput source="name" label="Nombre" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput source="email" label="Correo electrónico" type="email" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput source="address" label="Dirección" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput source="phone" label="Teléfono" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput source="cellphone" label="Celular" fullWidth />
        </Grid>
        <Grid size={12}>
          <Typography variant="subtitle1" sx={{ mt: 1 }}>
            Cambiar contraseña {forced ? '' : '(opcional)'}
          </Typography>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <PasswordInput source="password" label="Nueva contraseña" autoComplete="new-password" fullWidth helperText="Mínimo 8 caracteres" />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <PasswordInput source="password_confirmation" label="Confirmar contraseña" autoComplete="new-password" fullWidth />
        </Grid>
      </Grid>
      <Box sx={{ mt: 2 }}>
        <SaveButton label="Guardar" alwaysEnable />
      </Box>
    </Form>
  );
}

export function ProfilePage() {
  return (
    <Authenticated>
      <Title title="Perfil" />
      <Card sx={{ mt: 2, maxWidth: 900 }}>
        <CardContent>
          <ProfileForm />
        </CardContent>
      </Card>
    </Authenticated>
  );
}
