// The local stand-ins for Google, Razorpay, the language model and the ad network (decision 002), in
// one module that app.ts imports only where they run (config.localStandIns): a production server never
// loads this code, nor the development-only packages behind it (oidc-provider is a devDependency).
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { registerStandInReach } from './stand-ins-reach.ts';
import { registerLocalGoogle } from './local-google.ts';
import { registerLocalRazorpay } from './local-razorpay.ts';
import { registerLocalLlm } from './local-llm.ts';
import { registerLocalAds } from './local-ads.ts';

/** Mounts each stand-in the configuration asks for under /dev, answering this machine alone unless opened. */
export async function registerStandIns(app: FastifyInstance, config: Config) {
  registerStandInReach(app, config);
  await registerLocalGoogle(app, config);
  await registerLocalRazorpay(app, config);
  await registerLocalLlm(app, config);
  await registerLocalAds(app, config);
}
