/** Photo upload: .jpg or .png, previewed at once, sent as base64 (the server checks the bytes). */
import { useRef, useState } from 'react';
import { useInput } from 'react-admin';
import { Avatar, Box, Button, FormHelperText } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { readAsDataUrl } from '../../dataProvider/files';

const ACCEPTED = ['image/jpeg', 'image/png'];

export function PhotoInput({ source, currentUrl }: { source: string; currentUrl?: string }) {
  const { field, fieldState } = useInput({ source });
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = typeof field.value === 'string' && field.value ? field.value : currentUrl;
  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!ACCEPTED.includes(file.type) || !/\.(jpe?g|png)$/i.test(file.name)) {
      setError('La imagen debe ser un archivo .jpg o .png');
      return;
    }
    if (file.size > 2 * 1024 * 1024) {
      setError('La imagen no puede superar 2 MB');
      return;
    }
    setError(null);
    field.onChange(await readAsDataUrl(file));
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
      <Avatar src={preview} sx={{ width: 96, height: 96 }} alt="Foto" />
      <Button variant="outlined" startIcon={<PhotoCameraIcon />} onClick={() => input.current?.click()}>
        Cambiar foto
      </Button>
      <input
        ref={input}
        type="file"
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        hidden
        aria-label="Foto"
        onChange={(e) => choose(e.target.files?.[0])}
      />
      {(error || fieldState.error?.message) && <FormHelperText error>{error ?? fieldState.error?.message}</FormHelperText>}
    </Box>
  );
}
