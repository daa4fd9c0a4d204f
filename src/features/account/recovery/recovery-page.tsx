export { RecoveryPage } from '../account-pages';
