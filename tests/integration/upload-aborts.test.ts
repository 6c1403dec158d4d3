/**
 * An upload its client abandons halfway leaves nothing behind in the service: 50 of them from one
 * buyer leave the process's open descriptors and the upload folder as they were, and a whole upload
 * right after still works. Partial files a crash left are swept once idle.
 */
import { mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sweepPartialUploads } from "../../shopping/files/partial-uploads";
import { abortedUpload, eventually, openDescriptors, photoBytes } from "../helpers/aborted-upload";
import { backends, startService, type RunningService } from "../helpers/service";
import { uploadFile } from "../helpers/uploads";
import { createUser } from "../helpers/users";

describe.each(backends())("aborted uploads on %s", (backend) => {
  let svc: RunningService;
  let dir: string;
  const saved = process.env.UPLOAD_DIR;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "shop-aborts-"));
    process.env.UPLOAD_DIR = dir;
    svc = await startService(backend);
  });
  afterAll(async () => {
    await svc?.stop();
    if (saved === undefined) delete process.env.UPLOAD_DIR;
    else process.env.UPLOAD_DIR = saved;
    await rm(dir, { recursive: true, force: true });
  });

  const intoUploads = () => openDescriptors().filter((target) => target.startsWith(dir));
  const partials = async () => (await readdir(dir)).filter((name) => name.startsWith(".part-"));

  it("50 aborted uploads leave the descriptors and the folder as they were; a whole one works after", async () => {
    const { token } = await createUser(svc.database.db);
    const photo = photoBytes(1_500_000);
    // A first whole upload opens what the service keeps open anyway (the folder made, the pool).
    expect((await uploadFile(svc, photo, { token, purpose: "avatar" })).code).toBe(200);
    const stored = await readdir(dir);
    const before = openDescriptors().length;

    for (let i = 0; i < 50; i += 1) {
      await abortedUpload({
        url: new URL(`${svc.base}/file/file/upload`),
        headers: { authorization: token },
        fields: { purpose: "avatar" },
        file: photo,
        sendBytes: 400_000,
        // The service has begun writing the partial file: its descriptor is open.
        received: async () => {
          expect(await eventually(async () => (await partials()).length > 0)).toBe(true);
        },
      });
    }

    expect(await eventually(async () => (await partials()).length === 0)).toBe(true);
    expect(await eventually(() => intoUploads().length === 0)).toBe(true);
    expect(await eventually(() => openDescriptors().length <= before)).toBe(true);
    expect(await readdir(dir)).toEqual(stored);

    const whole = await uploadFile(svc, photo, { token, purpose: "avatar" });
    expect(whole.code, whole.message).toBe(200);
    expect((await readdir(dir)).sort()).toEqual([...stored, whole.data.fileName].sort());
  });
});

describe("partial uploads a crash left", () => {
  it("are swept once idle for a few minutes; live ones and stored files stay", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "shop-partials-"));
    try {
      for (const name of [".part-old", ".part-live", "kept.jpg"])
        await writeFile(path.join(dir, name), "x");
      const longAgo = new Date(Date.now() - 6 * 60_000);
      await utimes(path.join(dir, ".part-old"), longAgo, longAgo);
      await utimes(path.join(dir, "kept.jpg"), longAgo, longAgo);
      expect(await sweepPartialUploads(dir)).toBe(1);
      expect((await readdir(dir)).sort()).toEqual([".part-live", "kept.jpg"]);
      expect(await sweepPartialUploads(path.join(dir, "missing"))).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
