import { Box, ButtonGroup, HStack, IconButton, Text } from '@chakra-ui/react';
import { Pagination } from '@chakra-ui/react/pagination';

interface ListPaginationProps {
  /** One-based, as the user sees it. */
  page: number;
  count: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

/** Chakra's pagination labels are English by default; the portal's UI is Russian. */
const TRANSLATIONS = {
  rootLabel: 'Страницы списка',
  prevTriggerLabel: 'Предыдущая страница',
  nextTriggerLabel: 'Следующая страница',
  itemLabel: ({ page, totalPages }: { page: number; totalPages: number }) => `Страница ${page} из ${totalPages}`,
};

/** The total always shows; the pager only when there is more than one page. */
export function ListPagination({ page, count, pageSize, onPageChange }: ListPaginationProps) {
  return (
    <HStack justify="space-between" wrap="wrap" gap="3" mt="4">
      <Text color="fg.muted" fontSize="sm">
        Всего: {count}
      </Text>
      {count > pageSize && (
        <Pagination.Root
          count={count}
          pageSize={pageSize}
          page={page}
          siblingCount={1}
          translations={TRANSLATIONS}
          onPageChange={(details) => onPageChange(details.page)}
        >
          <ButtonGroup variant="ghost" size="sm">
            <Pagination.PrevTrigger asChild>
              <IconButton>‹</IconButton>
            </Pagination.PrevTrigger>
            {/* Nine 44 px page buttons are wider than a phone: there the pager is «‹ 3 из 12 ›». */}
            <Box display={{ base: 'none', md: 'contents' }}>
              <Pagination.Items render={(item) => <IconButton variant={{ base: 'ghost', _selected: 'outline' }}>{item.value}</IconButton>} />
            </Box>
            <Pagination.PageText
              display={{ base: 'block', md: 'none' }}
              px="2"
              fontSize="sm"
              whiteSpace="nowrap"
              format={({ page: current, totalPages }) => `${current} из ${totalPages}`}
            />
            <Pagination.NextTrigger asChild>
              <IconButton>›</IconButton>
            </Pagination.NextTrigger>
          </ButtonGroup>
        </Pagination.Root>
      )}
    </HStack>
  );
}
