/// SplitMix64: a small, fast generator whose whole output is fixed by its seed, on every platform and Swift version.
///
/// The helpers below use only integer and basic floating-point arithmetic (no standard-library sampling algorithms and
/// no transcendental functions), so a seed gives the same numbers everywhere.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator starting from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// A generator for one of several independent streams of `seed` (body weights, journal, ...), so drawing more from
    /// one stream never shifts the numbers of another.
    public init(seed: UInt64, stream: UInt64) {
        var seedMixer = SeededRandom(seed: seed)
        var streamMixer = SeededRandom(seed: ~stream)
        state = seedMixer.next() ^ streamMixer.next()
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0 ..< 1 with 53 random bits.
    public mutating func unit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// An integer in `range`, each equally likely (to within 2^-64).
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next().multipliedFullWidth(by: width).high)
    }

    /// True with probability `probability`.
    public mutating func chance(_ probability: Double) -> Bool {
        unit() < probability
    }

    /// A bell-shaped number with mean 0 and standard deviation 1, within -3 ... 3 (a scaled sum of three uniforms).
    public mutating func centered() -> Double {
        (unit() + unit() + unit() - 1.5) * 2
    }

    /// One element of a non-empty array.
    public mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[int(in: 0...(elements.count - 1))]
    }
}
