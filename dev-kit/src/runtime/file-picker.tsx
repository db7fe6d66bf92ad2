import { useRef } from 'react';
import { Box, Button, Input, Text } from '@chakra-ui/react';

interface FilePickerProps {
  /** Several files at once (the permit's attachments) or one (a print form). */
  multiple?: boolean;
  /**
   * What is chosen now, said beside the button; '' says «Файл не выбран». Left out where the caller lists the
   * chosen files itself.
   */
  chosen?: string;
  onPick: (files: File[]) => void;
}

/**
 * A file field in the portal's words. The browser's own file input labels itself «Choose Files» / «No file chosen»
 * in the browser's language, whatever the page's. So the native input stays, visually hidden but focusable and
 * named by the surrounding Field's label (keyboard, screen readers and tests use it as before), and the visible
 * button only opens it; the button shows the input's keyboard focus. Must sit inside a Chakra `Field.Root`.
 */
export function FilePicker({ multiple = false, chosen, onPick }: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Box
      display="flex"
      alignItems="center"
      gap="3"
      flexWrap="wrap"
      css={{ '&:has(input:focus-visible) > button': { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' } }}
    >
      <Input
        ref={input}
        type="file"
        multiple={multiple}
        srOnly
        onChange={(event) => {
          onPick(Array.from(event.currentTarget.files ?? []));
          // Several files: cleared, so a file dropped from the caller's list can be chosen again. One file: kept,
          // so a screen reader on the input hears the file chosen, not the browser's «no file chosen».
          if (multiple) event.currentTarget.value = '';
        }}
      />
      {/* Out of the tab order and the accessibility tree: the input above is the control, this is its face. */}
      <Button type="button" variant="outline" size="sm" minH="11" tabIndex={-1} aria-hidden="true" onClick={() => input.current?.click()}>
        {multiple ? 'Выбрать файлы' : 'Выбрать файл'}
      </Button>
      {chosen !== undefined && (
        <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
          {chosen || 'Файл не выбран'}
        </Text>
      )}
    </Box>
  );
}
