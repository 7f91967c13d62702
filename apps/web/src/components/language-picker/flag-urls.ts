// Flag icons bundled with the app (spec 2.14: no network). Each is its own small file, fetched
// only when shown.

import bdFlag from 'flag-icons/flags/4x3/bd.svg?no-inline';
import brFlag from 'flag-icons/flags/4x3/br.svg?no-inline';
import cnFlag from 'flag-icons/flags/4x3/cn.svg?no-inline';
import esFlag from 'flag-icons/flags/4x3/es.svg?no-inline';
import frFlag from 'flag-icons/flags/4x3/fr.svg?no-inline';
import gbFlag from 'flag-icons/flags/4x3/gb.svg?no-inline';
import idFlag from 'flag-icons/flags/4x3/id.svg?no-inline';
import inFlag from 'flag-icons/flags/4x3/in.svg?no-inline';
import irFlag from 'flag-icons/flags/4x3/ir.svg?no-inline';
import jpFlag from 'flag-icons/flags/4x3/jp.svg?no-inline';
import khFlag from 'flag-icons/flags/4x3/kh.svg?no-inline';
import krFlag from 'flag-icons/flags/4x3/kr.svg?no-inline';
import kzFlag from 'flag-icons/flags/4x3/kz.svg?no-inline';
import laFlag from 'flag-icons/flags/4x3/la.svg?no-inline';
import mmFlag from 'flag-icons/flags/4x3/mm.svg?no-inline';
import myFlag from 'flag-icons/flags/4x3/my.svg?no-inline';
import npFlag from 'flag-icons/flags/4x3/np.svg?no-inline';
import phFlag from 'flag-icons/flags/4x3/ph.svg?no-inline';
import pkFlag from 'flag-icons/flags/4x3/pk.svg?no-inline';
import ptFlag from 'flag-icons/flags/4x3/pt.svg?no-inline';
import ruFlag from 'flag-icons/flags/4x3/ru.svg?no-inline';
import saFlag from 'flag-icons/flags/4x3/sa.svg?no-inline';
import thFlag from 'flag-icons/flags/4x3/th.svg?no-inline';
import trFlag from 'flag-icons/flags/4x3/tr.svg?no-inline';
import twFlag from 'flag-icons/flags/4x3/tw.svg?no-inline';
import uzFlag from 'flag-icons/flags/4x3/uz.svg?no-inline';
import vnFlag from 'flag-icons/flags/4x3/vn.svg?no-inline';

export const FLAG_URLS: Readonly<Record<string, string>> = {
  gb: gbFlag,
  mm: mmFlag,
  cn: cnFlag,
  tw: twFlag,
  jp: jpFlag,
  th: thFlag,
  vn: vnFlag,
  es: esFlag,
  in: inFlag,
  id: idFlag,
  kh: khFlag,
  kr: krFlag,
  my: myFlag,
  pt: ptFlag,
  br: brFlag,
  ph: phFlag,
  pk: pkFlag,
  tr: trFlag,
  bd: bdFlag,
  sa: saFlag,
  ir: irFlag,
  ru: ruFlag,
  kz: kzFlag,
  uz: uzFlag,
  la: laFlag,
  np: npFlag,
  fr: frFlag,
};
