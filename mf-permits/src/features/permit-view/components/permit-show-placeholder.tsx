import { useParams } from 'react-router-dom';
import { ComingLater } from '../../../components/coming-later';

/** /nd/show/{id}: the permit card is the next increment. */
export function PermitShowPlaceholder() {
  const { id = '' } = useParams();
  return (
    <ComingLater
      title={`Наряд-допуск № ${id}`}
      description="Здесь будет карточка наряд-допуска: участники, работы, меры безопасности, файлы и история согласования."
    />
  );
}
