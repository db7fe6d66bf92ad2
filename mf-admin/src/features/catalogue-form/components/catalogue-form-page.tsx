import { Heading, Stack } from '@chakra-ui/react';
import { catalogueByName, type CatalogueDefinition } from '@permit/shared-contracts';
import { useParams } from 'react-router-dom';
import { ErrorState, LoadingState, NotFound, useRemote } from '@permit/dev-kit/runtime';
import { adminDraftKey } from '../../../lib/use-form-draft';
import { useCatalogueItem } from '../api/use-catalogue-item';
import { emptyValues, valuesFromItem } from '../model/form-values';
import { CatalogueForm } from './catalogue-form';
import { PrintFormUpload } from './print-form-upload';

interface PageProps {
  definition: CatalogueDefinition;
  listPath: string;
}

function CreatePage({ definition, listPath }: PageProps) {
  return (
    <CatalogueForm
      definition={definition}
      mode="create"
      defaultValues={emptyValues(definition)}
      listPath={listPath}
      draftKey={adminDraftKey(definition.name, null)}
    />
  );
}

function EditPage({ definition, listPath, id }: PageProps & { id: number }) {
  const item = useCatalogueItem(definition, id);
  if (item.isPending) return <LoadingState label="Загрузка записи…" />;
  // Only a first read that failed: a failed re-read (after a print form's upload, a reconnect) keeps the open form.
  if (!item.data) return <ErrorState error={item.error} onRetry={() => void item.refetch()} />;
  return (
    <Stack gap="6">
      <CatalogueForm
        key={id}
        definition={definition}
        mode="edit"
        defaultValues={valuesFromItem(definition, item.data)}
        listPath={listPath}
        draftKey={adminDraftKey(definition.name, id)}
      />
      {definition.rules.includes('printFormUpload') && <PrintFormUpload definition={definition} id={id} item={item.data} />}
    </Stack>
  );
}

/** /admin/{name}/add and /admin/{name}/{id}: the create or edit form of one catalogue. */
export function CatalogueFormPage() {
  const { name = '', id: rawId } = useParams();
  const { basePath } = useRemote();
  const definition = catalogueByName(name);
  const id = rawId === undefined ? null : Number(rawId);
  if (!definition || (id !== null && !(Number.isInteger(id) && id > 0))) {
    return <NotFound backTo={basePath} backLabel="К списку справочников" />;
  }
  const listPath = `${basePath}/${definition.name}`;
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {definition.title}: {id === null ? 'новая запись' : 'изменение'}
      </Heading>
      {id === null ? (
        <CreatePage key={definition.name} definition={definition} listPath={listPath} />
      ) : (
        <EditPage key={`${definition.name}/${id}`} definition={definition} listPath={listPath} id={id} />
      )}
    </Stack>
  );
}
