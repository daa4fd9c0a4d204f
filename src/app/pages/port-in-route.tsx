import { PortInRequest } from '@/features/port-in/port-in-request';
import { PortInPage } from '@/features/static-pages/tool-pages';

/** The information page and the port-in request (its own feature and chunk) on one route. */
export function PortInRoute() {
  return <PortInPage tool={<PortInRequest />} />;
}
