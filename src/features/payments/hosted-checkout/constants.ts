/** Height of the hosted checkout's card frame, in pixels (spec payments 2 and 9). */
export const HOSTED_FRAME_HEIGHT_PX = 700;

/** The element the hosted-checkout script mounts its card frame into. */
export const HOSTED_FRAME_ELEMENT_ID = 'hosted-checkout-frame';
