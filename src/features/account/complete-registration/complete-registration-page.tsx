export { CompleteRegistrationPage } from '../account-pages';
