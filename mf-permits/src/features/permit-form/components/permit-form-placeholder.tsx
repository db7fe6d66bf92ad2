import { useParams } from 'react-router-dom';
import { ComingLater } from '../../../components/coming-later';

type FormMode = 'add' | 'edit' | 'copy';

const TITLES: Record<FormMode, (id: string) => string> = {
  add: () => 'Создание наряд-допуска',
  edit: (id) => `Редактирование наряд-допуска № ${id}`,
  copy: (id) => `Копия наряд-допуска № ${id}`,
};

/** /nd/add, /nd/edit/{id}, /nd/copy/{id}: the permit form is a later increment. */
export function PermitFormPlaceholder({ mode }: { mode: FormMode }) {
  const { id = '' } = useParams();
  return (
    <ComingLater
      title={TITLES[mode](id)}
      description="Форма наряд-допуска с сохранением черновика и отправкой на рассмотрение."
    />
  );
}
