import { useState } from 'react';
import { Alert, Heading, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ErrorState, LoadingState, NotFound, useRemote, useSession } from '@permit/dev-kit/runtime';
import { usePermit } from '../../../api/permits/use-permit';
import { parseId } from '../../../lib/parse-id';
import { canEdit } from '../../../lib/can-edit';
import { canCreate } from '../../../lib/can-create';
import { isNotFound } from '../../../lib/is-not-found';
import { PermitNotFound } from '../../../components/permit-not-found';
import { emptyFormValues, fromNd, type FormMode } from '../model/form-values';
import { PermitForm } from './permit-form';

const TITLES: Record<FormMode, (id: number | null) => string> = {
  add: () => 'Создание наряд-допуска',
  edit: (id) => `Редактирование наряд-допуска № ${id}`,
  copy: (id) => `Копия наряд-допуска № ${id}`,
};

/** /nd/add, /nd/edit/{id}, /nd/copy/{id}: the permit form, filled from the permit for edit and copy. */
export function PermitFormPage({ mode }: { mode: FormMode }) {
  const params = useParams();
  const { basePath } = useRemote();
  const { profile, roles } = useSession();
  const ownOrganization = profile?.organization?.id ?? null;
  const id = mode === 'add' ? null : parseId(params.id);
  const permit = usePermit(id);
  const title = TITLES[mode](id);
  // Bumped by an explicit reload only: a background refetch never replaces what the user is typing.
  const [generation, setGeneration] = useState(0);
  // Only a re-read that succeeded restarts the form: after a failed one it keeps what was typed, and says why.
  const reload = async () => {
    const result = await permit.refetch();
    if (result.isSuccess) setGeneration((g) => g + 1);
    return result.isSuccess;
  };

  if (mode !== 'add' && id === null) return <NotFound backTo={basePath} backLabel="К списку наряд-допусков" />;

  let body;
  // The server refuses a save by anyone without CREATOR: say so before 33 fields are filled in vain.
  if (mode !== 'edit' && profile && !canCreate(roles))
    body = (
      <Alert.Root status="warning" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Создавать наряд-допуски может только пользователь с ролью «Создатель»</Alert.Title>
          <Alert.Description>
            <Link asChild colorPalette="blue" minH={{ lgDown: '11' }}>
              <RouterLink to={basePath}>К списку наряд-допусков</RouterLink>
            </Link>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  else if (!profile) body = <LoadingState label="Загрузка профиля пользователя…" />;
  else if (mode === 'add') body = <PermitForm initial={emptyFormValues(ownOrganization)} draftKey="add" />;
  else if (permit.isPending) body = <LoadingState label="Загрузка наряд-допуска…" />;
  // Only a first read that failed: a re-read that fails while the form is open (a reconnect, a file removed) keeps
  // the form and what was typed in it, with the permit it was loaded from.
  else if (!permit.data && isNotFound(permit.error)) body = <PermitNotFound backTo={basePath} />;
  else if (!permit.data) body = <ErrorState error={permit.error} onRetry={() => void permit.refetch()} />;
  else if (mode === 'edit' && !canEdit(permit.data, profile?.id))
    body = (
      <Alert.Root status="warning" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Этот наряд-допуск изменить нельзя</Alert.Title>
          <Alert.Description>
            Изменять можно только свой черновик или наряд-допуск на доработке.{' '}
            <Link asChild colorPalette="blue" minH={{ lgDown: '11' }}>
              <RouterLink to={`${basePath}/show/${permit.data.id}`}>Открыть наряд-допуск</RouterLink>
            </Link>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  // The key remounts the form when another permit loads into the same route.
  else
    body = (
      <PermitForm
        key={`${mode}-${permit.data.id}-${generation}`}
        initial={fromNd(permit.data, mode, ownOrganization)}
        onReload={mode === 'edit' ? reload : undefined}
        draftKey={`${mode}:${permit.data.id}`}
        initialFiles={mode === 'edit' ? { addFiles: permit.data.addFiles, documents: permit.data.documents } : undefined}
      />
    );

  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      {body}
    </Stack>
  );
}
