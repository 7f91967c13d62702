import {
  AffiliateCheckQuery,
  AffiliateCheckResponse,
  ErrorEnvelope,
  HeadIconRequest,
  HeadIconResponse,
  MemberInfo,
  NicknameRequest,
  SystemCountriesResponse,
  successEnvelope,
} from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { sessionMember } from '../../plugins/session.ts';
import { checkAffiliateCode } from './affiliate.ts';
import { headIcon, memberInfo, setHeadIcon, setNickname, systemCountries } from './member.ts';

// Member info and extras, and the public look-ups the registration form needs (spec 7).

const ok = <T>(value: T) => ({ success: true as const, value });
const session = { tags: ['accounts'], security: [{ memberSession: [] }] };
const memberErrors = { 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };

export function memberRoutes(scope: FastifyInstance, db: Db) {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/accounts/member',
    {
      preHandler: app.requireMember,
      schema: {
        ...session,
        summary: 'Member info (spec 3 "Member info", spec 7)',
        response: { 200: successEnvelope(MemberInfo), ...memberErrors },
      },
    },
    async (request) => ok(await memberInfo(db, sessionMember(request).id)),
  );

  app.put(
    '/api/accounts/member/nickname',
    {
      preHandler: app.requireRealMember,
      schema: {
        ...session,
        summary: 'Change the nickname (spec 7 "nickname"); not for trial members',
        body: NicknameRequest,
        response: { 200: successEnvelope(MemberInfo), 400: ErrorEnvelope, ...memberErrors },
      },
    },
    async (request) => ok(await setNickname(db, sessionMember(request).id, request.body.nickname)),
  );

  app.get(
    '/api/accounts/member/head-icon',
    {
      preHandler: app.requireMember,
      schema: {
        ...session,
        summary: 'The head icon (spec 7 "head icon": get)',
        response: { 200: successEnvelope(HeadIconResponse), ...memberErrors },
      },
    },
    async (request) => ok(await headIcon(db, sessionMember(request).id)),
  );

  app.post(
    '/api/accounts/member/head-icon',
    {
      preHandler: app.requireRealMember,
      schema: {
        ...session,
        summary: 'Choose a head icon (spec 7 "head icon": set, form-encoded or JSON); not for trials',
        body: HeadIconRequest,
        response: { 200: successEnvelope(HeadIconResponse), 400: ErrorEnvelope, ...memberErrors },
      },
    },
    async (request) => ok(await setHeadIcon(db, sessionMember(request).id, request.body.icon)),
  );

  app.get(
    '/api/accounts/countries',
    {
      schema: {
        tags: ['accounts'],
        summary: 'System countries for the dialing-code picker (spec 7 "system countries")',
        response: { 200: successEnvelope(SystemCountriesResponse), 503: ErrorEnvelope },
      },
    },
    async () => ok(await systemCountries(db)),
  );

  app.get(
    '/api/accounts/affiliate-check',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Is this invitation code valid here? (spec 4 "Affiliate code", 7 "affiliate check")',
        querystring: AffiliateCheckQuery,
        response: { 200: successEnvelope(AffiliateCheckResponse), 400: ErrorEnvelope },
      },
    },
    async (request) => ok(await checkAffiliateCode(db, request.query.code, request.query.domain)),
  );
}
