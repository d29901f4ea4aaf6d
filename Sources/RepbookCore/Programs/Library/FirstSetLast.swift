import Foundation

extension ProgramLibrary {
    /// 5/3/1 First Set Last: the wave, then five sets of five at the week's first percentage.
    static let firstSetLast = FiveThreeOne.program(
        slug: "531-fsl", name: "5/3/1 First Set Last",
        summary: "Four days of Wendler's three-week wave, then five sets of five at the day's first working weight "
            + "(65, 70 or 75 %); a light fourth week; the training max rises every cycle."
    ) { week, _ in
        week == 3 ? [] : SetPrescription.percent(FiveThreeOne.waves[week][0].percent, reps: 5, sets: 5, kind: .supplemental)
    }
}
