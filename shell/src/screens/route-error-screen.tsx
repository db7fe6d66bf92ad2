import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ERROR_TEXTS } from '@permit/shared-contracts';
import { ROUTE_ERROR } from './route-error-css';

/**
 * The last line of defence: a shell screen that failed to load or render. Plain elements styled by prebuilt rules
 * (route-error-css.ts): the route table that carries it is wired before Chakra's system is evaluated (index.ts).
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error('[shell] Ошибка экрана', error);
  return (
    <div className={ROUTE_ERROR.root}>
      <div className={ROUTE_ERROR.body} role="alert">
        <h1 className={ROUTE_ERROR.title}>{notFound ? ERROR_TEXTS.notFound : 'Не удалось открыть страницу'}</h1>
        <p className={ROUTE_ERROR.text}>Обновите страницу; если ошибка повторится, сообщите администратору.</p>
        <button type="button" className={ROUTE_ERROR.home} onClick={() => window.location.assign('/')}>
          На главную
        </button>
      </div>
    </div>
  );
}
