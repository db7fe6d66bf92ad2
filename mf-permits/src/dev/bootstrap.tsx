import { mountStandalone } from '@permit/dev-kit';
import permitsModule from '../module';

mountStandalone(permitsModule);
