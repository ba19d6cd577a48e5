/**
 * The day's menu picture on the restaurant's *Alistamiento* (spec part 2 §2 'Enlistment upload'):
 * the picture the displays show now, a .jpg or .png to choose (checked again by the server by
 * its bytes), *Enviar*, and *Retirar* to take it down. Kept live: another kitchen terminal's
 * change shows here too.
 */
import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import ImageIcon from '@mui/icons-material/Image';
import { MENU_FILE_REQUIRED } from '../../../domain/restaurant';
import { MENU_TOPIC } from '../../../domain/topics';
import type { AppDataProvider } from '../../../dataProvider';
import { useCallMutation } from '../../../dataProvider/hooks';
import { imageUrl } from '../../../dataProvider/instance';
import { useLiveTopics } from '../../../kit/live/useLiveBoard';
import { visuallyHidden } from '../../../kit/ui/visuallyHidden';

/** Spec: .jpg and .png; the server checks the bytes, this only keeps the file dialog to them. */
const ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';
const MAX_BYTES = 2 * 1024 * 1024;
/** While the stream is down (the displays poll the restaurant every 30 s too). */
const POLL_MS = 30_000;

const dateTime = new Intl.DateTimeFormat('es-CO', { dateStyle: 'medium', timeStyle: 'short' });

export function MenuPictureCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const load = useCallback(() => dataProvider.menuPicture(), [dataProvider]);
  const menu = useLiveTopics([MENU_TOPIC], load, POLL_MS);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useCallMutation((dp, chosen: File) => dp.uploadMenuPicture(chosen));
  const remove = useCallMutation((dp) => dp.removeMenuPicture());
  const current = menu.data;

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0] ?? null;
    setFile(chosen);
    setProblem(chosen && chosen.size > MAX_BYTES ? translate('restaurant.menu.too_large') : null);
  };

  const send = (e: FormEvent) => {
    e.preventDefault();
    if (!file) return setProblem(translate('restaurant.menu.required', { _: MENU_FILE_REQUIRED }));
    if (problem) return;
    upload.mutate(file, {
      onSuccess: ({ message }) => {
        setFile(null);
        notify(message, { type: 'success' });
        menu.reload();
      },
      onError: (err) => setProblem(err.message),
    });
  };

  const takeDown = () =>
    remove.mutate(undefined, {
      onSuccess: (message) => {
        notify(message, { type: 'info' });
        menu.reload();
      },
      onError: (err) => notify(err.message, { type: 'error' }),
    });

  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby="menu-picture-title">
      <CardContent>
        <Typography id="menu-picture-title" variant="h6" component="h2" gutterBottom>
          {translate('restaurant.menu.title')}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'flex-start' } }}>
          <Box sx={{ width: { xs: '100%', md: 320 }, flexShrink: 0 }} data-testid="menu-current">
            {current ? (
              <>
                <Box
                  component="img"
                  src={imageUrl(current.url)}
                  alt={translate('restaurant.menu.current_alt')}
                  sx={{ width: '100%', borderRadius: 1, border: 1, borderColor: 'divider' }}
                />
                <Typography variant="body2" color="text.secondary">
                  {translate('restaurant.menu.published', {
                    when: dateTime.format(new Date(current.created_at)),
                    by: current.by ?? '—',
                  })}
                </Typography>
              </>
            ) : (
              <Typography color="text.secondary">{translate('restaurant.menu.none')}</Typography>
            )}
          </Box>
          <Box component="form" onSubmit={send} noValidate sx={{ flex: 1 }}>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {translate('restaurant.menu.hint')}
            </Typography>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Button
                component="label"
                // A label, not a button: the file input inside it is what the keyboard reaches.
                role={undefined}
                variant="outlined"
                startIcon={<ImageIcon />}
                tabIndex={-1}
                sx={{ '&:focus-within': { outline: '2px solid', outlineOffset: 2 } }}
              >
                {translate('restaurant.menu.choose')}
                <input
                  type="file"
                  name="file"
                  accept={ACCEPT}
                  onChange={choose}
                  aria-invalid={problem !== null}
                  aria-describedby="menu-file-status"
                  data-testid="menu-file"
                  style={visuallyHidden}
                />
              </Button>
              <Typography
                id="menu-file-status"
                variant="body2"
                color={problem ? 'error' : 'text.secondary'}
                role={problem ? 'alert' : undefined}
              >
                {problem ?? file?.name ?? translate('restaurant.menu.no_file')}
              </Typography>
            </Stack>
            <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
              <Button type="submit" variant="contained" disabled={upload.isPending}>
                {translate('restaurant.menu.send')}
              </Button>
              {current && (
                <Button color="error" onClick={takeDown} disabled={remove.isPending}>
                  {translate('restaurant.menu.remove')}
                </Button>
              )}
            </Stack>
            {menu.error && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {menu.error}
              </Alert>
            )}
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
