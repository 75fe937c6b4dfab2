// The few parts of s3rver (no published types) the local S3 server of the tests uses.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface Options {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    configureBuckets?: { name: string }[];
  }

  export default class S3rver {
    constructor(options: Options);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
