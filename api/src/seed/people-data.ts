import type { RoleName } from '@permit/shared-contracts';
import type { OrgKey, SectionKey } from './catalogue-data';

export interface SeedPerson {
  email: string;
  family: string;
  name: string;
  surname: string;
  phone: string;
  profession: string;
  qualification: string;
  org: OrgKey;
  section: SectionKey;
  roles: RoleName[];
}

/**
 * The demo people. The first nine are DEMO_LOGINS (the same e-mails and names); the rest are staff
 * who appear in brigades and as participants of the contractor's permits. All use DEMO_PASSWORD.
 */
export const PEOPLE = {
  admin: {
    email: 'admin@demo.ru', family: 'Смирнов', name: 'Алексей', surname: 'Викторович', phone: '+7 (8182) 65-10-01',
    profession: 'Ведущий инженер-программист', qualification: 'Администратор информационных систем',
    org: 'snhk', section: 'asu', roles: ['ADMIN'],
  },
  creator: {
    email: 'creator@demo.ru', family: 'Петров', name: 'Иван', surname: 'Сергеевич', phone: '+7 (911) 555-21-34',
    profession: 'Механик цеха №3', qualification: 'Инженер-механик, аттестация Ростехнадзора Б.1.1',
    org: 'snhk', section: 'ceh3', roles: ['CREATOR'],
  },
  preparator: {
    email: 'preparator@demo.ru', family: 'Кузнецова', name: 'Ольга', surname: 'Николаевна', phone: '+7 (911) 555-31-07',
    profession: 'Начальник смены установки Л-35-11/1000', qualification: 'Инженер-технолог I категории',
    org: 'snhk', section: 'ceh3', roles: ['PREPARATOR'],
  },
  safer: {
    email: 'safer@demo.ru', family: 'Волков', name: 'Дмитрий', surname: 'Андреевич', phone: '+7 (921) 480-12-55',
    profession: 'Инженер по промышленной безопасности', qualification: 'Аттестация Ростехнадзора А.1, Б.1.1, Б.1.14',
    org: 'snhk', section: 'opb', roles: ['INDUSTRIAL_SAFER'],
  },
  issuer: {
    email: 'issuer@demo.ru', family: 'Соколов', name: 'Андрей', surname: 'Павлович', phone: '+7 (911) 555-40-18',
    profession: 'Начальник цеха №3', qualification: 'Аттестация Ростехнадзора А.1, Б.1.1',
    org: 'snhk', section: 'ceh3', roles: ['ISSUANCER'],
  },
  approver: {
    email: 'approver@demo.ru', family: 'Морозов', name: 'Сергей', surname: 'Игоревич', phone: '+7 (8182) 65-10-10',
    profession: 'Главный инженер', qualification: 'Аттестация Ростехнадзора А.1, Б.1, Б.7',
    org: 'snhk', section: 'opb', roles: ['APPROVER'],
  },
  executor: {
    email: 'executor@demo.ru', family: 'Новиков', name: 'Павел', surname: 'Владимирович', phone: '+7 (952) 307-44-81',
    profession: 'Мастер ремонтно-механического цеха', qualification: 'Электрогазосварщик 6 разряда, НАКС II уровня',
    org: 'snhk', section: 'rmc', roles: ['EXECUTOR'],
  },
  owner: {
    email: 'owner@demo.ru', family: 'Лебедева', name: 'Марина', surname: 'Викторовна', phone: '+7 (911) 555-52-60',
    profession: 'Начальник установки Л-35-11/1000', qualification: 'Инженер-технолог высшей категории',
    org: 'snhk', section: 'ceh3', roles: ['OBJECT_OWNER'],
  },
  creator2: {
    email: 'creator2@demo.ru', family: 'Фёдоров', name: 'Николай', surname: 'Олегович', phone: '+7 (8182) 44-17-90',
    profession: 'Производитель работ (прораб)', qualification: 'Инженер-теплоэнергетик',
    org: 'ter', section: 'terTeplo', roles: ['CREATOR'],
  },
  egorov: {
    email: 'egorov@demo.ru', family: 'Егоров', name: 'Максим', surname: 'Александрович', phone: '+7 (952) 307-10-11',
    profession: 'Слесарь-ремонтник', qualification: '5 разряд', org: 'snhk', section: 'rmc', roles: ['USER'],
  },
  zakharov: {
    email: 'zakharov@demo.ru', family: 'Захаров', name: 'Роман', surname: 'Ильич', phone: '+7 (952) 307-10-12',
    profession: 'Электрогазосварщик', qualification: '6 разряд, НАКС I уровня', org: 'snhk', section: 'rmc', roles: ['USER'],
  },
  kozlov: {
    email: 'kozlov@demo.ru', family: 'Козлов', name: 'Артём', surname: 'Евгеньевич', phone: '+7 (952) 307-10-13',
    profession: 'Монтажник технологических трубопроводов', qualification: '4 разряд', org: 'snhk', section: 'rmc', roles: ['USER'],
  },
  orlov: {
    email: 'orlov@demo.ru', family: 'Орлов', name: 'Виталий', surname: 'Михайлович', phone: '+7 (952) 307-10-14',
    profession: 'Электромонтёр по ремонту электрооборудования', qualification: 'V группа по электробезопасности',
    org: 'snhk', section: 'energo', roles: ['USER'],
  },
  ganiev: {
    email: 'ganiev@demo.ru', family: 'Ганиев', name: 'Ринат', surname: 'Маратович', phone: '+7 (8182) 44-17-01',
    profession: 'Главный инженер', qualification: 'Аттестация Ростехнадзора А.1, Б.8', org: 'ter', section: 'terTeplo',
    roles: ['ISSUANCER', 'APPROVER'],
  },
  belova: {
    email: 'belova@demo.ru', family: 'Белова', name: 'Екатерина', surname: 'Юрьевна', phone: '+7 (8182) 44-17-05',
    profession: 'Инженер по охране труда', qualification: 'Аттестация Ростехнадзора А.1', org: 'ter', section: 'terTeplo',
    roles: ['PREPARATOR', 'INDUSTRIAL_SAFER'],
  },
  kuzmin: {
    email: 'kuzmin@demo.ru', family: 'Кузьмин', name: 'Олег', surname: 'Петрович', phone: '+7 (8182) 44-17-12',
    profession: 'Мастер участка', qualification: 'Слесарь по ремонту котельного оборудования 6 разряда',
    org: 'ter', section: 'terElectro', roles: ['EXECUTOR'],
  },
  sorokina: {
    email: 'sorokina@demo.ru', family: 'Сорокина', name: 'Анна', surname: 'Владимировна', phone: '+7 (8182) 44-17-07',
    profession: 'Инженер по промышленной безопасности', qualification: 'Аттестация Ростехнадзора А.1, Б.8',
    org: 'ter', section: 'terTeplo', roles: ['INDUSTRIAL_SAFER'],
  },
  titov: {
    email: 'titov@demo.ru', family: 'Титов', name: 'Игорь', surname: 'Семёнович', phone: '+7 (8182) 44-17-02',
    profession: 'Технический директор', qualification: 'Аттестация Ростехнадзора А.1, Б.8, Б.9',
    org: 'ter', section: 'terTeplo', roles: ['APPROVER'],
  },
} satisfies Record<string, SeedPerson>;
export type PersonKey = keyof typeof PEOPLE;
