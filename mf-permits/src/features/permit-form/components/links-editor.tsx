import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { DocumentLink } from '../../../lib/documents';

interface LinksEditorProps {
  links: DocumentLink[];
  onChange: (links: DocumentLink[]) => void;
}

/** The permit's document links (docs/domain.md «Форматы обмена»), one row per link; saved with the permit. */
export function LinksEditor({ links, onChange }: LinksEditorProps) {
  const update = (index: number, change: Partial<DocumentLink>) => onChange(links.map((link, i) => (i === index ? { ...link, ...change } : link)));
  return (
    <Stack gap="2">
      <Text fontWeight="medium">Ссылки на документы</Text>
      {links.length === 0 && (
        <Text color="fg.muted" fontSize="sm">
          Ссылок нет
        </Text>
      )}
      {links.map((link, index) => (
        <HStack key={index} align="end" gap="2" wrap="wrap">
          <Field.Root flex="2" minW="56">
            <Field.Label>Ссылка {index + 1}</Field.Label>
            <Input size="sm" type="url" value={link.link} onChange={(e) => update(index, { link: e.target.value })} />
          </Field.Root>
          <Field.Root flex="1" minW="40">
            <Field.Label>Название ссылки {index + 1}</Field.Label>
            <Input size="sm" value={link.name} onChange={(e) => update(index, { name: e.target.value })} />
          </Field.Root>
          <Button size="sm" variant="ghost" colorPalette="red" onClick={() => onChange(links.filter((_, i) => i !== index))}>
            Удалить ссылку {index + 1}
          </Button>
        </HStack>
      ))}
      <Button size="sm" variant="outline" alignSelf="start" onClick={() => onChange([...links, { link: '', name: '' }])}>
        Добавить ссылку
      </Button>
    </Stack>
  );
}
