import Foundation

extension ProgramLibrary {
    /// 5/3/1 Boring But Big: the wave, then five sets of ten at 50 % of the same lift's training max.
    static let boringButBig = FiveThreeOne.program(
        slug: "531-bbb", name: "5/3/1 Boring But Big",
        summary: "Four days of Wendler's three-week wave on one main lift each, followed by five sets of ten of the same lift "
            + "at half its training max; a light fourth week; the training max rises every cycle."
    ) { week, _ in
        week == 3 ? [] : SetPrescription.percent(50, reps: 10, sets: 5, kind: .supplemental)
    }
}
