import { describe, expect, it } from "vitest";
import { cameraLabel, chooseCamera, splitName, videoConstraints } from "#web/features/contacts/lib/camera.ts";

const d = (deviceId: string, label: string) => ({ deviceId, label });

describe("chooseCamera", () => {
  it("prefers a standard rear camera over ultra-wide and telephoto", () => {
    const devices = [
      d("a", "Front Camera"),
      d("b", "Back Ultra Wide Camera"),
      d("c", "Back Telephoto Camera"),
      d("e", "Back Dual Wide Camera"),
    ];
    expect(chooseCamera(devices)?.deviceId).toBe("e");
  });
  it("accepts 'camera2 0, facing back' style labels as rear", () => {
    expect(chooseCamera([d("f", "camera2 1, facing front"), d("r", "camera2 0, facing back")])?.deviceId).toBe("r");
  });
  it("environment + normal counts as standard rear", () => {
    expect(chooseCamera([d("z", "environment zoom"), d("n", "Environment normal lens")])?.deviceId).toBe("n");
  });
  it("falls back to any rear camera, then the first", () => {
    expect(chooseCamera([d("f", "Front"), d("u", "Rear ultra wide")])?.deviceId).toBe("u");
    expect(chooseCamera([d("x", ""), d("y", "")])?.deviceId).toBe("x");
    expect(chooseCamera([])).toBeUndefined();
  });
});

describe("cameraLabel", () => {
  it("uses 'Camera' plus five characters of the id for unlabelled devices", () => {
    expect(cameraLabel(d("abcdef123", ""))).toBe("Camera abcde");
    expect(cameraLabel(d("abcdef123", "Back Camera"))).toBe("Back Camera");
  });
});

describe("videoConstraints", () => {
  it("asks for 1920x1080 ideally and the chosen device exactly", () => {
    expect(videoConstraints("id1")).toEqual({
      width: { ideal: 1920 },
      height: { ideal: 1080 },
      deviceId: { exact: "id1" },
    });
    expect(videoConstraints()).toMatchObject({ facingMode: { ideal: "environment" } });
  });
});

describe("splitName", () => {
  it("splits at the first space", () => {
    expect(splitName("Mary Ann van Dyke")).toEqual({ firstName: "Mary", lastName: "Ann van Dyke" });
    expect(splitName("  Cher ")).toEqual({ firstName: "Cher", lastName: "" });
  });
});
