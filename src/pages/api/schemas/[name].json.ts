// /api/schemas/<name>.json: the JSON Schema of one kind of API file, from its zod schema.
import { apiPaths } from '../../../routes/index.ts';
import { apiData, apiJsonSchema, type ApiName } from '../../../site/api-schemas.ts';

export function getStaticPaths() {
  return (Object.keys(apiData) as ApiName[]).map((name) => ({
    params: {
      name: apiPaths
        .schema(name)
        .split('/')
        .pop()!
        .replace(/\.json$/, ''),
    },
    props: { name },
  }));
}

export function GET({ props }: { props: { name: ApiName } }) {
  return new Response(JSON.stringify(apiJsonSchema(props.name), null, 2), { headers: { 'Content-Type': 'application/schema+json; charset=utf-8' } });
}
