/**
 * The points' English name is a plural ("Vintry Points", "points": the operator's rule, npm run ops
 * -- points-rule); one of them is a Point: "1 Vintry Point per yuan". Chinese names have no plural.
 */
export function onePointName(name: string): string {
  return name.replace(/\b([Pp]oint)s$/, "$1");
}
