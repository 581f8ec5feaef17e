/**
 * Which server a delivery project checks, set per project in playwright.config.ts.
 */
export type DeliveryServer = {
  /** 'npm start' or 'nginx', for messages. */
  name: string;
  /** Whether this server can send the brotli twins (else the contract expects gzip). */
  brotli: boolean;
  /** Why the server cannot run here (e.g. nginx not installed), or null. */
  unavailable: string | null;
};

export type DeliveryOptions = { deliveryServer: DeliveryServer };

export const npmStartServer: DeliveryServer = { name: "npm start", brotli: true, unavailable: null };
