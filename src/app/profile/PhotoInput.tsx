/** Photo upload: .jpg or .png, previewed at once, sent as base64 (the server checks the bytes). */
import { useRef, useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { Avatar, Box, Button, FormHelperText } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { readAsDataUrl } from '../../dataProvider/files';

const ACCEPTED = ['image/jpeg', 'image/png'];

export function PhotoInput({ source, currentUrl }: { source: string; currentUrl?: string }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source });
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = typeof field.value === 'string' && field.value ? field.value : currentUrl;
  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!ACCEPTED.includes(file.type) || !/\.(jpe?g|png)$/i.test(file.name)) {
      setError(translate('app.profile.photo_type'));
      return;
    }
    if (file.size > 2 * 1024 * 1024) {
      setError(translate('app.profile.photo_size'));
      return;
    }
    setError(null);
    field.onChange(await readAsDataUrl(file));
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
      <Avatar src={preview} sx={{ width: 96, height: 96 }} alt={translate('app.profile.photo')} />
      <Button variant="outlined" startIcon={<PhotoCameraIcon />} onClick={() => input.current?.click()}>
        {translate('app.profile.change_photo')}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        hidden
        aria-label={translate('app.profile.photo')}
        onChange={(e) => choose(e.target.files?.[0])}
      />
      {(error || fieldState.error?.message) && (
        <FormHelperText error>{error ?? fieldState.error?.message}</FormHelperText>
      )}
    </Box>
  );
}
