// Start-up after a crash: a PostgreSQL left running on our data directory by a dead Leasedesk process is
// stopped cleanly (fast shutdown: its clients are cut, its data is consistent) before ours starts; a stale
// postmaster.pid (a PID that is no longer that postmaster) is removed. A live Leasedesk process that owns the
// directory is never touched: start-up refuses with a clear message instead.
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Command line of a process (Linux /proc), or null where it cannot be read. */
function commandLine(pid: number): string[] | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
  } catch {
    return null;
  }
}

/** Whether `pid` is a postgres server running on `databaseDir`. */
export function isPostmasterOf(pid: number, databaseDir: string): boolean {
  if (!isAlive(pid)) return false;
  const args = commandLine(pid);
  if (args === null) return !existsSync("/proc");
  const binary = path.basename(args[0] ?? "");
  const dirIndex = args.indexOf("-D");
  const dir = dirIndex >= 0 ? args[dirIndex + 1] : undefined;
  return binary.startsWith("postgres") && !!dir && path.resolve(dir) === path.resolve(databaseDir);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitGone(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await sleep(100);
  }
  return !isAlive(pid);
}

export type RecoveryLog = (message: string) => void;

/** Claims DATA_DIR for this process (postgres.owner holds our PID); throws if a live process holds it. */
export function claimDataDir(dataDir: string): () => void {
  const ownerFile = path.join(dataDir, "postgres.owner");
  if (existsSync(ownerFile)) {
    const owner = Number(readFileSync(ownerFile, "utf8").trim());
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner) && isLeasedesk(owner)) {
      throw new Error(
        `Another Leasedesk process (PID ${owner}) is using the embedded database in ${dataDir}. Stop it first, or give this one its own DATA_DIR.`,
      );
    }
  }
  writeFileSync(ownerFile, String(process.pid));
  return () => {
    try {
      if (readFileSync(ownerFile, "utf8").trim() === String(process.pid)) rmSync(ownerFile);
    } catch {
      // already gone
    }
  };
}

function isLeasedesk(pid: number): boolean {
  const args = commandLine(pid);
  return args === null ? true : args.some((a) => /node|tsx/.test(path.basename(a)));
}

/** Stops an orphaned postmaster on databaseDir and removes a stale postmaster.pid. */
export async function recoverDatabaseDir(databaseDir: string, log: RecoveryLog): Promise<void> {
  const pidFile = path.join(databaseDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isPostmasterOf(pid, databaseDir)) {
    log(`removing a stale postmaster.pid (PID ${pid} is not a PostgreSQL server on this directory)`);
    rmSync(pidFile, { force: true });
    return;
  }
  log(`stopping PostgreSQL (PID ${pid}) left running on ${databaseDir} by a process that ended`);
  for (const [signal, waitMs] of [
    ["SIGINT", 30_000],
    ["SIGQUIT", 5_000],
    ["SIGKILL", 5_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      // gone meanwhile
    }
    if (await waitGone(pid, waitMs)) break;
    log(`PostgreSQL (PID ${pid}) did not stop on ${signal}`);
  }
  if (isAlive(pid)) throw new Error(`PostgreSQL (PID ${pid}) on ${databaseDir} could not be stopped`);
  // Its children (backends) may outlive it for a moment; the next start waits for the lock file to clear.
  if (existsSync(pidFile) && !isPostmasterOf(pid, databaseDir)) rmSync(pidFile, { force: true });
}
