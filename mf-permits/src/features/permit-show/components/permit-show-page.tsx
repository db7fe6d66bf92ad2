import { useCallback, useMemo, useState } from 'react';
import { Badge, Button, chakra, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { ND_STATUS_LABELS, type Nd, type RoleName, type Transition } from '@permit/shared-contracts';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState, NotFound, useRemote, useSession } from '@permit/dev-kit/runtime';
import { useCatalogueList } from '../../../api/lookups/use-catalogue-list';
import { usePermit } from '../../../api/permits/use-permit';
import { parseId } from '../../../lib/parse-id';
import { useFavouriteIds } from '../../../api/favourites/use-favourite-ids';
import { FavouriteToggle } from '../../../components/favourite-toggle';
import { canEdit } from '../../../lib/can-edit';
import { canCreate } from '../../../lib/can-create';
import { isNotFound } from '../../../lib/is-not-found';
import { PermitNotFound } from '../../../components/permit-not-found';
import { STATUS_PALETTE } from '../../../lib/status-palette';
import { useReadPermitNotifications } from '../api/use-read-permit-notifications';
import { useRouteHistory } from '../api/use-route-history';
import { useZoneWorks } from '../api/use-zone-works';
import { isStart } from '../model/simops-start';
import { startHint } from '../model/start-hint';
import { availableMoves } from '../model/available-moves';
import { MoveDialogOnDemand, preloadMoveDialog } from './move-dialog-on-demand';
import { PermitDetails } from './permit-details';
import { PrintButton } from './print-button';
import { PrintFormButton } from './print-form-button';
import { RouteSteps } from './route-steps';
import { RouteTimeline } from './route-timeline';
import { ZoneWorksSection } from './zone-works-section';

const FAVOURITE_TARGET = {
  '& > button': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minW: '11',
    minH: '11',
    fontSize: 'xl',
    color: 'colorPalette.fg',
    borderRadius: 'l2',
    cursor: 'pointer',
    _hover: { bg: 'colorPalette.subtle' },
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing' },
  },
} as const;

const sameMove = (a: Transition, b: Transition) => a.to === b.to && a.label === b.label;

/** Whether the permit, as just read, still offers the user this move. */
function allows(nd: Nd, types: { id: number; route?: RoleName[] | null }[], userId: number | undefined, t: Transition): boolean {
  const route = types.find((x) => x.id === nd.type_detail?.id)?.route ?? [];
  return availableMoves(nd, route, userId).some((m) => sameMove(m, t));
}

