/** A multipart form as a browser sends it (fields plus files), for `fastify.inject`. */
export async function multipartForm(
  fields: Record<string, string>,
  files: Record<string, { data: Buffer; name: string; type: string }>,
) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  for (const [k, f] of Object.entries(files)) fd.append(k, new Blob([f.data], { type: f.type }), f.name);
  const res = new Response(fd);
  return { payload: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get('content-type')! };
}
