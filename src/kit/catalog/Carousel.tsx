/** A row of choices, 3 per page, with arrows (spec: category and subcategory carousels). */
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Avatar, Box, ButtonBase, IconButton, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { imageUrl } from '../../dataProvider/instance';

const PER_PAGE = 3;

export interface CarouselItem {
  id: number;
  name: string;
  url: string | null;
}

export function Carousel({
  label,
  items,
  selected,
  onSelect,
}: {
  label: string;
  items: CarouselItem[];
  selected: number | null;
  onSelect: (id: number | null) => void;
}) {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(items.length / PER_PAGE));
  const current = Math.min(page, pages - 1);
  const shown = items.slice(current * PER_PAGE, current * PER_PAGE + PER_PAGE);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }} role="group" aria-label={label}>
      <IconButton
        aria-label={translate('app.catalog.previous', { label })}
        disabled={current === 0}
        onClick={() => setPage(current - 1)}
      >
        <ChevronLeftIcon />
      </IconButton>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, flex: 1 }}>
        {shown.map((item) => (
          <ButtonBase
            key={item.id}
            onClick={() => onSelect(selected === item.id ? null : item.id)}
            aria-pressed={selected === item.id}
            sx={{
              p: 1,
              borderRadius: 2,
              border: 2,
              borderColor: selected === item.id ? 'primary.main' : 'divider',
              bgcolor: selected === item.id ? 'action.selected' : 'background.paper',
              display: 'flex',
              gap: 1,
              justifyContent: 'flex-start',
              minHeight: 56,
            }}
          >
            <Avatar src={imageUrl(item.url)} variant="rounded" sx={{ width: 36, height: 36 }} alt="" />
            <Typography variant="body2" sx={{ textAlign: 'left', fontWeight: 500 }}>
              {item.name}
            </Typography>
          </ButtonBase>
        ))}
      </Box>
      <IconButton
        aria-label={translate('app.catalog.next', { label })}
        disabled={current >= pages - 1}
        onClick={() => setPage(current + 1)}
      >
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}
