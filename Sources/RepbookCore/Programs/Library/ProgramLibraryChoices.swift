import Foundation

extension ProgramLibrary {
    /// The choices we made where the published program leaves room, in one or two sentences for the library page; nil
    /// when we followed it as written. Keyed by slug (docs/PROGRAMS.md lists the same).
    public static func choices(for slug: String) -> String? {
        switch slug {
        case "531-bbb", "531-fsl":
            "An AMRAP set short of its minimum during a cycle takes 10 % off that lift's training max at the cycle's end "
                + "instead of the usual raise."
        case "nsuns-4day":
            "The four-day layout has no overhead-press 1+ set, so the press's training max rises 2.5 kg / 5 lb a week."
        case "gzclp":
            "Its \"training max\" is your 5-rep max: tier 1 starts at 85 % of it, tier 2 at 65 %; an accessory's is its "
                + "starting weight."
        case "starting-strength":
            "No automatic deload: when a lift stalls, you decide."
        case "greyskull-lp":
            "Chin-ups are left to you. In kilograms the steps are 1.25 kg (upper) and 2.5 kg (lower) for the published 2.5 / 5 lb."
        case "ppl-double", "rpe-block":
            "Our own layout of common practice, not a published program."
        default:
            nil
        }
    }
}
