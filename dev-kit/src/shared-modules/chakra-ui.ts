// What the portal's browser builds get for `import … from '@chakra-ui/react'` (tooling/webpack.js shares this
// module under that name). A shared module is never tree-shaken, so sharing the package itself ships all of
// Chakra (≈ 310 KB gzip) to every page; this module re-exports only the components the apps use, from
// Chakra's per-component entry points, and is the one singleton every app provides and consumes.
// A remote that starts using another component adds it here (and its recipe to portal-system.ts); type checks
// and jest see the real package, and shared-modules.test.tsx fails while an imported name is missing here.
// The components built on zag machines (Dialog, Popover, Combobox, collections, Checkbox, RadioGroup, Switch, Pagination,
// Progress) are not here: apps import them from their own entry points ('@chakra-ui/react/dialog', …),
// singletons of their own (tooling/webpack.js), loaded only by a page that uses them.
export { Alert } from '@chakra-ui/react/alert';
export { Badge } from '@chakra-ui/react/badge';
export { Box } from '@chakra-ui/react/box';
export { Button, ButtonGroup, CloseButton, IconButton } from '@chakra-ui/react/button';
export { Card } from '@chakra-ui/react/card';
export { Center } from '@chakra-ui/react/center';
export { DataList } from '@chakra-ui/react/data-list';
export { EmptyState } from '@chakra-ui/react/empty-state';
export { Field } from '@chakra-ui/react/field';
export { Fieldset } from '@chakra-ui/react/fieldset';
export { Flex } from '@chakra-ui/react/flex';
export { Heading } from '@chakra-ui/react/heading';
export { Input } from '@chakra-ui/react/input';
export { Link } from '@chakra-ui/react/link';
export { List } from '@chakra-ui/react/list';
export { LocaleProvider, useFilter } from '@chakra-ui/react/locale';
// Read once per list by the permits' remote, to show cards instead of a table on a phone or a tablet.
export { useMediaQuery } from '@chakra-ui/react/hooks';
export { NativeSelect } from '@chakra-ui/react/native-select';
export { Portal } from '@chakra-ui/react/portal';
export { SimpleGrid } from '@chakra-ui/react/simple-grid';
export { Spinner } from '@chakra-ui/react/spinner';
export { HStack, Stack, VStack } from '@chakra-ui/react/stack';
export { Table } from '@chakra-ui/react/table';
export { Tag } from '@chakra-ui/react/tag';
export { Text } from '@chakra-ui/react/text';
export { Textarea } from '@chakra-ui/react/textarea';
export { Timeline } from '@chakra-ui/react/timeline';
export { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
export { Wrap } from '@chakra-ui/react/wrap';
export { ChakraProvider, chakra, useChakraContext, useRecipe, useSlotRecipe } from '@chakra-ui/react/styled-system';
// The apps pass `defaultSystem` to ChakraProvider; in the browser that is the portal's lean system.
export { portalSystem as defaultSystem } from './portal-system';
