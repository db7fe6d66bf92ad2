import { HStack, Spinner, Text } from '@chakra-ui/react';

interface Props {
  label?: string;
  size?: 'sm' | 'md';
}

/** The one loading state of the shell, announced to screen readers. */
export function LoadingIndicator({ label = 'Загрузка…', size = 'md' }: Props) {
  return (
    <HStack role="status" aria-live="polite" gap="2" py={size === 'md' ? '6' : '0'} justify={size === 'md' ? 'center' : 'flex-start'}>
      <Spinner size="sm" color="blue.600" />
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
    </HStack>
  );
}
