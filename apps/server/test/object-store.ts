import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/**
 * A real S3-compatible server for one test file (issue 26): s3rver in this process on a temporary
 * folder, one bucket, loopback only. Tests and CI only; never the production store. Its addresses are
 * path style (`http://127.0.0.1:<port>/<bucket>/<key>`): a bucket name cannot be a subdomain of an IP.
 * It keeps no bucket policy and answers unsigned reads too (a real bucket is private unless a policy
 * opens it), so the tests check privacy at the app's routes, which is what browsers reach.
 */
export async function startObjectStore(bucket = 'lc-test') {
  const dir = mkdtempSync(path.join(tmpdir(), 'lc-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    /** the settings that put an app's files into this store */
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    } as Record<string, string>,
    /** where s3rver keeps the bucket on disk */
    dir,
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
export type ObjectStore = Awaited<ReturnType<typeof startObjectStore>>;
