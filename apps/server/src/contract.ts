import type { FastifyInstance } from 'fastify';

/** Where the generated types of the API live (`npm run contract` writes it; a test checks it is current). */
export const CONTRACT_FILE = 'packages/shared/src/api/paths.ts';

const HEADER = `/**
 * The API's contract as TypeScript types: every path, method, parameter, body and answer the
 * server serves, generated from its OpenAPI document (the routes' zod schemas) by
 * openapi-typescript. Do not edit: change a route's schema, then run \`npm run contract\`.
 * apps/server/src/contract.test.ts fails while this file is not what the server serves.
 */
`;

/** The contract file's text for this app: its OpenAPI document turned into types. */
export async function contractSource(app: FastifyInstance): Promise<string> {
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  const document = JSON.stringify(app.swagger());
  const ast = await openapiTS(document, { alphabetize: false, exportType: true });
  return `${HEADER}${astToString(ast)}`;
}
