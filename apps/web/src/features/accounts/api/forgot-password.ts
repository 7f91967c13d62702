import type { ForgotPasswordEmailRequest } from '@lobby/shared';
import { WEB_API_PATHS } from '@lobby/shared';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * spec 7 "forgot password by email": POST form-encoded. The answer is the same whether or not
 * the pair matched an account; the e-mailed link opens /m/forget?token=...
 */
export function forgotPassword(input: ForgotPasswordEmailRequest) {
  return apiRequest(WEB_API_PATHS.passwordForgot, z.null(), {
    method: 'POST',
    form: { username: input.username, email: input.email },
    auth: false,
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
