/**
 * The picture of a portal form (a transfer's receipt, an excuse's note): the phone's camera or its
 * files, each a button over a hidden file input. `testId` names the inputs (`<testId>-camera`,
 * `<testId>-file`) for the browser tests.
 */
import { useRef, type ReactNode } from 'react';
import { Button, Stack } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';

export function PhotoPicker(props: {
  testId: string;
  /** What the files button accepts (the camera takes a picture). */
  accept: string;
  cameraLabel: string;
  fileLabel: string;
  fileIcon: ReactNode;
  /** The id of the text that says what the picture is for. */
  describedBy?: string;
  onPick: (file: File | undefined) => void;
}) {
  const camera = useRef<HTMLInputElement>(null);
  const file = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={camera}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        onChange={(e) => props.onPick(e.target.files?.[0])}
        data-testid={`${props.testId}-camera`}
      />
      <input
        ref={file}
        type="file"
        accept={props.accept}
        hidden
        onChange={(e) => props.onPick(e.target.files?.[0])}
        data-testid={`${props.testId}-file`}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<PhotoCameraIcon />}
          onClick={() => camera.current?.click()}
          aria-describedby={props.describedBy}
        >
          {props.cameraLabel}
        </Button>
        <Button
          variant="outlined"
          startIcon={props.fileIcon}
          onClick={() => file.current?.click()}
          aria-describedby={props.describedBy}
        >
          {props.fileLabel}
        </Button>
      </Stack>
    </>
  );
}
