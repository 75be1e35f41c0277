import pino from "pino";
import { config } from "./config.server";

export const logger = pino({ level: config.logLevel });
