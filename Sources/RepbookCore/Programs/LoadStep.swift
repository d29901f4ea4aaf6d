import Foundation

/// A weight step written for both units, as programs publish it: "2.5 kg / 5 lb".
public struct LoadStep: Equatable, Sendable {
    public var kilograms: Double
    public var pounds: Double

    public init(kilograms: Double, pounds: Double) {
        self.kilograms = kilograms
        self.pounds = pounds
    }

    /// The step's number in `unit`.
    public func value(in unit: WeightUnit) -> Double { unit == .kilograms ? kilograms : pounds }

    /// The step as a weight in `unit`.
    public func weight(in unit: WeightUnit) -> Weight { Weight(value(in: unit), unit) }

    /// 2.5 kg / 5 lb: the usual step for upper-body lifts.
    public static let upper = LoadStep(kilograms: 2.5, pounds: 5)
    /// 5 kg / 10 lb: the usual step for lower-body lifts.
    public static let lower = LoadStep(kilograms: 5, pounds: 10)
    /// 1.25 kg / 2.5 lb: a micro step.
    public static let small = LoadStep(kilograms: 1.25, pounds: 2.5)
}