/** /nd/show/{id}: the whole permit, its route history, and the moves the user may make now. */
export function PermitShowPage() {
  const params = useParams();
  const id = parseId(params.id);
  const { basePath } = useRemote();
  const { profile, roles } = useSession();
  // Polled while open: a move made by someone else shows here within 15 s.
  const permit = usePermit(id, { poll: true });
  const history = useRouteHistory(id, { poll: true });
  // The same query as «Работы в зоне» below, which polls it (one timer): a work there may forbid this permit's start.
  const zoneWorks = useZoneWorks(id, { enabled: permit.isSuccess });
  useReadPermitNotifications(id, permit.isSuccess);
  // The type's route decides whose approval is due; the permit carries only the type's id and name.
  const types = useCatalogueList('typeNd');
  const favouriteIds = useFavouriteIds();
  const [move, setMove] = useState<Transition | null>(null);
  const closeMove = useCallback(() => setMove(null), []);
  const nd = permit.data;
  const route = useMemo(() => types.data?.find((t) => t.id === nd?.type_detail?.id)?.route ?? [], [types.data, nd]);
  const moves = nd && types.data ? availableMoves(nd, route, profile?.id) : [];
  const startMove = nd ? moves.find((t) => isStart(nd, t)) : undefined;
  const hint = nd && startMove ? startHint(nd, zoneWorks.data) : null;
  const typeList = types.data;
  const refetchPermit = permit.refetch;
  // Right before a move is sent the permit is read again: a move it no longer allows never reaches the server.
  const recheck = useCallback(
    async (t: Transition) => {
      const fresh = (await refetchPermit()).data;
      return fresh !== undefined && typeList !== undefined && allows(fresh, typeList, profile?.id, t);
    },
    [refetchPermit, typeList, profile?.id],
  );
  const rows = useMemo(() => [...(history.data ?? [])].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id), [history.data]);

  if (id === null) return <NotFound backTo={basePath} backLabel="К списку наряд-допусков" />;

  return (
    <Stack gap="6">
      <Flex justify="space-between" align="center" wrap="wrap" gap="3">
        <HStack gap="3" wrap="wrap">
          <Heading as="h1" size="xl">
            Наряд-допуск № {id}
          </Heading>
          {nd && (
            <Badge size="lg" colorPalette={STATUS_PALETTE[nd.status]}>
              {ND_STATUS_LABELS[nd.status]}
            </Badge>
          )}
        </HStack>
        {nd && (
          <HStack gap="3" wrap="wrap">
            {canEdit(nd, profile?.id) && (
              <Link asChild colorPalette="blue" minH={{ base: '11', lg: 'auto' }}>
                <RouterLink to={`${basePath}/edit/${nd.id}`}>Изменить</RouterLink>
              </Link>
            )}
            {canCreate(roles) && (
              <Link asChild colorPalette="blue" minH={{ base: '11', lg: 'auto' }}>
                <RouterLink to={`${basePath}/copy/${nd.id}`}>Копировать</RouterLink>
              </Link>
            )}
            {favouriteIds && (
              // A finger's target, as on the list's cards: the bare star was 14 × 24 px.
              <chakra.span display="inline-flex" css={FAVOURITE_TARGET}>
                <FavouriteToggle ndId={nd.id} active={favouriteIds.has(nd.id)} />
              </chakra.span>
            )}
            <PrintButton ndId={nd.id} />
            {/* The type's own paper form, when an admin uploaded one (the permit carries its name). */}
            {nd.printForm && nd.type_detail && <PrintFormButton typeId={nd.type_detail.id} name={nd.printForm} />}
          </HStack>
        )}
      </Flex>
      {permit.isPending && <LoadingState label="Загрузка наряд-допуска…" />}
      {permit.isError && isNotFound(permit.error) && <PermitNotFound backTo={basePath} />}
      {permit.isError && !isNotFound(permit.error) && <ErrorState error={permit.error} onRetry={() => void permit.refetch()} />}
      {nd && (
        <>
          <Stack gap="2" as="section" aria-label="Действия">
            <Heading as="h2" size="md">
              Действия
            </Heading>
            {types.isPending && <LoadingState label="Загрузка маршрута…" />}
            {/* The moves follow the type's route: without it none can be offered, and an empty section would say nothing. */}
            {types.isError && !types.data && (
              <ErrorState
                error={types.error}
                title="Не удалось загрузить маршрут согласования: действия недоступны"
                onRetry={() => void types.refetch()}
              />
            )}
            {types.data && moves.length === 0 && <Text color="fg.muted">Сейчас у вас нет действий по этому наряд-допуску</Text>}
            <HStack gap="2" wrap="wrap">
              {moves.map((t) => (
                <Button
                  key={`${t.to}-${t.label}`}
                  size="sm"
                  colorPalette="blue"
                  variant="outline"
                  aria-describedby={hint && t === startMove ? 'permit-start-hint' : undefined}
                  onClick={() => setMove(t)}
                  onPointerEnter={preloadMoveDialog}
                  onFocus={preloadMoveDialog}
                >
                  {t.label}
                </Button>
              ))}
            </HStack>
            {hint && (
              <Text id="permit-start-hint" color="orange.fg" fontSize="sm">
                {hint}
              </Text>
            )}
            {/* Here, beside the moves, so that a dialog that did not load says so where the user tapped. */}
            <MoveDialogOnDemand
              nd={nd}
              move={move}
              allowed={move !== null && moves.some((m) => sameMove(m, move))}
              recheck={recheck}
              onClose={closeMove}
            />
          </Stack>
          {types.data && ['ON_ACCEPTANCE', 'ON_MODIFICATION', 'DRAFT'].includes(nd.status) && (
            <Stack gap="2" as="section" aria-label="Маршрут согласования">
              <Heading as="h2" size="md">
                Маршрут согласования
              </Heading>
              <RouteSteps nd={nd} route={route} />
            </Stack>
          )}
          <ZoneWorksSection ndId={nd.id} />
          <PermitDetails nd={nd} />
          <Stack gap="2" as="section" aria-label="История маршрута">
            <Heading as="h2" size="md">
              История маршрута
            </Heading>
            {history.isPending && <LoadingState label="Загрузка истории…" />}
            {history.isError && <ErrorState error={history.error} onRetry={() => void history.refetch()} />}
            {history.data && rows.length === 0 && <EmptyState title="Переходов пока не было" />}
            {rows.length > 0 && <RouteTimeline rows={rows} />}
          </Stack>
        </>
      )}
    </Stack>
  );
}
