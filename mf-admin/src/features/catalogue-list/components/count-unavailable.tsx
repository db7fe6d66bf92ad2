import { Button, HStack, Text } from '@chakra-ui/react';

interface CountUnavailableProps {
  /** One-based, as the user sees it. */
  page: number;
  /** A full page may have rows after it; a shorter one is the last. */
  hasNext: boolean;
  retrying: boolean;
  onRetry: () => void;
  onPageChange: (page: number) => void;
}

/**
 * The rows came but their total did not, and the pager is built from the total. Without this the pager just
 * vanished and the admin was stuck on the first page, so the list says so, asks again on request, and still
 * steps page by page meanwhile.
 */
export function CountUnavailable({ page, hasNext, retrying, onRetry, onPageChange }: CountUnavailableProps) {
  return (
    <HStack justify="space-between" wrap="wrap" gap="3" mt="4">
      <HStack gap="3" wrap="wrap">
        <Text role="alert" textStyle="sm" color="fg.error">
          Не удалось узнать число записей
        </Text>
        <Button size="xs" variant="outline" loading={retrying} onClick={onRetry}>
          Повторить
        </Button>
      </HStack>
      {(page > 1 || hasNext) && (
        <HStack as="nav" aria-label="Страницы списка" gap="2">
          <Button size="sm" variant="ghost" minW="11" aria-label="Предыдущая страница" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            ‹
          </Button>
          <Text textStyle="sm">Страница {page}</Text>
          <Button size="sm" variant="ghost" minW="11" aria-label="Следующая страница" disabled={!hasNext} onClick={() => onPageChange(page + 1)}>
            ›
          </Button>
        </HStack>
      )}
    </HStack>
  );
}
