/**
 * The spec's global device state: pc or mobile (re-evaluated on resize) and
 * h5 or miniProgram. Layout never depends on it (CSS does that at 900 px);
 * only behaviour does, so the server's guess causes no layout shift.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { deviceFor, type Device, type DeviceEnv } from "~/utils/device";

interface DeviceState {
  device: Device;
  env: DeviceEnv;
  /**
   * False until the window was measured (after hydration): `device` is then the server's guess,
   * which behaviour must not act on.
   */
  measured: boolean;
}

const DeviceContext = createContext<DeviceState>({ device: "mobile", env: "h5", measured: false });

// window.__wxjs_environment is declared by weixin-js-sdk's types.
export function DeviceProvider({
  serverEnv,
  children,
}: {
  serverEnv: DeviceEnv;
  children: ReactNode;
}) {
  const [state, setState] = useState<DeviceState>({
    device: "mobile",
    env: serverEnv,
    measured: false,
  });
  useEffect(() => {
    const update = () =>
      setState({
        measured: true,
        device: deviceFor(window.innerWidth),
        env:
          window.__wxjs_environment === "miniprogram" || serverEnv === "miniProgram"
            ? "miniProgram"
            : "h5",
      });
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, [serverEnv]);
  return <DeviceContext.Provider value={state}>{children}</DeviceContext.Provider>;
}

export function useDevice(): DeviceState {
  return useContext(DeviceContext);
}
