/**
 * The sample businesses' opening hours (issue 26), OpenStreetMap opening_hours syntax read in
 * London time, by sample name. Two have none, so 'unknown hours' shows too. Among them: two ranges
 * a day, ranges past midnight, closed days, England's bank holidays (`PH off`, `PH 10:00-14:00`)
 * and a dated holiday closure.
 */
export const SAMPLE_OPENING_HOURS: Readonly<Record<string, string>> = {
  'Varenyky House': 'Tu-Su 12:00-15:00,17:30-22:30; Dec 24-26 off',
  'Kyiv Bakery & Café': 'Mo-Sa 08:00-18:00; Su 09:00-16:00; PH off',
  'Dnipro Dental Clinic': 'Mo-Fr 09:00-18:00; Sa 10:00-14:00; PH off',
  'Zdorovya Physiotherapy': 'Mo-Fr 08:00-20:00; PH off',
  'Oksana Beauty Studio': 'Tu-Sa 10:00-19:00',
  'Kalyna Hair & Nails': 'Mo-Sa 09:30-18:30; Su 11:00-16:00',
  'Karpaty Yoga & Massage': 'Mo-Fr 07:00-10:00,17:00-21:00; Sa,Su 09:00-13:00',
  'Banya Greenwich': 'We-Su 14:00-23:00; PH 10:00-14:00',
  'Smachno Ukrainian Deli': 'Mo-Su 08:00-22:00',
  'Vyshyvanka Boutique': 'Mo-Sa 10:00-18:00',
  'Sich Accountancy': 'Mo-Fr 09:00-17:30; PH off',
  'Bridge Legal & Immigration': 'Mo-Fr 09:00-18:00; PH off',
  'Ridna Mova Saturday School': 'Sa 09:30-13:30',
  'Petrykivka Art Studio': 'Th-Su 11:00-18:00',
  'Pysanka Gallery': 'We-Su 10:00-17:00',
  'Kozak Comedy Nights': 'Th-Sa 19:00-01:00',
};
