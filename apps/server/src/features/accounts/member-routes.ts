import {
  AffiliateCheckQuery,
  AffiliateCheckResponse,
  API_PATHS,
  HeadIconRequest,
  HeadIconResponse,
  MemberInfo,
  NicknameRequest,
  SystemCountriesResponse,
} from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { ok, responses } from '../../lib/responses.ts';
import { MEMBER_ERRORS, MEMBER_SECURITY, REAL_MEMBER_ERRORS, sessionMember } from '../../plugins/session.ts';
import { checkAffiliateCode } from './affiliate.ts';
import { headIcon, memberInfo, setHeadIcon, setNickname, systemCountries } from './member.ts';

// Member info and extras, and the public look-ups the registration form needs (spec 7).

const session = { tags: ['accounts'], security: MEMBER_SECURITY };
const memberErrors = [...MEMBER_ERRORS, 'NOT_FOUND'] as const;
const realMemberErrors = [...REAL_MEMBER_ERRORS, 'NOT_FOUND', 'VALIDATION_ERROR'] as const;

export function memberRoutes(scope: FastifyInstance, db: Db) {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    API_PATHS.member,
    {
      preHandler: app.requireMember,
      schema: {
        ...session,
        summary: 'Member info (spec 3 "Member info", spec 7)',
        response: responses(MemberInfo, memberErrors),
      },
    },
    async (request) => ok(await memberInfo(db, sessionMember(request).id)),
  );

  app.put(
    API_PATHS.memberNickname,
    {
      preHandler: app.requireRealMember,
      schema: {
        ...session,
        summary: 'Change the nickname (spec 7 "nickname"); not for trial members',
        body: NicknameRequest,
        response: responses(MemberInfo, realMemberErrors),
      },
    },
    async (request) => ok(await setNickname(db, sessionMember(request).id, request.body.nickname)),
  );

  app.get(
    API_PATHS.memberHeadIcon,
    {
      preHandler: app.requireMember,
      schema: {
        ...session,
        summary: 'The head icon (spec 7 "head icon": get)',
        response: responses(HeadIconResponse, memberErrors),
      },
    },
    async (request) => ok(await headIcon(db, sessionMember(request).id)),
  );

  app.post(
    API_PATHS.memberHeadIcon,
    {
      preHandler: app.requireRealMember,
      schema: {
        ...session,
        summary: 'Choose a head icon (spec 7 "head icon": set, form-encoded or JSON); not for trials',
        body: HeadIconRequest,
        response: responses(HeadIconResponse, realMemberErrors),
      },
    },
    async (request) => ok(await setHeadIcon(db, sessionMember(request).id, request.body.icon)),
  );

  app.get(
    API_PATHS.countries,
    {
      schema: {
        tags: ['accounts'],
        summary: 'System countries for the dialing-code picker (spec 7 "system countries")',
        response: responses(SystemCountriesResponse, ['SERVICE_UNAVAILABLE']),
      },
    },
    async () => ok(await systemCountries(db)),
  );

  app.get(
    API_PATHS.affiliateCheck,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Is this invitation code valid here? (spec 4 "Affiliate code", 7 "affiliate check")',
        querystring: AffiliateCheckQuery,
        response: responses(AffiliateCheckResponse, ['VALIDATION_ERROR']),
      },
    },
    async (request) => ok(await checkAffiliateCode(db, request.query.code, request.query.domain)),
  );
}
