/// A metric prefix (Apple's documentation of `HKMetricPrefix`).
public enum HKMetricPrefix: Int, Sendable {
    case none = 0, pico, nano, micro, milli, centi, deci, deca, hecto, kilo, mega, giga, tera, femto

    var symbol: String { ["", "p", "n", "µ", "m", "c", "d", "da", "h", "k", "M", "G", "T", "f"][rawValue] }
    var factor: Double { [1, 1e-12, 1e-9, 1e-6, 1e-3, 1e-2, 1e-1, 1e1, 1e2, 1e3, 1e6, 1e9, 1e12, 1e-15][rawValue] }
}
