import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import {
  CAMERA_START_DELAY_MS,
  type CameraDevice,
  chooseCamera,
  JPEG_QUALITY,
  stopStream,
  videoConstraints,
} from "#web/features/contacts/lib/camera.ts";
import { toast } from "#web/lib/toast.ts";

export type CameraStatus = "idle" | "starting" | "live" | "error";

async function listCameras(): Promise<CameraDevice[]> {
  const devices = await navigator.mediaDevices.enumerateDevices();
  return devices.filter((d) => d.kind === "videoinput").map((d) => ({ deviceId: d.deviceId, label: d.label }));
}

/**
 * The scanner's camera (§4 'Scanner', §8): starts 300 ms after `active` turns on, picks the standard rear
 * camera, and is stopped whenever `active` turns off, the component unmounts, or the page is hidden.
 */
export function useCamera(videoRef: RefObject<HTMLVideoElement | null>, active: boolean) {
  const streamRef = useRef<MediaStream | null>(null);
  const [status, setStatus] = useState<CameraStatus>("idle");
  const [error, setError] = useState<string | null>(null);
  const [devices, setDevices] = useState<CameraDevice[]>([]);
  const [deviceId, setDeviceId] = useState<string | undefined>();
  const generation = useRef(0);

  const stop = useCallback(() => {
    generation.current++;
    stopStream(streamRef.current);
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setStatus("idle");
  }, [videoRef]);

  const attach = useCallback(
    async (stream: MediaStream, gen: number) => {
      if (gen !== generation.current) {
        stopStream(stream);
        return false;
      }
      streamRef.current = stream;
      const video = videoRef.current;
      if (!video) return false;
      video.srcObject = stream;
      try {
        await video.play();
      } catch (e) {
        // A newer start replaced this stream: not an error.
        if (gen !== generation.current) return false;
        console.error("Video play failed", e);
        setError("Could not play video stream");
        setStatus("error");
        return false;
      }
      setStatus("live");
      return true;
    },
    [videoRef],
  );

  const start = useCallback(async () => {
    const gen = ++generation.current;
    stopStream(streamRef.current);
    streamRef.current = null;
    setError(null);
    setStatus("starting");
    if (!navigator.mediaDevices?.getUserMedia) {
      setError("Camera access denied or not available");
      setStatus("error");
      toast({
        title: "Camera Error",
        description: "Could not access camera. Please check permissions.",
        variant: "destructive",
      });
      return;
    }
    try {
      const before = await listCameras();
      if (before.length === 0) {
        setError("No camera found on device");
        setStatus("error");
        return;
      }
    } catch {
      // enumerateDevices failing is not fatal: getUserMedia decides below.
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ video: videoConstraints(), audio: false });
    } catch (e) {
      if (gen !== generation.current) return;
      const name = (e as DOMException).name;
      setStatus("error");
      if (name === "NotFoundError" || name === "OverconstrainedError") {
        setError("No camera found on device");
        return;
      }
      setError("Camera access denied or not available");
      if (name === "NotAllowedError" || name === "SecurityError") {
        toast({
          title: "Camera Access Denied",
          description: "Please enable camera access in your browser settings to use the scanner.",
          variant: "destructive",
        });
      } else {
        toast({
          title: "Camera Error",
          description: "Could not access camera. Please check permissions.",
          variant: "destructive",
        });
      }
      return;
    }
    if (gen !== generation.current) {
      stopStream(stream);
      return;
    }
    // Labels are only readable once permission is granted: choose now, and switch if needed.
    let cameras: CameraDevice[] = [];
    try {
      cameras = await listCameras();
    } catch {
      cameras = [];
    }
    setDevices(cameras);
    const currentId = stream.getVideoTracks()[0]?.getSettings().deviceId;
    const preferred = chooseCamera(cameras);
    if (preferred && currentId && preferred.deviceId !== currentId) {
      stopStream(stream);
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: videoConstraints(preferred.deviceId),
          audio: false,
        });
      } catch {
        stream = await navigator.mediaDevices.getUserMedia({ video: videoConstraints(currentId), audio: false });
      }
      if (gen !== generation.current) {
        stopStream(stream);
        return;
      }
    }
    setDeviceId(stream.getVideoTracks()[0]?.getSettings().deviceId ?? preferred?.deviceId);
    await attach(stream, gen);
  }, [attach]);

  const switchCamera = useCallback(
    async (id: string) => {
      const gen = ++generation.current;
      stopStream(streamRef.current);
      streamRef.current = null;
      setDeviceId(id);
      setStatus("starting");
      setError(null);
      try {
        const stream = await navigator.mediaDevices.getUserMedia({ video: videoConstraints(id), audio: false });
        await attach(stream, gen);
      } catch (e) {
        if (gen !== generation.current) return;
        console.error("Camera switch failed", e);
        setError("Failed to switch camera");
        setStatus("error");
        toast({ title: "Camera Error", description: "Failed to switch camera", variant: "destructive" });
      }
    },
    [attach],
  );

  /** Draws the current frame at the stream's full resolution and returns a JPEG data URL (quality 1). */
  const capture = useCallback((): string | null => {
    const video = videoRef.current;
    if (!video?.videoWidth) return null;
    const canvas = document.createElement("canvas");
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const ctx = canvas.getContext("2d");
    if (!ctx) return null;
    ctx.drawImage(video, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL("image/jpeg", JPEG_QUALITY);
  }, [videoRef]);

  useEffect(() => {
    if (!active) {
      stop();
      return;
    }
    const timer = setTimeout(() => void start(), CAMERA_START_DELAY_MS);
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [active, start, stop]);

  // Leaving the page (tab hidden, navigation away) always releases the camera.
  useEffect(() => {
    const onHide = () => stop();
    window.addEventListener("pagehide", onHide);
    return () => window.removeEventListener("pagehide", onHide);
  }, [stop]);

  return { status, error, devices, deviceId, start, stop, switchCamera, capture };
}
