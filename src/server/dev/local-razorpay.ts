import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

// placeholder: the Razorpay emulator is being written
export async function registerLocalRazorpay(_app: FastifyInstance, _config: Config) {}
