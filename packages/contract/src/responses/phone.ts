/**
 * Answers of the phone calls (issue 14). The spec's clients read a verify call's answer as `data`, `message` and
 * `status` (api-and-config: "verify calls add otp and read data, message, status"): the signed-in or updated User
 * travels in `data`. (`users/phone_register` answers the bare User, as the wire contract's §4 says.)
 */
import { z } from 'zod';
import { wireUser } from './users.ts';

export const wirePhoneVerified = z.strictObject({ status: z.literal('success'), message: z.string(), data: wireUser });
