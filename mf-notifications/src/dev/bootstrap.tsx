import { mountStandalone } from '@permit/dev-kit';
import notificationsModule from '../module';

mountStandalone(notificationsModule);
