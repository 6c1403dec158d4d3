/** The spec's device mode: pc when the window is wider than 900 px. */
export const BREAKPOINT_PX = 900;
export type Device = "pc" | "mobile";

export function deviceFor(width: number): Device {
  return width > BREAKPOINT_PX ? "pc" : "mobile";
}

/** h5, or miniProgram inside the messaging app's web-view. */
export type DeviceEnv = "h5" | "miniProgram";

export function envFromUserAgent(userAgent: string | null | undefined): DeviceEnv {
  return userAgent && /miniProgram/i.test(userAgent) ? "miniProgram" : "h5";
}
