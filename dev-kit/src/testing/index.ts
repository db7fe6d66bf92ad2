export { createFakeApi, type FakeApi, type FakeHandler } from './fake-api';
export { createTestSession, SIGNED_OUT_SNAPSHOT, type TestSession } from './test-session';
export { createFakeServices, type FakeServices } from './fake-services';
export { signedInSnapshot, testProfile, testSessionUser, TEST_ORGANIZATION, TEST_SECTION } from './fixtures';
export { renderWithChakra } from './render-with-chakra';
export { renderRemote } from './render-remote';
export { answeredError } from './answered-error';
export { unsettledPage } from './unsettled-page';
