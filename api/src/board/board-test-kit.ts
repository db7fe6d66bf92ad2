import type { FastifyInstance } from 'fastify';
import { endpoints, type Board, type BoardPermit, type NdStatus, type SimopsDecision } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { kysely } from '../db/kysely';
import { hoursFromNow, type Crew, type Person } from '../test/crew';
import { unique } from '../test/fixtures';
import { getAs } from '../test/test-app';

/** What the board's API tests build and read (board.test.ts, board-window.test.ts), on the file's own database and app. */
export function boardKit(db: () => Db, app: () => FastifyInstance) {
  async function boardOf(who: Person, query = ''): Promise<Board> {
    const res = await getAs(app(), who.token, `/api/board${query}`);
    expect(res.statusCode).toBe(200);
    return endpoints.board.get.response.parse(res.json());
  }

  /** A place of its own with `zones` zones, so a test sees only its own permits there; `name` starts its name. */
  async function newPlace(zones: number, name = 'Место'): Promise<{ placeId: number; zoneIds: number[] }> {
    const q = kysely(db());
    const { id: placeId } = await q
      .insertInto('placeWork')
      .values({ place: unique(name), description: 'т' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const zoneIds: number[] = [];
    for (let i = 0; i < zones; i++) {
      const { id } = await q
        .insertInto('regionWork')
        .values({ region: `${unique('Зона')}-${i}`, description: 'т', place: placeId })
        .returning('id')
        .executeTakeFirstOrThrow();
      zoneIds.push(id);
    }
    return { placeId, zoneIds };
  }

  /** A permit of the crew in a zone, straight into the table (statuses the API would take many moves to reach). */
  async function permit(
    crew: Crew,
    where: { placeId: number; zoneId: number },
    status: NdStatus,
    hours: [number, number],
    typeId: number = crew.typeId,
  ): Promise<number> {
    const { id } = await kysely(db())
      .insertInto('nd')
      .values({
        status,
        draft: status === 'DRAFT',
        numberPaperNd: unique('НД'),
        organizationId: crew.organizationId,
        sectionId: crew.sectionId,
        placeId: where.placeId,
        regionId: where.zoneId,
        typeNdId: typeId,
        workshiftId: crew.workshiftId,
        creatorId: crew.creator.id,
        userExecutorId: crew.executor.id,
        datetimeStart: await hoursFromNow(db(), hours[0]),
        datetimeEnd: await hoursFromNow(db(), hours[1]),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async function rule(a: number, b: number, decision: SimopsDecision): Promise<void> {
    await kysely(db())
      .insertInto('simopsRule')
      .values({ typeA: Math.min(a, b), typeB: Math.max(a, b), decision, conditions: decision === 'conditional' ? 'Оградить зону' : null })
      .execute();
  }

  const zoneOf = (board: Board, zoneId: number) => board.places.flatMap((p) => p.zones).find((z) => z.id === zoneId);
  const permitsOf = (board: Board, zoneId: number): BoardPermit[] => zoneOf(board, zoneId)?.permits ?? [];
  const idsOf = (board: Board, zoneId: number) => permitsOf(board, zoneId).map((p) => p.id);
  return { boardOf, newPlace, permit, rule, zoneOf, permitsOf, idsOf };
}
