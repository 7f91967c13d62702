import { isLanguageCode, isWhiteLabelFlag, REGISTRATION_RULE_FIELDS, RESOURCE_TYPES } from '@lobby/shared';
import { addRemove, arg, type CliCommand, list, onOff, UsageError } from './parse.ts';

// The merchant configuration's commands (features/operator/routes.ts answers them).

function csLinks(a: string[]) {
  if (a.length === 1 && a[0] === 'none') return [];
  if (a.length === 0 || a.length % 2 !== 0) throw new UsageError('expected pairs of <label> <url>, or none');
  const links = [];
  for (let i = 0; i < a.length; i += 2) links.push({ label: arg(a, i, 'label'), url: arg(a, i + 1, 'url') });
  return links;
}

function resources(a: string[]) {
  if (a.length === 1 && a[0] === 'none') return [];
  if (a.length === 0) throw new UsageError('expected <TYPE=url> pairs, or none');
  return a.map((pair) => {
    const at = pair.indexOf('=');
    const resourceType = pair.slice(0, at);
    if (at < 1 || !(RESOURCE_TYPES as readonly string[]).includes(resourceType)) {
      throw new UsageError(`expected TYPE=url with TYPE one of ${RESOURCE_TYPES.join(', ')} (got ${pair})`);
    }
    return { resourceType, url: pair.slice(at + 1) };
  });
}

export const CONFIG_COMMANDS: CliCommand[] = [
  {
    name: 'config:show',
    usage: 'config:show                                   the whole merchant configuration',
    parse: () => ({ kind: 'show' }),
  },
  {
    name: 'config:set-flag',
    usage: 'config:set-flag <FLAG> on|off                 a white-label flag, e.g. DIRECTREG3',
    parse: (a) => {
      const flag = arg(a, 0, 'flag').toUpperCase();
      if (!isWhiteLabelFlag(flag)) throw new UsageError(`unknown flag ${flag}`);
      return { kind: 'put', path: `flags/${flag}`, body: { enabled: onOff(a[1], flag) } };
    },
  },
  {
    name: 'config:maintenance',
    usage: 'config:maintenance on|off                     maintenance mode',
    parse: (a) => ({ kind: 'put', path: 'maintenance', body: { enabled: onOff(a[0], 'maintenance') } }),
  },
  {
    name: 'config:languages',
    usage: 'config:languages <DEFAULT> <CODE,CODE,...>    default and supported languages',
    parse: (a) => {
      const preferred = arg(a, 0, 'default language').toUpperCase();
      const supported = list(arg(a, 1, 'supported languages').toUpperCase());
      const unknown = [preferred, ...supported].find((code) => !isLanguageCode(code));
      if (unknown) throw new UsageError(`unknown language code ${unknown}`);
      return { kind: 'put', path: 'languages', body: { default: preferred, supported } };
    },
  },
  {
    name: 'config:block-country',
    usage: 'config:block-country add|remove <CC>          a blocked country (ISO alpha-2)',
    parse: (a) => ({
      kind: 'edit-list',
      list: 'blockedCountries',
      op: addRemove(a[0]),
      value: arg(a, 1, 'country code').toUpperCase(),
    }),
  },
  {
    name: 'config:block-ip',
    usage: 'config:block-ip add|remove <CIDR>             a blocked IP range',
    parse: (a) => ({
      kind: 'edit-list',
      list: 'blockedIpRanges',
      op: addRemove(a[0]),
      value: arg(a, 1, 'CIDR range'),
    }),
  },
  {
    name: 'config:registration-rule',
    usage: 'config:registration-rule <field> <enabled on|off> <required on|off>',
    parse: (a) => {
      const field = arg(a, 0, 'field');
      if (!(REGISTRATION_RULE_FIELDS as readonly string[]).includes(field)) {
        throw new UsageError(
          `unknown registration field ${field} (one of ${REGISTRATION_RULE_FIELDS.join(', ')})`,
        );
      }
      const body = { enabled: onOff(a[1], 'enabled'), required: onOff(a[2], 'required') };
      return { kind: 'put', path: `registration-rules/${field}`, body };
    },
  },
  {
    name: 'config:image-cdns',
    usage: 'config:image-cdns <url,url|none>              image CDN base URLs (none: this server)',
    parse: (a) => {
      const value = arg(a, 0, 'URL list (or none)');
      return { kind: 'put', path: 'image-cdns', body: { urls: value === 'none' ? [] : list(value) } };
    },
  },
  {
    name: 'config:main-domain',
    usage: 'config:main-domain <domain>                   the main domain',
    parse: (a) => ({ kind: 'put', path: 'main-domain', body: { mainDomain: arg(a, 0, 'domain') } }),
  },
  {
    name: 'config:template',
    usage: 'config:template <mem_cen> <dep_func>          mobile template versions',
    parse: (a) => ({
      kind: 'put',
      path: 'mobile-template',
      body: { mem_cen: arg(a, 0, 'mem_cen'), dep_func: arg(a, 1, 'dep_func') },
    }),
  },
  {
    name: 'config:cs-links',
    usage: `config:cs-links <label> <url> [<label> <url> ...] | none
                                                customer-service links, in order`,
    parse: (a) => ({ kind: 'put', path: 'customer-service', body: { links: csLinks(a) } }),
  },
  {
    name: 'config:resources',
    usage: `config:resources <TYPE=url> [<TYPE=url> ...] | none
                                                download links (Android, IOS, MOBILECONFIG, AppDownloadIcon)`,
    parse: (a) => ({ kind: 'put', path: 'resources', body: { resources: resources(a) } }),
  },
];
