/** An .ics file name from a title: letters, digits and dashes only ('event.ics' when none is left). */
export const calendarFileName = (title: string) =>
  `${
    title
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/[\s_]+/g, '-')
      .toLowerCase()
      .slice(0, 60) || 'event'
  }.ics`;
