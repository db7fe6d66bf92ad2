import { mountStandalone } from '@permit/dev-kit';
import adminModule from '../module';

mountStandalone(adminModule);
