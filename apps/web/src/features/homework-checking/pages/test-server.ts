export { errorResponse, stubApi, type Sent } from '../../../test/stub-api';
